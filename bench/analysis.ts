// The analysis dashboards at scale (issue 25, docs/analysis.md "Benchmark"): on PostgreSQL
// (BENCH_PG_URL; a database wayfare_bench_analysis_<pid> is created and dropped), the generator
// writes BENCH_ANALYSIS_SCALE bookings (default 1,000,000) for one company and the platform's
// other companies up to BENCH_ANALYSIS_PLATFORM (default: none), timed; then each dashboard's
// service call (its SQL, as the owner: the rollups; as a staff member: their own bookings) is
// timed BENCH_ANALYSIS_RUNS times over the last 12 months, the last 30 days by day, and a
// quarter narrowed to one department — the on-trip expense dashboard too, over the generator's
// claims (about 0.7 per booking); and a booking paid now, and a claim approved now, are looked
// for until they show. Run alone: `npx tsx bench/analysis.ts`.
// BENCH_ANALYSIS_DATABASE_URL: measure an existing database instead (generated once by
// `npm run seed -- --analysis-scale=… --analysis-platform=…`, which at 10,000,000 bookings takes
// hours here): nothing is generated, and the company is the generator's 'Phân Tích'. The paid
// booking and the claim the freshness checks add stay in it.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { addDays, vietnamDate } from '../common/calendar';
import { generateCompany, generatePlatform } from '../server/db/analysis-generator';
import type { Database } from '../server/db/client';
import { analysisCostCenters } from '../server/domain/analysis/cost-centers';
import { analysisDetail } from '../server/domain/analysis/detail';
import { analysisExpenses } from '../server/domain/analysis/expenses';
import { analysisFlight } from '../server/domain/analysis/flight';
import { analysisHotel } from '../server/domain/analysis/hotel';
import { analysisFilter, detailArgs } from '../server/domain/analysis/input';
import { analysisOverview } from '../server/domain/analysis/overview';
import { onExisting, onPostgres } from './databases';

export const ANALYSIS_BUDGETS = { dashboard_p95_ms: 200, fresh_booking_visible_ms: 2000 };

const SCALE = Number(process.env.BENCH_ANALYSIS_SCALE ?? 1_000_000);
const PLATFORM = Number(process.env.BENCH_ANALYSIS_PLATFORM ?? 0);
const RUNS = Number(process.env.BENCH_ANALYSIS_RUNS ?? 40);
const EXISTING = process.env.BENCH_ANALYSIS_DATABASE_URL;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  await run(); // warm
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    p50_ms: round(at(times, 50)),
    p95_ms: round(at(times, 95)),
    max_ms: round(times.at(-1)!),
  };
}

/** A booking charged to the company now, the way checkout records one (the triggers on). */
async function payOne(database: Database, corporateId: string, userId: string, price: number) {
  const db = database.db;
  const [s] = (
    await db.execute<{ id: string }>(sql`insert into payment_checkout_sessions (cart_token,
        user_id, booked_by, product_type, status, original_price, items_price, price,
        duty_free_price, tax_fee, tax_rate, is_corporate, corporate_id, payment_type, begin_at,
        expired_at)
      values (md5(random()::text), ${userId}, ${userId}, 'FLIGHT', 'COMPLETED', ${price}, ${price},
        ${price}, ${price - Math.round((price * 8) / 108)}, ${Math.round((price * 8) / 108)}, 8, true,
        ${corporateId}, 'CORPORATE', now(), now() + interval '15 minutes') returning id`)
  ).rows;
  await db.execute(sql`insert into shopping_items (payment_checkout_session_id, kind, supplier,
      price, original_price, duty_free_price, product, metadata)
    values (${s.id}, 'FLIGHT_BOOKING', 'local', ${price}, ${price}, ${price}, ${JSON.stringify({
      departure_flight: {
        airline: { code: 'VN', name: 'Vietnam Airlines' },
        departure: { code: 'HAN', date: new Date(Date.now() + 7 * 86_400_000).toISOString() },
        arrival: { code: 'SGN' },
        seat_class: { type: 'ECONOMY' },
      },
    })}::jsonb, '{"party":{"n_o_a":1}}'::jsonb)`);
  const [o] = (
    await db.execute<{ id: string }>(sql`insert into user_orders (payment_checkout_session_id,
        cart_token, user_id, booked_by, price, original_price)
      select id, cart_token, user_id, user_id, price, price from payment_checkout_sessions
      where id = ${s.id} returning id`)
  ).rows;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update user_orders set status = 'SUCCESSFUL', paid_at = now(),
      payment_method = 'CORPORATE_WALLET' where id = ${o.id}`);
    await tx.execute(sql`insert into corporate_payments (corporate_id, payment_checkout_session_id,
        user_order_id, user_id, paid_by, amount, balance_after)
      values (${corporateId}, ${s.id}, ${o.id}, ${userId}, ${userId}, ${price}, 0)`);
  });
}

/** The generator's company and platform, written now and timed. */
async function generate(db: Database['db']) {
  let t = performance.now();
  const company = await generateCompany(db, { bookings: SCALE, label: 'Phân Tích' });
  const generator_s: Record<string, number> = { company: round((performance.now() - t) / 1000) };
  if (PLATFORM > SCALE) {
    t = performance.now();
    await generatePlatform(db, PLATFORM - SCALE);
    generator_s.platform = round((performance.now() - t) / 1000);
  }
  t = performance.now();
  await db.execute(sql`vacuum analyze`);
  generator_s.vacuum_analyze = round((performance.now() - t) / 1000);
  const bookings = { company: SCALE, platform: Math.max(PLATFORM, SCALE) };
  return { company, generator_s, bookings };
}

/** The generator's company in a database generated earlier (BENCH_ANALYSIS_DATABASE_URL). */
async function found(db: Database['db']) {
  const [c] = (
    await db.execute<{ id: string; owner: string; staff: string; expenses: string }>(sql`
      select c.id, c.user_id as owner,
        (select count(*) from corporate_staffs s
          where s.corporate_id = c.id and s.role = 'STAFF') as staff,
        (select count(*) from expenses e where e.corporate_id = c.id) as expenses
      from corporates c where c.display_name = 'Phân Tích'
      order by c.inserted_at desc limit 1`)
  ).rows;
  if (!c) throw new Error('no generated company (Phân Tích) in BENCH_ANALYSIS_DATABASE_URL');
  const counts = (
    await db.execute<{ company: string; platform: string }>(sql`
      select count(*) filter (where corporate_id = ${c.id}) as company, count(*) as platform
      from analysis_bookings`)
  ).rows[0];
  const company = {
    corporateId: c.id,
    ownerId: c.owner,
    staff: Number(c.staff),
    expenses: Number(c.expenses),
  };
  const bookings = { company: Number(counts.company), platform: Number(counts.platform) };
  return { company, generator_s: {}, bookings };
}

async function measure(database: Database) {
  const db = database.db;
  const load = { before: loadavg().map(round) };
  const { company, generator_s, bookings } = EXISTING ? await found(db) : await generate(db);
  const [staff] = (
    await db.execute<{ user_id: string }>(sql`select user_id from corporate_staffs
      where corporate_id = ${company.corporateId} and role = 'STAFF' order by user_id limit 1`)
  ).rows;
  const [dept] = (
    await db.execute<{ id: string }>(sql`select id from departments
      where corporate_id = ${company.corporateId} order by name limit 1`)
  ).rows;
  const today = vietnamDate();
  const year = analysisFilter.parse({
    start: addDays(today, -364),
    end: today,
    time_unit: 'MONTH',
  });
  const month = analysisFilter.parse({ start: addDays(today, -29), end: today, time_unit: 'DAY' });
  const quarter = analysisFilter.parse({
    start: addDays(today, -90),
    end: today,
    time_unit: 'WEEK',
    department_ids: [dept.id],
    group_by: 'USER',
  });
  const owner = company.ownerId;
  const yearPage = detailArgs.parse({
    filter: { start: addDays(today, -364), end: today },
    limit: 25,
  });
  const dashboards: Record<string, Record<string, unknown>> = {};
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['overview_year', () => analysisOverview(db, owner, year, 'vi')],
    ['overview_30_days_by_day', () => analysisOverview(db, owner, month, 'vi')],
    ['overview_quarter_department_by_person', () => analysisOverview(db, owner, quarter, 'vi')],
    ['overview_year_as_staff', () => analysisOverview(db, staff.user_id, year, 'vi')],
    ['detail_year_page_1', () => analysisDetail(db, owner, yearPage)],
    ['flight_year', () => analysisFlight(db, owner, year, 'vi')],
    ['hotel_year', () => analysisHotel(db, owner, year, 'vi')],
    ['cost_centers', () => analysisCostCenters(db, owner, year, new Date())],
    ['expenses_year', () => analysisExpenses(db, owner, year, 'vi')],
    ['expenses_30_days_by_day', () => analysisExpenses(db, owner, month, 'vi')],
    ['expenses_quarter_department', () => analysisExpenses(db, owner, quarter, 'vi')],
    ['expenses_year_as_staff', () => analysisExpenses(db, staff.user_id, year, 'vi')],
  ];
  for (const [name, run] of cases) dashboards[name] = await timed(run);

  // A booking paid now, looked for in the overview until it shows (no sleeping between looks).
  const today1 = analysisFilter.parse({ start: today, end: today });
  const before = (await analysisOverview(db, owner, today1, 'vi')).current.total_spend;
  const paidAt = performance.now();
  await payOne(database, company.corporateId, staff.user_id, 1_234_567);
  let looks = 0;
  let visible = -1;
  while (performance.now() - paidAt < 10_000) {
    looks += 1;
    const now = (await analysisOverview(db, owner, today1, 'vi')).current.total_spend;
    if (now === before + 1_234_567) {
      visible = round(performance.now() - paidAt);
      break;
    }
  }
  // A claim approved now, looked for in the expense dashboard the same way.
  const spentBefore = (await analysisExpenses(db, owner, today1, 'vi')).total;
  const claimedAt = performance.now();
  await db.execute(sql`insert into expenses (corporate_id, user_id, created_by, amount,
      amount_vnd, rate, rate_date, category, expense_date, merchant, status)
    values (${company.corporateId}, ${staff.user_id}, ${staff.user_id}, 345678, 345678, 1,
      ${today}, 'MEALS', ${today}, 'Bench', 'APPROVED')`);
  let expenseVisible = -1;
  while (performance.now() - claimedAt < 10_000) {
    if ((await analysisExpenses(db, owner, today1, 'vi')).total === spentBefore + 345678) {
      expenseVisible = round(performance.now() - claimedAt);
      break;
    }
  }
  const sizes = (
    await db.execute<{ t: string; n: string }>(sql`
      select 'analysis_bookings' as t, count(*) as n from analysis_bookings
      union all select 'analysis_daily', count(*) from analysis_daily
      union all select 'analysis_monthly', count(*) from analysis_monthly
      union all select 'expenses', count(*) from expenses
      union all select 'analysis_expenses', count(*) from analysis_expenses
      union all select 'analysis_expense_daily', count(*) from analysis_expense_daily
      union all select 'analysis_expense_monthly', count(*) from analysis_expense_monthly
      union all select 'analysis_expense_trips', count(*) from analysis_expense_trips`)
  ).rows;
  return {
    bookings: { ...bookings, staff: company.staff },
    expenses: company.expenses,
    generator_s,
    rows: Object.fromEntries(sizes.map((r) => [r.t, Number(r.n)])),
    dashboards,
    fresh_booking_visible_ms: visible,
    fresh_booking_looks: looks,
    fresh_expense_visible_ms: expenseVisible,
    load_average: { ...load, after: loadavg().map(round) },
  };
}

export async function benchAnalysis() {
  const url = process.env.BENCH_PG_URL;
  if (!url && !EXISTING)
    return {
      skipped: 'BENCH_PG_URL is not set (the analysis bench is PostgreSQL only)',
      misses: [],
    };
  const result = EXISTING
    ? await onExisting(EXISTING, measure)
    : await onPostgres(url!, 'analysis', measure);
  const misses = Object.entries(result.dashboards)
    .filter(([, n]) => (n.p95_ms as number) > ANALYSIS_BUDGETS.dashboard_p95_ms)
    .map(([name]) => `${name}.p95_ms`);
  if (
    result.fresh_booking_visible_ms < 0 ||
    result.fresh_booking_visible_ms > ANALYSIS_BUDGETS.fresh_booking_visible_ms
  ) {
    misses.push('fresh_booking_visible_ms');
  }
  if (
    result.fresh_expense_visible_ms < 0 ||
    result.fresh_expense_visible_ms > ANALYSIS_BUDGETS.fresh_booking_visible_ms
  ) {
    misses.push('fresh_expense_visible_ms');
  }
  return { postgres: result, budgets: ANALYSIS_BUDGETS, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchAnalysis(), null, 2));
}
