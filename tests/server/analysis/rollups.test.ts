import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vietnamDate } from '../../../common/calendar';
import type { Db, Database } from '../../../server/db/client';
import { departments, expenses, trips, users } from '../../../server/db/schema';
import type { DateRange } from '../../../server/domain/analysis/buckets';
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
import { buildFlightBooking, buildHotelBooking } from './analysis-builders';

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

/** A company of four people (two in department A, one in B, one in none) and two cost centers. */
async function aCompany(db: Db, name: string, tag: string) {
  const people = await db
    .insert(users)
    .values(
      [0, 1, 2, 3].map((i) => ({
        email: `p${i}-${tag}@rollups.example`,
        last_name: `Người ${i}`,
      })),
    )
    .returning({ id: users.id });
  const ids = people.map((p) => p.id);
  const corp = await buildCorporate(db, {
    name,
    owner: ids[0],
    members: ids.slice(1).map((user) => ({ user })),
  });
  const depts = await db
    .insert(departments)
    .values([
      { corporate_id: corp, name: 'A' },
      { corporate_id: corp, name: 'B' },
    ])
    .returning({ id: departments.id });
  for (const [i, dept] of [depts[0].id, depts[0].id, depts[1].id, null].entries()) {
    await db.execute(sql`update corporate_staffs set department_id = ${dept}
      where corporate_id = ${corp} and user_id = ${ids[i]}`);
  }
  const centers = (
    await db.execute<{ id: string }>(sql`insert into cost_centers (corporate_id, name)
      values (${corp}, 'X'), (${corp}, 'Y') returning id`)
  ).rows.map((r) => r.id);
  return { corp, ids, depts, centers };
}

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

const sorted = <T extends { key: string | null }>(rows: T[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));

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
          const company: AnalysisScope = {
            corporateId: corp,
            currency: 'VND',
            departments: null,
            users: null,
            costCenters: null,
            company: true,
          };
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
            return { daily: daily.rows, monthly: monthly.rows };
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
          const company: AnalysisScope = {
            corporateId: corp,
            currency: 'VND',
            departments: null,
            users: null,
            costCenters: null,
            company: true,
          };
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
            expect(await expenseSeries(db, company, range, unit)).toEqual(
              await expenseSeries(db, raw, range, unit),
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

          // What the triggers kept, row by row, equals one set-based rebuild from the sources.
          const snapshot = async () => {
            const daily = await db.execute(sql`select day::text, status, category, department_id,
                cost_center_id, amount, claims
              from analysis_expense_daily where corporate_id = ${corp} and claims <> 0
              order by 1, 2, 3, 4, 5`);
            const monthly = await db.execute(sql`select dim, month::text, status, department_id,
                cost_center_id, key, amount, claims
              from analysis_expense_monthly where corporate_id = ${corp} and claims <> 0
              order by 1, 2, 3, 4, 5, 6`);
            return { daily: daily.rows, monthly: monthly.rows };
          };
          const kept = await snapshot();
          await db.execute(sql`select analysis_expense_backfill(${corp}::uuid)`);
          expect(await snapshot()).toEqual(kept);
        },
      ),
      { numRuns: 15 },
    );
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
    const scope: AnalysisScope = {
      corporateId: corp,
      currency: 'VND',
      departments: null,
      users: null,
      costCenters: null,
      company: true,
    };
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
