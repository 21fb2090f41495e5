import type { FlightCriteria } from './flightQuery';

export interface ChosenFlight {
  /** FlightOption id. */
  flight: string;
  /** SeatClass id (the fare). */
  seat: string;
}

/**
 * /checkout/flight carrying the search (spec parameters) and the choice:
 * departure_flight, departure_seat and, for a round trip, return_flight, return_seat.
 */
export function flightCheckoutPath(
  c: FlightCriteria,
  departure: ChosenFlight,
  ret: ChosenFlight | null,
): string {
  const params = new URLSearchParams({
    from: c.from,
    to: c.to,
    depart: c.depart,
    ...(c.return ? { return: c.return } : {}),
    n_o_a: String(c.party.adults),
    n_o_c: String(c.party.children),
    n_o_i: String(c.party.infants),
    type: c.cabin,
    departure_flight: departure.flight,
    departure_seat: departure.seat,
    ...(ret ? { return_flight: ret.flight, return_seat: ret.seat } : {}),
  });
  return `/checkout/flight?${params.toString()}`;
}

/** The choice read back on /checkout/flight; null when the link carries none. */
export function readFlightChoice(params: URLSearchParams): {
  departure: ChosenFlight;
  ret: ChosenFlight | null;
} | null {
  const flight = params.get('departure_flight');
  const seat = params.get('departure_seat');
  if (!flight || !seat) return null;
  const retFlight = params.get('return_flight');
  const retSeat = params.get('return_seat');
  return {
    departure: { flight, seat },
    ret: retFlight && retSeat ? { flight: retFlight, seat: retSeat } : null,
  };
}
