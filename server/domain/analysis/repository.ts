/**
 * The dashboards' aggregates (SQL only, over sources.ts): totals, series, breakdowns and the
 * slices of one dimension. Every statement names the corporate id (in its source).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import type { DateRange, TimeUnit } from './buckets.js';
import type { AnalysisScope } from './scope.js';
import { dailySource, dimSource, travellerSource, type Dim, type Product } from './sources.js';
import { executeRange } from './execute.js';

export interface TotalsRow extends Record<string, unknown> {
  amount: string | number;
  bookings: string | number;
  flight_amount: string | number;
  tickets: string | number;
  hotel_amount: string | number;
  nights: string | number;
  voucher: string | number;
  policy_saving: string | number;
  co2_g: string | number;
  out_of_policy: string | number;
}

const TOTALS = sql`coalesce(sum(amount), 0) as amount, coalesce(sum(bookings), 0) as bookings,
  coalesce(sum(amount) filter (where product = 'FLIGHT'), 0) as flight_amount,
  coalesce(sum(units) filter (where product = 'FLIGHT'), 0) as tickets,
  coalesce(sum(amount) filter (where product = 'HOTEL'), 0) as hotel_amount,
  coalesce(sum(units) filter (where product = 'HOTEL'), 0) as nights,
  coalesce(sum(voucher), 0) as voucher, coalesce(sum(policy_saving), 0) as policy_saving,
  coalesce(sum(co2_g), 0) as co2_g, coalesce(sum(out_of_policy), 0) as out_of_policy`;

/** The scope's totals over the range. */
export async function totals(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  product: Product | null = null,
): Promise<TotalsRow> {
  const { rows } = await executeRange<TotalsRow>(
    db,
    sql`select ${TOTALS} from ${dailySource(scope, range, product)} t`,
  );
  return rows[0];
}

/** How many people travelled (a counted booking) in the range. */
export async function travellers(db: Db, scope: AnalysisScope, range: DateRange): Promise<number> {
  const { rows } = await executeRange<{ n: string | number }>(
    db,
    sql`select count(*) as n from (
    select user_id from ${travellerSource(scope, range)} t
    group by user_id having sum(bookings) > 0) k`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface BucketRow extends Record<string, unknown> {
  start: string;
  amount: string | number;
  count: string | number;
}

const TRUNC: Record<TimeUnit, string> = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  QUARTER: 'quarter',
  YEAR: 'year',
};

/** Amount and bookings per bucket (only buckets with rows). */
export async function series(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  unit: TimeUnit,
  product: Product | null = null,
): Promise<BucketRow[]> {
  const start = sql`to_char(date_trunc(${TRUNC[unit]}, day::timestamp), 'YYYY-MM-DD')`;
  const { rows } = await executeRange<BucketRow>(
    db,
    sql`select ${start} as start,
      sum(amount) as amount, sum(bookings) as count
    from ${dailySource(scope, range, product)} t group by 1 order by 1`,
  );
  return rows;
}

/** Amount and bookings per day of each cost center over its own range (the burn). */
export async function costCenterDays(
  db: Db,
  scope: AnalysisScope,
  centers: { id: string; from: string; to: string }[],
): Promise<{ cost_center_id: string; day: string; amount: string; count: string }[]> {
  if (!centers.length) return [];
  const from = centers.reduce((m, c) => (c.from < m ? c.from : m), centers[0].from);
  const to = centers.reduce((m, c) => (c.to > m ? c.to : m), centers[0].to);
  const { rows } = await executeRange<{
    cost_center_id: string;
    day: string;
    amount: string;
    count: string;
  }>(
    db,
    sql`
    select p.id::text as cost_center_id, to_char(t.day, 'YYYY-MM-DD') as day,
      sum(t.amount) as amount, sum(t.bookings) as count
    from ${dailySource(scope, { from, to })} t
    join unnest(${sqlArray(
      centers.map((c) => c.id),
      'uuid',
    )},
      ${sqlArray(
        centers.map((c) => c.from),
        'text',
      )}, ${sqlArray(
        centers.map((c) => c.to),
        'text',
      )})
      as p(id, from_day, to_day)
      on t.cost_center_id = p.id and t.day between p.from_day::date and p.to_day::date
    group by 1, 2 order by 1, 2`,
  );
  return rows;
}

export interface SliceRow extends Record<string, unknown> {
  key: string | null;
  label: string | null;
  amount: string | number;
  bookings: string | number;
  units: string | number;
}

/** Labels of a breakdown's keys, joined in SQL (names the company keeps, or the inventory's). */
function labelled(scope: AnalysisScope, what: string, inner: SQL, lang: 'vi' | 'en'): SQL {
  const c = scope.corporateId;
  switch (what) {
    case 'department':
      return sql`select g.*, d.name as name from (${inner}) g
        left join departments d on d.corporate_id = ${c}::uuid and d.id::text = g.key`;
    case 'cost_center':
      return sql`select g.*, cc.name as name from (${inner}) g
        left join cost_centers cc on cc.corporate_id = ${c}::uuid and cc.id::text = g.key`;
    case 'user':
      return sql`select g.*, nullif(concat_ws(' ', u.last_name, u.first_name), '') as name
        from (${inner}) g left join users u on u.id::text = g.key`;
    case 'city':
      return sql`select g.*, ${sql.raw(lang === 'en' ? 'ci.name_en' : 'ci.name_vi')} as name
        from (${inner}) g left join cities ci on ci.id = g.key`;
    case 'reason':
      return sql`select g.*, r.description as name from (${inner}) g
        left join travel_policy_reasons r on r.corporate_id = ${c}::uuid and r.code = g.key`;
    default:
      return sql`select g.*, g.label as name from (${inner}) g`;
  }
}

export interface NamedSliceRow extends SliceRow {
  name: string | null;
}

/** A breakdown by product, department or cost center (from the daily rollup). */
export async function groupSlices(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  by: 'product' | 'department' | 'cost_center',
  lang: 'vi' | 'en',
  product: Product | null = null,
): Promise<NamedSliceRow[]> {
  const column = sql.raw(by === 'product' ? 'product' : `${by}_id::text`);
  const inner = sql`select ${column} as key, null::text as label, sum(amount) as amount,
      sum(bookings) as bookings, sum(units) as units
    from ${dailySource(scope, range, product)} t group by 1 having sum(bookings) > 0`;
  const { rows } = await executeRange<NamedSliceRow>(
    db,
    sql`${labelled(scope, by, inner, lang)}
    order by amount desc, key nulls last`,
  );
  return rows;
}

/** The `limit` largest slices of one dimension (by amount, or by key for ordered ones). */
export async function dimSlices(
  db: Db,
  scope: AnalysisScope,
  range: DateRange,
  dim: Dim,
  options: { product: Product | null; limit: number; lang: 'vi' | 'en' },
): Promise<NamedSliceRow[]> {
  const inner = sql`select key, max(label) as label, sum(amount) as amount,
      sum(bookings) as bookings, sum(units) as units
    from ${dimSource(scope, range, dim, options.product)} t
    group by key having sum(bookings) > 0 order by sum(amount) desc, key limit ${options.limit}`;
  const { rows } = await executeRange<NamedSliceRow>(
    db,
    sql`${labelled(scope, dim, inner, options.lang)} order by amount desc, key`,
  );
  return rows;
}

/** The lowest nightly cap of the company's policies that applies in each city (any stars). */
export async function cityCaps(
  db: Db,
  scope: AnalysisScope,
  cities: string[],
): Promise<Map<string, number>> {
  if (!cities.length) return new Map();
  const { rows } = await db.execute<{ city: string; cap: string | null }>(sql`
    select v.city, (select min(h.nightly_cost) from travel_policy_hotel_caps h
      where h.corporate_id = ${scope.corporateId}::uuid and h.currency = ${scope.currency}
        and (h.city_id is null or h.city_id = v.city)) as cap
    from unnest(${sqlArray(cities, 'text')}) v(city)`);
  return new Map(rows.filter((r) => r.cap !== null).map((r) => [r.city, Number(r.cap)]));
}
