/** Local storage keys of spec §3 used by the search, and safe access (private mode, quotas). */
export const STORAGE_KEYS = {
  recentHotelSearches: 'h-search',
  flightDirection: 'direction',
  flightFrom: 'location_flight_from',
  flightTo: 'location_flight_to',
  nearLocation: 'near_location',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`, or null when absent, unreadable or rejected by `accept`. */
export function readJson<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: remembering is a convenience, never an error.
  }
}
