/** places service: autocomplete (diacritics-insensitive, ranked), nearby, one place. */
import type { Db } from '../../../db/client.js';
import { InputCheck, langOf, pick, type Lang } from '../common.js';
import { likeSafe, normalizeSearch } from '../normalize.js';
import type { PlacesCache } from './answer-cache.js';
import { nearbyPlaceRows, placeRow, searchPlaceRows, type PlaceRow } from './repository.js';

export interface SearchPlacesInput {
  query: string;
  locale?: string | null;
  types?: string[] | null;
  country_code?: string | null;
  limit?: number | null;
}

export interface NearbyPlacesInput {
  latitude: number;
  longitude: number;
  radius_km?: number | null;
  types?: string[] | null;
  locale?: string | null;
  limit?: number | null;
}

function present(row: PlaceRow, lang: Lang) {
  const city = pick(lang, row.city_vi, row.city_en);
  const country = pick(lang, row.country_vi, row.country_en);
  const area = pick(lang, row.area_vi, row.area_en);
  const subtitle =
    row.type === 'CITY'
      ? country
      : row.type === 'PROPERTY'
        ? [area, city].filter(Boolean).join(', ')
        : `${city}, ${country}`;
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    name: pick(lang, row.name_vi, row.name_en)!,
    subtitle,
    city_id: `city:${row.city_id}`,
    city_name: city,
    country_code: row.country_code.trim(),
    country_name: country!,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timezone: row.timezone,
    property_id: row.property_id,
    property_count: row.property_count,
    has_flights: row.has_flights,
    distance_km: row.distance_km == null ? null : Math.round(Number(row.distance_km) * 100) / 100,
  };
}

const page = (rows: PlaceRow[], lang: Lang) => ({
  entries: rows.map((r) => present(r, lang)),
  metadata: { after: null, before: null, total_count: rows[0]?.total ?? 0 },
});

export type PlacesPage = ReturnType<typeof page>;

/**
 * Autocomplete. With `cache` (this node's, answer-cache.ts) an answer is shared by every request
 * asking the same thing: the normalized query, the code it may be, kinds, country, limit and
 * language.
 */
export async function searchPlaces(
  db: Db,
  input: SearchPlacesInput,
  locale: string,
  cache?: PlacesCache<PlacesPage>,
): Promise<PlacesPage> {
  const check = new InputCheck();
  const limit = check.int('limit', input.limit ?? 10, 1, 50);
  if (input.query.length > 100)
    check.fail('query', 'max_length', 'query is at most 100 characters.');
  check.done();
  const q = {
    text: likeSafe(normalizeSearch(input.query)),
    code: input.query.trim().toUpperCase(),
    types: input.types?.length ? [...new Set(input.types)].sort() : undefined,
    country: input.country_code?.toUpperCase(),
    limit,
  };
  const lang = langOf(input.locale ?? locale);
  const read = async () => page(await searchPlaceRows(db, q), lang);
  if (!cache?.enabled) return read();
  const key = [lang, q.text, q.code, q.types?.join(',') ?? '', q.country ?? '', limit].join(
    '\u0000',
  );
  return cache.through(key, read);
}

export async function nearbyPlaces(db: Db, input: NearbyPlacesInput, locale: string) {
  const check = new InputCheck();
  const limit = check.int('limit', input.limit ?? 10, 1, 50);
  const radiusKm = input.radius_km ?? 20;
  if (!(radiusKm >= 0.1 && radiusKm <= 500))
    check.fail('radius_km', 'range', 'radius_km must be 0.1-500.');
  if (Math.abs(input.latitude) > 90) check.fail('latitude', 'range', 'latitude must be -90 to 90.');
  if (Math.abs(input.longitude) > 180)
    check.fail('longitude', 'range', 'longitude must be -180 to 180.');
  check.done();
  const rows = await nearbyPlaceRows(db, {
    lat: input.latitude,
    lng: input.longitude,
    radiusKm,
    types: input.types ?? undefined,
    limit,
  });
  return page(rows, langOf(input.locale ?? locale));
}

export async function place(
  db: Db,
  input: { id?: string | null; code?: string | null; locale?: string | null },
  locale: string,
) {
  if (!input.id && !input.code) {
    const check = new InputCheck();
    check.fail('id', 'required', 'Give id or code.');
    check.done();
  }
  const row = await placeRow(db, { id: input.id ?? undefined, code: input.code?.toUpperCase() });
  return row ? present(row, langOf(input.locale ?? locale)) : null;
}
