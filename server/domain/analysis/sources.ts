/**
 * Where a dashboard's figures come from (SQL fragments; docs/analysis.md "Reading"). A scope
 * that reads the whole company or some departments sums the rollups: `analysis_daily` for
 * figures by day, product, department and cost center, `analysis_monthly` for one dimension
 * (person, route, airline …) over whole months plus the bookings themselves for the days at the
 * range's edges. A scope narrowed to people reads their bookings (`analysis_bookings` by
 * (corporate, user, day)): the rollups hold no person beside another dimension. Both give the
 * same rows to the same outer query; the property test holds them equal. Every fragment names
 * the corporate id. Only SUCCESSFUL orders count (`counted`), at their price.
 */
import { sql, type SQL } from 'drizzle-orm';
import { sqlArray } from '../../db/sql-values.js';
import { splitMonths, splitQuarters, type DateRange } from './buckets.js';
import type { AnalysisScope } from './scope.js';

export type Product = 'FLIGHT' | 'HOTEL';
export type Dim =
  'user' | 'route' | 'airline' | 'cabin' | 'ahead' | 'reason' | 'city' | 'property' | 'star';

const DIM_KEY: Record<Dim, string> = {
  user: 'user_id::text',
  route: 'route',
  airline: 'airline',
  cabin: 'cabin',
  ahead: 'ahead',
  reason: 'reason_code',
  city: 'city_id',
  property: 'property_id',
  star: 'star',
};
const DIM_LABEL: Partial<Record<Dim, string>> = {
  airline: 'airline_name',
  property: 'property_name',
};

/** Whether the scope reads the rollups (no person filter) or the bookings. */
export const readsRollups = (scope: AnalysisScope) => scope.users === null;

/** The scope's conditions on a rollup or booking row (each `and …`). */
function conditions(scope: AnalysisScope, product: Product | null, withUsers: boolean): SQL {
  const parts: SQL[] = [sql`and currency = ${scope.currency}`];
  if (scope.departments)
    parts.push(sql`and department_id = any(${sqlArray(scope.departments, 'uuid')})`);
  if (scope.costCenters)
    parts.push(sql`and cost_center_id = any(${sqlArray(scope.costCenters, 'uuid')})`);
  if (withUsers && scope.users)
    parts.push(sql`and user_id = any(${sqlArray(scope.users, 'uuid')})`);
  if (product) parts.push(sql`and product = ${product}`);
  return sql.join(parts, sql` `);
}

const days = (range: DateRange) => sql`day between ${range.from}::date and ${range.to}::date`;

/** Counted bookings as rows of the daily rollup's shape. */
const bookingDays = (scope: AnalysisScope, range: DateRange, product: Product | null) => sql`
  select day, product, department_id, cost_center_id, amount, 1 as bookings, units, voucher,
    policy_saving, co2_g, case when reason_code is null then 0 else 1 end as out_of_policy
  from analysis_bookings
  where corporate_id = ${scope.corporateId}::uuid and counted and ${days(range)}
    ${conditions(scope, product, true)}`;

/**
 * Rows (day, product, department_id, cost_center_id, amount, bookings, units, voucher,
 * policy_saving, co2_g, out_of_policy) of the scope over the range.
 */
export function dailySource(
  scope: AnalysisScope,
  range: DateRange,
  product: Product | null = null,
): SQL {
  if (!readsRollups(scope)) return sql`(${bookingDays(scope, range, product)})`;
  return sql`(select day, product, department_id, cost_center_id, amount, bookings, units,
      voucher, policy_saving, co2_g, out_of_policy
    from analysis_daily where corporate_id = ${scope.corporateId}::uuid and ${days(range)}
      ${conditions(scope, product, false)})`;
}

/** Counted bookings as rows (key, label, amount, bookings, units, co2_g, out_of_policy). */
function bookingKeys(
  scope: AnalysisScope,
  range: DateRange,
  dim: Dim,
  product: Product | null,
  sign: 1 | -1 = 1,
) {
  const key = sql.raw(DIM_KEY[dim]);
  const label = sql.raw(DIM_LABEL[dim] ?? 'null::text');
  const s = sql.raw(String(sign));
  return sql`select ${key} as key, ${label} as label, ${s} * amount as amount, ${s} as bookings,
      ${s} * units as units, ${s} * co2_g as co2_g,
      case when reason_code is null then 0 else ${s} end as out_of_policy
    from analysis_bookings
    where corporate_id = ${scope.corporateId}::uuid and counted and ${days(range)}
      and ${key} is not null ${conditions(scope, product, true)}`;
}

/**
 * Rows (key, label, amount, bookings, units, co2_g, out_of_policy) of one dimension, to be
 * summed by key: whole months from the monthly rollup, days from the bookings (added, or taken
 * away from a month read whole; buckets.ts `splitMonths`).
 */
export function dimSource(
  scope: AnalysisScope,
  range: DateRange,
  dim: Dim,
  product: Product | null = null,
): SQL {
  if (!readsRollups(scope)) return sql`(${bookingKeys(scope, range, dim, product)})`;
  const split = splitMonths(range);
  const parts = [
    ...split.edges.map((edge) => bookingKeys(scope, edge, dim, product)),
    ...split.minus.map((days) => bookingKeys(scope, days, dim, product, -1)),
  ];
  if (split.months) {
    parts.push(sql`select key, label, amount, bookings, units, co2_g, out_of_policy
      from analysis_monthly
      where corporate_id = ${scope.corporateId}::uuid and dim = ${dim}
        and month between ${split.months.from}::date and ${split.months.to}::date
        ${conditions(scope, product, false)}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** Counted bookings as rows (user_id, bookings), to be summed by person. */
function bookingTravellers(scope: AnalysisScope, range: DateRange, sign: 1 | -1 = 1) {
  return sql`select user_id, ${sql.raw(String(sign))} as bookings from analysis_bookings
    where corporate_id = ${scope.corporateId}::uuid and counted and ${days(range)}
      ${conditions(scope, null, true)}`;
}

/** Rows of the traveller rollup of one period kind whose starts lie in `starts`. */
function rolledTravellers(scope: AnalysisScope, period: 'MONTH' | 'QUARTER', starts: DateRange) {
  return sql`select user_id, bookings from analysis_travellers
    where corporate_id = ${scope.corporateId}::uuid and period = ${period}
      and start between ${starts.from}::date and ${starts.to}::date
      ${conditions(scope, null, false)}`;
}

/**
 * Rows (user_id, bookings) of the people who travelled in the range, to be summed by person:
 * whole quarters and months from `analysis_travellers`, the days at the edges from the bookings
 * (added, or taken away from a month read whole), as `dimSource` does for one dimension.
 */
export function travellerSource(scope: AnalysisScope, range: DateRange): SQL {
  if (!readsRollups(scope)) return sql`(${bookingTravellers(scope, range)})`;
  const split = splitMonths(range);
  const parts = [
    ...split.edges.map((edge) => bookingTravellers(scope, edge)),
    ...split.minus.map((days) => bookingTravellers(scope, days, -1)),
  ];
  if (split.months) {
    const { quarters, months } = splitQuarters(split.months);
    if (quarters) parts.push(rolledTravellers(scope, 'QUARTER', quarters));
    parts.push(...months.map((starts) => rolledTravellers(scope, 'MONTH', starts)));
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
