import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import * as s from '../../../server/db/schema';
import { distanceKm } from '../../../server/domain/inventory/geo';
import { freshTestDatabase } from '../support/database';
import { buildPlaces } from '../support/inventory-builders';

/*
 * One passenger's grams for one direction (migration 0053, docs/analysis.md "CO₂"): the
 * great-circle distance × DESNZ 2025's factor for the flight's own category and class.
 */
let database: Database;
beforeAll(async () => {
  database = await freshTestDatabase();
  await buildPlaces(database.db);
  // Two airports beyond the builders' Asian ones: one in the UK, one in Europe near it.
  await database.db.insert(s.countries).values([
    { code: 'GB', name_vi: 'Vương quốc Anh', name_en: 'United Kingdom' },
    { code: 'FR', name_vi: 'Pháp', name_en: 'France' },
  ]);
  const place = (id: string, country: string, lat: number, lng: number, tz: string) => ({
    id,
    code: null,
    name_vi: id,
    name_en: id,
    search_text: id,
    country_code: country,
    latitude: lat,
    longitude: lng,
    timezone: tz,
    popularity: 1,
  });
  await database.db
    .insert(s.cities)
    .values([
      place('london', 'GB', 51.5072, -0.1276, 'Europe/London'),
      place('paris', 'FR', 48.8566, 2.3522, 'Europe/Paris'),
    ]);
  const airport = (code: string, city: string, country: string, lat: number, lng: number) => ({
    code,
    name_vi: code,
    name_en: code,
    search_text: code,
    city_id: city,
    country_code: country,
    latitude: lat,
    longitude: lng,
    timezone: country === 'GB' ? 'Europe/London' : 'Europe/Paris',
  });
  await database.db
    .insert(s.airports)
    .values([
      airport('LHR', 'london', 'GB', 51.4706, -0.46194),
      airport('CDG', 'paris', 'FR', 49.0097, 2.5479),
    ]);
});
afterAll(() => database?.close());

const AT: Record<string, [number, number]> = {
  HAN: [21.2212, 105.807],
  SGN: [10.8188, 106.652],
  NRT: [35.7647, 140.386],
  LHR: [51.4706, -0.46194],
  CDG: [49.0097, 2.5479],
};
const grams = (from: string, to: string, factor: number) =>
  Math.round(distanceKm(...AT[from], ...AT[to]) * factor * 1000);

async function legGrams(from: string, to: string, cabin: string) {
  const { rows } = await database.db.execute<{ g: string | number }>(
    sql`select analysis_leg_co2_g(${from}, ${to}, ${cabin}) as g`,
  );
  return Number(rows[0].g);
}

describe('CO₂ of one passenger on one direction', () => {
  it.each([
    ['a domestic flight (one average factor)', 'HAN', 'SGN', 'BUSINESS', 0.22928],
    ['an international flight touching no UK airport, economy', 'HAN', 'NRT', 'ECONOMY', 0.10916],
    ['the same in business', 'NRT', 'HAN', 'BUSINESS', 0.31656],
    ['the same in premium economy', 'HAN', 'NRT', 'PREMIUM_ECONOMY', 0.17465],
    ['the same in first', 'HAN', 'NRT', 'FIRST', 0.43663],
    ['a long-haul flight to the UK, economy', 'SGN', 'LHR', 'ECONOMY', 0.11704],
    ['a long-haul flight from the UK, business', 'LHR', 'SGN', 'BUSINESS', 0.3394],
    ['a short-haul flight to the UK, economy', 'CDG', 'LHR', 'ECONOMY', 0.12576],
    ['a short-haul first seat, at the business factor', 'LHR', 'CDG', 'FIRST', 0.18863],
  ])('%s', async (_name, from, to, cabin, factor) => {
    expect(await legGrams(from, to, cabin)).toBe(grams(from, to, factor));
  });

  it('is nothing for an airport the inventory does not know', async () => {
    expect(await legGrams('HAN', 'ZZZ', 'ECONOMY')).toBe(0);
  });
});
