import type { RememberedFlight } from '../search/flightMemory';

/**
 * How to look up a URL's place code: by the id of the place the traveller chose when the last
 * search used that code (a city and its main airport share codes such as HAN), so "Change
 * search" shows the city they picked, not the airport; by the code otherwise (a shared link).
 * Kept out of flightMemory.ts so the home page's search box does not carry it.
 */
export function flightPlaceRef(
  code: string,
  remembered: Pick<RememberedFlight, 'from' | 'to'>,
): { id: string } | { code: string } {
  const chosen = [remembered.from, remembered.to].find((place) => place?.code === code);
  return chosen && !chosen.id.startsWith('code:') ? { id: chosen.id } : { code };
}
