/**
 * The accounting export (issue 22, docs/finance.md "Accounting export"): a period's bookings
 * charged to the company, and the money it paid in, as double-entry journal lines on the
 * Vietnamese chart of accounts (Circular 200/2014), with the company's own account mapping,
 * as CSV or XLSX an accountant imports. Every entry's debits equal its credits.
 */
import { vietnamDate, vietnamMidnight, addDays } from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { xlsxFile } from '../../documents/xlsx.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { writeSheet } from '../corporates/staff-sheet-files.js';
import { requireUserId } from '../context/user.js';
import {
  journalAccountsOf,
  saveJournalAccounts,
  JOURNAL_ROLES,
  DEFAULT_ACCOUNTS,
  type JournalAccounts,
  type JournalRole,
} from './journal-accounts.js';
import {
  accountCredits,
  chargedBookings,
  type JournalBookingRow,
  type JournalCreditRow,
} from './journal-repository.js';

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

type Locale = 'vi' | 'en';

const WORDS = {
  vi: {
    booking: (what: string, who: string | null) =>
      `Chi phí công tác: ${what}${who ? ` — ${who}` : ''}`,
    vat: 'Thuế GTGT đầu vào được khấu trừ',
    payable: 'Phải trả Wayfare',
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

/** The lines of one booking: expense (and input VAT with a VAT invoice) against the payable. */
function bookingEntry(row: JournalBookingRow, a: JournalAccounts, locale: Locale): JournalLine[] {
  const w = WORDS[locale];
  const amount = Number(row.company_amount);
  const price = Number(row.price);
  // Input VAT is deductible only against a VAT invoice; the company's share of it when the
  // company paid part (split payment), rounded to the đồng.
  const vat = row.invoice && price > 0 ? Math.round((Number(row.vat_amount) * amount) / price) : 0;
  const what =
    row.kind === 'FLIGHT_BOOKING'
      ? `${w.flight}${row.flight_code ? ` ${row.flight_code}` : ''}`
      : `${w.hotel}${row.property_name ? ` ${row.property_name}` : ''}`;
  const base = {
    entry: `BK-${row.code ?? row.id.slice(0, 8)}`,
    date: vietnamDate(new Date(row.inserted_at)),
    document: row.invoice ?? row.code ?? row.id,
    currency: row.currency,
  };
  const lines: JournalLine[] = [
    {
      ...base,
      description: w.booking(what, row.traveller),
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

/** Money into the company account: a payment (payable against bank) or cash back. */
function creditEntry(row: JournalCreditRow, a: JournalAccounts, locale: Locale): JournalLine[] {
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

export interface JournalPeriod {
  corporate_id: string | null;
  /** Vietnamese calendar days, both included. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

async function companyFor(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  action: 'export' | 'create',
) {
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'invoices');
  return corporate;
}

/** The period's journal lines, bookings first then money in, each entry balanced. */
export async function journalLines(
  db: Db,
  userId: string | null,
  period: JournalPeriod,
  locale: Locale,
): Promise<JournalLine[]> {
  const corporate = await companyFor(db, userId, period.corporate_id, 'export');
  const problems = [];
  if (!DAY.test(period.from))
    problems.push({ field: 'from', rule: 'date', message: 'must be YYYY-MM-DD' });
  if (!DAY.test(period.to))
    problems.push({ field: 'to', rule: 'date', message: 'must be YYYY-MM-DD' });
  else if (DAY.test(period.from) && period.to < period.from) {
    problems.push({ field: 'to', rule: 'order', message: 'must not be before from' });
  } else if (DAY.test(period.from) && addDays(period.from, MAX_DAYS) <= period.to) {
    problems.push({ field: 'to', rule: 'max_days', message: `at most ${MAX_DAYS} days` });
  }
  if (problems.length) throw new AppError('BAD_USER_INPUT', 'invalid period', problems);
  const from = vietnamMidnight(period.from);
  const to = vietnamMidnight(addDays(period.to, 1));
  const accounts = await journalAccountsOf(db, corporate);
  const [bookings, credits] = await Promise.all([
    chargedBookings(db, corporate, from, to),
    accountCredits(db, corporate, from, to),
  ]);
  const lines = [
    ...bookings.flatMap((b) => bookingEntry(b, accounts, locale)),
    ...credits.flatMap((c) => creditEntry(c, accounts, locale)),
  ];
  for (const [entry, imbalance] of entryImbalances(lines)) {
    if (imbalance !== 0) throw new Error(`journal entry ${entry} does not balance (${imbalance})`);
  }
  return lines;
}

/** The journal as a file: one line per row, debits and credits as number cells, totals. */
export function journalFile(
  lines: readonly JournalLine[],
  format: 'csv' | 'xlsx',
  locale: Locale,
): Buffer {
  const w = WORDS[locale];
  const rows = lines.map((l) => [
    l.entry,
    l.date,
    l.document,
    l.description,
    l.account,
    l.debit,
    l.credit,
    l.currency,
  ]);
  if (format === 'csv') return writeSheet('csv', w.sheet, [...w.headers], rows);
  return xlsxFile([
    {
      name: w.sheet,
      columns: w.headers.map((header, i) => ({
        header,
        kind: i === 1 ? 'date' : i === 5 || i === 6 ? 'money' : 'text',
        total: i === 5 || i === 6,
        width: i === 3 ? 48 : undefined,
      })),
      rows,
      totalsLabel: w.total,
    },
  ]);
}

/** journal_accounts: every role with the company's account and the default. */
export async function readJournalAccounts(
  db: Db,
  userId: string | null,
  corporateId: string | null,
) {
  const corporate = await companyFor(db, userId, corporateId, 'export');
  const accounts = await journalAccountsOf(db, corporate);
  return JOURNAL_ROLES.map((role) => ({
    role,
    account: accounts[role],
    default_account: DEFAULT_ACCOUNTS[role],
  }));
}

const ACCOUNT = /^\d{3,8}$/;

/** update_journal_accounts: the company's mapping (an account is 3–8 digits). */
export async function updateJournalAccounts(
  db: Db,
  userId: string | null,
  input: { corporate_id: string | null; accounts: Array<{ role: JournalRole; account: string }> },
) {
  const corporate = await companyFor(db, userId, input.corporate_id, 'create');
  const problems = input.accounts.flatMap((a, i) =>
    ACCOUNT.test(a.account)
      ? []
      : [{ field: `accounts.${i}.account`, rule: 'format', message: 'must be 3 to 8 digits' }],
  );
  if (problems.length) throw new AppError('BAD_USER_INPUT', 'invalid account', problems);
  await saveJournalAccounts(db, corporate, input.accounts);
  return readJournalAccounts(db, userId, corporate);
}
