/** Places SQL: one searchable union of airports, cities, areas and properties. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { LISTED_PROPERTY } from '../../../providers/inventory/local/property-rows.js';

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

const PLACES = sql`(
  select 'AIRPORT' as type, 'airport:' || trim(a.code) as id, trim(a.code) as code,
    a.name_vi, a.name_en, null as area_vi, null as area_en, c.id as city_id,
    c.name_vi as city_vi, c.name_en as city_en, a.country_code, a.latitude, a.longitude,
    a.timezone, null::uuid as property_id, null::int as property_count,
    f.code is not null as has_flights, a.popularity + 5 as popularity, a.search_text
  from airports a join cities c on c.id = a.city_id
  left join (select origin as code from flight_schedules
    union select destination from flight_schedules) f on f.code = a.code
  union all
  select 'CITY', 'city:' || c.id, trim(c.code), c.name_vi, c.name_en, null, null, c.id,
    c.name_vi, c.name_en, c.country_code, c.latitude, c.longitude, c.timezone, null,
    coalesce(n.count, 0)::int,
    exists (select 1 from airports a where a.city_id = c.id and a.code in
      (select origin from flight_schedules union select destination from flight_schedules)),
    c.popularity + 10, c.search_text
  from cities c
  left join (select p.city_id, count(*) from properties p where ${LISTED_PROPERTY}
    group by p.city_id) n on n.city_id = c.id
  union all
  select 'AREA', 'area:' || r.id, null, r.name_vi, r.name_en, null, null, c.id, c.name_vi,
    c.name_en, c.country_code, r.latitude, r.longitude, c.timezone, null,
    coalesce(n.count, 0)::int, false, r.popularity, r.search_text
  from areas r join cities c on c.id = r.city_id
  left join (select p.area_id, count(*) from properties p where ${LISTED_PROPERTY}
    group by p.area_id) n on n.area_id = r.id
  union all
  select 'PROPERTY', 'property:' || p.id, null, p.name, p.name, r.name_vi, r.name_en, c.id,
    c.name_vi, c.name_en, p.country_code, p.latitude, p.longitude, p.timezone, p.id, null,
    false, greatest(0, 40 - coalesce(p.hotel_rank, 40) / 2), p.search_text
  from properties p join cities c on c.id = p.city_id left join areas r on r.id = p.area_id
  where ${LISTED_PROPERTY}
)`;

const COUNTRY = sql`join countries k on k.code = x.country_code`;
const COLUMNS = sql`x.*, k.name_vi as country_vi, k.name_en as country_en`;

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
  const match = q.text ? sql`and x.search_text like ${`%${q.text}%`}` : sql``;
  const result = await db.execute<PlaceRow>(sql`
    select ${COLUMNS}, count(*) over ()::int as total,
      case
        when x.code is not null and x.code = ${q.code} then 0
        when x.search_text like ${`%|${q.text}%`} then 1
        when x.search_text like ${`% ${q.text}%`} then 2
        else 3 end as rank
    from ${PLACES} x ${COUNTRY}
    where true ${match} ${typeFilter(q.types)} ${country}
    order by rank, x.popularity desc, x.name_en
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
      from ${PLACES} x ${COUNTRY}
      where x.latitude between ${q.lat - dLat} and ${q.lat + dLat}
        and x.longitude between ${q.lng - dLng} and ${q.lng + dLng} ${typeFilter(q.types)}
    ) y
    where y.distance_km <= ${q.radiusKm}
    order by y.distance_km
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
    select ${COLUMNS} from ${PLACES} x ${COUNTRY} where ${where}
    order by case x.type when 'AIRPORT' then 0 else 1 end limit 1`);
  return result.rows[0] ?? null;
}
