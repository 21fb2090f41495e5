/**
 * Booking histories' SQL (issue 22, docs/finance.md): the company's bookings are the checkouts
 * charged to it (`corporate_payments`) or recorded under its expense programme
 * (`expense_bookings`), each with its order, its item (a checkout holds one product) and the
 * traveller's current staff row. Every statement names the corporate id in its WHERE clause;
 * `onlyUser` narrows to one person's bookings (booked for or by them). No rules, no permissions.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import type { BookingFilter } from './input.js';

export interface BookingRow extends Record<string, unknown> {
  id: string;
  booking_id: string;
  user_order_id: string;
  user_id: string;
  booked_by: string;
  price: number | string;
  currency: string;
  guest: string | null;
  inserted_at: Date | string;
  code: string | null;
  net_price: number | string;
  vat_amount: number | string;
  surcharge: number | string;
  company_amount: number | string;
  kind: 'FLIGHT_BOOKING' | 'ROOM_TYPE' | 'ROOM_STAYING';
  product: Record<string, unknown>;
  metadata: Record<string, unknown>;
  status: string;
  payment_method: string | null;
  cost_center_id: string | null;
  cost_center_name: string | null;
  department_id: string | null;
  department_name: string | null;
  user: PersonRow;
  booker: PersonRow | null;
}

export interface PersonRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

export interface Scope {
  corporateId: string;
  /** Only bookings made for or by this user (a grant of 'own'); null: the whole company. */
  onlyUser: string | null;
}

/** The company's checkouts: charged to it, or recorded under its expense programme. */
const company = (corporateId: string) => sql`(
  select cp.payment_checkout_session_id as session_id,
    case when cp.refunded_at is null and cp.released_at is null then cp.amount else 0 end
      as company_amount
  from corporate_payments cp where cp.corporate_id = ${corporateId}::uuid
  union all
  select e.payment_checkout_session_id, 0 from expense_bookings e
  where e.corporate_id = ${corporateId}::uuid and not exists (
    select 1 from corporate_payments c2
    where c2.payment_checkout_session_id = e.payment_checkout_session_id))`;

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'email', ${alias}.email,
    'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name,
    'avatar', ${alias}.avatar)`);

/** FROM … WHERE for the scope; the columns are the caller's. */
export function from(scope: Scope): SQL {
  const c = scope.corporateId;
  return sql`
  from ${company(c)} k
  join payment_checkout_sessions s on s.id = k.session_id
  join user_orders o on o.payment_checkout_session_id = s.id
  join lateral (select * from shopping_items si where si.payment_checkout_session_id = s.id
    order by si.inserted_at, si.id limit 1) i on true
  join users u on u.id = o.user_id
  left join users b on b.id = o.booked_by
  left join corporate_staffs st on st.corporate_id = ${c}::uuid and st.user_id = o.user_id
  left join departments d on d.corporate_id = ${c}::uuid and d.id = st.department_id
  left join cost_centers cc on cc.corporate_id = ${c}::uuid and cc.id = s.cost_center_id
  where true ${scope.onlyUser ? sql`and (o.user_id = ${scope.onlyUser}::uuid or o.booked_by = ${scope.onlyUser}::uuid)` : sql``}`;
}

/** A flight of the product, only what the history shows. */
const flight = (path: string) =>
  sql.raw(`case when jsonb_typeof(i.product->'${path}') = 'object' then jsonb_build_object(
    'code', i.product->'${path}'->'code', 'departure', i.product->'${path}'->'departure',
    'arrival', i.product->'${path}'->'arrival',
    'seat_class', jsonb_build_object('type', i.product->'${path}'->'seat_class'->'type')) end`);

/**
 * The part of the item's product the history shows (not its photos, fares or rate plans): the
 * room type and property, the nights, the passengers and the flights.
 */
const PRODUCT = sql`jsonb_build_object(
  'id', i.product->'id', 'name', i.product->'name',
  'property', jsonb_build_object('id', i.product->'property'->'id',
    'name', i.product->'property'->'name'),
  'room_stayings', (select coalesce(jsonb_agg(jsonb_build_object('id', n->'id',
      'available_at', n->'available_at')), '[]'::jsonb)
    from jsonb_array_elements(case when jsonb_typeof(i.product->'room_stayings') = 'array'
      then i.product->'room_stayings' else '[]'::jsonb end) n),
  'passengers', i.product->'passengers',
  'departure_flight', ${flight('departure_flight')},
  'return_flight', ${flight('return_flight')})`;

const COLUMNS = sql`
  s.id, i.id as booking_id, o.id as user_order_id, o.user_id, o.booked_by, s.price, s.currency,
  s.booking_note->>'guest' as guest, o.inserted_at, i.booking_code as code,
  s.duty_free_price as net_price, s.tax_fee as vat_amount,
  (select coalesce(sum((x->>'amount')::bigint), 0) from jsonb_array_elements(s.surcharges) x)
    as surcharge,
  k.company_amount, i.kind::text as kind, ${PRODUCT} as product,
  jsonb_build_object('check_in', i.metadata->'check_in', 'check_out', i.metadata->'check_out')
    as metadata, o.status::text as status,
  o.payment_method::text as payment_method, s.cost_center_id, cc.name as cost_center_name,
  st.department_id, d.name as department_name,
  ${person('u')} as "user", case when b.id is null then null else ${person('b')} end as booker`;

/** The filter's conditions (each `and …`); ids are checked uuids. */
export function conditions(filter: BookingFilter, userOrderId: string | null): SQL {
  const parts: SQL[] = [];
  if (userOrderId) parts.push(sql`o.id = ${userOrderId}::uuid`);
  if (filter.from) parts.push(sql`o.inserted_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`o.inserted_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.user_ids.length)
    parts.push(sql`o.user_id = any(${sqlArray(filter.user_ids, 'uuid')})`);
  if (filter.department_ids.length) {
    parts.push(sql`st.department_id = any(${sqlArray(filter.department_ids, 'uuid')})`);
  }
  if (filter.cost_center_ids.length) {
    parts.push(sql`s.cost_center_id = any(${sqlArray(filter.cost_center_ids, 'uuid')})`);
  }
  if (filter.product_type) {
    parts.push(sql`s.product_type = ${filter.product_type}::checkout_product_type`);
  }
  if (filter.payment_methods.length) {
    parts.push(sql`o.payment_method::text = any(${sqlArray(filter.payment_methods, 'text')})`);
  }
  if (filter.statuses.length) {
    parts.push(sql`o.status::text = any(${sqlArray(filter.statuses, 'text')})`);
  }
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(i.booking_code ilike ${like} or s.booking_note->>'guest' ilike ${like}
      or i.product->'property'->>'name' ilike ${like}
      or concat_ws(' ', u.last_name, u.first_name) ilike ${like})`);
  }
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The spec's keyset page: newest first, before the booking `lastId` (of the same company). */
export async function bookingsAfter(
  db: Db,
  scope: Scope,
  page: { lastId: string | null; limit: number; userOrderId: string | null },
): Promise<BookingRow[]> {
  const before = page.lastId
    ? sql`and (o.inserted_at, s.id) < (select o2.inserted_at, s2.id from user_orders o2
        join payment_checkout_sessions s2 on s2.id = o2.payment_checkout_session_id
        where s2.id = ${page.lastId}::uuid)`
    : sql``;
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    ${conditions(EMPTY, page.userOrderId)} ${before}
    order by o.inserted_at desc, s.id desc limit ${page.limit}`);
  return rows;
}

const EMPTY: BookingFilter = {
  from: null,
  to: null,
  user_ids: [],
  department_ids: [],
  cost_center_ids: [],
  product_type: null,
  payment_methods: [],
  statuses: [],
  search: null,
};

/** An offset page of the filtered bookings, sorted. */
export async function bookingsPage(
  db: Db,
  scope: Scope,
  page: {
    filter: BookingFilter;
    userOrderId: string | null;
    sort: { field: 'INSERTED_AT' | 'PRICE'; direction: 'ASC' | 'DESC' };
    limit: number;
    offset: number;
  },
): Promise<BookingRow[]> {
  const dir = sql.raw(page.sort.direction === 'ASC' ? 'asc' : 'desc');
  const key = page.sort.field === 'PRICE' ? sql`s.price` : sql`o.inserted_at`;
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    ${conditions(page.filter, page.userOrderId)}
    order by ${key} ${dir}, s.id ${dir} limit ${page.limit} offset ${page.offset}`);
  return rows;
}

export interface TotalsRow extends Record<string, unknown> {
  currency: string;
  count: number | string;
  price: number | string;
  net_price: number | string;
  vat_amount: number | string;
  surcharge: number | string;
  company_amount: number | string;
}

/** Sums over every filtered booking, per currency. */
export async function bookingTotals(
  db: Db,
  scope: Scope,
  filter: BookingFilter,
  userOrderId: string | null,
): Promise<TotalsRow[]> {
  const { rows } = await db.execute<TotalsRow>(sql`
    select s.currency, count(*) as count, coalesce(sum(s.price), 0) as price,
      coalesce(sum(s.duty_free_price), 0) as net_price, coalesce(sum(s.tax_fee), 0) as vat_amount,
      coalesce(sum((select coalesce(sum((x->>'amount')::bigint), 0)
        from jsonb_array_elements(s.surcharges) x)), 0) as surcharge,
      coalesce(sum(k.company_amount), 0) as company_amount
    ${from(scope)} ${conditions(filter, userOrderId)}
    group by s.currency order by s.currency`);
  return rows;
}

/** One booking of the company (by its id, the checkout's), or null. */
export async function bookingById(db: Db, scope: Scope, id: string): Promise<BookingRow | null> {
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    and s.id = ${id}::uuid`);
  return rows[0] ?? null;
}

/** One booking of the company by its order id, or null (user_order_history). */
export async function bookingByOrder(
  db: Db,
  scope: Scope,
  orderId: string,
): Promise<BookingRow | null> {
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    and o.id = ${orderId}::uuid`);
  return rows[0] ?? null;
}

/** The spec's order keyset page over [from, to), newest first, before the order `lastId`. */
export async function ordersAfter(
  db: Db,
  scope: Scope,
  page: { lastId: string | null; limit: number; from: Date | null; to: Date | null },
): Promise<BookingRow[]> {
  const before = page.lastId
    ? sql`and (o.inserted_at, o.id) < (select o2.inserted_at, o2.id from user_orders o2
        where o2.id = ${page.lastId}::uuid)`
    : sql``;
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    ${conditions({ ...EMPTY, from: page.from, to: page.to }, null)} ${before}
    order by o.inserted_at desc, o.id desc limit ${page.limit}`);
  return rows;
}

/** Hotel bookings, offset-paged, and how many match. */
export async function hotelBookings(
  db: Db,
  scope: Scope,
  page: {
    filter: BookingFilter;
    limit: number;
    offset: number;
  },
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = conditions({ ...page.filter, product_type: 'HOTEL' }, null);
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)} ${where}
    order by o.inserted_at desc, s.id desc limit ${page.limit} offset ${page.offset}`);
  const counted = await db.execute<{ n: number | string }>(
    sql`select count(*) as n ${from(scope)} ${where}`,
  );
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}

export { EMPTY as NO_FILTER };

/** The company's bookings among `ids` (statement lines; checked uuids), in no order. */
export async function bookingsByIds(db: Db, scope: Scope, ids: string[]): Promise<BookingRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<BookingRow>(sql`select ${COLUMNS} ${from(scope)}
    and s.id = any(${sqlArray(ids, 'uuid')})`);
  return rows;
}
