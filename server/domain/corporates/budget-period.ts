/**
 * Budget periods of cost centers (docs/corporate-cost-centers.md, "Budget periods"): which
 * period an instant falls in, computed from the budget's reset_period and reset_day whenever a
 * budget is read or charged. Nothing resets budgets on a schedule, so no missed job can leave a
 * budget spent: spending recorded before the current period's start no longer counts.
 *
 * Periods follow Vietnam's calendar (Asia/Ho_Chi_Minh, UTC+7 all year, no daylight saving).
 * A period starts at local midnight of `reset_day` (default 1) of its first month: every month
 * (MONTHLY), January/April/July/October (QUARTERLY) or January (YEARLY); a day past the end of
 * a short month means its last day (31 → 28 February, 30 April).
 */

export type ResetPeriod = 'NEVER' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';

const OFFSET_MS = 7 * 3600_000;
const MONTHS: Record<Exclude<ResetPeriod, 'NEVER'>, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
};

export interface Period {
  /** When the period began; null for NEVER (all spending counts). */
  start: Date | null;
  /** When the next one begins; null for NEVER. */
  end: Date | null;
}

/** Local midnight of `day` (clamped to the month's length) of month index `month` (may overflow). */
function localStart(year: number, month: number, day: number): Date {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay)) - OFFSET_MS);
}

/** The period of a budget that `now` falls in. */
export function periodAt(period: ResetPeriod, resetDay: number | null, now: Date): Period {
  if (period === 'NEVER') return { start: null, end: null };
  const step = MONTHS[period];
  const day = resetDay ?? 1;
  const local = new Date(now.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  let month = Math.floor(local.getUTCMonth() / step) * step;
  if (localStart(year, month, day) > now) month -= step;
  return { start: localStart(year, month, day), end: localStart(year, month + step, day) };
}

/** What a budget has used in the period `now` falls in: 0 once its spending is from before. */
export function usedInPeriod(
  budget: { reset_period: ResetPeriod; reset_day: number | null; used_balance: number },
  usedSince: Date,
  now: Date,
): number {
  const { start } = periodAt(budget.reset_period, budget.reset_day, now);
  return start && usedSince < start ? 0 : budget.used_balance;
}
