import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vietnamDate } from '../../../common/calendar';
import type { Database } from '../../../server/db/client';
import { previousRange, type DateRange } from '../../../server/domain/analysis/buckets';
import { travellers } from '../../../server/domain/analysis/repository';
import type { AnalysisScope } from '../../../server/domain/analysis/scope';
import { freshTestDatabase } from '../support/database';
import { buildPlaces } from '../support/inventory-builders';
import { aCompany, buildHotelBooking } from './analysis-builders';

// How many people travelled in a range (the overview's "travellers", migration 0056): counted
// from the quarters and months of analysis_travellers inside the range and the bookings of the
// days at its edges. For random bookings over 15 months — across quarter, month and year edges,
// in two departments or none, two cost centers or none, some refunded or cancelled — the count
// equals the model's, and equals the same count read from the bookings themselves for the
// company, a department and a cost center; the rows the triggers kept equal a rebuild, with no
// row left at 0 bookings.

let database: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
  await buildPlaces(database.db);
});
afterAll(() => database.close());

const START = Date.parse('2025-09-20T00:00:00Z');
const SPAN_MS = 450 * 86_400_000;

const booking = fc.record({
  who: fc.integer({ min: 0, max: 3 }),
  center: fc.integer({ min: 0, max: 2 }),
  offset: fc.integer({ min: 0, max: SPAN_MS }),
  then: fc.constantFrom('KEEP', 'KEEP', 'KEEP', 'REFUND', 'CANCEL'),
});

const people = async (corp: string) =>
  (
    await database.db.execute(sql`select period, start::text, department_id, cost_center_id,
        user_id, bookings
      from analysis_travellers where corporate_id = ${corp} order by 1, 2, 3, 4, 5`)
  ).rows;

describe('travellers', () => {
  it('are counted from quarters, months and edge days as from the bookings', async () => {
    const db = database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(booking, { minLength: 1, maxLength: 14 }),
        fc.array(fc.tuple(fc.nat(SPAN_MS), fc.nat(SPAN_MS)), { minLength: 3, maxLength: 3 }),
        async (specs, ends) => {
          run += 1;
          const { corp, ids, depts, centers } = await aCompany(db, `Người đi ${run}`, `t${run}`);
          const counted: { day: string; who: number; center: number }[] = [];
          for (const s of specs) {
            const at = new Date(START + s.offset);
            const built = await buildHotelBooking(db, {
              corporateId: corp,
              userId: ids[s.who],
              at,
              price: 1_000_000,
              status: 'SUCCESSFUL',
              costCenterId: s.center ? centers[s.center - 1] : null,
              property: { id: 'p3', name: 'Khách sạn 3' },
              city: 'ha-noi',
              star: 3,
              checkIn: '2026-01-10',
              checkOut: '2026-01-11',
            });
            if (s.then === 'KEEP')
              counted.push({ day: vietnamDate(at), who: s.who, center: s.center });
            else {
              await db.execute(sql`update user_orders
                set status = ${s.then === 'REFUND' ? 'REFUNDED' : 'CANCELLED'}::user_order_status
                where id = ${built.orderId}`);
            }
          }
          const company: AnalysisScope = {
            corporateId: corp,
            currency: 'VND',
            departments: null,
            users: null,
            costCenters: null,
            company: true,
          };
          const scopes: AnalysisScope[] = [
            company,
            { ...company, departments: [depts[0].id] },
            { ...company, costCenters: [centers[1]] },
          ];
          for (const [a, b] of ends) {
            const range: DateRange = {
              from: vietnamDate(new Date(START + Math.min(a, b))),
              to: vietnamDate(new Date(START + Math.max(a, b))),
            };
            for (const r of [range, previousRange(range)]) {
              const inRange = counted.filter((c) => c.day >= r.from && c.day <= r.to);
              expect(await travellers(db, company, r)).toBe(
                new Set(inRange.map((c) => c.who)).size,
              );
              for (const scope of scopes) {
                expect(await travellers(db, scope, r)).toBe(
                  await travellers(db, { ...scope, users: ids }, r),
                );
              }
            }
          }

          const kept = await people(corp);
          expect(kept.filter((row) => Number(row.bookings) === 0)).toEqual([]);
          await db.execute(sql`select analysis_backfill(${corp}::uuid)`);
          expect(await people(corp)).toEqual(kept);
        },
      ),
      { numRuns: 12 },
    );
  });
});
