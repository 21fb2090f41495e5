/**
 * Passenger terminals of the Vietnamese airports the inventory flies that have more than one
 * (docs/inventory.md "Terminals"). A flight's terminal at an airport depends on whether its
 * route is domestic (both ends in one country) or international, and at Tân Sơn Nhất also on
 * the airline: since April 2025 the Vietnam Airlines group's domestic flights use T3, other
 * airlines' domestic flights stay at T1. Airports not listed have one terminal: none is shown.
 */

interface AirportTerminals {
  domestic: string;
  international: string;
  /** Domestic terminal by airline IATA code where it differs from `domestic`. */
  domesticByAirline?: Record<string, string>;
}

export const AIRPORT_TERMINALS: Readonly<Record<string, AirportTerminals>> = {
  // Nội Bài, Hà Nội
  HAN: { domestic: 'T1', international: 'T2' },
  // Tân Sơn Nhất, TP. Hồ Chí Minh
  SGN: {
    domestic: 'T1',
    international: 'T2',
    domesticByAirline: { VN: 'T3', VU: 'T3', BL: 'T3' },
  },
  // Đà Nẵng
  DAD: { domestic: 'T1', international: 'T2' },
  // Cam Ranh, Nha Trang
  CXR: { domestic: 'T1', international: 'T2' },
};

/**
 * The terminal a flight of `airline` uses at `airport`, or null for a single-terminal airport.
 * `international`: the route's two airports are in different countries.
 */
export function terminalOf(
  airport: string,
  airline: string,
  international: boolean,
): string | null {
  const known = AIRPORT_TERMINALS[airport.trim()];
  if (!known) return null;
  if (international) return known.international;
  return known.domesticByAirline?.[airline] ?? known.domestic;
}

/** A flight's terminals at departure and arrival, given each airport's country code. */
export function flightTerminals(flight: {
  airline: string;
  from: { code: string; country: string | null };
  to: { code: string; country: string | null };
}): { departure: string | null; arrival: string | null } {
  // An unknown country: no terminal rather than a wrong one.
  if (!flight.from.country || !flight.to.country) return { departure: null, arrival: null };
  const international = flight.from.country !== flight.to.country;
  return {
    departure: terminalOf(flight.from.code, flight.airline, international),
    arrival: terminalOf(flight.to.code, flight.airline, international),
  };
}
