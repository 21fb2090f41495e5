/**
 * A statement as a spreadsheet (XLSX; docs/finance.md "Statements"): its lines by section,
 * the adjustments and the totals, headers in the reader's language, amounts as whole-đồng
 * numbers so a spreadsheet sums them, dates as Vietnamese days. `statements` export: owner,
 * admins, accounting; scoped by the caller's corporate.
 */
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { vietnamDate } from '../../../common/calendar.js';
import { writeSheet } from '../corporates/staff-sheet-files.js';
import { corporateOf, statementLines } from './statements.js';
import { statementById } from './repository.js';

type Locale = 'vi' | 'en';

const LABELS = {
  vi: {
    sheet: 'Bảng kê',
    headers: [
      'Mục',
      'Loại',
      'Ngày',
      'Mã đặt chỗ',
      'Người đi',
      'Trước VAT',
      'Chiết khấu',
      'Hoàn tiền',
      'VAT',
      'Thành tiền',
    ],
    FLIGHT: 'Vé máy bay',
    PROPERTY: 'Khách sạn',
    BOOKING: 'Đặt chỗ',
    ADJUSTMENT: 'Điều chỉnh',
    period: 'Kỳ',
    cashback: 'Thưởng thanh toán sớm',
    penalty: 'Phạt thanh toán chậm',
    vat: 'VAT',
    net: 'Cộng trước VAT',
    total: 'Phải thanh toán',
  },
  en: {
    sheet: 'Statement',
    headers: [
      'Section',
      'Kind',
      'Date',
      'Booking code',
      'Traveller',
      'Before VAT',
      'Rebate',
      'Cash back',
      'VAT',
      'Amount',
    ],
    FLIGHT: 'Flights',
    PROPERTY: 'Hotels',
    BOOKING: 'Booking',
    ADJUSTMENT: 'Adjustment',
    period: 'Period',
    cashback: 'Early payment reward',
    penalty: 'Late payment penalty',
    vat: 'VAT',
    net: 'Net before VAT',
    total: 'Amount due',
  },
} as const;

/** Text a spreadsheet would run as a formula is written as text ('=…'). */
const cell = (v: string | null | undefined) => (v && /^[=+\-@]/.test(v) ? `'${v}` : (v ?? ''));

/** The statement `id` of the caller's corporate as an XLSX file, and a file name. */
export async function exportStatement(
  db: Db,
  userId: string | null,
  id: string,
  locale: Locale,
): Promise<{ name: string; body: Buffer }> {
  const corporateId = await corporateOf(db, userId, null, 'export');
  const row = isUuid(id) ? await statementById(db, corporateId, id) : null;
  if (!row) throw new AppError('NOT_FOUND', 'No such statement.');
  const l = LABELS[locale];
  const lines = await statementLines(db, corporateId, row.id);
  const rows: Array<Array<string | number | null>> = lines.map((x) => {
    const user = x.booking_history?.user;
    const name = user ? [user.last_name, user.first_name].filter(Boolean).join(' ') : '';
    return [
      x.section ? l[x.section as 'FLIGHT' | 'PROPERTY'] : '',
      l[x.kind],
      vietnamDate(x.booked_at),
      cell(x.booking_history?.code),
      cell(name),
      x.net_price,
      x.rebate_amount,
      x.cashback_amount,
      x.vat_amount,
      x.total_price,
    ];
  });
  const blank = (label: string, value: number): Array<string | number | null> => [
    label,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    value,
  ];
  rows.push(
    [],
    [l.period, `${row.period_start} – ${row.period_end}`],
    blank(l.cashback, -row.cashback),
    blank(l.penalty, row.penalty),
    blank(l.net, row.total_net_price),
    blank(l.vat, row.vat_amount),
    blank(l.total, row.total_price),
  );
  const body = writeSheet('xlsx', l.sheet, [...l.headers], rows);
  const prefix = locale === 'vi' ? 'bang-ke' : 'statement';
  return { name: `${prefix}-${row.period_start}`, body };
}
