import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  AnalysisCostCentersQuery,
  AnalysisExpensesQuery,
  AnalysisFlightQuery,
  AnalysisHotelQuery,
  AnalysisOverviewQuery,
  AnalysisSliceFieldsFragment,
} from '../../api/generated/corporate';
import { graphqlError } from '../../test/graphqlError';
import { renderConsole, signInToConsole } from '../../test/renderConsole';
import type { ServiceAnswers } from '../../test/graphqlService';
import { analysisPages } from '.';

const pageNamed = (name: string) => analysisPages.find((p) => p.name === name)!;
const Q3 = 'start=2026-07-01&end=2026-09-30';

const slice = (
  key: string | null,
  label: string,
  amount: number,
  count: number,
  share: number,
): AnalysisSliceFieldsFragment => ({ key, label, amount, count, share });

const OVERVIEW: AnalysisOverviewQuery['analysis_overview'] = {
  currency: 'VND',
  current: {
    total_spend: 12_500_000,
    bookings: 5,
    travellers: 3,
    average_ticket: 1_800_000,
    average_nightly_rate: 950_000,
    policy_savings: 400_000,
    voucher_savings: 150_000,
  },
  previous: {
    total_spend: 10_000_000,
    bookings: 5,
    travellers: 2,
    average_ticket: 2_000_000,
    average_nightly_rate: 0,
    policy_savings: 0,
    voucher_savings: 150_000,
  },
  series: [
    { key: '2026-07', start: '2026-07-01', amount: 2_500_000, count: 1 },
    { key: '2026-08', start: '2026-08-01', amount: 0, count: 0 },
    { key: '2026-09', start: '2026-09-01', amount: 10_000_000, count: 4 },
  ],
  groups: [slice('d-sales', 'Kinh doanh', 9_000_000, 3, 0.72), slice(null, '', 3_500_000, 2, 0.28)],
};

function service(answers: ServiceAnswers<'corporate'>) {
  return signInToConsole({
    AnalysisDepartmentChoices: () => ({ corporate_departments: [] }),
    AnalysisCostCenterChoices: () => ({ cost_centers: [] }),
    AnalysisPeopleChoices: () => ({ corporate_staffs_page: { entries: [] } }),
    ...answers,
  });
}

/** Switches a chart's panel to its table and returns the table (found by its caption). */
async function tableOf(title: string) {
  const user = userEvent.setup({ delay: null });
  const panel = await screen.findByRole('region', { name: title });
  await user.click(within(panel).getByRole('button', { name: /^(Table|Bảng)$/ }));
  return within(panel).getByRole('table', { name: title });
}

// Cell texts with the formatters' no-break spaces as plain spaces.
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((c) => c.textContent!.replace(/\s/g, ' '));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('analysis charts as tables', () => {
  it('travel overview: figures against the previous period, the series and the split, in Vietnamese', async () => {
    service({ AnalysisOverview: () => ({ analysis_overview: OVERVIEW }) });
    await renderConsole(pageNamed('analysis-travel-overview'), {
      path: `analysis/travel-overview?${Q3}&group_by=DEPARTMENT`,
      locale: 'vi',
    });
    const figures = await screen.findByRole('region', { name: 'Số liệu chính' });
    const spend = within(figures).getByText('Tổng chi tiêu').closest('dl')!;
    expect(spend).toHaveTextContent('12.500.000 ₫');
    expect(spend).toHaveTextContent('tăng 25 %');
    expect(spend).toHaveTextContent('Kỳ trước: 10.000.000 ₫');
    expect(within(figures).getByText('Số đặt chỗ').closest('dl')).toHaveTextContent('không đổi');
    expect(within(figures).getByText('Giá phòng trung bình/đêm').closest('dl')).toHaveTextContent(
      'kỳ trước không có',
    );

    const series = await tableOf('Chi tiêu theo thời gian');
    expect(bodyRows(series).map(cells)).toEqual([
      ['Tháng 7/2026', '2.500.000 ₫', '1'],
      ['Tháng 8/2026', '0 ₫', '0'],
      ['Tháng 9/2026', '10.000.000 ₫', '4'],
    ]);
    // A bucket leads to the bookings behind it, with the filter and the bucket.
    const september = within(series).getByRole('link', { name: 'Tháng 9/2026' });
    const href = new URL(september.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/corporate/analysis/travel-overview/detail');
    expect(href.searchParams.get('selectedTime')).toBe('2026-09');
    expect(href.searchParams.get('group_by')).toBe('DEPARTMENT');

    const groups = await tableOf('Chi tiêu theo phòng ban');
    expect(bodyRows(groups).map(cells)).toEqual([
      ['Kinh doanh', '9.000.000 ₫', '3', '72 %'],
      ['Không có', '3.500.000 ₫', '2', '28 %'],
    ]);
    const sales = within(groups).getByRole('link', { name: 'Kinh doanh' });
    expect(
      new URL(sales.getAttribute('href')!, 'http://x').searchParams.get('department_ids'),
    ).toBe('d-sales');
    // No department cannot be narrowed to.
    expect(within(groups).queryByRole('link', { name: 'Không có' })).toBeNull();
  });

  it('exports a chart’s data as CSV built in the browser, numbers as numbers', async () => {
    service({ AnalysisOverview: () => ({ analysis_overview: OVERVIEW }) });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
      revokeObjectURL: () => undefined,
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(pageNamed('analysis-travel-overview'), {
      path: `analysis/travel-overview?${Q3}`,
      locale: 'en',
    });
    const panel = await screen.findByRole('region', { name: 'Spend over time' });
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    expect(clicks).toHaveBeenCalled();
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    // A byte-order mark, so Excel reads UTF-8 (Blob.text() drops it when decoding).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blobs[0].text()).split('\r\n')).toEqual([
      'Period,Spend,Bookings',
      '2026-07,2500000,1',
      '2026-08,0,0',
      '2026-09,10000000,4',
      '',
    ]);
    clicks.mockRestore();
  });

  it('shows a failure with a retry that asks again', async () => {
    let asked = 0;
    // A transient failure is retried once by the query client; both fail here.
    service({
      AnalysisOverview: () =>
        ++asked <= 2
          ? graphqlError('INTERNAL_SERVER_ERROR', 'boom', { status: 500 })
          : { analysis_overview: { ...OVERVIEW, series: [], groups: [] } },
    });
    const user = userEvent.setup({ delay: null });
    await renderConsole(pageNamed('analysis-travel-overview'), {
      path: `analysis/travel-overview?${Q3}`,
      locale: 'en',
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The analysis figures could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const series = await screen.findByRole('region', { name: 'Spend over time' });
    expect(series).toHaveTextContent('No figures for this filter.');
    expect(within(series).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(asked).toBe(3);
  });

  it('says so when the server does not provide the figures yet', async () => {
    service({ AnalysisHotel: () => graphqlError('NOT_IMPLEMENTED', 'Not implemented') });
    await renderConsole(pageNamed('analysis-hotel'), {
      path: `analysis/hotel?${Q3}`,
      locale: 'vi',
    });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Số liệu này chưa có trên máy chủ.',
    );
  });

  it('flight: breakdowns, out-of-policy share and the CO₂ method, in English', async () => {
    const flight: AnalysisFlightQuery['analysis_flight'] = {
      currency: 'VND',
      tickets: 4,
      spend: 7_200_000,
      by_route: [
        slice('SGN-HAN', 'SGN–HAN', 5_400_000, 3, 0.75),
        slice('SGN-DAD', 'SGN–DAD', 1_800_000, 1, 0.25),
      ],
      by_airline: [slice('VN', 'Vietnam Airlines', 7_200_000, 4, 1)],
      by_cabin: [slice('ECONOMY', 'Economy', 7_200_000, 4, 1)],
      by_days_ahead: [
        slice('0-2', '0-2', 1_800_000, 1, 0.25),
        slice('14-29', '14-29', 5_400_000, 3, 0.75),
      ],
      out_of_policy: {
        share: 0.25,
        count: 1,
        reasons: [slice('LATE', 'Booked late', 1_800_000, 1, 1)],
      },
      top_travellers: [slice('u-an', 'Nguyễn An', 3_600_000, 2, 0.5)],
      co2: { total_kg: 612.4, per_trip_kg: 153.1, method: 'DESNZ 2025' },
    };
    service({ AnalysisFlight: () => ({ analysis_flight: flight }) });
    await renderConsole(pageNamed('analysis-flight'), {
      path: `analysis/flight?${Q3}`,
      locale: 'en',
    });
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(figures).toHaveTextContent('Out-of-policy tickets25% (1 tickets)');
    expect(figures).toHaveTextContent('612 kg, 153.1 kg per trip');
    expect(figures).toHaveTextContent('Method: DESNZ 2025');
    expect(bodyRows(await tableOf('By route')).map(cells)).toEqual([
      ['SGN–HAN', '₫5,400,000', '3', '75%'],
      ['SGN–DAD', '₫1,800,000', '1', '25%'],
    ]);
    expect(
      within(await tableOf('By route'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Group', 'Spend', 'Tickets', 'Share']);
    expect(bodyRows(await tableOf('Out-of-policy reasons')).map(cells)).toEqual([
      ['Booked late', '₫1,800,000', '1', '100%'],
    ]);
  });

  it('hotel: nights by city and star, and the nightly rate against the cap', async () => {
    const hotel: AnalysisHotelQuery['analysis_hotel'] = {
      currency: 'VND',
      nights: 6,
      spend: 5_700_000,
      average_nightly_rate: 950_000,
      by_city: [slice('HAN', 'Hà Nội', 5_700_000, 6, 1)],
      by_star: [slice('4', '4', 5_700_000, 6, 1)],
      top_properties: [slice('p1', 'Sông Hồng Hotel', 5_700_000, 6, 1)],
      rate_against_cap: [
        { city: 'Hà Nội', average_nightly_rate: 950_000, cap: 1_200_000, nights: 6 },
        { city: 'Huế', average_nightly_rate: 700_000, cap: null, nights: 1 },
      ],
    };
    service({ AnalysisHotel: () => ({ analysis_hotel: hotel }) });
    await renderConsole(pageNamed('analysis-hotel'), {
      path: `analysis/hotel?${Q3}`,
      locale: 'vi',
    });
    expect(bodyRows(await tableOf('Theo hạng sao')).map(cells)).toEqual([
      ['4 sao', '5.700.000 ₫', '6', '100 %'],
    ]);
    expect(bodyRows(await tableOf('Giá trung bình/đêm so với mức trần')).map(cells)).toEqual([
      ['Hà Nội', '950.000 ₫', '1.200.000 ₫', '6'],
      ['Huế', '700.000 ₫', 'Không có mức trần', '1'],
    ]);
  });

  it('cost center: budget against actual, the centers at risk and the burn-down', async () => {
    const centers: AnalysisCostCentersQuery['analysis_cost_centers'] = [
      {
        cost_center_id: 'cc-hp',
        name: 'Dự án Hải Phòng',
        currency: 'VND',
        period: 'MONTHLY',
        period_start: '2026-09-01',
        period_end: '2026-09-30',
        budget: 10_000_000,
        actual: 9_500_000,
        burn: [
          { key: '2026-09-01', start: '2026-09-01', amount: 2_000_000, count: 1 },
          { key: '2026-09-02', start: '2026-09-02', amount: 9_500_000, count: 2 },
        ],
        projected: 14_000_000,
        at_risk: true,
      },
      {
        cost_center_id: 'cc-rd',
        name: 'R&D',
        currency: 'VND',
        period: 'NEVER',
        period_start: '2026-01-01',
        period_end: '2026-12-31',
        budget: null,
        actual: 500_000,
        burn: [],
        projected: 600_000,
        at_risk: false,
      },
    ];
    service({ AnalysisCostCenters: () => ({ analysis_cost_centers: centers }) });
    await renderConsole(pageNamed('analysis-cost-center'), {
      path: `analysis/cost-center?${Q3}`,
      locale: 'en',
    });
    expect(
      await screen.findByText(/1 cost centers at risk of going over budget: Dự án Hải Phòng/),
    ).toBeVisible();
    const budget = await tableOf('Budget against actual');
    expect(bodyRows(budget).map(cells)).toEqual([
      [
        'Dự án Hải Phòng',
        'Monthly · Period 9/1/2026 – 9/30/2026',
        '₫10,000,000',
        '₫9,500,000',
        '₫14,000,000',
        '95%',
        '⚠',
      ],
      [
        'R&D',
        'Never resets · Period 1/1/2026 – 12/31/2026',
        'No limit',
        '₫500,000',
        '₫600,000',
        '—',
        '',
      ],
    ]);
    const burn = await tableOf('Cumulative spend: Dự án Hải Phòng');
    expect(bodyRows(burn).map(cells)).toEqual([
      ['9/1/2026', '₫2,000,000'],
      ['9/2/2026', '₫9,500,000'],
    ]);
  });

  it('on-trip expense: reimbursed against pending, by category over time', async () => {
    const expenses: AnalysisExpensesQuery['analysis_expenses'] = {
      currency: 'VND',
      total: 1_000_000,
      reimbursed: 750_000,
      pending: 250_000,
      by_category: [
        slice('MEAL', 'Ăn uống', 600_000, 3, 0.6),
        slice('TAXI', 'Taxi', 400_000, 2, 0.4),
      ],
      by_trip: [],
      by_person: [slice('u-an', 'Nguyễn An', 1_000_000, 5, 1)],
      by_department: [slice('d-sales', 'Kinh doanh', 1_000_000, 5, 1)],
      by_cost_center: [slice(null, 'Không có trung tâm chi phí', 1_000_000, 5, 1)],
      series: [{ key: '2026-Q3', start: '2026-07-01', amount: 1_000_000, count: 5 }],
    };
    service({ AnalysisExpenses: () => ({ analysis_expenses: expenses }) });
    await renderConsole(pageNamed('analysis-on-trip-expense'), {
      path: `analysis/on-trip-expense?${Q3}&time_unit=QUARTER`,
      locale: 'vi',
    });
    const figures = await screen.findByRole('region', { name: 'Số liệu chính' });
    expect(within(figures).getByText('Đã hoàn ứng').closest('dl')).toHaveTextContent(
      '750.000 ₫75 %',
    );
    expect(bodyRows(await tableOf('Chi phí theo thời gian')).map(cells)).toEqual([
      ['Quý 3/2026', '1.000.000 ₫', '5'],
    ]);
    expect(bodyRows(await tableOf('Theo loại chi phí')).map(cells)).toEqual([
      ['Ăn uống', '600.000 ₫', '3', '60 %'],
      ['Taxi', '400.000 ₫', '2', '40 %'],
    ]);
    expect(screen.getByRole('region', { name: 'Theo chuyến đi' })).toHaveTextContent(
      'Không có số liệu nào cho bộ lọc này.',
    );
  });

  it('on-trip expense: split by department and by cost center, each with its table and CSV, in English', async () => {
    const expenses: AnalysisExpensesQuery['analysis_expenses'] = {
      currency: 'VND',
      total: 2_000_000,
      reimbursed: 2_000_000,
      pending: 0,
      by_category: [slice('MEALS', 'Meals', 2_000_000, 4, 1)],
      by_trip: [],
      by_person: [],
      by_department: [
        slice('d-sales', 'Sales', 1_500_000, 3, 0.75),
        slice(null, 'No department', 500_000, 1, 0.25),
      ],
      by_cost_center: [slice('cc-hn', 'Hanoi office', 2_000_000, 4, 1)],
      series: [{ key: '2026-Q3', start: '2026-07-01', amount: 2_000_000, count: 4 }],
    };
    service({ AnalysisExpenses: () => ({ analysis_expenses: expenses }) });
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'),
      revokeObjectURL: () => undefined,
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(pageNamed('analysis-on-trip-expense'), {
      path: `analysis/on-trip-expense?${Q3}`,
      locale: 'en',
    });
    expect(bodyRows(await tableOf('By department')).map(cells)).toEqual([
      ['Sales', '₫1,500,000', '3', '75%'],
      ['No department', '₫500,000', '1', '25%'],
    ]);
    expect(bodyRows(await tableOf('By cost center')).map(cells)).toEqual([
      ['Hanoi office', '₫2,000,000', '4', '100%'],
    ]);
    const panel = screen.getByRole('region', { name: 'By cost center' });
    await user.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    expect((await blobs[0].text()).split('\r\n')).toEqual([
      'Cost center,Spend,Expenses,Share',
      'Hanoi office,2000000,4,1',
      '',
    ]);
    clicks.mockRestore();
  });

  it('the older summary: totals and top staff for the period, from the statistic reports', async () => {
    const calls = service({
      AnalysisOldSummary: () => ({
        total_statistic_report: {
          total_booking_value: 3_000_000,
          total_transactions: 2,
          currency: 'VND',
        },
        statistic_user_order_histories: {
          total_user_order_histories: 2,
          total_value: { amount: 3_000_000, currency: 'VND' },
        },
        statistic_reports: [
          {
            user_id: 'u-an',
            total_booking_value: 3_000_000,
            total_transactions: 2,
            corporate_staff: { first_name: 'An', last_name: 'Nguyễn', email: 'an@x.vn' },
          },
        ],
      }),
    });
    await renderConsole(pageNamed('analysis-old'), { path: `analysis-old?${Q3}`, locale: 'en' });
    expect(bodyRows(await tableOf('Top spending staff')).map(cells)).toEqual([
      ['Nguyễn An', '₫3,000,000', '2'],
    ]);
    // The Vietnamese days 1 July – 30 September as instants: [from, to).
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'AnalysisOldSummary')?.variables).toMatchObject({
        from: '2026-06-30T17:00:00.000Z',
        to: '2026-09-30T17:00:00.000Z',
      }),
    );
  });
});
