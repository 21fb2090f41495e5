import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, vietnamDate } from '../../../common/calendar';
import type { Db, Database } from '../../../server/db/client';
import { expenses, trips, users } from '../../../server/db/schema';
import { bucketStart, type DateRange } from '../../../server/domain/analysis/buckets';
import {
  dimSlices,
  groupSlices,
  series,
  totals,
  travellers,
} from '../../../server/domain/analysis/repository';
import {
  expenseBreakdown,
  expenseSeries,
  expenseSlices,
  type ExpenseDailySplit,
  type ExpenseDim,
} from '../../../server/domain/analysis/expenses-repository';
import type { AnalysisScope } from '../../../server/domain/analysis/scope';
import type { Dim } from '../../../server/domain/analysis/sources';
import { freshTestDatabase } from '../support/database';
import { buildCorporate } from '../support/corporate-builders';
import { buildPlaces } from '../support/inventory-builders';
import { aCompany, buildFlightBooking, buildHotelBooking } from './analysis-builders';

// The rollups equal the raw sums (issue 25): for random bookings of a random company — flights
// and hotels across month and year edges, people in two departments or none, two cost centers
// or none, some out of policy — paid, then some refunded or cancelled, every figure a dashboard
// reads from the rollups (the company's scope) equals the same figure summed from the bookings
// themselves (the same scope narrowed to all its people), and equals the model's sum of the
// generated SUCCESSFUL bookings; and the rollups the triggers kept equal a set-based rebuild.

let database: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
  await buildPlaces(database.db);
});
afterAll(() => database.close());

const START = Date.parse('2025-11-20T00:00:00Z');
const SPAN_MS = 120 * 86_400_000;
const AIRPORTS = ['HAN', 'SGN', 'DAD', 'NRT', 'BKK'];
const DIMS: Dim[] = [
  'user',
  'route',
  'airline',
  'cabin',
  'ahead',
  'reason',
  'city',
  'property',
  'star',
];

const booking = fc.record({
  who: fc.integer({ min: 0, max: 3 }),
  center: fc.integer({ min: 0, max: 2 }),
  flight: fc.boolean(),
  offset: fc.integer({ min: 0, max: SPAN_MS }),
  price: fc.integer({ min: 1, max: 40_000_000 }),
  from: fc.integer({ min: 0, max: 4 }),
  to: fc.integer({ min: 0, max: 4 }),
  cabin: fc.constantFrom('ECONOMY', 'BUSINESS', 'FIRST'),
  passengers: fc.integer({ min: 1, max: 3 }),
  ahead: fc.integer({ min: 0, max: 40 }),
  reason: fc.constantFrom(null, 'URGENT', 'CLIENT'),
  star: fc.integer({ min: 2, max: 5 }),
  nights: fc.integer({ min: 1, max: 4 }),
  then: fc.constantFrom('KEEP', 'KEEP', 'REFUND', 'CANCEL'),
  failed: fc.boolean(),
});

const claim = fc.record({
  who: fc.integer({ min: 0, max: 3 }),
  trip: fc.integer({ min: 0, max: 2 }),
  category: fc.constantFrom('MEALS', 'LODGING', 'TRANSPORT'),
  offset: fc.integer({ min: 0, max: SPAN_MS }),
  amount: fc.integer({ min: 1, max: 9_000_000 }),
  status: fc.constantFrom('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'REIMBURSED'),
  then: fc.constantFrom('KEEP', 'KEEP', 'STATUS', 'MOVE', 'DELETE'),
  next: fc.constantFrom('SUBMITTED', 'APPROVED', 'REJECTED', 'REIMBURSED'),
  moveBy: fc.integer({ min: -40, max: 40 }),
});
const COUNTED = ['SUBMITTED', 'APPROVED', 'REIMBURSED'];

/** The whole company, as its owner sees the dashboards (no narrowing). */
const companyScope = (corporateId: string): AnalysisScope => ({
  corporateId,
  currency: 'VND',
  departments: null,
  users: null,
  costCenters: null,
  company: true,
});

const sorted = <T extends { key: string | null }>(rows: T[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));

/** The company's per-trip totals (analysis_expense_trips), by trip. */
async function tripTotals(db: Db, corp: string) {
  const { rows } = await db.execute<{
    trip_id: string;
    first_day: string;
    last_day: string;
    amount: string;
    claims: string;
  }>(sql`select trip_id, first_day::text, last_day::text, amount, claims
    from analysis_expense_trips where corporate_id = ${corp} order by trip_id`);
  return rows.map((r) => ({ ...r, amount: Number(r.amount), claims: Number(r.claims) }));
}

/** The `limit` largest people or trips as [key, amount, claims]. */
async function slice(db: Db, scope: AnalysisScope, range: DateRange, by: ExpenseDim, limit = 20) {
  const rows = await expenseSlices(db, scope, range, by, limit);
  return rows.map((r) => [r.key, Number(r.amount), Number(r.count)]);
}

/** The company's monthly expense rows (people and trips, no status) and per-trip totals. */
async function expenseRollups(db: Db, corp: string) {
  const monthly = await db.execute(sql`select dim, month::text, department_id, cost_center_id,
      key, amount, claims
    from analysis_expense_monthly where corporate_id = ${corp} and claims <> 0
    order by 1, 2, 3, 4, 5`);
  return { monthly: monthly.rows, trips: await tripTotals(db, corp) };
}

describe('analysis rollups', () => {
  it('equal the raw sums after inserts, refunds and cancellations', async () => {
    const db = database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(booking, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: SPAN_MS }),
        fc.integer({ min: 0, max: SPAN_MS }),
        async (specs, a, b) => {
          run += 1;
          const { corp, ids, depts, centers } = await aCompany(db, `Cuộn ${run}`, `b${run}`);
          const counted: { day: string; price: number; who: number }[] = [];
          for (const s of specs) {
            const at = new Date(START + s.offset);
            const common = {
              corporateId: corp,
              userId: ids[s.who],
              at,
              price: s.price,
              status: s.failed ? ('FAILED' as const) : ('SUCCESSFUL' as const),
              costCenterId: s.center ? centers[s.center - 1] : null,
              reasonCode: s.reason,
            };
            const built = s.flight
              ? await buildFlightBooking(db, {
                  ...common,
                  passengers: s.passengers,
                  out: {
                    from: AIRPORTS[s.from],
                    to: AIRPORTS[s.to],
                    departs: new Date(at.getTime() + s.ahead * 86_400_000).toISOString(),
                    cabin: s.cabin,
                  },
                })
              : await buildHotelBooking(db, {
                  ...common,
                  property: { id: `p${s.star}`, name: `Khách sạn ${s.star}` },
                  city: s.star % 2 ? 'da-nang' : 'ha-noi',
                  star: s.star,
                  checkIn: '2026-01-10',
                  checkOut: `2026-01-${String(10 + s.nights).padStart(2, '0')}`,
                });
            if (s.failed) continue;
            if (s.then !== 'KEEP') {
              await db.execute(sql`update user_orders
                set status = ${s.then === 'REFUND' ? 'REFUNDED' : 'CANCELLED'}::user_order_status
                where id = ${built.orderId}`);
              continue;
            }
            counted.push({ day: vietnamDate(at), price: s.price, who: s.who });
          }
          const range: DateRange = {
            from: vietnamDate(new Date(START + Math.min(a, b))),
            to: vietnamDate(new Date(START + Math.max(a, b))),
          };
          const company = companyScope(corp);
          const raw: AnalysisScope = { ...company, users: ids };
          const inRange = counted.filter((c) => c.day >= range.from && c.day <= range.to);

          const [rolled, summed] = await Promise.all([
            totals(db, company, range),
            totals(db, raw, range),
          ]);
          expect(rolled).toEqual(summed);
          expect(Number(rolled.amount)).toBe(inRange.reduce((s, c) => s + c.price, 0));
          expect(Number(rolled.bookings)).toBe(inRange.length);
          expect(await travellers(db, company, range)).toBe(
            new Set(inRange.map((c) => c.who)).size,
          );
          expect(await travellers(db, raw, range)).toBe(new Set(inRange.map((c) => c.who)).size);
          for (const unit of ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const) {
            expect(await series(db, company, range, unit)).toEqual(
              await series(db, raw, range, unit),
            );
          }
          for (const dim of DIMS) {
            const options = { product: null, limit: 1000, lang: 'vi' as const };
            expect(sorted(await dimSlices(db, company, range, dim, options))).toEqual(
              sorted(await dimSlices(db, raw, range, dim, options)),
            );
          }
          for (const by of ['product', 'department', 'cost_center'] as const) {
            expect(sorted(await groupSlices(db, company, range, by, 'vi'))).toEqual(
              sorted(await groupSlices(db, raw, range, by, 'vi')),
            );
          }
          const withDept: AnalysisScope = { ...company, departments: [depts[0].id] };
          expect(await totals(db, withDept, range)).toEqual(
            await totals(db, { ...withDept, users: ids }, range),
          );

          // What the triggers kept, row by row, equals one set-based rebuild from the sources.
          const snapshot = async () => {
            const daily = await db.execute(sql`select day::text, product, department_id,
                cost_center_id, amount, bookings, units, voucher, policy_saving, co2_g, out_of_policy
              from analysis_daily where corporate_id = ${corp} and bookings <> 0
              order by 1, 2, 3, 4`);
            const monthly = await db.execute(sql`select month::text, product, department_id,
                cost_center_id, dim, key, amount, bookings, units, co2_g, out_of_policy
              from analysis_monthly where corporate_id = ${corp} and bookings <> 0
              order by 1, 2, 3, 4, 5, 6`);
            const people = await db.execute(sql`select period, start::text, currency,
                department_id, cost_center_id, user_id, bookings
              from analysis_travellers where corporate_id = ${corp} order by 1, 2, 3, 4, 5, 6`);
            return { daily: daily.rows, monthly: monthly.rows, people: people.rows };
          };
          const kept = await snapshot();
          await db.execute(sql`select analysis_backfill(${corp}::uuid)`);
          expect(await snapshot()).toEqual(kept);
          // And one rebuild of every company (from empty tables: migration 0053).
          await db.execute(sql`select analysis_backfill(null)`);
          expect(await snapshot()).toEqual(kept);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keep the on-trip expenses equal to the raw sums after inserts, status changes and deletes', async () => {
    const db = database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(claim, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: SPAN_MS }),
        fc.integer({ min: 0, max: SPAN_MS }),
        fc.boolean(),
        async (specs, a, b, recharge) => {
          run += 1;
          const { corp, ids, depts, centers } = await aCompany(db, `Chi ${run}`, `e${run}`);
          const tripIds = (
            await db
              .insert(trips)
              .values(
                [0, 1].map((i) => ({
                  user_id: ids[i],
                  corporate_id: corp,
                  purpose: 'BUSINESS' as const,
                  name: `Chuyến ${i}`,
                  start_date: '2025-11-20',
                  end_date: '2026-03-20',
                  places: ['da-nang'],
                  cost_center_id: centers[i],
                })),
              )
              .returning({ id: trips.id })
          ).map((t) => t.id);
          const model: {
            day: string;
            amount: number;
            who: number;
            trip: number;
            category: string;
            status: string;
          }[] = [];
          for (const c of specs) {
            let day = vietnamDate(new Date(START + c.offset));
            const [row] = await db
              .insert(expenses)
              .values({
                corporate_id: corp,
                user_id: ids[c.who],
                created_by: ids[c.who],
                amount: c.amount,
                amount_vnd: c.amount,
                rate: 1,
                rate_date: day,
                category: c.category,
                expense_date: day,
                merchant: 'Quán',
                trip_id: c.trip ? tripIds[c.trip - 1] : null,
                status: c.status,
              })
              .returning({ id: expenses.id });
            let status = c.status;
            if (c.then === 'DELETE') {
              await db.execute(sql`delete from expenses where id = ${row.id}`);
              continue;
            }
            if (c.then === 'STATUS') {
              status = c.next;
              await db.execute(sql`update expenses set status = ${status}::expense_status
                where id = ${row.id}`);
            }
            if (c.then === 'MOVE') {
              day = vietnamDate(new Date(START + c.offset + c.moveBy * 86_400_000));
              await db.execute(sql`update expenses set expense_date = ${day}::date
                where id = ${row.id}`);
            }
            if (COUNTED.includes(status)) {
              model.push({
                day,
                amount: c.amount,
                who: c.who,
                trip: c.trip,
                category: c.category,
                status,
              });
            }
          }
          // The first trip charged to the other cost center moves its claims with it.
          if (recharge) {
            await db.execute(sql`update trips set cost_center_id = ${centers[1]}
              where id = ${tripIds[0]}`);
          }
          const range: DateRange = {
            from: vietnamDate(new Date(START + Math.min(a, b))),
            to: vietnamDate(new Date(START + Math.max(a, b))),
          };
          const company = companyScope(corp);
          const raw: AnalysisScope = { ...company, users: ids };
          const inRange = model.filter((m) => m.day >= range.from && m.day <= range.to);
          const sum = (rows: typeof model) => rows.reduce((s, m) => s + m.amount, 0);

          const expenseTotals = async (scope: AnalysisScope, r: DateRange) =>
            (await expenseBreakdown(db, scope, r, 0)).totals;
          const sliceOf = async (scope: AnalysisScope, by: ExpenseDailySplit | ExpenseDim) =>
            by === 'trip' || by === 'user'
              ? expenseSlices(db, scope, range, by, 100)
              : (await expenseBreakdown(db, scope, range, 100))[by];
          const rolled = await expenseTotals(company, range);
          expect(rolled).toEqual(await expenseTotals(raw, range));
          expect(Number(rolled.total)).toBe(sum(inRange));
          expect(Number(rolled.reimbursed)).toBe(
            sum(inRange.filter((m) => m.status === 'REIMBURSED')),
          );
          expect(Number(rolled.pending)).toBe(
            sum(inRange.filter((m) => m.status !== 'REIMBURSED')),
          );
          for (const by of ['category', 'trip', 'user', 'department', 'cost_center'] as const) {
            expect(sorted(await sliceOf(company, by))).toEqual(sorted(await sliceOf(raw, by)));
          }
          const byPerson = await expenseSlices(db, company, range, 'user', 100);
          for (const [i, id] of ids.entries()) {
            const mine = inRange.filter((m) => m.who === i);
            expect(Number(byPerson.find((r) => r.key === id)?.amount ?? 0)).toBe(sum(mine));
          }
          for (const unit of ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const) {
            const buckets = await expenseSeries(db, company, range, unit);
            expect(buckets).toEqual(await expenseSeries(db, raw, range, unit));
            // Each bucket the model's claims of its days, in order.
            const starts = [...new Set(inRange.map((m) => bucketStart(unit, m.day)))].sort();
            expect(buckets.map((r) => [r.start, Number(r.amount), Number(r.count)])).toEqual(
              starts.map((start) => {
                const mine = inRange.filter((m) => bucketStart(unit, m.day) === start);
                return [start, sum(mine), mine.length];
              }),
            );
          }
          const centerOfTrip = (trip: number) =>
            trip === 0 ? null : trip === 1 && !recharge ? centers[0] : centers[1];
          // The expense page's cost-center split: each claim under its trip's cost center.
          const byCenter = await sliceOf(company, 'cost_center');
          for (const center of [null, ...centers]) {
            const mine = inRange.filter((m) => centerOfTrip(m.trip) === center);
            expect(Number(byCenter.find((r) => r.key === center)?.amount ?? 0)).toBe(sum(mine));
          }
          // A department and a cost center narrow the rollups as they narrow the claims.
          const narrowed: AnalysisScope = {
            ...company,
            departments: [depts[0].id],
            costCenters: [centers[1]],
          };
          const t = await expenseTotals(narrowed, range);
          expect(t).toEqual(await expenseTotals({ ...narrowed, users: ids }, range));
          expect(Number(t.total)).toBe(
            sum(inRange.filter((m) => m.who <= 1 && centerOfTrip(m.trip) === centers[1])),
          );
          // People and trips of a narrowed scope come from the monthly rows, the company's trips
          // from the per-trip totals: each equal to the claims, and the trips to the model's sums.
          for (const by of ['trip', 'user'] as const) {
            expect(sorted(await expenseSlices(db, narrowed, range, by, 100))).toEqual(
              sorted(await expenseSlices(db, { ...narrowed, users: ids }, range, by, 100)),
            );
          }
          const byTrip = await expenseSlices(db, company, range, 'trip', 100);
          for (const trip of [0, 1, 2]) {
            const mine = inRange.filter((m) => m.trip === trip);
            const row = byTrip.find((r) => r.key === (trip ? tripIds[trip - 1] : null));
            expect([Number(row?.amount ?? 0), Number(row?.count ?? 0)]).toEqual([
              sum(mine),
              mine.length,
            ]);
          }
          // Each trip's row holds all its counted claims, whatever the range: their sum, their
          // number, and their first and last dates.
          expect(await tripTotals(db, corp)).toEqual(
            [1, 2]
              .map((trip) => model.filter((m) => m.trip === trip))
              .filter((mine) => mine.length)
              .map((mine) => ({
                trip_id: tripIds[mine[0].trip - 1],
                first_day: mine.map((m) => m.day).sort()[0],
                last_day: mine
                  .map((m) => m.day)
                  .sort()
                  .at(-1),
                amount: sum(mine),
                claims: mine.length,
              }))
              .sort((x, y) => x.trip_id.localeCompare(y.trip_id)),
          );

          // What the triggers kept, row by row, equals one set-based rebuild from the sources.
          const snapshot = async () => {
            const daily = await db.execute(sql`select day::text, status, category, department_id,
                cost_center_id, amount, claims
              from analysis_expense_daily where corporate_id = ${corp} and claims <> 0
              order by 1, 2, 3, 4, 5`);
            return { daily: daily.rows, ...(await expenseRollups(db, corp)) };
          };
          const kept = await snapshot();
          await db.execute(sql`select analysis_expense_backfill(${corp}::uuid)`);
          expect(await snapshot()).toEqual(kept);
          // And the rollups of every company again from the facts (migration 0054's rebuild).
          await db.execute(sql`select analysis_expense_rollups_rebuild(null)`);
          expect(await snapshot()).toEqual(kept);
        },
      ),
      { numRuns: 15 },
    );
  });

  /** A company of aCompany's, its trips (by name) and a way to file claims as the app does. */
  async function claimsOf(tag: string, tripNames: string[]) {
    const db = database.db;
    const { corp, ids, depts, centers } = await aCompany(db, `Chuyến ${tag}`, tag);
    const tripIds = (
      await db
        .insert(trips)
        .values(
          tripNames.map((name, i) => ({
            user_id: ids[0],
            corporate_id: corp,
            purpose: 'BUSINESS' as const,
            name,
            start_date: '2026-01-01',
            end_date: '2026-01-31',
            places: ['da-nang'],
            cost_center_id: centers[i % 2],
          })),
        )
        .returning({ id: trips.id })
    ).map((t) => t.id);
    const file = async (c: {
      who?: number;
      trip: number | null;
      day: string;
      amount: number;
      status: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'REIMBURSED';
    }) => {
      const [row] = await db
        .insert(expenses)
        .values({
          corporate_id: corp,
          user_id: ids[c.who ?? 0],
          created_by: ids[c.who ?? 0],
          amount: c.amount,
          amount_vnd: c.amount,
          rate: 1,
          rate_date: c.day,
          category: 'MEALS',
          expense_date: c.day,
          merchant: 'Quán',
          trip_id: c.trip === null ? null : tripIds[c.trip],
          status: c.status,
        })
        .returning({ id: expenses.id });
      return row.id;
    };
    const company = companyScope(corp);
    return { corp, ids, depts, centers, tripIds, file, company };
  }

  it("move a trip's total, its dates and the monthly rows with each claim's status and date", async () => {
    const db = database.db;
    const { corp, ids, tripIds, file, company } = await claimsOf('status', ['Đà Nẵng']);
    const [trip] = tripIds;
    const setStatus = (id: string, status: string) =>
      db.execute(sql`update expenses set status = ${status}::expense_status where id = ${id}`);
    const total = (first_day: string, last_day: string, amount: number, claims: number) => [
      { trip_id: trip, first_day, last_day, amount, claims },
    ];
    const monthly = async () =>
      (
        await db.execute<{ dim: string; month: string; key: string; amount: string; n: string }>(
          sql`select dim, month::text as month, key::text as key, amount::text as amount,
              claims::text as n
            from analysis_expense_monthly where corporate_id = ${corp} order by dim, month`,
        )
      ).rows.map((r) => [r.dim, r.month, r.key, Number(r.amount), Number(r.n)]);
    const winter = { from: '2025-12-01', to: '2026-02-28' };
    const tripSlice = () => slice(db, company, winter, 'trip');

    const a = await file({ trip: 0, day: '2026-01-10', amount: 1_000_000, status: 'SUBMITTED' });
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-01-10', 1_000_000, 1));
    const january = [
      ['trip', '2026-01-01', trip, 1_000_000, 1],
      ['user', '2026-01-01', ids[0], 1_000_000, 1],
    ];
    expect(await monthly()).toEqual(january);
    // Approved, then reimbursed: still one claim in one row each (no status in them).
    await setStatus(a, 'APPROVED');
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-01-10', 1_000_000, 1));
    expect(await monthly()).toEqual(january);
    await setStatus(a, 'REIMBURSED');
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-01-10', 1_000_000, 1));
    expect(await monthly()).toEqual(january);

    // A second claim a month later widens the trip's dates; rejected, it narrows them again.
    const b = await file({ trip: 0, day: '2026-02-03', amount: 500_000, status: 'APPROVED' });
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-02-03', 1_500_000, 2));
    expect(await tripSlice()).toEqual([[trip, 1_500_000, 2]]);
    expect(await slice(db, company, { from: '2026-02-01', to: '2026-02-28' }, 'trip')).toEqual([
      [trip, 500_000, 1],
    ]);
    await setStatus(b, 'REJECTED');
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-01-10', 1_000_000, 1));
    expect(await monthly()).toEqual(january);
    // Submitted again, and reimbursed: back in.
    await setStatus(b, 'SUBMITTED');
    await setStatus(b, 'REIMBURSED');
    expect(await tripTotals(db, corp)).toEqual(total('2026-01-10', '2026-02-03', 1_500_000, 2));

    // A draft is no spending; the first claim moved to December moves the trip's first date.
    await file({ trip: 0, day: '2026-03-01', amount: 9_000_000, status: 'DRAFT' });
    await db.execute(sql`update expenses set expense_date = '2025-12-28' where id = ${a}`);
    expect(await tripTotals(db, corp)).toEqual(total('2025-12-28', '2026-02-03', 1_500_000, 2));
    expect(await tripSlice()).toEqual([[trip, 1_500_000, 2]]);
    // The second claim deleted: the trip is back to one day; both deleted, it has no row.
    await db.execute(sql`delete from expenses where id = ${b}`);
    expect(await tripTotals(db, corp)).toEqual(total('2025-12-28', '2025-12-28', 1_000_000, 1));
    expect(await monthly()).toEqual([
      ['trip', '2025-12-01', trip, 1_000_000, 1],
      ['user', '2025-12-01', ids[0], 1_000_000, 1],
    ]);
    await db.execute(sql`delete from expenses where id = ${a}`);
    expect(await tripTotals(db, corp)).toEqual([]);
    expect(await monthly()).toEqual([]);
    expect(await tripSlice()).toEqual([]);
  });

  it("read the company's top trips as their claims add up, across a range's start and end", async () => {
    const db = database.db;
    const names = Array.from({ length: 34 }, (_, i) => `Chuyến ${i}`);
    const { ids, tripIds, file, company } = await claimsOf('edges', names);
    const model: { trip: number | null; day: string; amount: number }[] = [];
    const claim = async (trip: number | null, day: string, amount: number, who = 0) => {
      await file({ who, trip, day, amount, status: 'APPROVED' });
      model.push({ trip, day, amount });
    };
    // Twenty-four trips of a few days inside February–April, the first six of equal amounts and
    // in one month (larger than any other: which five are the top five is their ids' order).
    for (let i = 0; i < 24; i++) {
      const day =
        i < 6 ? `2026-03-1${i}` : `2026-0${2 + (i % 3)}-${String(10 + (i % 9)).padStart(2, '0')}`;
      await claim(i, day, i < 6 ? 2_990_000 : 100_000 * (i % 21) + 50_000, i % 4);
      await claim(i, addDays(day, i % 4), 10_000, i % 4);
    }
    // Trips of a few days and of months, around the range's ends; one with claims on both sides
    // of the range but none in it; one outside it.
    await claim(24, '2026-02-05', 9_000_000);
    await claim(24, '2026-02-12', 150_000);
    await claim(25, '2026-04-18', 1_250_000);
    await claim(25, '2026-04-25', 8_000_000);
    await claim(26, '2026-01-01', 7_000_000);
    await claim(26, '2026-03-01', 300_000);
    await claim(26, '2026-05-30', 7_000_000);
    await claim(27, '2025-11-01', 5_000_000);
    await claim(27, '2026-03-15', 2_400_000);
    await claim(28, '2026-02-01', 4_000_000);
    await claim(28, '2026-05-01', 4_000_000);
    await claim(29, '2026-06-01', 6_000_000);
    await claim(30, '2026-04-19', 700_000);
    await claim(30, '2026-04-20', 700_000);
    await claim(31, '2026-02-09', 600_000);
    await claim(31, '2026-02-10', 600_000);
    await claim(32, '2026-01-20', 333_000);
    await claim(32, '2026-02-28', 333_000);
    await claim(33, '2026-04-01', 2_000_000);
    await claim(33, '2026-05-05', 2_000_000);
    // Claims without a trip, at the edges and inside.
    for (const day of ['2026-02-09', '2026-02-10', '2026-02-28', '2026-03-31', '2026-04-20']) {
      await claim(null, day, 210_000, 1);
    }
    await db.execute(sql`update expenses set status = 'REJECTED'
      where trip_id = ${tripIds[29]}`);
    model.splice(
      model.findIndex((m) => m.trip === 29),
      1,
    );

    const expected = (range: DateRange, limit: number) => {
      const sums = new Map<string | null, { amount: number; count: number }>();
      for (const m of model.filter((c) => c.day >= range.from && c.day <= range.to)) {
        const key = m.trip === null ? null : tripIds[m.trip];
        const s = sums.get(key) ?? { amount: 0, count: 0 };
        sums.set(key, { amount: s.amount + m.amount, count: s.count + 1 });
      }
      return [...sums]
        .sort(
          ([ka, a], [kb, b]) =>
            b.amount - a.amount || (ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1),
        )
        .slice(0, limit)
        .map(([key, s]) => [key, s.amount, s.count]);
    };
    const read = (scope: AnalysisScope, range: DateRange, limit: number) =>
      slice(db, scope, range, 'trip', limit);
    const ranges: DateRange[] = [
      { from: '2026-02-10', to: '2026-04-20' },
      { from: '2026-02-06', to: '2026-04-19' },
      { from: '2026-02-01', to: '2026-05-01' },
      { from: '2026-01-02', to: '2026-05-29' },
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-13', to: '2026-02-28' },
      { from: '2025-10-01', to: '2026-12-31' },
      { from: '2026-06-01', to: '2026-06-30' },
    ];
    for (const range of ranges) {
      for (const limit of [5, 20]) {
        const want = expected(range, limit);
        expect(await read(company, range, limit)).toEqual(want);
        expect(await read({ ...company, users: ids }, range, limit)).toEqual(want);
      }
    }
    // The trip across the range's start counts its claim inside (150,000), not its 9,150,000.
    const [range] = ranges;
    const all = await read(company, range, 100);
    expect(all.find((r) => r[0] === tripIds[24])).toEqual([tripIds[24], 150_000, 1]);
    expect(all.find((r) => r[0] === tripIds[26])).toEqual([tripIds[26], 300_000, 1]);
    expect(all.some((r) => r[0] === tripIds[28] || r[0] === tripIds[29])).toBe(false);
    expect(all.find((r) => r[0] === null)).toEqual([null, 840_000, 4]);
  });

  it('count fifty claims of one trip approved at once, then rejected or reimbursed at once, each once', async () => {
    const db = database.db;
    const { corp, tripIds, file, company } = await claimsOf('fifty', ['Năm Mươi']);
    const day = (i: number) =>
      `2026-06-${String(i % 2 ? 10 + (i % 5) : 5 + (i % 20)).padStart(2, '0')}`;
    const claims: string[] = [];
    for (let i = 0; i < 50; i++) {
      claims.push(await file({ trip: 0, day: day(i), amount: 100_000 + i, status: 'SUBMITTED' }));
    }
    const setAll = (ids: string[], status: string) =>
      Promise.all(
        ids.map((id) =>
          db.execute(sql`update expenses set status = ${status}::expense_status where id = ${id}`),
        ),
      );
    const june = { from: '2026-06-01', to: '2026-06-30' };
    const days = (list: number[]) => list.map(day).sort();
    const range = (list: number[]) => [days(list)[0], days(list).at(-1)];
    const everyone = Array.from({ length: 50 }, (_, i) => i);

    await setAll(claims, 'APPROVED');
    const [first, last] = range(everyone);
    expect(await tripTotals(db, corp)).toEqual([
      {
        trip_id: tripIds[0],
        first_day: first,
        last_day: last,
        amount: 50 * 100_000 + (49 * 50) / 2,
        claims: 50,
      },
    ]);
    expect(await slice(db, company, june, 'trip')).toEqual([
      [tripIds[0], 50 * 100_000 + (49 * 50) / 2, 50],
    ]);

    // Half rejected while the other half is reimbursed: the trip keeps the odd ones, whose dates
    // lie inside the even ones' (its dates narrow).
    const odd = everyone.filter((i) => i % 2);
    await Promise.all([
      setAll(
        claims.filter((_, i) => i % 2 === 0),
        'REJECTED',
      ),
      setAll(
        claims.filter((_, i) => i % 2),
        'REIMBURSED',
      ),
    ]);
    const [oddFirst, oddLast] = range(odd);
    expect(await tripTotals(db, corp)).toEqual([
      {
        trip_id: tripIds[0],
        first_day: oddFirst,
        last_day: oddLast,
        amount: odd.reduce((s, i) => s + 100_000 + i, 0),
        claims: 25,
      },
    ]);
    const t = (await expenseBreakdown(db, company, june, 0)).totals;
    expect([Number(t.reimbursed), Number(t.pending)]).toEqual([
      odd.reduce((s, i) => s + 100_000 + i, 0),
      0,
    ]);
    const kept = await expenseRollups(db, corp);
    await db.execute(sql`select analysis_expense_backfill(${corp}::uuid)`);
    expect(await expenseRollups(db, corp)).toEqual(kept);
  });

  it('count fifty bookings paid at once on the same rollup rows, each once', async () => {
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ email: 'fifty@rollups.example' })
      .returning({ id: users.id });
    const corp = await buildCorporate(db, { name: 'Năm Mươi', owner: owner.id });
    const at = new Date('2026-06-15T03:00:00Z');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        buildFlightBooking(db, {
          corporateId: corp,
          userId: owner.id,
          at,
          price: 1_000_000 + i,
          out: { from: 'HAN', to: 'SGN', departs: '2026-06-20T01:00:00.000Z' },
        }),
      ),
    );
    const scope = companyScope(corp);
    const t = await totals(db, scope, { from: '2026-06-15', to: '2026-06-15' });
    expect(Number(t.bookings)).toBe(50);
    expect(Number(t.amount)).toBe(50 * 1_000_000 + (49 * 50) / 2);
    const [route] = await dimSlices(db, scope, { from: '2026-06-01', to: '2026-06-30' }, 'route', {
      product: 'FLIGHT',
      limit: 5,
      lang: 'vi',
    });
    expect(Number(route.bookings)).toBe(50);
  });
});
