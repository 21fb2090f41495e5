import { isGeoPoint, roundPoint, type GeoPoint } from './near';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The person's position for "Near me", loaded only when it is chosen (docs/search-ui.md).
 * The last position is kept in local storage `near_location`:
 * `{ latitude, longitude, at }` (3 decimals; `at` = when it was found, ms since 1970).
 */
export interface NearLocation extends GeoPoint {
  at: number;
}

export type LocateFailure = 'denied' | 'unavailable' | 'timeout';

export class LocateError extends Error {
  constructor(readonly reason: LocateFailure) {
    super(`geolocation ${reason}`);
    this.name = 'LocateError';
  }
}

/** How long the device may search for a fix once allowed (the Geolocation API's `timeout`). */
export const LOCATE_TIMEOUT_MS = 10_000;
/** Overall limit, permission prompt included (browsers may never answer an ignored prompt). */
export const LOCATE_GIVE_UP_MS = 20_000;
/** A position the browser found this recently may answer without a new fix. */
export const POSITION_MAX_AGE_MS = 5 * 60_000;
/** When the device cannot find a fix, a remembered position this recent is used instead. */
export const REMEMBERED_FOR_MS = 30 * 60_000;

function isNearLocation(value: unknown): value is NearLocation {
  return isGeoPoint(value) && typeof (value as Partial<NearLocation>).at === 'number';
}

/** The remembered position, if any and no older than `maxAge`. */
export function readNearLocation(
  maxAge = REMEMBERED_FOR_MS,
  now = Date.now(),
): NearLocation | null {
  const stored = readJson(STORAGE_KEYS.nearLocation, isNearLocation);
  return stored && now - stored.at <= maxAge && stored.at <= now + 60_000 ? stored : null;
}

/**
 * Asks the browser where the person is. Rejects with a LocateError: `denied` (permission
 * refused), `unavailable` (no geolocation, or no fix and nothing recent remembered) or
 * `timeout`. A fix is remembered in `near_location`; when the device cannot find one, a
 * position remembered within the last 30 minutes answers instead.
 */
export function locate(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocateError('unavailable'));
      return;
    }
    let settled = false;
    const fail = (reason: LocateFailure) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(guard);
      const remembered = reason === 'denied' ? null : readNearLocation();
      if (remembered) resolve({ latitude: remembered.latitude, longitude: remembered.longitude });
      else reject(new LocateError(reason));
    };
    const guard = window.setTimeout(() => fail('timeout'), LOCATE_GIVE_UP_MS);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          if (settled) return;
          settled = true;
          window.clearTimeout(guard);
          const point = roundPoint(coords);
          writeJson(STORAGE_KEYS.nearLocation, { ...point, at: Date.now() });
          resolve(point);
        },
        // GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        (error) => fail(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable'),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      fail('unavailable');
    }
  });
}
