/**
 * The price lines of a flight booking, shared by the checkout's summary, the booking page and
 * the e-ticket (server/domain/bookings/detail.ts): per passenger type, the fare and the taxes
 * and fees per passenger over every flight, times how many travel — the flight results dialog's
 * "per adult / child / infant" rule over the whole trip — and the extra baggage bought.
 * Pure; amounts in whole minor units.
 */

interface FareJson {
  fare?: number | null;
  charge?: number | null;
}
interface LegJson {
  seat_class?: {
    adult_fare?: FareJson | null;
    child_fare?: FareJson | null;
    infant_fare?: FareJson | null;
  } | null;
}
interface BaggageJson {
  price?: number | null;
}
export interface FlightBookingJson {
  departure_flight?: LegJson | null;
  return_flight?: LegJson | null;
  passengers?:
    | readonly {
        departure_baggages?: readonly BaggageJson[] | null;
        return_baggages?: readonly BaggageJson[] | null;
      }[]
    | null;
}
export interface PartyJson {
  n_o_a?: number | null;
  n_o_c?: number | null;
  n_o_i?: number | null;
}

export type PassengerType = 'ADULT' | 'CHILD' | 'INFANT';

export interface PassengerLine {
  type: PassengerType;
  count: number;
  /** Per passenger, over every flight. */
  fare: number;
  charge: number;
  /** count × (fare + charge). */
  total: number;
}

const TYPES = [
  ['ADULT', 'n_o_a', 'adult_fare'],
  ['CHILD', 'n_o_c', 'child_fare'],
  ['INFANT', 'n_o_i', 'infant_fare'],
] as const;

/** Per passenger type over the flight items ({product, party}); types nobody travels as left out. */
export function passengerLines(
  items: readonly { product: FlightBookingJson; party: PartyJson | null | undefined }[],
): PassengerLine[] {
  const lines: PassengerLine[] = [];
  for (const [type, countKey, fareKey] of TYPES) {
    let count = 0;
    let fare = 0;
    let charge = 0;
    for (const { product, party } of items) {
      const n = Number(party?.[countKey] ?? 0);
      if (!n) continue;
      count = Math.max(count, n);
      for (const leg of [product.departure_flight, product.return_flight]) {
        const f = leg?.seat_class?.[fareKey];
        fare += Number(f?.fare ?? 0);
        charge += Number(f?.charge ?? 0);
      }
    }
    if (count) lines.push({ type, count, fare, charge, total: count * (fare + charge) });
  }
  return lines;
}

/** What the extra baggage on a flight booking's passengers costs. */
export function baggageTotal(product: FlightBookingJson): number {
  let total = 0;
  for (const p of product.passengers ?? []) {
    for (const b of [...(p.departure_baggages ?? []), ...(p.return_baggages ?? [])]) {
      total += Number(b.price ?? 0);
    }
  }
  return total;
}
