import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BookingHistoryFieldsFragment,
  CorporateRole,
  VatRequestFieldsFragment,
} from '../../api/generated/corporate';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { server } from '../../test/server';
import { bookings } from '../bookings';
import { vatRequests } from '.';

const BOOKING = {
  id: 's-hotel',
  code: 'HT4821',
  product_type: 'HOTEL',
  price: 2_160_000,
  vat_amount: 160_000,
  currency: 'VND',
  room_stayings: [{ id: 'n1', property: { name: 'Khách sạn Sông Hàn' } }],
} as const;

const ISSUED: VatRequestFieldsFragment = {
  id: 'v1',
  status: 'ISSUED',
  invoice_number: '0000042',
  invoice_series: '1C26TWF',
  invoice_key: 'SBXKEY42',
  issued_at: '2026-11-20T04:00:00.000Z',
  rejection_reason: null,
  inserted_at: '2026-11-20T03:00:00.000Z',
  booking_history: { ...BOOKING, room_stayings: [...BOOKING.room_stayings] },
};
const REJECTED: VatRequestFieldsFragment = {
  ...ISSUED,
  id: 'v2',
  status: 'REJECTED',
  invoice_number: null,
  invoice_series: null,
  invoice_key: null,
  issued_at: null,
  rejection_reason: 'Thiếu mã số thuế người mua (NMua/MST)',
};

function service(role: CorporateRole = 'ACCOUTING', entries = [ISSUED, REJECTED]) {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    VatRequestsPage: () => ({ vat_requests_page: { entries, total_count: entries.length } }),
    DownloadInvoice: ({ format }) => ({
      download_invoice: {
        name: `1C26TWF-0000042.${format === 'XML' ? 'xml' : 'pdf'}`,
        url: `/api/v1/corporate/vat-invoices/c/SBXKEY42.${format === 'XML' ? 'xml' : 'pdf'}?sig`,
      },
    }),
    CreateVatRequest: ({ input }) => ({
      create_vat_request: {
        ...ISSUED,
        id: 'v3',
        status: 'PENDING',
        invoice_number: null,
        invoice_key: null,
        booking_history: {
          ...ISSUED.booking_history!,
          id: (input as { booking_history_id: string }).booking_history_id,
        },
      },
    }),
    BookingHistory: () => ({ booking_history: HOTEL }),
  });
}

const HOTEL = {
  id: 's-hotel',
  product_type: 'HOTEL',
  booking_id: 'i-hotel',
  user_order_id: 'o-hotel',
  user_id: 'u-an',
  price: 2_160_000,
  currency: 'VND',
  guest: 'NGUYỄN AN',
  inserted_at: '2026-11-20T03:00:00.000Z',
  code: 'HT4821',
  net_price: 2_000_000,
  vat_amount: 160_000,
  surcharge: { amount: 0, currency: 'VND' },
  room_stayings: [],
  user: { id: 'u-an', email: 'an@vinasteel.example', first_name: 'An', last_name: 'Nguyễn' },
  issue_statuses: null,
  payment_method: 'CORPORATE_WALLET',
  ticket_faces: null,
  status: 'SUCCESSFUL',
  company_amount: 2_160_000,
  cost_center: null,
  department: null,
  booked_by: null,
} satisfies BookingHistoryFieldsFragment;

afterEach(() => vi.restoreAllMocks());

describe('VAT invoice requests', () => {
  it('lists requests with status, invoice number and the provider’s reason, in Vietnamese', async () => {
    const calls = service();
    await renderConsole(vatRequests, { path: 'vat-requests', locale: 'vi' });
    const issued = (await screen.findByText('1C26TWF 0000042')).closest('tr')!;
    expect(issued).toHaveTextContent('HT4821 · Khách sạn Sông Hàn');
    expect(issued).toHaveTextContent('Đã phát hành');
    expect(within(issued).getByText('2.160.000 ₫')).toHaveStyle({ textAlign: 'right' });
    const rejected = screen.getByText('Thiếu mã số thuế người mua (NMua/MST)').closest('tr')!;
    expect(rejected).toHaveTextContent('Bị từ chối');
    expect(within(rejected).queryByRole('button', { name: /Tải PDF/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'VatRequestsPage')?.variables).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      sort: { field: 'INSERTED_AT', direction: 'DESC' },
      limit: 25,
    });
  });

  it('downloads an issued invoice as PDF or XML through its short-lived link', async () => {
    const calls = service('OWNER');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const user = userEvent.setup({ delay: null });
    await renderConsole(vatRequests, { path: 'vat-requests', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Download PDF 1C26TWF 0000042' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/v1/corporate/vat-invoices/c/SBXKEY42.pdf?sig'),
    );
    await user.click(screen.getByRole('button', { name: 'Download XML 1C26TWF 0000042' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    const asked = calls.filter((c) => c.operationName === 'DownloadInvoice');
    expect(asked.map((c) => c.variables)).toEqual([
      { corporate_id: MY_CORPORATE.id, invoice_key: 'SBXKEY42', format: 'PDF' },
      { corporate_id: MY_CORPORATE.id, invoice_key: 'SBXKEY42', format: 'XML' },
    ]);
  });

  it('says when there is none yet, and offers the accounting export for a chosen period', async () => {
    service('ACCOUTING', []);
    const exports: URL[] = [];
    server.use(
      http.get('*/api/v1/corporate/journal-export', ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse('x', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:j'),
      revokeObjectURL: () => undefined,
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await renderConsole(vatRequests, { path: 'vat-requests', locale: 'en' });
    expect(await screen.findByText('No VAT invoice requests yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export accounting journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Journal lines for your accountant' });
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    const query = exports[0].searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'csv',
      locale: 'en',
    });
  });
});

describe('the booking detail’s VAT invoice request', () => {
  it('asks for confirmation, requests the invoice and opens the VAT requests', async () => {
    const calls = service('ACCOUTING');
    const user = userEvent.setup({ delay: null });
    await renderConsole(bookings, { path: 'bookings/s-hotel/show', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Request VAT invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Request a VAT invoice for this booking?');
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'CreateVatRequest')?.variables).toEqual({
        input: { corporate_id: MY_CORPORATE.id, booking_history_id: 's-hotel' },
      }),
    );
    expect(await screen.findByText('VAT invoice requested.')).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    service('STAFF');
    await renderConsole(bookings, { path: 'bookings/s-hotel/show', locale: 'en' });
    await screen.findByRole('region', { name: 'Cost' });
    expect(screen.queryByRole('button', { name: 'Request VAT invoice' })).not.toBeInTheDocument();
  });
});
