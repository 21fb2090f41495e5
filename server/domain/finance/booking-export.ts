/**
 * Booking histories as a spreadsheet (docs/finance.md "Export"): every booking the console's
 * filter matches (up to 10,000), XLSX with number cells (whole đồng) and date-time cells in
 * Vietnam, or CSV, headers in the reader's language, and a totals row that is the server's sum
 * of the rows. Permission `bookings` export (owner, admins, accounting, operation: the
 * company's).
 */
import { vietnamDateTime } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { xlsxFile, type XlsxColumn } from '../../documents/xlsx.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { writeSheet } from '../corporates/staff-sheet-files.js';
import { requireUserId } from '../context/user.js';
import { bookingsPage } from './bookings-repository.js';
import type { BookingHistoriesPageInput } from './input.js';
import { presentBooking } from './present.js';

export const BOOKING_EXPORT_MAX_ROWS = 10_000;

type Locale = 'vi' | 'en';

const WORDS = {
  vi: {
    sheet: 'Đặt chỗ',
    total: 'Tổng cộng',
    headers: [
      'Ngày đặt',
      'Mã đặt chỗ',
      'Sản phẩm',
      'Khách sạn / chuyến bay',
      'Người đi',
      'Khách',
      'Phòng ban',
      'Trung tâm chi phí',
      'Thanh toán',
      'Trạng thái',
      'Chưa VAT',
      'VAT',
      'Phụ phí',
      'Tổng tiền',
      'Doanh nghiệp trả',
      'Tiền tệ',
      'Mã đơn hàng',
    ],
    products: { HOTEL: 'Khách sạn', FLIGHT: 'Vé máy bay' } as Record<string, string>,
    statuses: {
      PENDING: 'Chờ xử lý',
      PROCESSING: 'Đang xử lý',
      SUCCESSFUL: 'Thành công',
      FAILED: 'Thất bại',
      CANCELLED: 'Đã huỷ',
      REFUNDED: 'Đã hoàn tiền',
    } as Record<string, string>,
    methods: {
      CARD: 'Thẻ',
      WALLET: 'Ví',
      CORPORATE_WALLET: 'Tài khoản doanh nghiệp',
      P2C2P: '2C2P',
      VNPAY: 'VNPay',
      BANK_TRANSFER: 'Chuyển khoản',
      MOMO: 'MoMo',
    } as Record<string, string>,
  },
  en: {
    sheet: 'Bookings',
    total: 'Total',
    headers: [
      'Booked at',
      'Booking code',
      'Product',
      'Hotel / flights',
      'Traveller',
      'Guest',
      'Department',
      'Cost center',
      'Payment',
      'Status',
      'Before VAT',
      'VAT',
      'Surcharge',
      'Total price',
      'Company paid',
      'Currency',
      'Order id',
    ],
    products: { HOTEL: 'Hotel', FLIGHT: 'Flight' } as Record<string, string>,
    statuses: {
      PENDING: 'Pending',
      PROCESSING: 'Processing',
      SUCCESSFUL: 'Successful',
      FAILED: 'Failed',
      CANCELLED: 'Cancelled',
      REFUNDED: 'Refunded',
    } as Record<string, string>,
    methods: {
      CARD: 'Card',
      WALLET: 'Wallet',
      CORPORATE_WALLET: 'Company account',
      P2C2P: '2C2P',
      VNPAY: 'VNPay',
      BANK_TRANSFER: 'Bank transfer',
      MOMO: 'MoMo',
    } as Record<string, string>,
  },
} as const;

const MONEY_COLUMNS = new Set([10, 11, 12, 13, 14]);

type Booking = ReturnType<typeof presentBooking>;

const person = (
  p: { first_name?: string | null; last_name?: string | null; email?: string | null } | null,
) => (p ? [p.last_name, p.first_name].filter(Boolean).join(' ') || p.email || '' : '');

function subject(b: Booking): string {
  if (b.product_type === 'HOTEL') {
    const first = (b.room_stayings as Array<{ property?: { name?: string } | null }>)[0];
    return first?.property?.name ?? '';
  }
  const faces = (b.ticket_faces ?? []) as Array<{
    flights?: Array<{ code: string | null; from: string | null; to: string | null }>;
  }>;
  return (faces[0]?.flights ?? [])
    .map((f) => `${f.from ?? '?'}–${f.to ?? '?'} ${f.code ?? ''}`.trim())
    .join(', ');
}

function cells(b: Booking, locale: Locale): Array<string | number | null> {
  const w = WORDS[locale];
  return [
    vietnamDateTime(new Date(b.inserted_at)).slice(0, 16).replace('T', ' '),
    b.code,
    b.product_type ? (w.products[b.product_type] ?? b.product_type) : null,
    subject(b),
    person(b.user),
    b.guest,
    b.department?.name ?? null,
    b.cost_center?.name ?? null,
    b.payment_method ? (w.methods[b.payment_method] ?? b.payment_method) : null,
    b.status ? (w.statuses[b.status] ?? b.status) : null,
    b.net_price,
    b.vat_amount,
    b.surcharge.amount,
    b.price,
    b.company_amount,
    b.currency,
    b.user_order_id,
  ];
}

/** The export's rows (SQL and presentation): every filtered booking, at most 10,000. */
export async function bookingExportRows(
  db: Db,
  userId: string | null,
  input: BookingHistoriesPageInput,
  locale: Locale,
): Promise<Array<Array<string | number | null>>> {
  checkIds({ corporate_id: input.corporate_id, user_order_id: input.user_order_id });
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'export', 'bookings');
  const rows = await bookingsPage(
    db,
    { corporateId: corporate, onlyUser: null },
    {
      filter: input.filter,
      userOrderId: input.user_order_id,
      sort: input.sort,
      limit: BOOKING_EXPORT_MAX_ROWS + 1,
      offset: 0,
    },
  );
  if (rows.length > BOOKING_EXPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_USER_INPUT',
      `more than ${BOOKING_EXPORT_MAX_ROWS} bookings: narrow the filter`,
      [
        {
          field: 'filter',
          rule: 'too_many_rows',
          message: `at most ${BOOKING_EXPORT_MAX_ROWS} rows`,
        },
      ],
    );
  }
  return rows.map((row) => cells(presentBooking(row), locale));
}

/** The rows as the file: CSV, or XLSX with money columns and a totals row. */
export function bookingExportFile(
  body: Array<Array<string | number | null>>,
  format: 'csv' | 'xlsx',
  locale: Locale,
): Buffer {
  const w = WORDS[locale];
  if (format === 'csv') return writeSheet('csv', w.sheet, [...w.headers], body);
  const columns: XlsxColumn[] = w.headers.map((header, i) => ({
    header,
    kind: MONEY_COLUMNS.has(i) ? 'money' : 'text',
    total: MONEY_COLUMNS.has(i),
    width: i === 3 ? 32 : undefined,
  }));
  return xlsxFile([{ name: w.sheet, columns, rows: body, totalsLabel: w.total }]);
}

export async function exportBookings(
  db: Db,
  userId: string | null,
  input: BookingHistoriesPageInput,
  format: 'csv' | 'xlsx',
  locale: Locale,
): Promise<Buffer> {
  return bookingExportFile(await bookingExportRows(db, userId, input, locale), format, locale);
}
