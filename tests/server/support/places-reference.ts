/**
 * The places union autocomplete and the hotel place look-up read before the places table
 * (docs/capacity.md, "Places"), kept as the reference the table must answer like: the same SQL,
 * with ties (same rank, popularity and name), which it left to chance, broken by id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import type { PlaceRow } from '../../../server/domain/inventory/places/repository';
import { LISTED_PROPERTY } from '../../../server/providers/inventory/local/property-rows';

const UNION = sql`(
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

const COLUMNS = sql`x.type, x.id, x.code, x.name_vi, x.name_en, x.area_vi, x.area_en,
  x.city_id, x.city_vi, x.city_en, x.country_code, x.latitude, x.longitude, x.timezone,
  x.property_id, x.property_count, x.has_flights, x.popularity, x.search_text,
  k.name_vi as country_vi, k.name_en as country_en`;

/** Every place the union gives, by id. */
export async function referencePlaces(db: Db): Promise<PlaceRow[]> {
  const result = await db.execute<PlaceRow>(sql`
    select ${COLUMNS} from ${UNION} x join countries k on k.code = x.country_code order by x.id`);
  return result.rows;
}

/** Autocomplete as the union answered it (searchPlaceRows' arguments). */
export async function referenceSearch(
  db: Db,
  q: { text: string; code: string; types?: string[]; country?: string; limit: number },
): Promise<PlaceRow[]> {
  const types = q.types?.length
    ? sql`and x.type in (${sql.join(
        q.types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const country = q.country ? sql`and x.country_code = ${q.country}` : sql``;
  const match = q.text ? sql`and x.search_text like ${`%${q.text}%`}` : sql``;
  const result = await db.execute<PlaceRow>(sql`
    select ${COLUMNS}, count(*) over ()::int as total
    from ${UNION} x join countries k on k.code = x.country_code
    where true ${match} ${types} ${country}
    order by case
        when x.code is not null and x.code = ${q.code} then 0
        when x.search_text like ${`%|${q.text}%`} then 1
        when x.search_text like ${`% ${q.text}%`} then 2
        else 3 end, x.popularity desc, x.name_en, x.id
    limit ${q.limit}`);
  return result.rows;
}
