import type { PropertySort, SearchPropertiesInput } from '../../api/generated/property';
import { addDays, dateWithin, daysBetween, lastSearchDate, MAX_NIGHTS } from '../search/dates';
import { formatNear, isNearParam, NEAR_RADIUS_KM, parseNear, type GeoPoint } from '../search/near';
import { toHotelParty, type HotelParty } from '../search/party';
import {
  readAmount,
  readChoice,
  readFlag,
  readIntList,
  readList,
  writeParam,
} from '../search/urlParams';

/**
 * /p URL ⇄ search. Spec names where they exist, so the login redirect keeps the search:
 * `to` = place id (or `near:<lat>,<lng>` for "near me"), `depart` = check-in, `return` =
 * check-out, `n_o_a`, `n_o_c`. The map viewport is `bounds=swLat,swLng,neLat,neLng`
 * (docs/search-ui.md).
 */
export const HOTEL_SORTS = [
  'recommended',
  'price',
  'price_desc',
  'rating',
  'stars',
  'distance',
] as const;
export type HotelSortKey = (typeof HOTEL_SORTS)[number];
export const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface HotelCriteria {
  /** Places-service id of the destination; '' for a "near me" search. */
  placeId: string;
  /** "Near me": the person's position (`to=near:<lat>,<lng>`), instead of a place. */
  near: GeoPoint | null;
  checkIn: string;
  checkOut: string;
  party: HotelParty;
  /** The map viewport searched instead of the place, after the map moved. */
  bounds: Bounds | null;
}

export interface HotelFilters {
  priceMin: number | null;
  priceMax: number | null;
  stars: number[];
  types: string[];
  amenities: string[];
  freeCancellation: boolean;
  breakfast: boolean;
  /** Only hotels whose cheapest rate is in the traveller's travel policy (`in_policy=1`). */
  inPolicy: boolean;
}

export type HotelQueryProblem = 'missing' | 'checkIn' | 'checkOut';

export interface HotelQuery {
  criteria: HotelCriteria;
  filters: HotelFilters;
  sort: HotelSortKey;
  problem: HotelQueryProblem | null;
}

export const NO_HOTEL_FILTERS: HotelFilters = {
  priceMin: null,
  priceMax: null,
  stars: [],
  types: [],
  amenities: [],
  freeCancellation: false,
  breakfast: false,
  inPolicy: false,
};

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export function parseBounds(raw: string | null): Bounds | null {
  const parts = raw?.split(',').map(Number) ?? [];
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [south, west, north, east] = parts;
  const valid =
    south < north && south >= -90 && north <= 90 && west >= -180 && east <= 180 && west < east;
  return valid ? { south, west, north, east } : null;
}

export function formatBounds(b: Bounds): string {
  return [b.south, b.west, b.north, b.east].map(round5).join(',');
}

/** Near me lists the nearest hotels first; a place its recommended ones. */
export const defaultHotelSort = (c: Pick<HotelCriteria, 'near'>): HotelSortKey =>
  c.near ? 'distance' : 'recommended';

export function parseHotelQuery(params: URLSearchParams, today: string): HotelQuery {
  const last = lastSearchDate(today);
  const to = params.get('to')?.trim() ?? '';
  const near = parseNear(to);
  const placeId = isNearParam(to) ? '' : to;
  const bounds = parseBounds(params.get('bounds'));
  const checkIn = dateWithin(params.get('depart'), today, last);
  const checkOut = checkIn
    ? dateWithin(params.get('return'), addDays(checkIn, 1), addDays(checkIn, MAX_NIGHTS))
    : null;
  let problem: HotelQueryProblem | null = null;
  if (!placeId && !near && !bounds) problem = 'missing';
  else if (!checkIn) problem = 'checkIn';
  else if (!checkOut) problem = 'checkOut';
  const fallbackIn = checkIn ?? addDays(today, 1);
  return {
    criteria: {
      placeId,
      near,
      checkIn: fallbackIn,
      checkOut: checkOut ?? addDays(fallbackIn, 1),
      party: toHotelParty({
        adults: params.get('n_o_a') ?? undefined,
        children: params.get('n_o_c') ?? undefined,
        rooms: params.get('rooms') ?? undefined,
      }),
      bounds,
    },
    filters: {
      priceMin: readAmount(params, 'price_min'),
      priceMax: readAmount(params, 'price_max'),
      stars: readIntList(params, 'stars', STAR_CHOICES),
      types: readList(params, 'types').map((c) => c.toUpperCase()),
      amenities: readList(params, 'amenities').map((c) => c.toUpperCase()),
      freeCancellation: readFlag(params, 'free_cancellation'),
      breakfast: readFlag(params, 'breakfast'),
      inPolicy: readFlag(params, 'in_policy'),
    },
    sort: readChoice(params, 'sort', HOTEL_SORTS) ?? defaultHotelSort({ near }),
    problem,
  };
}

export function hotelSearchParams(query: Omit<HotelQuery, 'problem'>): URLSearchParams {
  const { criteria: c, filters: f } = query;
  const params = new URLSearchParams();
  writeParam(params, 'to', c.near ? formatNear(c.near) : c.placeId);
  writeParam(params, 'depart', c.checkIn);
  writeParam(params, 'return', c.checkOut);
  params.set('n_o_a', String(c.party.adults));
  params.set('n_o_c', String(c.party.children));
  params.set('rooms', String(c.party.rooms));
  writeParam(params, 'bounds', c.bounds ? formatBounds(c.bounds) : null);
  writeParam(params, 'price_min', f.priceMin);
  writeParam(params, 'price_max', f.priceMax);
  writeParam(params, 'stars', f.stars);
  writeParam(params, 'types', f.types);
  writeParam(params, 'amenities', f.amenities);
  writeParam(params, 'free_cancellation', f.freeCancellation);
  writeParam(params, 'breakfast', f.breakfast);
  writeParam(params, 'in_policy', f.inPolicy);
  writeParam(params, 'sort', query.sort, defaultHotelSort(c));
  return params;
}

/** The search_properties input: the map viewport wins over the place once the map moved. */
export function toSearchPropertiesInput(query: HotelQuery, limit = 20): SearchPropertiesInput {
  const { criteria: c, filters: f } = query;
  return {
    ...(c.bounds
      ? {
          bounds: {
            northeast: { latitude: c.bounds.north, longitude: c.bounds.east },
            southwest: { latitude: c.bounds.south, longitude: c.bounds.west },
          },
        }
      : c.near
        ? {
            near: {
              latitude: c.near.latitude,
              longitude: c.near.longitude,
              radius_km: NEAR_RADIUS_KM,
            },
          }
        : { place_id: c.placeId }),
    check_in: c.checkIn,
    check_out: c.checkOut,
    n_o_a: c.party.adults,
    n_o_c: c.party.children,
    rooms: c.party.rooms,
    price_min: f.priceMin,
    price_max: f.priceMax,
    stars: f.stars.length ? f.stars : null,
    types: f.types.length ? f.types : null,
    amenities: f.amenities.length ? f.amenities : null,
    free_cancellation: f.freeCancellation || null,
    breakfast_included: f.breakfast || null,
    in_policy: f.inPolicy || null,
    sort: query.sort.toUpperCase() as PropertySort,
    limit,
  };
}

export function nightsOf(c: Pick<HotelCriteria, 'checkIn' | 'checkOut'>): number {
  return daysBetween(c.checkIn, c.checkOut);
}

/** Default dates of a new hotel search: tomorrow, two nights. */
export function defaultHotelDates(today: string) {
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 3) };
}

export function countHotelFilters(f: HotelFilters): number {
  return (
    (f.priceMin !== null || f.priceMax !== null ? 1 : 0) +
    (f.stars.length ? 1 : 0) +
    (f.types.length ? 1 : 0) +
    (f.amenities.length ? 1 : 0) +
    (f.freeCancellation ? 1 : 0) +
    (f.breakfast ? 1 : 0) +
    (f.inPolicy ? 1 : 0)
  );
}

export interface StayQuery {
  /** Null when the URL has no valid stay: the property then shows no rates. */
  dates: { checkIn: string; checkOut: string } | null;
  party: HotelParty;
}

/** The stay of /property/{id} and /checkout/hotel: depart, return, n_o_a, n_o_c, rooms. */
export function parseStay(params: URLSearchParams, today: string): StayQuery {
  const checkIn = dateWithin(params.get('depart'), today, lastSearchDate(today));
  const checkOut = checkIn
    ? dateWithin(params.get('return'), addDays(checkIn, 1), addDays(checkIn, MAX_NIGHTS))
    : null;
  return {
    dates: checkIn && checkOut ? { checkIn, checkOut } : null,
    party: toHotelParty({
      adults: params.get('n_o_a') ?? undefined,
      children: params.get('n_o_c') ?? undefined,
      rooms: params.get('rooms') ?? undefined,
    }),
  };
}
