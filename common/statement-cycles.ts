/**
 * Reconciliation cycles in the Vietnam calendar (docs/finance.md "Statements"): a WEEKLY
 * period is Monday to Sunday, SEMI_MONTHLY the 1st–15th and the 16th–month's end, MONTHLY the
 * month. Periods are Vietnamese dates, `end` exclusive (the first day of the next period, the
 * day the statement is issued). Pure; used by the cycle job, the demo and the console.
 */
import { addDays, vietnamDate } from './calendar.js';

export type CycleType = 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';

export interface CyclePeriod {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** The day after the last, 'YYYY-MM-DD'. */
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The first day of the month after `date`'s. */
function nextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? ymd(y + 1, 1, 1) : ymd(y, m + 1, 1);
}

/** The period of the cycle that contains the Vietnamese date `date`. */
export function cycleContaining(type: CycleType, date: string): CyclePeriod {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (type === 'MONTHLY') return { start: ymd(y, m, 1), end: nextMonth(date) };
  if (type === 'SEMI_MONTHLY') {
    return d <= 15
      ? { start: ymd(y, m, 1), end: ymd(y, m, 16) }
      : { start: ymd(y, m, 16), end: nextMonth(date) };
  }
  // ISO weeks: Monday first. getUTCDay: 0 is Sunday.
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(date, -weekday);
  return { start, end: addDays(start, 7) };
}

/** The last period that has ended by `now` (its end day has begun in Vietnam). */
export function lastEndedCycle(type: CycleType, now: Date): CyclePeriod {
  const current = cycleContaining(type, vietnamDate(now));
  return cycleContaining(type, addDays(current.start, -1));
}

/** The period after `period` (of the same type). */
export function nextCycle(type: CycleType, period: CyclePeriod): CyclePeriod {
  return cycleContaining(type, period.end);
}

/** spec effective_for: the month and year of the period's first day. */
export function effectiveFor(period: CyclePeriod): { month: number; year: number } {
  const [year, month] = period.start.split('-').map(Number) as [number, number];
  return { month, year };
}
