/**
 * On-trip expenses (analysis_expenses): what the scope's claims add up to, reimbursed against
 * pending (submitted or approved), by category, trip, person, department (the claimant's) and
 * cost center (the trip's), and over time.
 */
import type { Db } from '../../db/client.js';
import { expenseBreakdown, expenseSeries, expenseSlices } from './expenses-repository.js';
import type { AnalysisFilter } from './input.js';
import { named, slices, type Lang } from './labels.js';
import { filledSeries } from './overview.js';
import { analysisScope } from './scope.js';

const n = (v: unknown) => Number(v ?? 0);

export async function analysisExpenses(
  db: Db,
  userId: string | null,
  filter: AnalysisFilter,
  lang: Lang,
) {
  const scope = await analysisScope(db, userId, filter);
  const range = filter.narrowed;
  const [breakdown, trips, people, buckets] = await Promise.all([
    expenseBreakdown(db, scope, range, 20),
    expenseSlices(db, scope, range, 'trip', 20),
    expenseSlices(db, scope, range, 'user', 20),
    expenseSeries(db, scope, filter.range, filter.time_unit),
  ]);
  const { totals: t, category: categories, department: departments } = breakdown;
  const total = n(t?.total);
  const slice =
    (
      fallback: 'noTrip' | 'noDepartment' | 'noCostCenter' | 'unknown',
      label?: (key: string | null) => string,
    ) =>
    (r: { key: string | null; name: string | null; amount: string; count: string }) => ({
      key: r.key,
      label: label ? label(r.key) : (r.name ?? named(lang, null, fallback)),
      amount: n(r.amount),
      count: n(r.count),
    });
  return {
    currency: scope.currency,
    total,
    reimbursed: n(t?.reimbursed),
    pending: n(t?.pending),
    by_category: slices(
      categories,
      total,
      slice('unknown', (key) => named(lang, key)),
    ),
    by_trip: slices(
      trips,
      total,
      slice('noTrip', (key) =>
        key === null
          ? named(lang, null, 'noTrip')
          : (trips.find((r) => r.key === key)?.name ?? key),
      ),
    ),
    by_person: slices(people, total, slice('unknown')),
    by_department: slices(departments, total, slice('noDepartment')),
    by_cost_center: slices(breakdown.cost_center, total, slice('noCostCenter')),
    series: filledSeries(filter.time_unit, filter.range, buckets),
  };
}
