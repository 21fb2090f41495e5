import { isPlaceChoice, type PlaceChoice } from './place';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** One way or return: remembered in local storage `direction` (spec §3). */
export type FlightDirection = 'one_way' | 'round_trip';

const isDirection = (value: unknown): value is FlightDirection =>
  value === 'one_way' || value === 'round_trip';

export interface RememberedFlight {
  from: PlaceChoice | null;
  to: PlaceChoice | null;
  direction: FlightDirection;
}

/** Origin and destination of the last flight search (`location_flight_from`/`_to`). */
export function readRememberedFlight(): RememberedFlight {
  return {
    from: readJson(STORAGE_KEYS.flightFrom, isPlaceChoice),
    to: readJson(STORAGE_KEYS.flightTo, isPlaceChoice),
    direction: readJson(STORAGE_KEYS.flightDirection, isDirection) ?? 'one_way',
  };
}

export function rememberFlight({ from, to, direction }: RememberedFlight): void {
  if (from) writeJson(STORAGE_KEYS.flightFrom, from);
  if (to) writeJson(STORAGE_KEYS.flightTo, to);
  writeJson(STORAGE_KEYS.flightDirection, direction);
}
