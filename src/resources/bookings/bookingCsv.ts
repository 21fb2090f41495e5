import { vietnamDateTime } from '../../../common/calendar';
import { csvCell } from '../common/csv';
import type { BookingRecord } from '../../dataProviders/corporate/bookings';
import { bookingSubject, personName } from './bookingText';

/** The export's columns: a label key (resources.bookings.fields.*) and the cell. */
const COLUMNS: [string, (b: BookingRecord, t: (key: string) => string) => string | number][] = [
  ['inserted_at', (b) => vietnamDateTime(new Date(b.inserted_at)).slice(0, 16).replace('T', ' ')],
  ['code', (b) => b.code ?? ''],
  [
    'product_type',
    (b, t) => (b.product_type ? t(`console.finance.bookings.products.${b.product_type}`) : ''),
  ],
  ['room_stayings', (b) => bookingSubject(b)],
  ['user', (b) => personName(b.user)],
  ['guest', (b) => b.guest ?? ''],
  ['department', (b) => b.department?.name ?? ''],
  ['cost_center', (b) => b.cost_center?.name ?? ''],
  [
    'payment_method',
    (b, t) => (b.payment_method ? t(`console.finance.bookings.methods.${b.payment_method}`) : ''),
  ],
  ['status', (b, t) => (b.status ? t(`console.finance.bookings.statuses.${b.status}`) : '')],
  ['net_price', (b) => b.net_price ?? 0],
  ['vat_amount', (b) => b.vat_amount ?? 0],
  ['surcharge', (b) => b.surcharge?.amount ?? 0],
  ['price', (b) => b.price],
  ['company_amount', (b) => b.company_amount ?? 0],
  ['user_order_id', (b) => b.user_order_id ?? ''],
];

const cell = csvCell;

/**
 * The bookings as CSV: headers in the reader's language, amounts as whole đồng (so a
 * spreadsheet sums them), times in Vietnam; a BOM so Excel reads the diacritics as UTF-8.
 */
export function bookingsCsv(rows: readonly BookingRecord[], translate: (key: string) => string) {
  const head = COLUMNS.map(([key]) => cell(translate(`resources.bookings.fields.${key}`)));
  const body = rows.map((b) => COLUMNS.map(([, value]) => cell(value(b, translate))).join(','));
  return `\uFEFF${[head.join(','), ...body].join('\r\n')}\r\n`;
}
