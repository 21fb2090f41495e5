/** Who travels: the limits of the flight and hotel searches (docs/search-api.md). */

export interface Range {
  min: number;
  max: number;
}

export interface FlightParty {
  adults: number;
  children: number;
  infants: number;
}

export interface HotelParty {
  adults: number;
  children: number;
  rooms: number;
}

/** Adults and children share at most 9 seats; infants sit on a lap, one per adult. */
export const MAX_FLIGHT_SEATS = 9;
export const MAX_HOTEL_ADULTS = 36;
export const MAX_HOTEL_CHILDREN = 18;
export const MAX_ROOMS = 9;

export const DEFAULT_FLIGHT_PARTY: FlightParty = { adults: 1, children: 0, infants: 0 };
export const DEFAULT_HOTEL_PARTY: HotelParty = { adults: 2, children: 0, rooms: 1 };

export function flightPartyRanges(party: FlightParty): Record<keyof FlightParty, Range> {
  return {
    adults: { min: Math.max(1, party.infants), max: MAX_FLIGHT_SEATS - party.children },
    children: { min: 0, max: MAX_FLIGHT_SEATS - party.adults },
    infants: { min: 0, max: party.adults },
  };
}

/** Every room needs an adult; children need at least one adult with them. */
export function hotelPartyRanges(party: HotelParty): Record<keyof HotelParty, Range> {
  return {
    adults: { min: Math.max(1, party.rooms), max: MAX_HOTEL_ADULTS },
    children: { min: 0, max: MAX_HOTEL_CHILDREN },
    rooms: { min: 1, max: Math.min(MAX_ROOMS, party.adults) },
  };
}

function whole(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : fallback;
}

const clamp = (n: number, { min, max }: Range) => Math.min(Math.max(n, min), max);

/** A valid flight party from loose values (URL parameters): out-of-range values are clamped. */
export function toFlightParty(raw: {
  adults?: unknown;
  children?: unknown;
  infants?: unknown;
}): FlightParty {
  const adults = clamp(whole(raw.adults, 1), { min: 1, max: MAX_FLIGHT_SEATS });
  const children = clamp(whole(raw.children, 0), { min: 0, max: MAX_FLIGHT_SEATS - adults });
  const infants = clamp(whole(raw.infants, 0), { min: 0, max: adults });
  return { adults, children, infants };
}

export function toHotelParty(raw: {
  adults?: unknown;
  children?: unknown;
  rooms?: unknown;
}): HotelParty {
  const adults = clamp(whole(raw.adults, 2), { min: 1, max: MAX_HOTEL_ADULTS });
  const children = clamp(whole(raw.children, 0), { min: 0, max: MAX_HOTEL_CHILDREN });
  const rooms = clamp(whole(raw.rooms, 1), { min: 1, max: Math.min(MAX_ROOMS, adults) });
  return { adults, children, rooms };
}
