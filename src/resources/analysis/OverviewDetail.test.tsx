import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisDetailQuery } from '../../api/generated/corporate';
import { renderConsole, signInToConsole } from '../../test/renderConsole';
import { analysisPages } from '.';

const detail = analysisPages.find((p) => p.name === 'analysis-travel-overview-detail')!;
type Row = AnalysisDetailQuery['analysis_detail']['rows'][number];

const row = (over: Partial<Row>): Row => ({
  user_order_id: 'o1',
  order_code: 'VN1234',
  paid_at: '2026-09-14T18:30:00.000Z',
  product: 'FLIGHT',
  description: 'SGN-HAN',
  traveller_id: 'u-an',
  traveller_name: 'Nguyễn An',
  department_name: 'Kinh doanh',
  cost_center_name: null,
  amount: 1_800_000,
  voucher_discount: 100_000,
  currency: 'VND',
  status: 'SUCCESSFUL',
  ...over,
});

function service() {
  return signInToConsole({
    AnalysisDepartmentChoices: () => ({ corporate_departments: [] }),
    AnalysisCostCenterChoices: () => ({ cost_centers: [] }),
    AnalysisPeopleChoices: () => ({ corporate_staffs_page: { entries: [] } }),
    AnalysisDetail: () => ({
      analysis_detail: {
        total: 30,
        rows: [
          row({}),
          row({
            user_order_id: 'o2',
            order_code: null,
            product: 'HOTEL',
            description: 'Sông Hồng Hotel',
            amount: 0,
            status: 'REFUNDED',
          }),
        ],
      },
    }),
    AnalysisDetailExport: () => ({
      analysis_detail_export: { name: 'bookings.xlsx', url: '/files/bookings.xlsx?sig=1' },
    }),
  });
}

const detailCalls = (calls: ReturnType<typeof service>) =>
  calls.filter((c) => c.operationName === 'AnalysisDetail').map((c) => c.variables);

describe('the overview detail', () => {
  it('lists the rows behind the filter, in Vietnamese, sorted and paged through the URL', async () => {
    const calls = service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(detail, {
      path: 'analysis/travel-overview/detail?start=2026-07-01&end=2026-09-30&selectedTime=2026-09',
      locale: 'vi',
    });
    const table = await screen.findByRole('table', { name: 'Đặt chỗ 1–2 trên 30' });
    const [, first, second] = within(table).getAllByRole('row');
    // Paid at 01:30 on 15 September in Vietnam.
    expect(first).toHaveTextContent('15/9/2026');
    expect(first).toHaveTextContent('VN1234');
    expect(first).toHaveTextContent('Vé máy bay');
    expect(first).toHaveTextContent('1.800.000 ₫');
    expect(first).toHaveTextContent('Thành công');
    expect(second).toHaveTextContent('Khách sạn');
    expect(second).toHaveTextContent('Đã hoàn tiền');
    expect(detailCalls(calls)[0]).toMatchObject({
      filter: { start: '2026-07-01', end: '2026-09-30', selectedTime: '2026-09' },
      sort: { field: 'PAID_AT', direction: 'DESC' },
      limit: 25,
      offset: 0,
    });

    await user.click(within(table).getByRole('button', { name: 'Số tiền' }));
    await waitFor(() =>
      expect(detailCalls(calls).at(-1)).toMatchObject({
        sort: { field: 'AMOUNT', direction: 'DESC' },
        offset: 0,
      }),
    );
    await user.click(screen.getByRole('button', { name: /trang tiếp theo|next page/i }));
    await waitFor(() =>
      expect(detailCalls(calls).at(-1)).toMatchObject({
        sort: { field: 'AMOUNT', direction: 'DESC' },
        offset: 25,
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('page=2');
  });

  it('exports every row of the filter as the file the server writes', async () => {
    const calls = service();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(detail, {
      path: 'analysis/travel-overview/detail?start=2026-07-01&end=2026-09-30&department_ids=d-sales',
      locale: 'en',
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/files/bookings.xlsx?sig=1');
    expect(link.download).toBe('bookings.xlsx');
    expect(calls.find((c) => c.operationName === 'AnalysisDetailExport')?.variables).toMatchObject({
      format: 'XLSX',
      filter: { start: '2026-07-01', end: '2026-09-30', department_ids: ['d-sales'] },
    });
    clicks.mockRestore();
  });
});
