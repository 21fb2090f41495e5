import { hotelSearchParams, NO_HOTEL_FILTERS } from '../hotels/hotelQuery';
import { isNearChoice, type HotelDestination } from './near';
import type { HotelParty } from './party';

export interface HotelStay {
  checkIn: string;
  checkOut: string;
  party: HotelParty;
}

/** Stay parameters shared by /p and /property/{id}: depart, return, n_o_a, n_o_c, rooms. */
export function stayParams({ checkIn, checkOut, party }: HotelStay): URLSearchParams {
  return new URLSearchParams({
    depart: checkIn,
    return: checkOut,
    n_o_a: String(party.adults),
    n_o_c: String(party.children),
    rooms: String(party.rooms),
  });
}

/**
 * Where a hotel search goes: a hotel opens its page; anything else lists results on /p ("near
 * me" as `to=near:<lat>,<lng>`, nearest first).
 */
export function hotelSearchTarget(place: HotelDestination, stay: HotelStay): string {
  if (isNearChoice(place)) {
    const near = { latitude: place.latitude, longitude: place.longitude };
    const params = hotelSearchParams({
      criteria: { placeId: '', near, ...stay, bounds: null },
      filters: NO_HOTEL_FILTERS,
      sort: 'distance',
    });
    return `/p?${params.toString()}`;
  }
  if (place.type === 'PROPERTY' && place.property_id) {
    return `/property/${encodeURIComponent(place.property_id)}?${stayParams(stay).toString()}`;
  }
  const params = hotelSearchParams({
    criteria: { placeId: place.id, near: null, ...stay, bounds: null },
    filters: NO_HOTEL_FILTERS,
    sort: 'recommended',
  });
  return `/p?${params.toString()}`;
}
