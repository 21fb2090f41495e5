/** Airports, cities and airlines the flight answers name (docs/module-template.md: SQL only). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlArray } from '../../../db/sql-values.js';
import type { FlightOffer } from '../../../providers/inventory/types.js';

export interface AirportRef {
  code: string;
  name_vi: string;
  name_en: string;
  city_vi: string;
  city_en: string;
  timezone: string;
  country_code: string;
}

export interface AirlineRef {
  code: string;
  name: string;
  logo: string | null;
  country_code: string;
}

/** Airport codes a from/to code stands for: a city code covers its airports. */
export async function airportsForCode(db: Db, code: string): Promise<string[]> {
  const upper = code.trim().toUpperCase();
  const result = await db.execute<{ code: string }>(sql`
    select a.code from airports a join cities c on c.id = a.city_id where c.code = ${upper}
    union select code from airports where code = ${upper}`);
  return result.rows.map((r) => r.code.trim());
}

export async function airportRefs(db: Db, codes: string[]): Promise<Map<string, AirportRef>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute<AirportRef & Record<string, unknown>>(sql`
    select a.code, a.name_vi, a.name_en, c.name_vi as city_vi, c.name_en as city_en, a.timezone,
      a.country_code
    from airports a join cities c on c.id = a.city_id
    where a.code = any(${sqlArray(codes, 'bpchar')})`);
  return new Map(result.rows.map((r) => [r.code.trim(), { ...r, code: r.code.trim() }]));
}

export async function airlineRefs(db: Db): Promise<AirlineRef[]> {
  const result = await db.execute<AirlineRef & Record<string, unknown>>(
    sql`select code, name, logo, country_code from airlines order by name`,
  );
  return result.rows;
}

/**
 * The airlines of `codes` by code: what an answer names. A parameterised statement (planned once
 * per connection, docs/capacity.md) instead of reading every airline on each search.
 */
export async function airlinesByCode(db: Db, codes: string[]): Promise<Map<string, AirlineRef>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute<AirlineRef & Record<string, unknown>>(sql`
    select code, name, logo, country_code from airlines
    where code = any(${sqlArray(codes, 'text')})`);
  return new Map(result.rows.map((r) => [r.code, r]));
}

/** The airports and airlines that offers name (their segments' ends, carriers and operators). */
export async function offerRefs(db: Db, offers: FlightOffer[]) {
  const codes = new Set<string>();
  const carriers = new Set<string>();
  for (const o of offers) {
    carriers.add(o.airline);
    for (const s of o.segments) {
      codes.add(s.origin).add(s.destination);
      carriers.add(s.airline);
      if (s.operating) carriers.add(s.operating);
    }
  }
  const [airports, airlines] = await Promise.all([
    airportRefs(db, [...codes]),
    airlinesByCode(db, [...carriers]),
  ]);
  return { airports, airlines };
}
