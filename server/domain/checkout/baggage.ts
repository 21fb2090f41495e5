/**
 * Extra baggage (docs/checkout.md "Extra baggage"): per passenger and flight, a choice among the
 * fare plan's offers (`fare_plans.baggage_offers`), priced here from the plan — never from the
 * client — and stored on the passenger as the spec's `departure_baggages` / `return_baggages`
 * (currency, price, unit, value). The flight item's price carries the baggage on top of its
 * fare, so the session's price parts, the order, the ledger and any refund include it.
 */
import { baggageTotal } from '../../../common/flight-price-lines.js';
import type { Db } from '../../db/client.js';
import { baggageOffersOfPlans } from './baggage-repository.js';

export interface BaggageOffer {
  value: number;
  unit: string;
  price: number;
  currency: string;
}
export interface Baggage {
  currency: string;
  price: number;
  unit: string;
  value: number;
}
export type Direction = 'departure' | 'return';
export type FlightOffers = Record<Direction, BaggageOffer[] | null>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The fare plan of a flight as sold: its seat class id is `<supplier>:<instance>:<plan>`. */
export function planIdOfFlight(flight: Json | null | undefined): string | null {
  const parts = String(flight?.seat_class?.id ?? '').split(':');
  return parts.length >= 3 ? parts.slice(2).join(':') : null;
}

/** The offers on each flight of a FlightBooking product (null: no such flight). */
export async function offersOfFlightBooking(db: Db, product: Json): Promise<FlightOffers> {
  const legs: [Direction, Json | null][] = [
    ['departure', product.departure_flight ?? null],
    ['return', product.return_flight ?? null],
  ];
  const ids = legs.map(([, f]) => planIdOfFlight(f)).filter((id): id is string => !!id);
  const plans = new Map((await baggageOffersOfPlans(db, ids)).map((p) => [p.id, p]));
  const out: FlightOffers = { departure: null, return: null };
  for (const [direction, flight] of legs) {
    if (!flight) continue;
    const plan = plans.get(planIdOfFlight(flight) ?? '');
    out[direction] = (plan?.offers ?? []).map((o) => ({ ...o, currency: plan!.currency }));
  }
  return out;
}

export interface BaggageChoice {
  type: string;
  departure_baggage?: number | null;
  return_baggage?: number | null;
}
interface Problem {
  field: string;
  rule: string;
  message: string;
}

/**
 * Prices every passenger's choice. A value must be one of the flight's offers (`offer`), for a
 * flight the booking has (`no_return`); an infant has no baggage allowance to add to (`infant`).
 */
export function priceBaggageChoices(
  passengers: BaggageChoice[],
  offers: FlightOffers,
): { baggages: Record<`${Direction}_baggages`, Baggage[]>[]; total: number; problems: Problem[] } {
  const problems: Problem[] = [];
  let total = 0;
  const baggages = passengers.map((p, i) => {
    const chosen = { departure_baggages: [] as Baggage[], return_baggages: [] as Baggage[] };
    for (const direction of ['departure', 'return'] as const) {
      const value = p[`${direction}_baggage`];
      if (value == null || value === 0) continue;
      const field = `passengers.${i}.${direction}_baggage`;
      const legOffers = offers[direction];
      if (!legOffers) {
        problems.push({ field, rule: 'no_return', message: 'this booking has no return flight' });
        continue;
      }
      if (p.type === 'INFANT') {
        problems.push({ field, rule: 'infant', message: 'an infant cannot add baggage' });
        continue;
      }
      const offer = legOffers.find((o) => o.value === value);
      if (!offer) {
        const on = legOffers.map((o) => `${o.value} ${o.unit}`).join(', ') || 'none';
        problems.push({
          field,
          rule: 'offer',
          message: `must be one of the fare's offers (${on})`,
        });
        continue;
      }
      chosen[`${direction}_baggages`].push({
        currency: offer.currency,
        price: offer.price,
        unit: offer.unit,
        value: offer.value,
      });
      total += offer.price;
    }
    return chosen;
  });
  return { baggages, total, problems };
}

/** What the baggage already on a FlightBooking's passengers costs. */
export const baggageTotalOf = (product: Json): number => baggageTotal(product);

/** The extra baggage on a FlightBooking, one line per passenger and direction bought. */
export function extraBaggageOf(product: Json) {
  const passengers = (product.passengers ?? []) as Json[];
  return passengers.flatMap((p) => {
    const passenger = `${p.last_name ?? ''} ${p.first_name ?? ''}`.trim();
    return (['departure', 'return'] as const).flatMap((direction) =>
      ((p[`${direction}_baggages`] ?? []) as Json[]).map((b) => ({
        passenger,
        direction,
        value: Number(b.value),
        unit: String(b.unit ?? 'kg'),
        price: Number(b.price),
        currency: String(b.currency),
      })),
    );
  });
}
