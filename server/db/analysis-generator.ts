/**
 * The analysis benchmark's bookings (issue 25, docs/analysis.md "Generator"):
 * `npm run seed -- --analysis-scale=1000000 [--analysis-platform=10000000]` writes, through bulk
 * SQL (generate_series, INSERT … SELECT), a company with staff in departments and cost centers, a
 * travel policy, and `scale` paid bookings over the past three years into the real tables —
 * checkout sessions, their items (flights between the inventory's airports, hotels in its
 * cities), orders (mostly successful, some refunded or cancelled) and the company's charges —
 * then the platform's other companies up to `platform` bookings in all. The analysis triggers
 * are skipped while loading (wayfare.analysis_bulk) and each company's facts and rollups are
 * built afterwards by the migration's set-based `analysis_backfill`. The charges are not posted
 * on the ledger (the wallet is not what this measures).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { airlineRows, airportRows, cityRows, countryRows } from './demo/inventory/places.js';
import { airlines, airports, cities, countries } from './schema.js';

export interface GeneratedCompany {
  corporateId: string;
  ownerId: string;
  staff: number;
  bookings: number;
  /** On-trip expense claims (any status). */
  expenses: number;
  ms: number;
}

const DEPARTMENTS = [
  'Kinh doanh',
  'Kỹ thuật',
  'Tài chính',
  'Nhân sự',
  'Vận hành',
  'Marketing',
  'Pháp chế',
  'Mua hàng',
  'Dự án',
  'Chăm sóc khách hàng',
  'Nghiên cứu',
  'Ban giám đốc',
];
const YEARS = 3;

/** The inventory's places and airlines, when the database has none yet (a bench database). */
async function ensurePlaces(db: Db): Promise<void> {
  const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from airports`);
  if (Number(rows[0].n) > 0) return;
  await db.insert(countries).values(countryRows()).onConflictDoNothing();
  await db.insert(cities).values(cityRows()).onConflictDoNothing();
  await db.insert(airports).values(airportRows()).onConflictDoNothing();
  await db.insert(airlines).values(airlineRows()).onConflictDoNothing();
}

/** One company and its bookings; `label` names it. */
export async function generateCompany(
  db: Db,
  options: { bookings: number; staff?: number; label: string },
): Promise<GeneratedCompany> {
  const started = performance.now();
  await ensurePlaces(db);
  const staff = options.staff ?? Math.min(20_000, Math.max(20, Math.round(options.bookings / 100)));
  const slug = `${options.label}-${Date.now().toString(36)}`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('wayfare.analysis_bulk', 'on', true)`);
    const [owner] = (
      await tx.execute<{ id: string }>(sql`insert into users (email, first_name, last_name)
        values (${`owner-${slug}@analysis.example`}, 'Chủ', 'Doanh nghiệp') returning id`)
    ).rows;
    const [corp] = (
      await tx.execute<{ id: string }>(sql`insert into corporates (user_id, company_name,
          display_name, status, approved_at)
        values (${owner.id}, ${`Tập đoàn ${options.label}`}, ${options.label}, 'APPROVED', now())
        returning id`)
    ).rows;
    const c = corp.id;
    await tx.execute(sql`insert into departments (corporate_id, name)
      select ${c}, d from unnest(${sql.raw(`array[${DEPARTMENTS.map((d) => `'${d}'`).join(',')}]`)}) d`);
    await tx.execute(sql`insert into cost_centers (corporate_id, name, code)
      select ${c}, 'Dự án ' || g, 'CC' || g from generate_series(1, 24) g`);
    await tx.execute(sql`insert into cost_center_budgets (corporate_id, cost_center_id, amount, reset_period)
      select corporate_id, id, 2000000000, 'MONTHLY' from cost_centers where corporate_id = ${c}`);
    const [level] = (
      await tx.execute<{ id: string }>(sql`insert into corporate_levels (corporate_id, name)
        values (${c}, 'Nhân viên') returning id`)
    ).rows;
    await tx.execute(sql`with p as (insert into travel_policies (corporate_id, corporate_level_id,
        allowed_cabins, one_way_cost, round_trip_cost, out_of_policy_action)
      values (${c}, ${level.id}, '{ECONOMY,PREMIUM_ECONOMY}', 4000000, 7000000, 'ALLOW_WITH_REASON')
      returning id, corporate_id)
      insert into travel_policy_hotel_caps (corporate_id, policy_id, city_id, nightly_cost)
      select corporate_id, id, null, 2500000 from p`);
    await tx.execute(sql`insert into travel_policy_reasons (corporate_id, code, description, position)
      values (${c}, 'URGENT', 'Chuyến đi gấp', 0), (${c}, 'CLIENT', 'Khách hàng yêu cầu', 1),
        (${c}, 'NO_FARE', 'Không còn vé rẻ hơn', 2)`);
    await tx.execute(
      sql`insert into corporate_staffs (corporate_id, user_id, role) values (${c}, ${owner.id}, 'OWNER')`,
    );
    // Staff: people in departments, each with a home cost center of their department.
    await tx.execute(sql`create temp table gen_staff (i int, user_id uuid) on commit drop`);
    await tx.execute(sql`with u as (insert into users (email, first_name, last_name)
        select ${`staff-${slug}-`} || g || '@analysis.example',
          (array['An','Bình','Chi','Dũng','Giang','Hà','Hùng','Lan','Minh','Nam','Phương','Quân','Thảo','Trang','Tú','Vy'])[1 + g % 16],
          (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Huỳnh','Phan','Vũ','Võ','Đặng','Bùi','Đỗ'])[1 + (g / 16) % 12]
        from generate_series(1, ${staff}) g returning id, email)
      insert into gen_staff select row_number() over (order by u.email) - 1, u.id from u`);
    await tx.execute(sql`create temp table gen_depts on commit drop as
      select row_number() over (order by id) - 1 as i, id from departments where corporate_id = ${c}`);
    await tx.execute(sql`create temp table gen_centers on commit drop as
      select row_number() over (order by code) - 1 as i, id from cost_centers where corporate_id = ${c}`);
    await tx.execute(sql`insert into corporate_staffs (corporate_id, user_id, role, department_id, corporate_level_id)
      select ${c}, s.user_id, 'STAFF', d.id, ${level.id}
      from gen_staff s join gen_depts d on d.i = s.i % 12`);
    await tx.execute(sql`create temp table gen_people on commit drop as
      select s.i, s.user_id, cc.id as cost_center_id
      from gen_staff s join gen_centers cc on cc.i = (s.i % 12) * 2 + (s.i / 12) % 2`);
    await tx.execute(sql`create index on gen_people (i)`);
    await generateBookings(tx, c, options.bookings, staff);
    const expenses = await generateExpenses(tx, c);
    return { corporateId: c, ownerId: owner.id, expenses };
  });
  // The planner's statistics still describe the tables without this company: taking its rows for
  // one, it joined a 50,000-booking company's 31,417 claims to its 8,531 trips in a nested loop
  // (42 s of the 45 s the company took, next to 1,000,000 other bookings). Counted afresh first.
  await db.execute(sql`analyze payment_checkout_sessions, shopping_items, user_orders,
    corporate_payments, corporate_staffs, expenses, trips`);
  await db.execute(sql`select analysis_backfill(${result.corporateId}::uuid)`);
  await db.execute(sql`select analysis_expense_backfill(${result.corporateId}::uuid)`);
  return { ...result, staff, bookings: options.bookings, ms: performance.now() - started };
}

/** The bookings, one INSERT … SELECT per table over a temporary table of their choices. */
async function generateBookings(tx: Db, c: string, n: number, staff: number): Promise<void> {
  // The routes a Vietnamese company flies: between the busiest domestic airports, and to the
  // region's hubs; domestic legs on Vietnamese carriers.
  const busiest = (rows: ReturnType<typeof airportRows>, n: number) =>
    [...rows]
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .slice(0, n)
      .map((a) => a.code);
  const vn = busiest(
    airportRows().filter((a) => a.country_code === 'VN'),
    8,
  );
  const abroad = busiest(
    airportRows().filter((a) => a.country_code !== 'VN'),
    10,
  );
  const carriers = airlineRows()
    .filter((a) => a.country_code === 'VN')
    .map((a) => [a.code, a.name] as const);
  const towns = cityRows()
    .filter((x) => x.country_code === 'VN')
    .map((x) => x.id);
  const list = (xs: readonly string[]) =>
    sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[])`);
  // Choices per booking: who, when (the past three years, in office hours), what, how it ended.
  await tx.execute(sql`create temp table gen_b on commit drop as
    select g, gen_random_uuid() as sid, gen_random_uuid() as oid,
      p.user_id, p.cost_center_id,
      -- An interval times a number: a float as text ('7.8e-05 days') is no interval.
      now() - random() * ${YEARS * 365} * interval '1 day' as paid_at,
      random() < 0.6 as flight, random() as r1, random() as r2, random() as r3, random() as r4
    from (select g, least(${staff - 1}, floor(power(random(), 1.6) * ${staff}))::int as pick
      from generate_series(1, ${n}) g) s
    join gen_people p on p.i = s.pick`);
  await tx.execute(sql`create temp table gen_x on commit drop as
    select b.g, b.sid, b.oid, b.user_id, b.cost_center_id, b.paid_at, b.flight, b.r1, b.r2, b.r3, b.r4,
      case when b.r4 < 0.95 then 'SUCCESSFUL' when b.r4 < 0.98 then 'REFUNDED' else 'CANCELLED' end as status,
      case when b.r1 < 0.85 then ${list(vn)}[1 + floor(b.r2 * ${vn.length})::int]
        else ${list(abroad)}[1 + floor(b.r2 * ${abroad.length})::int] end as dest,
      ${list(vn)}[1 + floor(b.r3 * ${vn.length})::int] as origin,
      ${list(carriers.map((x) => x[0]))}[1 + floor(b.r3 * ${carriers.length})::int] as airline,
      ${list(carriers.map((x) => x[1]))}[1 + floor(b.r3 * ${carriers.length})::int] as airline_name,
      case when b.r2 < 0.8 then 'ECONOMY' when b.r2 < 0.9 then 'PREMIUM_ECONOMY' when b.r2 < 0.98 then 'BUSINESS' else 'FIRST' end as cabin,
      floor(power(b.r3, 2) * 45)::int as ahead,
      b.r4 < 0.4 as round_trip,
      case when b.r1 < 0.08 then (array['URGENT','CLIENT','NO_FARE'])[1 + floor(b.r2 * 3)::int] end as reason,
      ${list(towns)}[1 + floor(b.r2 * ${towns.length})::int] as city,
      2 + floor(b.r3 * 4)::int as star,
      1 + floor(b.r1 * 4)::int as nights,
      1 + floor(b.r4 * 1.3)::int as rooms,
      1 + floor(power(b.r4, 4) * 3)::int as pax
    from gen_b b`);
  await tx.execute(sql`create temp table gen_p on commit drop as
    select x.*,
      case when x.flight then (case when x.dest = any(${list(vn)}) then 900000 + floor(x.r2 * 3000000)
          else 4000000 + floor(x.r2 * 20000000) end)::bigint * x.pax
          * (case x.cabin when 'BUSINESS' then 3 when 'FIRST' then 5 when 'PREMIUM_ECONOMY' then 2 else 1 end)
          * (case when x.round_trip then 2 else 1 end)
        else (500000 + floor(x.r3 * 800000) * x.star)::bigint * x.nights * x.rooms end as price,
      case when x.r1 > 0.9 then 100000 else 0 end as voucher,
      case when x.dest <> x.origin then x.dest when x.origin = 'HAN' then 'SGN' else 'HAN' end as arrival
    from gen_x x`);
  await tx.execute(sql`insert into payment_checkout_sessions (id, cart_token, user_id, booked_by,
      product_type, status, currency, original_price, items_price, voucher_discount, price,
      duty_free_price, tax_fee, tax_rate, is_corporate, corporate_id, cost_center_id, payment_type,
      policy_reason_code, begin_at, expired_at, inserted_at, updated_at)
    select sid, sid::text, user_id, user_id,
      (case when flight then 'FLIGHT' else 'HOTEL' end)::checkout_product_type, 'COMPLETED', 'VND',
      price + voucher, price + voucher, voucher, price, price - round(price * 8 / 108.0)::bigint,
      round(price * 8 / 108.0)::bigint, 8, true, ${c}, cost_center_id, 'CORPORATE', reason,
      paid_at - interval '10 minutes', paid_at + interval '5 minutes', paid_at - interval '10 minutes', paid_at
    from gen_p order by paid_at`);
  await tx.execute(sql`insert into shopping_items (payment_checkout_session_id, kind, supplier,
      price, original_price, duty_free_price, product, metadata, booking_code, inserted_at)
    select sid, (case when flight then 'FLIGHT_BOOKING' else 'ROOM_TYPE' end)::shopping_item_kind,
      'local', price, price + voucher, price - round(price * 8 / 108.0)::bigint,
      case when flight then jsonb_build_object('__typename', 'FlightBooking',
          'type', case when round_trip then 'ROUND_TRIP' else 'ONE_WAY' end,
          'departure_flight', jsonb_build_object('code', airline || (100 + g % 800),
            'airline', jsonb_build_object('code', airline, 'name', airline_name),
            'departure', jsonb_build_object('code', origin, 'date', paid_at + (ahead || ' days')::interval),
            'arrival', jsonb_build_object('code', arrival),
            'seat_class', jsonb_build_object('type', cabin)),
          'return_flight', case when round_trip then jsonb_build_object('code', airline || (101 + g % 800),
            'airline', jsonb_build_object('code', airline, 'name', airline_name),
            'departure', jsonb_build_object('code', arrival,
              'date', paid_at + ((ahead + 3) || ' days')::interval),
            'arrival', jsonb_build_object('code', origin),
            'seat_class', jsonb_build_object('type', cabin)) end,
          'passengers', '[]'::jsonb)
        else jsonb_build_object('__typename', 'RoomType', 'id', 'room-' || star, 'name', 'Deluxe',
          'property', jsonb_build_object('id', 'gen:' || city || ':' || (g % 40),
            'name', 'Khách sạn ' || initcap(replace(city, '-', ' ')) || ' ' || (g % 40)),
          'room_stayings', '[]'::jsonb) end,
      case when flight then jsonb_build_object('party', jsonb_build_object('n_o_a', pax, 'n_o_c', 0, 'n_o_i', 0))
        else jsonb_build_object('property_id', 'gen:' || city || ':' || (g % 40), 'city_id', city,
          'star_rating', star, 'check_in', to_char(paid_at + (ahead || ' days')::interval, 'YYYY-MM-DD'),
          'check_out', to_char(paid_at + ((ahead + nights) || ' days')::interval, 'YYYY-MM-DD'),
          'rooms', rooms) end,
      upper(substr(md5(sid::text), 1, 6)), paid_at - interval '10 minutes'
    from gen_p order by paid_at`);
  await tx.execute(sql`insert into user_orders (id, payment_checkout_session_id, cart_token,
      user_id, booked_by, paid_by, status, price, original_price, currency, payment_method,
      paid_at, refunded_at, cancelled_at, inserted_at, updated_at)
    select oid, sid, sid::text, user_id, user_id, user_id, status::user_order_status, price,
      price + voucher, 'VND', 'CORPORATE_WALLET', paid_at,
      case when status = 'REFUNDED' then paid_at + interval '2 days' end,
      case when status = 'CANCELLED' then paid_at + interval '1 day' end,
      paid_at - interval '10 minutes', paid_at
    from gen_p order by paid_at`);
  await tx.execute(sql`insert into corporate_payments (corporate_id, payment_checkout_session_id,
      user_order_id, user_id, paid_by, cost_center_id, amount, currency, balance_after,
      policy_reason_code, inserted_at, refunded_at)
    select ${c}, sid, oid, user_id, user_id, cost_center_id, price, 'VND', 0, reason, paid_at,
      case when status <> 'SUCCESSFUL' then paid_at + interval '1 day' end
    from gen_p order by paid_at`);
}

/**
 * On-trip expenses: a trip for 30 % of the bookings (the traveller's, charged to their cost
 * center), each with one to three claims on its days, and claims without a trip for another
 * 10 % — about 0.7 claims per booking. Categories meals 35 %, transport 30 %, lodging 15 %,
 * entertainment 8 %, office 5 %, other 7 %; reimbursed 70 %, approved 12 %, submitted 8 %,
 * rejected and draft 5 % each. Returns the number of claims.
 */
async function generateExpenses(tx: Db, c: string): Promise<number> {
  await tx.execute(sql`create temp table gen_t on commit drop as
    select gen_random_uuid() as tid, g, user_id, cost_center_id, city,
      (paid_at + (ahead || ' days')::interval)::date as start_date, 1 + nights % 4 as days,
      1 + floor(r2 * 3)::int as claims
    from gen_p where r3 < 0.3`);
  await tx.execute(sql`insert into trips (id, user_id, corporate_id, purpose, name, start_date,
      end_date, places, cost_center_id)
    select tid, user_id, ${c}, 'BUSINESS', 'Công tác ' || initcap(replace(city, '-', ' ')),
      start_date, start_date + days - 1, array[city], cost_center_id
    from gen_t order by start_date`);
  await tx.execute(sql`create temp table gen_e on commit drop as
    select t.tid, t.user_id, t.start_date + floor(random() * t.days)::int as day, random() as q1,
      random() as q2, random() as q3
    from gen_t t cross join lateral generate_series(1, t.claims) k
    union all
    select null, user_id, (paid_at - (floor(r2 * 20) || ' days')::interval)::date, random(),
      random(), random()
    from gen_p where r3 >= 0.3 and r3 < 0.4`);
  const { rows } = await tx.execute<{ n: string }>(sql`with ins as (insert into expenses (
      corporate_id, user_id, created_by, amount, currency, amount_vnd, rate, rate_date, category,
      expense_date, merchant, trip_id, status, submitted_at, decided_at, reimbursed_at,
      inserted_at)
    select ${c}, user_id, user_id, a, 'VND', a, 1, day, cat::expense_category, day, m,
      tid, st::expense_status,
      case when st <> 'DRAFT' then day + interval '2 days' end,
      case when st in ('APPROVED', 'REJECTED', 'REIMBURSED') then day + interval '4 days' end,
      case when st = 'REIMBURSED' then day + interval '9 days' end, day + interval '1 day'
    from (select tid, user_id, day,
        (case when q1 < 0.35 then 50000 + floor(q2 * 600000)
          when q1 < 0.65 then 80000 + floor(q2 * 1200000)
          when q1 < 0.80 then 600000 + floor(q2 * 3000000)
          else 100000 + floor(q2 * 5000000) end)::bigint as a,
        case when q1 < 0.35 then 'MEALS' when q1 < 0.65 then 'TRANSPORT'
          when q1 < 0.80 then 'LODGING' when q1 < 0.88 then 'ENTERTAINMENT'
          when q1 < 0.93 then 'OFFICE' else 'OTHER' end as cat,
        (array['Phở Thìn','Grab','Xanh SM','Highlands Coffee','Nhà hàng Ngon','Khách sạn Mường Thanh','FAHASA','Taxi Mai Linh'])[1 + floor(q2 * 8)::int] as m,
        case when q3 < 0.70 then 'REIMBURSED' when q3 < 0.82 then 'APPROVED'
          when q3 < 0.90 then 'SUBMITTED' when q3 < 0.95 then 'REJECTED' else 'DRAFT' end as st
      from gen_e where day <= current_date) e
    order by day
    returning 1)
    select count(*) as n from ins`);
  return Number(rows[0].n);
}

/** The platform's other companies: `total` bookings spread over companies of `perCompany`. */
export async function generatePlatform(
  db: Db,
  total: number,
  perCompany = 50_000,
  progress?: (done: number) => void,
): Promise<number> {
  let done = 0;
  for (let i = 1; done < total; i++) {
    const bookings = Math.min(perCompany, total - done);
    await generateCompany(db, { bookings, label: `Nền tảng ${i}` });
    done += bookings;
    progress?.(done);
  }
  return done;
}
