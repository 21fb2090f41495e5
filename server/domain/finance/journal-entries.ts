/**
 * The journal entries of the accounting export (docs/finance.md "Accounting export"), pure: a
 * booking charged to the company, a booking given back (its reversal, dated the day it was given
 * back, so the period it was booked in never changes), and money paid in. Every entry's debits
 * equal its credits.
 */
import { vietnamDate } from '../../../common/calendar.js';
import type { JournalAccounts } from './journal-accounts.js';
import type { JournalBookingRow, JournalCreditRow } from './journal-repository.js';

export interface JournalLine {
  /** The entry (chứng từ) the line belongs to: its lines balance. */
  entry: string;
  /** YYYY-MM-DD in Vietnam. */
  date: string;
  document: string;
  description: string;
  account: string;
  debit: number;
  credit: number;
  currency: string;
}

export type Locale = 'vi' | 'en';

export const WORDS = {
  vi: {
    booking: (what: string, who: string | null) =>
      `Chi phí công tác: ${what}${who ? ` — ${who}` : ''}`,
    vat: 'Thuế GTGT đầu vào được khấu trừ',
    payable: 'Phải trả Wayfare',
    reversal: (what: string) => `Hoàn/hủy đặt chỗ: ${what}`,
    payment: 'Thanh toán cho Wayfare',
    cashBack: 'Hoàn tiền (cash back) từ Wayfare',
    hotel: 'khách sạn',
    flight: 'vé máy bay',
    sheet: 'Sổ nhật ký chung',
    headers: [
      'Số bút toán',
      'Ngày hạch toán',
      'Số chứng từ',
      'Diễn giải',
      'Tài khoản',
      'Nợ',
      'Có',
      'Tiền tệ',
    ],
    total: 'Tổng cộng',
  },
  en: {
    booking: (what: string, who: string | null) =>
      `Business travel: ${what}${who ? ` — ${who}` : ''}`,
    vat: 'Deductible input VAT',
    payable: 'Payable to Wayfare',
    reversal: (what: string) => `Refunded or cancelled booking: ${what}`,
    payment: 'Payment to Wayfare',
    cashBack: 'Cash back from Wayfare',
    hotel: 'hotel',
    flight: 'flight',
    sheet: 'General journal',
    headers: [
      'Entry',
      'Posting date',
      'Document',
      'Description',
      'Account',
      'Debit',
      'Credit',
      'Currency',
    ],
    total: 'Total',
  },
} as const;

/** A booking's amounts as its entry books them: the company's share and its deductible VAT. */
function amountsOf(row: JournalBookingRow) {
  const amount = Number(row.company_amount);
  const price = Number(row.price);
  // Input VAT is deductible only against a VAT invoice; the company's share of it when the
  // company paid part (split payment), rounded to the đồng.
  const vat = row.invoice && price > 0 ? Math.round((Number(row.vat_amount) * amount) / price) : 0;
  return { amount, vat };
}

function productOf(row: JournalBookingRow, locale: Locale): string {
  const w = WORDS[locale];
  return row.kind === 'FLIGHT_BOOKING'
    ? `${w.flight}${row.flight_code ? ` ${row.flight_code}` : ''}`
    : `${w.hotel}${row.property_name ? ` ${row.property_name}` : ''}`;
}

/** The lines of one booking: expense (and input VAT with a VAT invoice) against the payable. */
export function bookingEntry(
  row: JournalBookingRow,
  a: JournalAccounts,
  locale: Locale,
): JournalLine[] {
  const w = WORDS[locale];
  const { amount, vat } = amountsOf(row);
  const base = {
    entry: `BK-${row.code ?? row.id.slice(0, 8)}`,
    date: vietnamDate(new Date(row.inserted_at)),
    document: row.invoice ?? row.code ?? row.id,
    currency: row.currency,
  };
  const lines: JournalLine[] = [
    {
      ...base,
      description: w.booking(productOf(row, locale), row.traveller),
      account: a.TRAVEL_EXPENSE,
      debit: amount - vat,
      credit: 0,
    },
  ];
  if (vat > 0) {
    lines.push({ ...base, description: w.vat, account: a.INPUT_VAT, debit: vat, credit: 0 });
  }
  lines.push({ ...base, description: w.payable, account: a.PAYABLE, debit: 0, credit: amount });
  return lines;
}

/**
 * A booking given back (refunded or cancelled): its entry's lines with debit and credit
 * swapped, dated the day it was given back (`given_back_at`), so the period it was booked in is
 * never rewritten; the booking's entry and its reversal sum to zero on every account.
 */
export function reversalEntry(
  row: JournalBookingRow & { given_back_at: Date | string },
  a: JournalAccounts,
  locale: Locale,
): JournalLine[] {
  const w = WORDS[locale];
  const entry = `RV-${row.code ?? row.id.slice(0, 8)}`;
  const date = vietnamDate(new Date(row.given_back_at));
  return bookingEntry(row, a, locale).map((line) => ({
    ...line,
    entry,
    date,
    description:
      line.account === a.TRAVEL_EXPENSE ? w.reversal(productOf(row, locale)) : line.description,
    debit: line.credit,
    credit: line.debit,
  }));
}

/** Money into the company account: a payment (payable against bank) or cash back. */
export function creditEntry(
  row: JournalCreditRow,
  a: JournalAccounts,
  locale: Locale,
): JournalLine[] {
  const w = WORDS[locale];
  const amount = Number(row.amount);
  const cashBack = row.kind === 'CASH_BACK';
  const base = {
    entry: `${cashBack ? 'CB' : 'PM'}-${row.seq}`,
    date: vietnamDate(new Date(row.inserted_at)),
    document: `${row.kind}-${row.seq}`,
    currency: row.currency,
  };
  const description = cashBack ? w.cashBack : w.payment;
  return [
    { ...base, description, account: a.PAYABLE, debit: amount, credit: 0 },
    {
      ...base,
      description,
      account: cashBack ? a.OTHER_INCOME : a.BANK,
      debit: 0,
      credit: amount,
    },
  ];
}

/** Each entry's debits minus credits (zero for every entry the export writes). */
export function entryImbalances(lines: readonly JournalLine[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.entry, (sums.get(l.entry) ?? 0) + l.debit - l.credit);
  return sums;
}
