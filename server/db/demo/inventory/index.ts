/**
 * The default travel inventory (local supplier): places, airlines, 90 days of flights, hotels
 * with 90 days of rates, and currencies. Deterministic for a given seed date. Row-built tables
 * go in multi-row INSERTs; the dated tables (flight instances and fares, nightly rates) are
 * generated inside the database with INSERT … SELECT.
 */
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../domain/inventory/data/currencies.js';
import { PROPERTY_TYPES, AMENITIES } from '../../../domain/inventory/data/hotel-catalog.js';
import { vietnamDate } from '../../../../common/calendar.js';
import type { Db } from '../../client.js';
import * as s from '../../schema.js';
import { generateFlightFares, generateFlightInstances, INVENTORY_DAYS } from './flight-sql.js';
import { buildHotels } from './hotels.js';
import {
  airlineRows,
  airportRows,
  areaRows,
  cityRows,
  countryRows,
  farePlanRows,
} from './places.js';
import { generateDailyRates } from './rates-sql.js';
import { buildSchedules } from './schedules.js';

export interface InventorySummary {
  /** First date of the inventory (the seed date in Vietnam). */
  first_date: string;
  days: number;
  rows: Record<string, number>;
  ms: number;
}

const CHUNK = 500;

export async function seedInventory(db: Db, now: Date): Promise<InventorySummary> {
  const started = performance.now();
  const firstDate = vietnamDate(now);
  const insert = async <T extends PgTable>(table: T, values: PgInsertValue<T>[]) => {
    for (let i = 0; i < values.length; i += CHUNK) {
      await db.insert(table).values(values.slice(i, i + CHUNK));
    }
  };
  await insert(s.countries, countryRows());
  await insert(s.cities, cityRows());
  await insert(s.areas, areaRows());
  await insert(s.airports, airportRows());
  await insert(s.airlines, airlineRows());
  await insert(s.farePlans, farePlanRows());
  await insert(s.flightSchedules, buildSchedules());
  await generateFlightInstances(db, firstDate);
  await generateFlightFares(db, firstDate);

  await insert(
    s.propertyTypes,
    PROPERTY_TYPES.map((t, position) => ({ code: t.code, name_vi: t.vi, name_en: t.en, position })),
  );
  await insert(
    s.amenities,
    AMENITIES.map((a, position) => ({
      code: a.code,
      name_vi: a.vi,
      name_en: a.en,
      scope: a.scope,
      position,
    })),
  );
  const hotels = buildHotels(now);
  await insert(s.properties, hotels.properties);
  await insert(s.roomTypes, hotels.roomTypes);
  await insert(s.ratePlans, hotels.extras.ratePlans);
  await insert(s.propertyPhotos, hotels.extras.photos);
  await insert(s.propertySurcharges, hotels.extras.surcharges);
  await insert(s.propertyPromotions, hotels.extras.promotions);
  await generateDailyRates(db, firstDate, INVENTORY_DAYS);

  await insert(
    s.currencies,
    CURRENCIES.map((c, position) => ({
      code: c.code,
      name_vi: c.vi,
      name_en: c.en,
      symbol: c.symbol,
      minor_units: c.minor,
      vnd_per_unit: c.vnd,
      as_of: new Date(`${firstDate}T00:00:00Z`),
      source: 'reference (seed)',
      position,
    })),
  );
  await db.execute(sql`analyze`);
  return {
    first_date: firstDate,
    days: INVENTORY_DAYS,
    rows: await countRows(db),
    ms: Math.round(performance.now() - started),
  };
}

const COUNTED = [
  'airports',
  'cities',
  'areas',
  'airlines',
  'fare_plans',
  'flight_schedules',
  'flight_instances',
  'flight_fares',
  'properties',
  'room_types',
  'rate_plans',
  'property_photos',
  'room_daily_rates',
  'property_surcharges',
  'property_promotions',
  'currencies',
] as const;

async function countRows(db: Db): Promise<Record<string, number>> {
  const selects = sql.join(
    COUNTED.map((t) => sql`select ${t} as t, count(*)::int as n from ${sql.identifier(t)}`),
    sql` union all `,
  );
  const result = await db.execute<{ t: string; n: number }>(selects);
  return Object.fromEntries(result.rows.map((r) => [r.t, r.n]));
}
