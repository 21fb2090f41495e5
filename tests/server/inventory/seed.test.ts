import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { seedInventory, type InventorySummary } from '../../../server/db/demo/inventory/index';
import { buildHotels } from '../../../server/db/demo/inventory/hotels';
import { buildSchedules } from '../../../server/db/demo/inventory/schedules';
import { freshTestDatabase } from '../support/database';

const NOW = new Date('2026-03-10T02:00:00Z');

// The default inventory once for this file (about 10 s on PGlite).
describe('default inventory', () => {
  let database: Database;
  let summary: InventorySummary;
  beforeAll(async () => {
    database = await freshTestDatabase();
    summary = await database.db.transaction((tx) => seedInventory(tx, NOW));
  }, 120_000);
  afterAll(() => database?.close());
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<T & Record<string, unknown>>(query)).rows[0];

  // How long it takes is bench's seed_inventory_ms (budget 60 s), not an assertion here.
  it('has the scale the issue asks for', () => {
    expect(summary.first_date).toBe('2026-03-10');
    expect(summary.rows.airports).toBeGreaterThanOrEqual(40);
    expect(summary.rows.flight_instances / 90).toBeGreaterThanOrEqual(300);
    expect(summary.rows.properties).toBeGreaterThanOrEqual(400);
  });

  it('covers every Vietnamese destination and the four Vietnamese airlines', async () => {
    const cities = await database.db.execute<{ city_id: string }>(
      sql`select distinct city_id from properties`,
    );
    expect(cities.rows.map((r) => r.city_id)).toEqual(
      expect.arrayContaining([
        'ha-noi',
        'ho-chi-minh',
        'da-nang',
        'nha-trang',
        'phu-quoc',
        'hoi-an',
        'da-lat',
        'ha-long',
        'hue',
        'quy-nhon',
      ]),
    );
    const airlines = await database.db.execute<{ airline_code: string }>(
      sql`select distinct airline_code from flight_schedules`,
    );
    expect(airlines.rows.map((r) => r.airline_code)).toEqual(
      expect.arrayContaining(['VN', 'VJ', 'QH', 'VU']),
    );
  });

  it('prices fares higher close to departure, has overnight flights and some sold-out nights', async () => {
    const near = await one<{ avg: number }>(
      sql`select avg(adult_fare)::float8 as avg from flight_fares f join flight_instances i on i.id = f.instance_id where i.depart_date < '2026-03-13' and f.plan_id = 'VN-ECO_LITE'`,
    );
    const far = await one<{ avg: number }>(
      sql`select avg(adult_fare)::float8 as avg from flight_fares f join flight_instances i on i.id = f.instance_id where i.depart_date > '2026-05-10' and f.plan_id = 'VN-ECO_LITE'`,
    );
    expect(near.avg).toBeGreaterThan(far.avg * 1.4);
    const soldOut = await one<{ n: number }>(
      sql`select count(*)::int as n from room_daily_rates where allotment = 0`,
    );
    expect(soldOut.n).toBeGreaterThan(1000);
    const overnight = await one<{ n: number }>(
      sql`select count(*)::int as n from flight_instances where arrive_date > depart_date`,
    );
    expect(overnight.n).toBeGreaterThan(0);
  });

  it('is deterministic: generated rows depend only on the seed date', async () => {
    expect(buildSchedules()).toEqual(buildSchedules());
    expect(buildHotels(NOW)).toEqual(buildHotels(NOW));
    // Dated rows: ids are md5(schedule, date); prices come from the schedule and the day.
    const row = await one<{ same: boolean }>(
      sql`select bool_and(id = md5(schedule_id::text || depart_date::text)::uuid) as same from flight_instances`,
    );
    expect(row.same).toBe(true);
  });
});
