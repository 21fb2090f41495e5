import { hotelSearchParams, NO_HOTEL_FILTERS } from '../hotels/hotelQuery';
import type { HotelParty } from './party';
import type { PlaceChoice } from './place';

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

/** Where a hotel search goes: a hotel opens its page; anything else lists results on /p. */
export function hotelSearchTarget(place: PlaceChoice, stay: HotelStay): string {
  if (place.type === 'PROPERTY' && place.property_id) {
    return `/property/${encodeURIComponent(place.property_id)}?${stayParams(stay).toString()}`;
  }
  const params = hotelSearchParams({
    criteria: { placeId: place.id, ...stay, bounds: null },
    filters: NO_HOTEL_FILTERS,
    sort: 'recommended',
  });
  return `/p?${params.toString()}`;
}
