import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import type {
  CorporateRole,
  StatementLineFieldsFragment,
  StatementQuery,
  StatementSummaryFieldsFragment,
} from '../../api/generated/corporate';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { graphqlError } from '../../test/graphqlError';
import { monthTotals } from '../../dataProviders/corporate/statements';
import { statements } from '.';

const FEB: StatementSummaryFieldsFragment = {
  id: 'st-feb',
  currency: 'VND',
  period_start: '2026-02-01',
  period_end: '2026-02-28',
  reconcilliation_cycle_type: 'MONTHLY',
  effective_for: { month: 2, year: 2026 },
  status: 'ISSUED',
  issued_at: '2026-02-28T18:00:00.000Z',
  vat_amount: 248_000,
  total_net_price: 3_012_000,
  total_price: 3_260_000,
  adjustment_amount: 0,
  cashback_or_penalty: { cashback: 0, penalty: 0 },
};
const MAR: StatementSummaryFieldsFragment = {
  ...FEB,
  id: 'st-mar',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  effective_for: { month: 3, year: 2026 },
  vat_amount: 160_000,
  total_net_price: 1_970_200,
  total_price: 2_130_200,
  adjustment_amount: -1_055_000,
  cashback_or_penalty: { cashback: 10_000, penalty: 45_200 },
};

const person = { id: 'u-an', email: 'an@vinasteel.example', first_name: 'An', last_name: 'Nguyễn' };
const line = (over: Partial<StatementLineFieldsFragment>): StatementLineFieldsFragment => ({
  id: 'l1',
  kind: 'BOOKING',
  section: 'PROPERTY',
  booked_at: '2026-03-02T03:00:00.000Z',
  net_price: 3_000_000,
  vat_rate: 8,
  vat_amount: 240_000,
  voucher_discount: 100_000,
  rebate_rate: 2,
  rebate_amount: 60_000,
  cashback_rate: 1,
  cashback_amount: 30_000,
  total_net_price: 2_910_000,
  total_price: 3_150_000,
  reason: null,
  adjusts_statement_id: null,
  booking_history: {
    id: 'b1',
    code: 'HT4821',
    guest: 'NGUYEN AN',
    product_type: 'HOTEL',
    user: person,
  },
  ...over,
});

const MARCH_DETAIL: NonNullable<StatementQuery['corporate_reconcilliation_statement']> = {
  ...MAR,
  vat_rate: 8,
  flight: {
    booking_count: 0,
    subtotal_net_price: 0,
    rebate_rate: null,
    rebate_amount: 0,
    cashback: { amount: 0, rate: null },
    voucher: { discount_amount: 0 },
    vat_amount: 0,
    total_net_price: 0,
    total_price: 0,
    lines: [],
  },
  property: {
    booking_count: 1,
    subtotal_net_price: 3_000_000,
    rebate_rate: 2,
    rebate_amount: 60_000,
    cashback: { amount: 30_000, rate: 1 },
    voucher: { discount_amount: 100_000 },
    vat_amount: 240_000,
    total_net_price: 2_910_000,
    total_price: 3_150_000,
    lines: [line({})],
  },
  adjustments: [
    line({
      id: 'adj',
      kind: 'ADJUSTMENT',
      section: 'FLIGHT',
      booked_at: '2026-04-01T18:00:00.000Z',
      net_price: -1_000_000,
      vat_amount: -80_000,
      voucher_discount: 0,
      rebate_amount: -20_000,
      cashback_amount: -5_000,
      total_net_price: -975_000,
      total_price: -1_055_000,
      reason: 'REFUNDED',
      adjusts_statement_id: 'st-feb',
      booking_history: {
        id: 'b2',
        code: 'VN7788',
        guest: null,
        product_type: 'FLIGHT',
        user: person,
      },
    }),
    // February ended negative (the company was owed): its balance comes into March.
    line({
      id: 'carried',
      kind: 'ADJUSTMENT',
      section: null,
      booked_at: '2026-04-01T18:00:00.000Z',
      net_price: -400_000,
      vat_amount: -32_000,
      voucher_discount: 0,
      rebate_amount: 0,
      cashback_amount: 0,
      total_net_price: -400_000,
      total_price: -432_000,
      reason: 'CARRIED_FORWARD',
      adjusts_statement_id: 'st-feb',
      booking_history: null,
    }),
  ],
};

function service(role: CorporateRole = 'ACCOUTING') {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    Statements: () => ({
      corporate_reconcilliation_statements: { entries: [MAR, FEB], total_count: 2 },
    }),
    Statement: ({ id }) =>
      id === 'st-mar'
        ? { corporate_reconcilliation_statement: MARCH_DETAIL }
        : graphqlError('NOT_FOUND', 'No such statement.'),
  });
}

const originalMatchMedia = window.matchMedia;
function phone(isPhone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: isPhone,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('reconciliation statements', () => {
  it('lists statements in Vietnamese: period, cycle, status, totals right-aligned', async () => {
    phone(false);
    const calls = service();
    await renderConsole(statements, { path: 'payment-statement', locale: 'vi' });
    const row = (await screen.findByText('Tháng 3/2026')).closest('tr')!;
    expect(row).toHaveTextContent('1/3/2026 – 31/3/2026');
    expect(row).toHaveTextContent('Hằng tháng');
    expect(row).toHaveTextContent('Đã phát hành');
    expect(within(row).getByText('2.130.200 ₫')).toHaveStyle({ textAlign: 'right' });
    expect(calls.find((c) => c.operationName === 'Statements')?.variables).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      limit: 25,
      offset: 0,
    });
  });

  it('opens a statement from the list (the list’s row has no lines or adjustments yet)', async () => {
    phone(false);
    service();
    const user = userEvent.setup({ delay: null });
    await renderConsole(statements, { path: 'payment-statement', locale: 'en' });
    await user.click(await screen.findByText('3/2026'));
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Amount due₫2,130,200');
    expect(await screen.findByText('VN7788')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('reads at 375 px as a simple list', async () => {
    phone(true);
    service();
    await renderConsole(statements, { path: 'payment-statement', locale: 'en' });
    expect(await screen.findByText('3/2026 · ₫2,130,200')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a statement with its sections, adjustments and totals in English', async () => {
    phone(false);
    service();
    await renderConsole(statements, { path: 'payment-statement/st-mar/show', locale: 'en' });
    const hotels = await screen.findByRole('region', { name: 'Hotels' });
    const row = within(hotels).getByText('HT4821').closest('tr')!;
    expect(row).toHaveTextContent('Nguyễn An');
    expect(within(row).getByText('₫3,150,000')).toHaveStyle({ textAlign: 'right' });
    expect(hotels).toHaveTextContent('Rebate−₫60,000 (2%)');
    expect(hotels).toHaveTextContent('Voucher discounts (taken off at booking)₫100,000');
    expect(within(hotels).getAllByText('₫2,910,000').length).toBeGreaterThan(0);
    const flights = screen.getByRole('region', { name: 'Flights' });
    expect(flights).toHaveTextContent('No bookings in this section.');
    const adjustments = screen.getByRole('region', { name: 'Adjustments' });
    const fix = within(adjustments).getByText('VN7788').closest('tr')!;
    expect(fix).toHaveTextContent('Refunded');
    expect(fix).toHaveTextContent('-₫1,055,000');
    const carried = within(adjustments)
      .getByText('Balance carried from the previous statement (owed to the company)')
      .closest('tr')!;
    expect(carried).toHaveTextContent('—');
    expect(carried).toHaveTextContent('-₫432,000');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Early payment reward−₫10,000');
    expect(totals).toHaveTextContent('Late payment penalty₫45,200');
    expect(totals).toHaveTextContent('VAT₫160,000 (8%)');
    expect(totals).toHaveTextContent('Amount due₫2,130,200');
  });

  it('downloads the statement as XLSX and PDF written by the server', async () => {
    phone(false);
    service();
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/corporate/statements/:id/export', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('xlsx', {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }),
    );
    const created = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(statements, { path: 'payment-statement/st-mar/show', locale: 'vi' });
    await user.click(await screen.findByRole('button', { name: 'Tải XLSX' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicks).toHaveBeenCalled();
    expect(asked[0].pathname).toMatch(/\/corporate\/statements\/st-mar\/export$/);
    expect(asked[0].searchParams.get('format')).toBe('xlsx');
    expect(asked[0].searchParams.get('locale')).toBe('vi');
    await user.click(screen.getByRole('button', { name: 'Tải PDF' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1].pathname).toMatch(/\/corporate\/statements\/st-mar\/export$/);
    expect(asked[1].searchParams.get('format')).toBe('pdf');
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    clicks.mockRestore();
  });

  it('leads back to the list when the statement is not there', async () => {
    phone(false);
    service();
    await renderConsole(statements, { path: 'payment-statement/st-other/show', locale: 'en' });
    expect(await screen.findByText('3/2026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
  });

  it('opens the older overview as the year’s totals by month', async () => {
    phone(false);
    service();
    await renderConsole(statements, {
      path: `payment-statement?filter=${encodeURIComponent('{"view":"months","year":2026}')}`,
      locale: 'vi',
    });
    const march = (await screen.findByText('Tháng 3/2026')).closest('tr')!;
    expect(march).toHaveTextContent('2.130.200 ₫');
    const total = screen.getByText('Tổng cộng').closest('tr')!;
    expect(total).toHaveTextContent('5.390.200 ₫');
  });
});

describe('monthTotals', () => {
  it('sums a year’s statements per month and currency, newest month first', () => {
    const weekA = { ...FEB, id: 'w1', total_price: 100, vat_amount: 8, total_net_price: 92 };
    const weekB = { ...FEB, id: 'w2', total_price: 50, vat_amount: 4, total_net_price: 46 };
    expect(monthTotals([weekA, MAR, weekB])).toEqual([
      {
        month: 3,
        year: 2026,
        currency: 'VND',
        count: 1,
        total_net_price: 1_970_200,
        vat_amount: 160_000,
        total_price: 2_130_200,
      },
      {
        month: 2,
        year: 2026,
        currency: 'VND',
        count: 2,
        total_net_price: 138,
        vat_amount: 12,
        total_price: 150,
      },
    ]);
  });
});
