/**
 * Trips' SQL (docs/trips.md). Every read of company trips takes the corporate id and puts it in
 * its WHERE clause; a traveller's own reads put the user id there. No rules, no permissions.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { TripPurpose } from './rules.js';

/** A PostgreSQL array literal of values the input schemas already checked (uuids, city ids). */
const arrayOf = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

// ---------------------------------------------------------------------------------------------
// Assigning a paid order

export interface PaidOrderFacts extends Record<string, unknown> {
  id: string;
  user_id: string;
  status: string;
  corporate_id: string | null;
  cost_center_id: string | null;
  items: { kind: string; product: Record<string, unknown>; metadata: Record<string, unknown> }[];
}

/** The paid order with what its session says about the company and its items. */
export async function paidOrderFacts(db: Db, orderId: string): Promise<PaidOrderFacts | null> {
  const result = await db.execute<PaidOrderFacts>(sql`
    select o.id, o.user_id, o.status::text as status,
           coalesce(s.corporate_id, case when s.is_corporate then (
             select m.corporate_id from corporate_staffs m
             where m.user_id = o.user_id and m.active order by m.inserted_at limit 1) end)
             as corporate_id,
           s.cost_center_id,
           coalesce((select json_agg(json_build_object('kind', i.kind, 'product', i.product,
                       'metadata', i.metadata) order by i.inserted_at, i.id)
                     from shopping_items i where i.payment_checkout_session_id = s.id), '[]')
             as items
    from user_orders o join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    where o.id = ${orderId}::uuid and s.product_type <> 'TOP_UP'`);
  return result.rows[0] ?? null;
}

/** The city of each airport code. */
export async function airportCities(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const result = await db.execute<{ code: string; city_id: string }>(sql`
    select code::text as code, city_id from airports where code = any(${arrayOf(codes)}::text[])`);
  return new Map(result.rows.map((r) => [r.code.trim(), r.city_id]));
}

/** Cities of local properties (`local:<uuid>` or a bare uuid); other suppliers' have none. */
export async function propertyCities(db: Db, propertyIds: string[]): Promise<string[]> {
  const local = propertyIds
    .map((id) => id.replace(/^local:/i, '').toLowerCase())
    .filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id));
  if (!local.length) return [];
  const result = await db.execute<{ city_id: string }>(sql`
    select distinct city_id from properties where id = any(${arrayOf(local)}::uuid[])`);
  return result.rows.map((r) => r.city_id);
}

/** Serialises assignments of one traveller's orders (inside the paying transaction). */
export async function lockTraveller(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`trips:${userId}`}))`);
}

export async function tripOfOrder(db: Db, orderId: string): Promise<string | null> {
  const result = await db.execute<{ trip_id: string }>(sql`
    select trip_id from trip_orders where user_order_id = ${orderId}::uuid`);
  return result.rows[0]?.trip_id ?? null;
}

export interface TripSpanRow extends Record<string, unknown> {
  id: string;
  start_date: string;
  end_date: string;
  origin: string | null;
  places: string[];
}

/** The traveller's trips of the purpose (and company) whose dates come near [from, to]. */
export async function tripsNear(
  db: Db,
  userId: string,
  purpose: TripPurpose,
  corporateId: string | null,
  from: string,
  to: string,
): Promise<TripSpanRow[]> {
  const result = await db.execute<TripSpanRow>(sql`
    select id, start_date::text as start_date, end_date::text as end_date, origin, places
    from trips
    where user_id = ${userId}::uuid and purpose = ${purpose}
      and corporate_id is not distinct from ${corporateId}::uuid
      and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date, id`);
  return result.rows;
}

export async function insertTrip(
  db: Db,
  row: {
    user_id: string;
    corporate_id: string | null;
    purpose: TripPurpose;
    start_date: string;
    end_date: string;
    origin: string | null;
    places: string[];
    cost_center_id: string | null;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into trips (user_id, corporate_id, purpose, start_date, end_date, origin, places,
      cost_center_id)
    values (${row.user_id}::uuid, ${row.corporate_id}::uuid, ${row.purpose}, ${row.start_date}::date,
      ${row.end_date}::date, ${row.origin}, ${arrayOf(row.places)}::text[],
      ${row.cost_center_id}::uuid)
    returning id`);
  return result.rows[0].id;
}

/** Widens the trip to the order's dates and adds its new destinations. */
export async function widenTrip(
  db: Db,
  tripId: string,
  span: { start: string; end: string; places: string[]; costCenterId: string | null },
): Promise<void> {
  await db.execute(sql`
    update trips set
      start_date = least(start_date, ${span.start}::date),
      end_date = greatest(end_date, ${span.end}::date),
      places = places || ${arrayOf(span.places)}::text[],
      cost_center_id = coalesce(cost_center_id, ${span.costCenterId}::uuid),
      updated_at = now()
    where id = ${tripId}::uuid`);
}

export async function linkOrder(
  db: Db,
  tripId: string,
  orderId: string,
  span: { start: string; end: string; places: string[] },
): Promise<void> {
  await db.execute(sql`
    insert into trip_orders (user_order_id, trip_id, start_date, end_date, places)
    values (${orderId}::uuid, ${tripId}::uuid, ${span.start}::date, ${span.end}::date,
      ${arrayOf(span.places)}::text[])
    on conflict (user_order_id) do nothing`);
}

/** Paid orders without a trip (the demo seed's backfill). */
export async function ordersWithoutTrip(db: Db): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select o.id from user_orders o
    join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    where o.status = 'SUCCESSFUL' and s.product_type <> 'TOP_UP'
      and not exists (select 1 from trip_orders t where t.user_order_id = o.id)
    order by o.paid_at, o.id`);
  return result.rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Reading trips

/** Whose trips a query may read: the traveller's own, or a company's (an approver's staff). */
export type TripScope =
  | { kind: 'own'; userId: string }
  | { kind: 'company'; corporateId: string; approverId: string | null };

export interface TripQuery {
  purposes: TripPurpose[];
  time: 'ALL' | 'UPCOMING' | 'ONGOING' | 'PAST';
  window: { from: string | null; to: string | null };
  userIds: string[] | null;
  departmentIds: string[] | null;
  costCenterIds: string[] | null;
  locations: string[] | null;
  search: string | null;
  limit: number;
  offset: number;
}

export interface TripRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  corporate_id: string | null;
  purpose: TripPurpose;
  name: string | null;
  start_date: string;
  end_date: string;
  places: string[];
  cost_center_id: string | null;
  cost_center_name: string | null;
  traveller_first_name: string | null;
  traveller_last_name: string | null;
  traveller_email: string | null;
  booking_count: number;
  total_price: string | number;
  currency: string | null;
  total_count?: number;
}

export function scopeSql(scope: TripScope): SQL {
  if (scope.kind === 'own') return sql`t.user_id = ${scope.userId}::uuid`;
  const company = sql`t.corporate_id = ${scope.corporateId}::uuid`;
  if (!scope.approverId) return company;
  // An approver: their own trips and those of the staff they approve, named on the staff row or
  // through the department (both of this corporate).
  return sql`${company} and (t.user_id = ${scope.approverId}::uuid or t.user_id in (
    select s.user_id from corporate_staffs s
    where s.corporate_id = ${scope.corporateId}::uuid and (s.approver_id = ${scope.approverId}::uuid
      or s.department_id in (select d.id from departments d
        where d.corporate_id = ${scope.corporateId}::uuid and d.approver_id = ${scope.approverId}::uuid))))`;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterSql(q: TripQuery, today: string): SQL[] {
  const where: SQL[] = [];
  if (q.purposes.length === 0) where.push(sql`false`);
  else if (q.purposes.length === 1) where.push(sql`t.purpose = ${q.purposes[0]}`);
  if (q.time === 'UPCOMING') where.push(sql`t.start_date > ${today}::date`);
  if (q.time === 'ONGOING')
    where.push(sql`t.start_date <= ${today}::date and t.end_date >= ${today}::date`);
  if (q.time === 'PAST') where.push(sql`t.end_date < ${today}::date`);
  if (q.window.from) where.push(sql`t.end_date >= ${q.window.from}::date`);
  if (q.window.to) where.push(sql`t.start_date <= ${q.window.to}::date`);
  if (q.userIds) where.push(sql`t.user_id = any(${arrayOf(q.userIds)}::uuid[])`);
  if (q.costCenterIds) where.push(sql`t.cost_center_id = any(${arrayOf(q.costCenterIds)}::uuid[])`);
  if (q.locations) where.push(sql`t.places && ${arrayOf(q.locations)}::text[]`);
  if (q.departmentIds) {
    where.push(sql`exists (select 1 from corporate_staffs ds where ds.user_id = t.user_id
      and ds.corporate_id = t.corporate_id
      and ds.department_id = any(${arrayOf(q.departmentIds)}::uuid[]))`);
  }
  if (q.search) {
    const like = likeOf(q.search);
    where.push(sql`(t.name ilike ${like}
      or concat_ws(' ', u.last_name, u.first_name) ilike ${like} or u.email ilike ${like}
      or exists (select 1 from cities c where c.id = any(t.places)
        and (c.name_vi ilike ${like} or c.name_en ilike ${like}))
      or exists (select 1 from trip_orders x join user_orders xo on xo.id = x.user_order_id
        join shopping_items xi on xi.payment_checkout_session_id = xo.payment_checkout_session_id
        where x.trip_id = t.id and xi.booking_code ilike ${like}))`);
  }
  return where;
}

const TRIP_COLUMNS = sql`t.id, t.user_id, t.corporate_id, t.purpose::text as purpose, t.name,
  t.start_date::text as start_date, t.end_date::text as end_date, t.places, t.cost_center_id,
  cc.name as cost_center_name, u.first_name as traveller_first_name,
  u.last_name as traveller_last_name, u.email as traveller_email,
  coalesce(agg.booking_count, 0)::int as booking_count, coalesce(agg.total_price, 0) as total_price,
  agg.currency`;

const TRIP_JOINS = sql`join users u on u.id = t.user_id
  left join cost_centers cc on cc.id = t.cost_center_id and cc.corporate_id = t.corporate_id
  left join lateral (
    select count(*) as booking_count,
           sum(o.price) filter (where o.status = 'SUCCESSFUL') as total_price,
           min(o.currency) as currency
    from trip_orders x join user_orders o on o.id = x.user_order_id where x.trip_id = t.id
  ) agg on true`;

/** A page of trips: upcoming and ongoing first by departure, then past ones, latest first. */
export async function listTrips(
  db: Db,
  scope: TripScope,
  q: TripQuery,
  today: string,
): Promise<{ rows: TripRow[]; total: number }> {
  const where = sql.join([scopeSql(scope), ...filterSql(q, today)], sql` and `);
  const result = await db.execute<TripRow>(sql`
    with page as (
      select t.*, count(*) over () as total_count from trips t join users u on u.id = t.user_id
      where ${where}
      order by (t.end_date < ${today}::date),
        case when t.end_date >= ${today}::date then t.start_date end asc,
        t.start_date desc, t.id
      limit ${q.limit} offset ${q.offset}
    )
    select ${TRIP_COLUMNS}, t.total_count::int as total_count from page t ${TRIP_JOINS}
    order by (t.end_date < ${today}::date),
      case when t.end_date >= ${today}::date then t.start_date end asc, t.start_date desc, t.id`);
  const rows = result.rows;
  if (rows.length) return { rows, total: Number(rows[0].total_count) };
  if (q.offset === 0) return { rows, total: 0 };
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from trips t join users u on u.id = t.user_id where ${where}`);
  return { rows, total: Number(counted.rows[0].n) };
}

/** One trip within the scope, or null. */
export async function tripInScope(db: Db, scope: TripScope, id: string): Promise<TripRow | null> {
  const result = await db.execute<TripRow>(sql`
    select ${TRIP_COLUMNS} from trips t ${TRIP_JOINS}
    where t.id = ${id}::uuid and ${scopeSql(scope)}`);
  return result.rows[0] ?? null;
}

export async function cityNames(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const result = await db.execute<{ id: string; name_vi: string; name_en: string }>(sql`
    select id, name_vi, name_en from cities where id = any(${arrayOf(ids)}::text[])`);
  return result.rows;
}

export interface TripBookingRow extends Record<string, unknown> {
  id: string;
  status: string;
  start_date: string;
  end_date: string;
  price: string | number;
  currency: string;
  payment_method: string | null;
  paid_at: Date | string | null;
  payment_type: string;
  first_pay: string | number | null;
  first_paid_at: Date | string | null;
  product_type: string;
  payment_checkout_session_id: string;
  booking_note: Record<string, string | null> | null;
  paid_by: string | null;
  paid_by_name: string | null;
  paid_by_email: string | null;
  booked_by: string;
  booked_by_name: string | null;
  booked_by_email: string | null;
  user_id: string;
  cart_token: string;
  trip_id: string;
  items: {
    kind: string;
    product: Record<string, unknown>;
    metadata: Record<string, unknown>;
    booking_code: string | null;
  }[];
}

/** The trip's orders in the order they happen. */
export async function bookingsOfTrip(db: Db, tripId: string): Promise<TripBookingRow[]> {
  const result = await db.execute<TripBookingRow>(sql`
    select o.id, o.status::text as status, x.start_date::text as start_date,
      x.end_date::text as end_date, o.price, o.currency, o.payment_method::text as payment_method,
      o.paid_at, s.payment_type, s.first_pay, s.first_paid_at, s.product_type::text as product_type,
      s.id as payment_checkout_session_id, s.booking_note, o.user_id, s.cart_token, x.trip_id,
      o.paid_by, concat_ws(' ', pb.last_name, pb.first_name) as paid_by_name,
      pb.email as paid_by_email, o.booked_by,
      concat_ws(' ', bb.last_name, bb.first_name) as booked_by_name, bb.email as booked_by_email,
      coalesce((select json_agg(json_build_object('kind', i.kind, 'product', i.product,
                  'metadata', i.metadata, 'booking_code', i.booking_code)
                order by i.inserted_at, i.id)
                from shopping_items i where i.payment_checkout_session_id = s.id), '[]') as items
    from trip_orders x join user_orders o on o.id = x.user_order_id
    join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    left join users pb on pb.id = o.paid_by
    join users bb on bb.id = o.booked_by
    where x.trip_id = ${tripId}::uuid
    order by x.start_date, o.paid_at, o.id`);
  return result.rows;
}

/** Does any order of the trip have a company part (CORPORATE or SPLIT)? */
export async function tripHasCompanyPayment(db: Db, tripId: string): Promise<boolean> {
  const result = await db.execute<{ yes: boolean }>(sql`
    select exists (select 1 from trip_orders x join user_orders o on o.id = x.user_order_id
      join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
      where x.trip_id = ${tripId}::uuid and s.payment_type <> 'PERSONAL') as yes`);
  return Boolean(result.rows[0]?.yes);
}

export async function costCenterOf(db: Db, corporateId: string, id: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    select id from cost_centers where corporate_id = ${corporateId}::uuid and id = ${id}::uuid`);
  return result.rows.length > 0;
}

export async function updateTripRow(
  db: Db,
  userId: string,
  id: string,
  patch: {
    name?: string | null;
    purpose?: TripPurpose;
    corporate_id?: string | null;
    cost_center_id?: string | null;
  },
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.purpose !== undefined) sets.push(sql`purpose = ${patch.purpose}`);
  if (patch.corporate_id !== undefined) sets.push(sql`corporate_id = ${patch.corporate_id}::uuid`);
  if (patch.cost_center_id !== undefined)
    sets.push(sql`cost_center_id = ${patch.cost_center_id}::uuid`);
  await db.execute(sql`update trips set ${sql.join(sets, sql`, `)}
    where id = ${id}::uuid and user_id = ${userId}::uuid`);
}
