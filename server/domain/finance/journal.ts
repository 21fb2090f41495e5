/**
 * The accounting export (issue 22, docs/finance.md "Accounting export"): a period's bookings
 * charged to the company, and the money it paid in, as double-entry journal lines on the
 * Vietnamese chart of accounts (Circular 200/2014), with the company's own account mapping,
 * as CSV or XLSX an accountant imports. Every entry's debits equal its credits.
 */
import { vietnamMidnight, addDays } from '../../../common/calendar.js';
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
  type JournalRole,
} from './journal-accounts.js';
import {
  bookingEntry,
  creditEntry,
  entryImbalances,
  reversalEntry,
  WORDS,
  type JournalLine,
  type Locale,
} from './journal-entries.js';
import { accountCredits, chargedBookings, givenBackBookings } from './journal-repository.js';

export type { JournalLine } from './journal-entries.js';

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
  const [bookings, givenBack, credits] = await Promise.all([
    chargedBookings(db, corporate, from, to),
    givenBackBookings(db, corporate, from, to),
    accountCredits(db, corporate, from, to),
  ]);
  const lines = [
    ...bookings.flatMap((b) => bookingEntry(b, accounts, locale)),
    ...givenBack.flatMap((b) => reversalEntry(b, accounts, locale)),
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
