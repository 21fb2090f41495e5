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

/**
 * How to look up a URL's place code: by the id of the place the traveller chose when the last
 * search used that code (a city and its main airport share codes such as HAN), so "Change
 * search" shows the city they picked, not the airport; by the code otherwise (a shared link).
 */
export function flightPlaceRef(
  code: string,
  remembered: Pick<RememberedFlight, 'from' | 'to'>,
): { id: string } | { code: string } {
  const chosen = [remembered.from, remembered.to].find((place) => place?.code === code);
  return chosen && !chosen.id.startsWith('code:') ? { id: chosen.id } : { code };
}
