/**
 * From what search shows and what a cart holds to the evaluator's offers (evaluate.ts), and the
 * verdict as the APIs answer it (the spec's policy flight state plus `breaches`). Search and
 * checkout both go through these functions, so the same fare or rate gets the same verdict
 * (tests/server/policy/search-equals-checkout.test.ts). Pure.
 *
 * - A flight journey is one leg (one way) or two (round trip, the return's cap). Its cabin is
 *   the first leg's cabin the policy does not allow, else the highest leg's; its date is the
 *   first departure's local date; its price the legs' prices for the party (as listed).
 * - A hotel rate is priced for all its rooms and nights: the nightly cap counts per room and
 *   night, so the evaluator gets rooms × nights as the nights to cap.
 */
import {
  CABINS,
  flightVerdict,
  hotelVerdict,
  type Cabin,
  type FlightVerdict,
  type HotelVerdict,
  type PolicyBreach,
  type PolicyRules,
  type VerdictType,
} from './evaluate.js';

export interface FlightLeg {
  cabin: Cabin;
  price: number;
  /** 'YYYY-MM-DD' at the departure airport. */
  local_date: string;
}

export interface HotelRate {
  /** cities.id (without the API's `city:` prefix). */
  city_id: string | null;
  star_rating: number;
  /** The rate's price for all rooms and nights. */
  price: number;
  nights: number;
  rooms: number;
  check_in: string;
}

/** The spec's policy flight state (§3) with the rules that failed; null fields: not a flight. */
export interface PolicyState {
  type: VerdictType;
  remainCost: number | null;
  first_pay: number;
  second_pay: number;
  visible: boolean;
  cabin: Cabin | null;
  one_way_cost: number | null;
  round_trip_cost: number | null;
  seat_class: Cabin | null;
  /** ALLOW_WITH_REASON: checkout asks for one of the corporate's reason codes. */
  reason_required: boolean;
  /** Hotels: the nightly cap per room that applied. */
  nightly_cost: number | null;
  breaches: StateBreach[];
}

/** A breach as the APIs answer it (a copy: the cabins list is the answer's own). */
export type StateBreach =
  { rule: 'CABIN'; allowed: Cabin[]; actual: Cabin } | Exclude<PolicyBreach, { rule: 'CABIN' }>;

const copyBreaches = (breaches: readonly PolicyBreach[]): StateBreach[] =>
  breaches.map((b) => (b.rule === 'CABIN' ? { ...b, allowed: [...b.allowed] } : { ...b }));

const isCabin = (value: unknown): value is Cabin => CABINS.includes(value as Cabin);

/** The cabin that decides a journey: the first leg's not allowed, else the highest. */
export function journeyCabin(rules: PolicyRules | null, cabins: readonly Cabin[]): Cabin {
  const refused = rules ? cabins.find((c) => !rules.allowed_cabins.includes(c)) : undefined;
  if (refused) return refused;
  return cabins.reduce((a, b) => (CABINS.indexOf(b) > CABINS.indexOf(a) ? b : a), cabins[0]);
}

/**
 * A journey's verdict. `roundTrip` defaults to two legs; search judges a round trip's departure
 * list before the return is chosen as a round trip of one leg (the outbound's price against the
 * round-trip cap: a lower bound), and the return list, with the departure chosen, as the whole
 * journey — what checkout decides.
 */
export function journeyVerdict(
  rules: PolicyRules | null,
  legs: readonly FlightLeg[],
  today: string,
  roundTrip = legs.length > 1,
): FlightVerdict {
  return flightVerdict(
    rules,
    {
      cabin: journeyCabin(
        rules,
        legs.map((l) => l.cabin),
      ),
      price: legs.reduce((sum, l) => sum + l.price, 0),
      round_trip: roundTrip,
      departure_date: legs[0].local_date,
    },
    today,
  );
}

export function rateVerdict(
  rules: PolicyRules | null,
  rate: HotelRate,
  today: string,
): HotelVerdict {
  return hotelVerdict(
    rules,
    {
      city_id: rate.city_id ?? '',
      star_rating: rate.star_rating,
      price: rate.price,
      nights: Math.max(1, rate.nights) * Math.max(1, rate.rooms),
      check_in: rate.check_in,
    },
    today,
  );
}

export function flightState(v: FlightVerdict): PolicyState {
  return {
    type: v.type,
    remainCost: v.remainCost,
    first_pay: v.first_pay,
    second_pay: v.second_pay,
    visible: v.visible,
    cabin: v.cabin,
    one_way_cost: v.one_way_cost,
    round_trip_cost: v.round_trip_cost,
    seat_class: v.seat_class,
    reason_required: v.reason_required,
    nightly_cost: null,
    breaches: copyBreaches(v.reasons),
  };
}

export function hotelState(v: HotelVerdict): PolicyState {
  return {
    type: v.type,
    remainCost: v.remainCost,
    first_pay: v.first_pay,
    second_pay: v.second_pay,
    visible: v.visible,
    cabin: null,
    one_way_cost: null,
    round_trip_cost: null,
    seat_class: null,
    reason_required: v.reason_required,
    nightly_cost: v.nightly_cost,
    breaches: copyBreaches(v.reasons),
  };
}

/** A leg from the payments SDL's Flight as a cart stores it (products.ts flightOf). */
export function legOfStoredFlight(flight: unknown): FlightLeg | null {
  const f = flight as {
    price?: unknown;
    seat_class?: { type?: unknown };
    departure?: { local_time?: unknown };
  } | null;
  const cabin = f?.seat_class?.type;
  const local = f?.departure?.local_time;
  if (!f || !isCabin(cabin) || typeof local !== 'string' || typeof f.price !== 'number') {
    return null;
  }
  return { cabin, price: f.price, local_date: local.slice(0, 10) };
}
