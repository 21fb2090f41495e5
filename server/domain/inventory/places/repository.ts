/** Places SQL: autocomplete, nearby places and one place, over the places table. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export interface PlaceRow extends Record<string, unknown> {
  type: 'AIRPORT' | 'CITY' | 'AREA' | 'PROPERTY';
  id: string;
  code: string | null;
  name_vi: string;
  name_en: string;
  area_vi: string | null;
  area_en: string | null;
  city_id: string;
  city_vi: string;
  city_en: string;
  country_code: string;
  country_vi: string;
  country_en: string;
  latitude: number;
  longitude: number;
  timezone: string;
  property_id: string | null;
  property_count: number | null;
  has_flights: boolean;
  popularity: number;
  search_text: string;
  distance_km?: number;
  total?: number;
}

/*
 * The places table (migration place_search): one row per airport, city, area and listed
 * property, written by triggers on the inventory tables, with the country's names, the hotel
 * counts and whether flights serve it already in the row.
 */
const COLUMNS = sql`x.type, x.id, x.code, x.name_vi, x.name_en, x.area_vi, x.area_en,
  x.city_id, x.city_vi, x.city_en, x.country_code, x.country_vi, x.country_en, x.latitude,
  x.longitude, x.timezone, x.property_id, x.property_count, x.has_flights, x.popularity,
  x.search_text`;

function typeFilter(types: string[] | undefined): SQL {
  return types?.length
    ? sql`and x.type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
}

export async function searchPlaceRows(
  db: Db,
  q: { text: string; code: string; types?: string[]; country?: string; limit: number },
): Promise<PlaceRow[]> {
  const country = q.country ? sql`and x.country_code = ${q.country}` : sql``;
  // The trigram index finds '%q%' only when q has a trigram (three characters). A named
  // statement's generic plan cannot tell: for "ha" it read the whole index (7.7 ms against
  // 0.7 ms, docs/capacity.md "Generic plans"), so a shorter q has its own statement, which the
  // index cannot serve and which scans the few hundred places instead.
  const match = !q.text
    ? sql``
    : q.text.length >= 3
      ? sql`and x.search_text like ${`%${q.text}%`}`
      : sql`and position(${q.text} in x.search_text) > 0`;
  const result = await db.execute<PlaceRow>(sql`
    select ${COLUMNS}, count(*) over ()::int as total,
      case
        when x.code is not null and x.code = ${q.code} then 0
        when x.search_text like ${`%|${q.text}%`} then 1
        when x.search_text like ${`% ${q.text}%`} then 2
        else 3 end as rank
    from places x
    where true ${match} ${typeFilter(q.types)} ${country}
    order by rank, x.popularity desc, x.name_en, x.id
    limit ${q.limit}`);
  return result.rows;
}

const distance = (lat: number, lng: number) => sql`(6371 * 2 * asin(sqrt(
  power(sin(radians(x.latitude - ${lat}) / 2), 2)
  + cos(radians(${lat})) * cos(radians(x.latitude))
    * power(sin(radians(x.longitude - ${lng}) / 2), 2))))`;

export async function nearbyPlaceRows(
  db: Db,
  q: { lat: number; lng: number; radiusKm: number; types?: string[]; limit: number },
): Promise<PlaceRow[]> {
  const dLat = q.radiusKm / 111;
  const dLng = q.radiusKm / (111 * Math.max(0.05, Math.cos((q.lat * Math.PI) / 180)));
  const result = await db.execute<PlaceRow>(sql`
    select * from (
      select ${COLUMNS}, ${distance(q.lat, q.lng)} as distance_km
      from places x
      where x.latitude between ${q.lat - dLat} and ${q.lat + dLat}
        and x.longitude between ${q.lng - dLng} and ${q.lng + dLng} ${typeFilter(q.types)}
    ) y
    where y.distance_km <= ${q.radiusKm}
    order by y.distance_km, y.id
    limit ${q.limit}`);
  return result.rows.map((r) => ({ ...r, total: result.rows.length }));
}

export async function placeRow(
  db: Db,
  by: { id?: string; code?: string },
): Promise<PlaceRow | null> {
  const where = by.id
    ? sql`x.id = ${by.id}`
    : sql`x.code = ${by.code ?? ''} and x.type in ('CITY', 'AIRPORT')`;
  const result = await db.execute<PlaceRow>(sql`
    select ${COLUMNS} from places x where ${where}
    order by case x.type when 'AIRPORT' then 0 else 1 end limit 1`);
  return result.rows[0] ?? null;
}
