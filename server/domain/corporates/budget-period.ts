/**
 * Budget periods of cost centers (docs/corporate-cost-centers.md, "Budget periods"): which
 * period an instant falls in, computed from the budget's reset_period and reset_day whenever a
 * budget is read or charged. Nothing resets budgets on a schedule, so no missed job can leave a
 * budget spent: spending recorded before the current period's start no longer counts.
 *
 * Periods follow the one Vietnam calendar, common/calendar.ts `periodAt`: a period starts at
 * local midnight of `reset_day` (default 1) of its first month: every month (MONTHLY),
 * January/April/July/October (QUARTERLY) or January (YEARLY); a day past the end of a short
 * month means its last day (31 → 28 February, 30 April). A MONTHLY period with day 1 starts
 * at the same instant as a traveller's monthly limit (`monthStart`).
 */

import { periodAt, type ResetPeriod } from '../../../common/calendar.js';

/** What a budget has used in the period `now` falls in: 0 once its spending is from before. */
export function usedInPeriod(
  budget: { reset_period: ResetPeriod; reset_day: number | null; used_balance: number },
  usedSince: Date,
  now: Date,
): number {
  const { start } = periodAt(budget.reset_period, budget.reset_day, now);
  return start && usedSince < start ? 0 : budget.used_balance;
}
