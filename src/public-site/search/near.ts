/**
 * "Near me" hotel searches (docs/search-ui.md): the point is kept in the URL as
 * `to=near:<lat>,<lng>` (3 decimals, about 100 m) and sent to the API as `near`.
 */
import type { PlaceChoice } from './place';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The "Near me" choice of the hotel place field. */
export interface NearChoice extends GeoPoint {
  type: 'NEAR';
}

/** What the hotel place field holds: a place, or "Near me". */
export type HotelDestination = PlaceChoice | NearChoice;

/** Search radius around the person, km (the API allows 0.1–100; its default is 5). */
export const NEAR_RADIUS_KM = 10;

const PREFIX = 'near:';
const round3 = (n: number) => Math.round(n * 1e3) / 1e3;

export const isNearChoice = (value: { type: string } | null | undefined): value is NearChoice =>
  value?.type === 'NEAR';

export function isGeoPoint(value: unknown): value is GeoPoint {
  const v = value as Partial<GeoPoint> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.latitude === 'number' &&
    typeof v.longitude === 'number' &&
    Math.abs(v.latitude) <= 90 &&
    Math.abs(v.longitude) <= 180
  );
}

/** The point rounded to 3 decimals: what the URL shares and local storage keeps. */
export function roundPoint({ latitude, longitude }: GeoPoint): GeoPoint {
  return { latitude: round3(latitude), longitude: round3(longitude) };
}

/**
 * `near:16.061,108.224` → the point (rounded like `formatNear`, so parse and format agree);
 * anything else (a place id, a broken value) → null.
 */
export function parseNear(raw: string | null | undefined): GeoPoint | null {
  if (!raw?.startsWith(PREFIX)) return null;
  const parts = raw.slice(PREFIX.length).split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  const [latitude, longitude] = parts.map(Number);
  const point = { latitude, longitude };
  return Number.isFinite(latitude) && Number.isFinite(longitude) && isGeoPoint(point)
    ? roundPoint(point)
    : null;
}

export function formatNear(point: GeoPoint): string {
  const p = roundPoint(point);
  return `${PREFIX}${p.latitude},${p.longitude}`;
}

/** Whether `to` asks for a near search at all (valid or not). */
export const isNearParam = (raw: string | null | undefined) => !!raw?.startsWith(PREFIX);
