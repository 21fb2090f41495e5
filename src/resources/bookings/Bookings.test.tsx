import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingHistoryFieldsFragment, CorporateRole } from '../../api/generated/corporate';
import { MY_CORPORATE, renderConsole, signInToConsole } from '../../test/renderConsole';
import { bookingsCsv } from './bookingCsv';
import { bookings } from '.';

const HOTEL: BookingHistoryFieldsFragment = {
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
  surcharge: { amount: 100_000, currency: 'VND' },
  room_stayings: [
    {
      id: 'n1',
      available_at: '2026-11-24T17:00:00.000Z',
      expired_at: '2026-11-25T17:00:00.000Z',
      property: { name: 'Khách sạn Sông Hàn' },
      room_type: { name: 'Phòng Deluxe' },
    },
  ],
  user: { id: 'u-an', email: 'an@vinasteel.example', first_name: 'An', last_name: 'Nguyễn' },
  issue_statuses: null,
  payment_method: 'CORPORATE_WALLET',
  ticket_faces: null,
  status: 'SUCCESSFUL',
  company_amount: 2_160_000,
  cost_center: { id: 'cc1', name: 'Dự án Hải Phòng' },
  department: { id: 'd1', name: 'Kinh doanh' },
  booked_by: { id: 'u-an', email: 'an@vinasteel.example', first_name: 'An', last_name: 'Nguyễn' },
};

const FLIGHT: BookingHistoryFieldsFragment = {
  ...HOTEL,
  id: 's-flight',
  product_type: 'FLIGHT',
  price: 1_080_000,
  net_price: 1_000_000,
  vat_amount: 80_000,
  surcharge: { amount: 0, currency: 'VND' },
  code: null,
  room_stayings: [],
  status: 'REFUNDED',
  company_amount: 0,
  issue_statuses: ['NOT_ISSUED'],
  ticket_faces: [
    {
      name: 'NGUYEN AN',
      type: 'ADULT',
      booking_code: null,
      flights: [
        {
          code: 'VN123',
          from: 'HAN',
          to: 'DAD',
          departs_at: '2026-12-01T01:00:00.000Z',
          seat_class: 'ECONOMY',
        },
      ],
    },
  ],
};

const TOTALS = {
  currency: 'VND',
  count: 2,
  price: 3_240_000,
  net_price: 3_000_000,
  vat_amount: 240_000,
  surcharge: 100_000,
  company_amount: 2_160_000,
};

function service(role: CorporateRole = 'ACCOUTING') {
  return signInToConsole({
    MyCorporate: () => ({
      corporate: { ...MY_CORPORATE, your_role: role, is_owner: role === 'OWNER' },
    }),
    BookingHistoriesPage: () => ({
      booking_histories_page: { entries: [HOTEL, FLIGHT], total_count: 2, totals: [TOTALS] },
    }),
    BookingHistory: ({ id }) => ({
      booking_history: [HOTEL, FLIGHT].find((b) => b.id === id) ?? null,
    }),
  });
}

describe('booking history', () => {
  it('lists the company’s bookings in Vietnamese with the filter’s totals', async () => {
    const calls = service();
    await renderConsole(bookings, { path: 'bookings', locale: 'vi' });
    const row = (await screen.findByText('HT4821')).closest('tr')!;
    expect(row).toHaveTextContent('Khách sạn: Khách sạn Sông Hàn');
    expect(row).toHaveTextContent('Nguyễn An');
    expect(row).toHaveTextContent('Ví doanh nghiệp');
    expect(within(row).getByText('2.160.000 ₫')).toHaveStyle({ textAlign: 'right' });
    const totals = screen.getByRole('region', { name: 'Tổng 2 đặt chỗ' });
    expect(totals).toHaveTextContent('Tổng tiền3.240.000 ₫');
    expect(totals).toHaveTextContent('Chưa VAT3.000.000 ₫');
    expect(totals).toHaveTextContent('VAT240.000 ₫');
    expect(totals).toHaveTextContent('Doanh nghiệp trả2.160.000 ₫');
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeEnabled();
    expect(calls.find((c) => c.operationName === 'BookingHistoriesPage')?.variables).toMatchObject({
      corporate_id: MY_CORPORATE.id,
      sort: { field: 'INSERTED_AT', direction: 'DESC' },
      limit: 25,
      offset: 0,
    });
  });

  it('sends the filters as booking_histories_page’s filter', async () => {
    const calls = service('OWNER');
    const user = userEvent.setup({ delay: null });
    await renderConsole(bookings, { path: 'bookings', locale: 'en' });
    await screen.findByText('HT4821');
    await user.type(screen.getByPlaceholderText('Search'), 'Sông Hàn');
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({ filter: { search: 'Sông Hàn' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Statuses' }));
    expect(await screen.findByLabelText('Statuses')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toMatchObject({
        filter: { search: 'Sông Hàn', from: '2026-10-31T17:00:00.000Z' },
      }),
    );
  });

  it('tells staff they see their own bookings, with no export', async () => {
    service('STAFF');
    await renderConsole(bookings, { path: 'bookings', locale: 'en' });
    expect(await screen.findByText('You are seeing your own bookings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says when there is no booking yet, with nothing to create here', async () => {
    signInToConsole({
      BookingHistoriesPage: () => ({
        booking_histories_page: { entries: [], total_count: 0, totals: [] },
      }),
    });
    await renderConsole(bookings, { path: 'bookings', locale: 'vi' });
    expect(await screen.findByText('Chưa có đặt chỗ nào')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tạo|Đặt/ })).not.toBeInTheDocument();
  });

  it('shows every field of a booking', async () => {
    service();
    await renderConsole(bookings, { path: 'bookings/s-hotel/show', locale: 'en' });
    const money = await screen.findByRole('region', { name: 'Cost' });
    expect(money).toHaveTextContent('Before VAT₫2,000,000');
    expect(money).toHaveTextContent('VAT₫160,000');
    expect(money).toHaveTextContent('Surcharge₫100,000');
    expect(money).toHaveTextContent('Total₫2,160,000');
    const summary = screen.getByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Booking codeHT4821');
    expect(summary).toHaveTextContent('StatusSuccessful');
    expect(summary).toHaveTextContent('Ordero-hotel');
    const traveller = screen.getByRole('region', { name: 'Traveller' });
    expect(traveller).toHaveTextContent('TravellerNguyễn An (an@vinasteel.example)');
    expect(traveller).toHaveTextContent('DepartmentKinh doanh');
    expect(traveller).toHaveTextContent('Cost centerDự án Hải Phòng');
    expect(screen.getByRole('region', { name: 'Nights' })).toHaveTextContent(
      'Night of 11/25/2026 · Khách sạn Sông Hàn · Phòng Deluxe',
    );
  });

  it('shows a flight’s tickets', async () => {
    service();
    await renderConsole(bookings, { path: 'bookings/s-flight/show', locale: 'vi' });
    const tickets = await screen.findByRole('region', { name: 'Vé' });
    expect(tickets).toHaveTextContent('NGUYEN AN');
    expect(tickets).toHaveTextContent('VN123 HAN–DAD');
    expect(tickets).toHaveTextContent('Chưa xuất vé');
  });
});

describe('the bookings CSV', () => {
  it('writes headers in the reader’s language and whole đồng', () => {
    const csv = bookingsCsv([HOTEL, { ...FLIGHT, guest: '=cmd' }], (key) =>
      key.startsWith('resources.bookings.fields.') ? key.split('.').pop()! : key.split('.').pop()!,
    );
    const [head, hotel, flight] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(head).toBe(
      'inserted_at,code,product_type,room_stayings,user,guest,department,cost_center,payment_method,status,net_price,vat_amount,surcharge,price,company_amount,user_order_id',
    );
    expect(hotel).toBe(
      '2026-11-20 10:00,HT4821,HOTEL,Khách sạn Sông Hàn,Nguyễn An,NGUYỄN AN,Kinh doanh,Dự án Hải Phòng,CORPORATE_WALLET,SUCCESSFUL,2000000,160000,100000,2160000,2160000,o-hotel',
    );
    expect(flight).toContain(",'=cmd,");
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });
});
