/**
 * Budget against actual per cost center (analysis_cost_centers), in each center's current
 * reset period (the shared budget-period rule, common/calendar.ts `periodAt`): the budget of its
 * shortest period in the company's currency (a center without one is shown by calendar month,
 * with no budget), what its counted bookings cost so far, the cumulative daily burn, a
 * straight-line projection to the period's end, and whether it is at risk (projected over
 * budget, or 90 % spent). Budgets are company money: owner, admins and accounting only.
 */
import {
  addDays,
  daysBetween,
  periodAt,
  vietnamDate,
  type ResetPeriod,
} from '../../../common/calendar.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { centersWithBudgets } from './cost-centers-repository.js';
import type { AnalysisFilter } from './input.js';
import { costCenterDays } from './repository.js';
import { analysisScope } from './scope.js';

const ORDER: ResetPeriod[] = ['MONTHLY', 'QUARTERLY', 'YEARLY', 'NEVER'];
const AT_RISK_SHARE = 0.9;

export async function analysisCostCenters(
  db: Db,
  userId: string | null,
  filter: AnalysisFilter,
  now: Date,
) {
  const scope = await analysisScope(db, userId, filter);
  if (!scope.company) {
    throw new AppError(
      'FORBIDDEN',
      'Cost-center budgets are shown to the owner, admins and accounting.',
    );
  }
  const today = vietnamDate(now);
  const centers = (
    await centersWithBudgets(db, scope.corporateId, scope.currency, scope.costCenters)
  ).map((c) => {
    const budget = [...c.budgets].sort(
      (a, b) =>
        ORDER.indexOf(a.reset_period as ResetPeriod) - ORDER.indexOf(b.reset_period as ResetPeriod),
    )[0];
    const period = (budget?.reset_period ?? 'MONTHLY') as ResetPeriod;
    const p = periodAt(period, budget?.reset_day ?? null, now);
    const start = p.start ? vietnamDate(p.start) : c.since;
    const end = p.end ? addDays(vietnamDate(p.end), -1) : today;
    return { c, budget, period, start, end, through: end < today ? end : today };
  });
  const days = await costCenterDays(
    db,
    scope,
    centers.map((x) => ({ id: x.c.id, from: x.start, to: x.through })),
  );
  return centers.map((x) => {
    const spent = new Map(days.filter((d) => d.cost_center_id === x.c.id).map((d) => [d.day, d]));
    const burn = [];
    let total = 0;
    let count = 0;
    for (let day = x.start; day <= x.through; day = addDays(day, 1)) {
      total += Number(spent.get(day)?.amount ?? 0);
      count += Number(spent.get(day)?.count ?? 0);
      burn.push({ key: day, start: day, amount: total, count });
    }
    const elapsed = daysBetween(x.start, x.through) + 1;
    const length = daysBetween(x.start, x.end) + 1;
    const projected =
      x.period === 'NEVER' || elapsed <= 0 ? total : Math.round((total / elapsed) * length);
    const budget = x.budget ? Number(x.budget.amount) : null;
    return {
      cost_center_id: x.c.id,
      name: x.c.name,
      currency: scope.currency,
      period: x.period,
      period_start: x.start,
      period_end: x.end,
      budget,
      actual: total,
      burn,
      projected,
      at_risk: budget !== null && (projected > budget || total >= AT_RISK_SHARE * budget),
    };
  });
}
