/**
 * Issuing a reconciliation statement (docs/finance.md "Statements"): the bookings charged to
 * the corporate that no statement holds yet, booked before the period's end; adjustment lines
 * for earlier lines whose booking was given back since; cashback_or_penalty from the previous
 * statement's payments; all written in one transaction under the unique key (corporate,
 * period start), so running it twice, or on two nodes at once, issues one statement.
 */
import type { Db } from '../../db/client.js';
import {
  cycleContaining,
  effectiveFor,
  lastEndedCycle,
  nextCycle,
  type CyclePeriod,
} from '../../../common/statement-cycles.js';
import { vietnamDate } from '../../../common/calendar.js';
import {
  adjustmentLine,
  bookingLine,
  carriedForwardLine,
  cashbackOrPenalty,
  sectionTotals,
  statementTotals,
} from './compute.js';
import { paymentsAgainstStatement, type PaymentsReader } from './payments.js';
import {
  carriedAlready,
  corporatesWithCredit,
  firstChargeAt,
  insertStatement,
  latestStatement,
  linesToCorrect,
  statementBefore,
  statementOfPeriod,
  termsOf,
  unstatedBookings,
} from './repository.js';

export interface GenerateOptions {
  payments?: PaymentsReader;
}

/** Why an earlier line is corrected (shown on the statement; the console translates the code). */
export const REFUNDED = 'REFUNDED';
/** The previous statement's negative balance, brought into this one (docs/finance.md). */
export const CARRIED_FORWARD = 'CARRIED_FORWARD';

/**
 * Issues the corporate's statement for `period` (which must have ended by `now`) unless it
 * exists. Returns its id, or null when the corporate has no credit line.
 */
export async function generateStatement(
  db: Db,
  corporateId: string,
  period: CyclePeriod,
  now: Date,
  options: GenerateOptions = {},
): Promise<string | null> {
  if (period.end > vietnamDate(now)) throw new RangeError(`period ${period.start} has not ended`);
  const payments = options.payments ?? paymentsAgainstStatement;
  return db.transaction(async (tx) => {
    const existing = await statementOfPeriod(tx, corporateId, period.start);
    if (existing) return existing.id;
    const terms = await termsOf(tx, corporateId);
    if (!terms) return null;
    const previous = await statementBefore(tx, corporateId, period.start);
    const bookings = await unstatedBookings(tx, corporateId, period.end);
    const corrections = await linesToCorrect(tx, corporateId);
    // The company was owed on the previous statement: the credit comes into this one, once.
    const carry =
      previous && previous.total_price < 0 && !(await carriedAlready(tx, previous.id))
        ? [carriedForwardLine(previous, CARRIED_FORWARD, now)]
        : [];
    const lines = [
      ...bookings.map((b) => bookingLine(b, terms)),
      ...corrections.map((l) => adjustmentLine(l, REFUNDED, now)),
      ...carry,
    ];
    const paid = previous ? await payments(tx, corporateId, previous.id) : null;
    const judged =
      previous && paid
        ? cashbackOrPenalty(
            { issued_on: previous.period_end, total_price: previous.total_price },
            paid,
            terms,
            period.end,
          )
        : { cashback: 0, penalty: 0 };
    const id = await insertStatement(tx, {
      corporate_id: corporateId,
      cycle: terms.cycle,
      period,
      effective_for: effectiveFor(period),
      currency: terms.currency,
      previous_statement_id: previous?.id ?? null,
      totals: statementTotals(lines, judged),
      sections: [sectionTotals('FLIGHT', lines), sectionTotals('PROPERTY', lines)],
      lines,
      issued_at: now,
    });
    // Another writer issued it first: theirs is the statement.
    return id ?? (await statementOfPeriod(tx, corporateId, period.start))?.id ?? null;
  });
}

/**
 * The periods the corporate is owed a statement for by `now`: from the one after its latest
 * statement (or the one of its first charge) to the last ended one, in order.
 */
export async function duePeriods(db: Db, corporateId: string, now: Date): Promise<CyclePeriod[]> {
  const terms = await termsOf(db, corporateId);
  if (!terms) return [];
  const last = lastEndedCycle(terms.cycle, now);
  const latest = await latestStatement(db, corporateId);
  let period: CyclePeriod;
  if (latest) {
    period = cycleContaining(terms.cycle, latest.period_end);
  } else {
    const first = await firstChargeAt(db, corporateId);
    if (!first) return [];
    period = cycleContaining(terms.cycle, vietnamDate(first));
  }
  const due: CyclePeriod[] = [];
  while (period.start <= last.start) {
    due.push(period);
    period = nextCycle(terms.cycle, period);
  }
  return due;
}

/**
 * The cycle job's sweep: every corporate with a credit line gets each statement it is owed,
 * oldest first. Idempotent: a period already issued is skipped by the unique key.
 */
export async function issueDueStatements(
  db: Db,
  now: Date,
  options: GenerateOptions = {},
): Promise<number> {
  let issued = 0;
  for (const corporateId of await corporatesWithCredit(db)) {
    for (const period of await duePeriods(db, corporateId, now)) {
      if (await generateStatement(db, corporateId, period, now, options)) issued += 1;
    }
  }
  return issued;
}
