/**
 * The names a booking's PDF (travel-document.ts) writes in the reader's language, read again
 * from the inventory by the codes and ids the booking kept: airports and their cities, airlines,
 * the room type and rate plan, the property's check-in and check-out times. The order itself was
 * found scoped to the caller (repository.ts `readableOrder`); these are public reference rows.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { airlines, airports, cities, properties, ratePlans, roomTypes } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlaceNames {
  airport: string;
  city: string;
  timezone: string;
}

/** Airports by IATA code, with their city, in the reader's language. */
export async function airportNames(db: Db, codes: string[], lang: 'vi' | 'en') {
  if (!codes.length) return new Map<string, PlaceNames>();
  const rows = await db
    .select({
      code: airports.code,
      name_vi: airports.name_vi,
      name_en: airports.name_en,
      city_vi: cities.name_vi,
      city_en: cities.name_en,
      timezone: airports.timezone,
    })
    .from(airports)
    .innerJoin(cities, eq(cities.id, airports.city_id))
    .where(inArray(airports.code, codes));
  return new Map(
    rows.map((r) => [
      r.code.trim(),
      {
        airport: lang === 'en' ? r.name_en : r.name_vi,
        city: lang === 'en' ? r.city_en : r.city_vi,
        timezone: r.timezone,
      },
    ]),
  );
}

/** Airline names by IATA code. */
export async function airlineNames(db: Db, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ code: airlines.code, name: airlines.name })
    .from(airlines)
    .where(inArray(airlines.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** A stay's room type and rate plan names in the reader's language, and the property's times. */
export async function stayNames(
  db: Db,
  ids: { propertyId?: unknown; roomTypeId?: unknown; ratePlanId?: unknown },
  lang: 'vi' | 'en',
) {
  const uuid = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v : null);
  const pick = (row: { name_vi: string; name_en: string } | undefined) =>
    row ? (lang === 'en' ? row.name_en : row.name_vi) : null;
  const roomId = uuid(ids.roomTypeId);
  const planId = uuid(ids.ratePlanId);
  const propertyId = uuid(ids.propertyId);
  const [room] = roomId
    ? await db
        .select({ name_vi: roomTypes.name_vi, name_en: roomTypes.name_en })
        .from(roomTypes)
        .where(eq(roomTypes.id, roomId))
    : [];
  const [plan] = planId
    ? await db
        .select({ name_vi: ratePlans.name_vi, name_en: ratePlans.name_en })
        .from(ratePlans)
        .where(eq(ratePlans.id, planId))
    : [];
  const [property] = propertyId
    ? await db
        .select({
          check_in: properties.check_in_time,
          check_out: properties.check_out_time,
          timezone: properties.timezone,
        })
        .from(properties)
        .where(sql`${properties.id} = ${propertyId}::uuid`)
    : [];
  return { room: pick(room), plan: pick(plan), property: property ?? null };
}
