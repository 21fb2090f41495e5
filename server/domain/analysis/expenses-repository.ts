/**
 * On-trip expenses of the scope (SQL only; docs/analysis.md "Expense rollups"): claims
 * submitted, approved or reimbursed (drafts and rejected claims are no spending), by their
 * expense date, in VND. A scope of the company or some departments sums the rollups
 * (`analysis_expense_daily` for totals, categories and the series; `analysis_expense_monthly`
 * for people and trips over whole months, the claims themselves for the days at the range's
 * edges; the whole company's trips from `analysis_expense_trips`, one row per trip); a scope
 * narrowed to people reads their claims (`analysis_expenses` by person). Cost center is the
 * trip's. The corporate id is in every WHERE.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import { splitMonths, type DateRange, type TimeUnit } from './buckets.js';
import type { AnalysisScope } from './scope.js';
import { readsRollups } from './sources.js';
import { executeRange } from './execute.js';

export type ExpenseDim = 'user' | 'trip';

function conditions(scope: AnalysisScope, withUsers: boolean): SQL {
  const parts: SQL[] = [];
  if (scope.departments)
    parts.push(sql`and department_id = any(${sqlArray(scope.departments, 'uuid')})`);
  if (scope.costCenters)
    parts.push(sql`and cost_center_id = any(${sqlArray(scope.costCenters, 'uuid')})`);
  if (withUsers && scope.users)
    parts.push(sql`and user_id = any(${sqlArray(scope.users, 'uuid')})`);
  return sql.join(parts, sql` `);
}

const days = (range: DateRange) => sql`day between ${range.from}::date and ${range.to}::date`;

/**
 * Rows (day, status, category, department_id, cost_center_id, amount, claims) of the scope over
 * the range.
 */
export function expenseDailySource(scope: AnalysisScope, range: DateRange): SQL {
  const columns = sql.raw('day, status, category, department_id, cost_center_id, amount');
  const table = readsRollups(scope)
    ? sql`select ${columns}, claims from analysis_expense_daily`
    : sql`select ${columns}, 1 as claims from analysis_expenses`;
  return sql`(${table} where corporate_id = ${scope.corporateId}::uuid and ${days(range)}
    ${conditions(scope, true)})`;
}

const claimKeys = (
  scope: AnalysisScope,
  range: DateRange,
  dim: ExpenseDim,
  sign: 1 | -1 = 1,
  withoutTrip = false,
) => {
  const key = sql.raw(dim === 'user' ? 'user_id' : 'trip_id');
  const s = sql.raw(String(sign));
  const noTrip = withoutTrip ? sql`and trip_id is null` : sql``;
  return sql`select ${key} as key, ${s} * amount as amount, ${s} as claims
    from analysis_expenses where corporate_id = ${scope.corporateId}::uuid and ${days(range)}
      ${conditions(scope, true)} ${noTrip}`;
};

/**
 * The longest a trip's claims may span (last expense date minus first) to be found across a
 * range's start or end by its first day alone; longer trips are read from their own index
 * (migration 0054's partial index has the same number).
 */
const SHORT_TRIP_DAYS = sql.raw('31');

/**
 * Rows (key, amount, claims) of the whole company's trips (no department, cost-center or person
 * narrowing), to be summed by key: of the trips whose claims all lie within the range, the
 * `limit` largest of each month they begin in, whole (`analysis_expense_trips` by month and
 * amount: each month's walk stops after `limit` rows or at its end); the in-range claims of the
 * trips whose claims lie on both sides of its start or end; and the claims without a trip, by
 * month and at the edges as `expenseDimSource`. A trip within the range past its month's first
 * `limit` has `limit` trips above it already, so the top `limit` of these rows' sums is the top
 * of every trip.
 */
function companyTripSource(scope: AnalysisScope, range: DateRange, limit: number): SQL {
  const corp = sql`${scope.corporateId}::uuid`;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const split = splitMonths(range);
  const parts = [
    sql`select w.key, w.amount, w.claims
      from generate_series(date_trunc('month', ${from}::timestamp), ${to}::timestamp,
        interval '1 month') m(month)
      cross join lateral (select trip_id as key, amount, claims from analysis_expense_trips
        where corporate_id = ${corp} and date_trunc('month', first_day::timestamp) = m.month
          and first_day >= ${from} and last_day <= ${to}
        order by amount desc, trip_id limit ${limit}) w`,
    sql`select c.key, c.amount, c.claims from (
        select trip_id from analysis_expense_trips where corporate_id = ${corp}
          and first_day >= ${from} - ${SHORT_TRIP_DAYS} and first_day < ${from}
          and last_day >= ${from}
        union
        select trip_id from analysis_expense_trips where corporate_id = ${corp}
          and first_day >= ${to} - ${SHORT_TRIP_DAYS} and first_day <= ${to} and last_day > ${to}
        union
        select trip_id from analysis_expense_trips where corporate_id = ${corp}
          and last_day - first_day > ${SHORT_TRIP_DAYS} and first_day <= ${to}
          and last_day >= ${from} and (first_day < ${from} or last_day > ${to})) across
      cross join lateral (select trip_id as key, amount, 1 as claims from analysis_expenses e
        where e.corporate_id = ${corp} and e.trip_id = across.trip_id
          and e.day between ${from} and ${to}
        offset 0) c`,
    ...split.edges.map((edge) => claimKeys(scope, edge, 'trip', 1, true)),
    ...split.minus.map((d) => claimKeys(scope, d, 'trip', -1, true)),
  ];
  if (split.months) {
    parts.push(sql`select null::uuid as key, amount, claims from analysis_expense_monthly
      where corporate_id = ${corp} and dim = 'trip' and key is null
        and month between ${split.months.from}::date and ${split.months.to}::date`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** Rows (key, amount, claims) of people or trips, to be summed by key (the top `limit`). */
export function expenseDimSource(
  scope: AnalysisScope,
  range: DateRange,
  dim: ExpenseDim,
  limit: number,
): SQL {
  if (!readsRollups(scope)) return sql`(${claimKeys(scope, range, dim)})`;
  if (dim === 'trip' && !scope.departments && !scope.costCenters) {
    return companyTripSource(scope, range, limit);
  }
  const split = splitMonths(range);
  const parts = [
    ...split.edges.map((edge) => claimKeys(scope, edge, dim)),
    ...split.minus.map((d) => claimKeys(scope, d, dim, -1)),
  ];
  if (split.months) {
    parts.push(sql`select key, amount, claims from analysis_expense_monthly
      where corporate_id = ${scope.corporateId}::uuid and dim = ${dim}
        and month between ${split.months.from}::date and ${split.months.to}::date
        ${conditions(scope, false)}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

export interface ExpenseSliceRow extends Record<string, unknown> {
  key: string | null;
  name: string | null;
  amount: string;
  count: string;
}

export interface ExpenseTotals {
  total: string;
  reimbursed: string;
  pending: string;
}

/** The splits read from the daily rollup (or the scope's claims), by their column. */
const DAILY_SPLITS = {
  category: { grouping: 3, names: null },
  department: { grouping: 5, names: 'departments' },
  cost_center: { grouping: 6, names: 'cost_centers' },
} as const;
export type ExpenseDailySplit = keyof typeof DAILY_SPLITS;

interface BreakdownRow extends Record<string, unknown> {
  /** grouping(category, department_id, cost_center_id): 7 the totals, else one split. */
  g: number;
  key: string | null;
  name: string | null;
  amount: string;
  count: string;
  reimbursed: string;
  pending: string;
}

/**
 * The totals and the category, department and cost-center splits of the scope over the range,
 * in one pass over the daily rollup (grouping sets) instead of four: the year's expense
 * dashboard at 1,000,000 bookings (docs/analysis.md "Benchmark"). Each split keeps its `limit`
 * largest, by amount then key (nulls last), as `expenseSlices` orders people and trips; departments and cost centers carry the company's
 * names.
 */
export async function expenseBreakdown(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  limit: number,
): Promise<{ totals: ExpenseTotals } & Record<ExpenseDailySplit, ExpenseSliceRow[]>> {
  const corp = scope.corporateId;
  const { rows } = await executeRange<BreakdownRow>(
    db,
    sql`
    select g.g, g.key, coalesce(d.name, c.name) as name, g.amount, g.count, g.reimbursed, g.pending
    from (select grouping(category, department_id, cost_center_id) as g,
        coalesce(category, department_id::text, cost_center_id::text) as key,
        coalesce(sum(amount), 0) as amount, coalesce(sum(claims), 0) as count,
        coalesce(sum(amount) filter (where status = 'REIMBURSED'), 0) as reimbursed,
        coalesce(sum(amount) filter (where status in ('SUBMITTED', 'APPROVED')), 0) as pending
      from ${expenseDailySource(scope, range)} x
      group by grouping sets ((), (category), (department_id), (cost_center_id))) g
    left join departments d on g.g = ${DAILY_SPLITS.department.grouping}
      and d.corporate_id = ${corp}::uuid and d.id::text = g.key
    left join cost_centers c on g.g = ${DAILY_SPLITS.cost_center.grouping}
      and c.corporate_id = ${corp}::uuid and c.id::text = g.key`,
  );
  const totals = rows.find((r) => Number(r.g) === 7);
  const split = (dim: ExpenseDailySplit): ExpenseSliceRow[] =>
    rows
      .filter((r) => Number(r.g) === DAILY_SPLITS[dim].grouping && Number(r.count) !== 0)
      .sort(
        (a, b) =>
          Number(b.amount) - Number(a.amount) ||
          (a.key === null ? 1 : b.key === null ? -1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      )
      .slice(0, limit)
      .map((r) => ({
        key: r.key,
        name: DAILY_SPLITS[dim].names ? r.name : null,
        amount: String(r.amount),
        count: String(r.count),
      }));
  return {
    totals: {
      total: String(totals?.amount ?? 0),
      reimbursed: String(totals?.reimbursed ?? 0),
      pending: String(totals?.pending ?? 0),
    },
    category: split('category'),
    department: split('department'),
    cost_center: split('cost_center'),
  };
}

/** The `limit` largest people or trips of the scope over the range. */
export async function expenseSlices(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  by: ExpenseDim,
  limit: number,
): Promise<ExpenseSliceRow[]> {
  const names =
    by === 'trip'
      ? sql`left join trips t on t.id = g.key and t.corporate_id = ${scope.corporateId}::uuid`
      : sql`left join users u on u.id = g.key`;
  const name =
    by === 'trip' ? sql`t.name` : sql`nullif(concat_ws(' ', u.last_name, u.first_name), '')`;
  const { rows } = await executeRange<ExpenseSliceRow>(
    db,
    sql`
    select g.key::text as key, ${name} as name, g.amount, g.count
    from (select key, sum(amount) as amount, sum(claims) as count
      from ${expenseDimSource(scope, range, by, limit)} x
      group by key having sum(claims) <> 0
      order by sum(amount) desc, key nulls last limit ${limit}) g
    ${names}
    order by g.amount desc, g.key nulls last`,
  );
  return rows;
}

const TRUNC: Record<TimeUnit, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  QUARTER: 'quarter',
  YEAR: 'year',
};

/**
 * The scope's claims by time bucket. Summed by day first (the daily rollup's rows come in day
 * order) and only then by bucket: the bucket's `to_char` once a day, not once a row — the year's
 * ~16,000 rows at 100,000 bookings took 16–27 ms bucketed row by row, 5–8 ms by day first.
 */
export async function expenseSeries(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  unit: TimeUnit,
) {
  const { rows } = await executeRange<{ start: string; amount: string; count: string }>(
    db,
    sql`
    select to_char(date_trunc(${TRUNC[unit]}, d.day::timestamp), 'YYYY-MM-DD') as start,
      sum(d.amount) as amount, sum(d.claims)::bigint as count
    from (select x.day, sum(x.amount) as amount, sum(x.claims) as claims
      from ${expenseDailySource(scope, range)} x group by x.day) d
    group by 1 order by 1`,
  );
  return rows;
}
