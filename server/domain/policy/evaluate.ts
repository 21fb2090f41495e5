/**
 * The travel policy's verdict on one offer for one traveller (issue 21 "Travel policy"): the one
 * place the rules are decided, pure, so search (badges, filter) and checkout (refuse, ask for a
 * reason or an approval) answer the same for the same offer. No SQL, no clock: `today` is the
 * date in Vietnam (common/calendar.ts `vietnamDate(now(ctx))`), money is whole VND.
 *
 * The answer carries the spec's policy flight state (§3: type, remainCost, first_pay,
 * second_pay, visible, cabin, one_way_cost, round_trip_cost, seat_class) and which rules failed:
 * - `type`: IN_POLICY, or the policy's out-of-policy action (BLOCK, APPROVAL, ALLOW_WITH_REASON)
 *   when any rule fails.
 * - `first_pay` + `second_pay` = the price: the company's part and the traveller's. With the
 *   corporate's `enable_split_payment`, a price over the cap is not a breach: the company pays up
 *   to the cap and the traveller the rest. A blocked offer is not the company's at all
 *   (first_pay 0) and is not shown as buyable (`visible` false).
 * - `remainCost`: what is left under the cap after this price (never negative); null: no cap.
 */
import { daysBetween } from '../../../common/calendar.js';

/** Cabins from the cheapest up (the inventory's seat_class enum). */
export const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type Cabin = (typeof CABINS)[number];

export const POLICY_ACTIONS = ['BLOCK', 'APPROVAL', 'ALLOW_WITH_REASON'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];
export type VerdictType = 'IN_POLICY' | PolicyAction;

export interface HotelCap {
  /** cities.id; null: any city. */
  city_id: string | null;
  /** Whole stars 1–5; null: any rating. */
  star_rating: number | null;
  /** Per room and night. */
  nightly_cost: number;
}

/** A level's policy as the evaluator needs it, with the corporate's split-payment flag. */
export interface PolicyRules {
  allowed_cabins: readonly Cabin[];
  one_way_cost: number | null;
  round_trip_cost: number | null;
  min_days_ahead: number;
  out_of_policy_action: PolicyAction;
  hotel_caps: readonly HotelCap[];
  enable_split_payment: boolean;
}

export interface FlightOffer {
  cabin: Cabin;
  /** The whole journey's price for this traveller (both ways for a round trip). */
  price: number;
  round_trip: boolean;
  /** 'YYYY-MM-DD', the first departure's local date. */
  departure_date: string;
}

export interface HotelOffer {
  city_id: string;
  /** 0–5, halves allowed; a 4.5-star hotel meets a 4-star cap. */
  star_rating: number;
  /** The stay's price per room (all nights). */
  price: number;
  nights: number;
  /** 'YYYY-MM-DD'. */
  check_in: string;
}

/** The rules an offer can break; a verdict names each at most once. */
export const BREACH_RULES = ['CABIN', 'PRICE', 'DAYS_AHEAD'] as const;

/** Which rule an offer breaks, with the numbers a badge or a message shows. */
export type PolicyBreach =
  | { rule: 'CABIN'; allowed: readonly Cabin[]; actual: Cabin }
  | { rule: 'PRICE'; cap: number; price: number }
  | { rule: 'DAYS_AHEAD'; min_days: number; days: number };

interface Verdict {
  type: VerdictType;
  remainCost: number | null;
  first_pay: number;
  second_pay: number;
  visible: boolean;
  /** ALLOW_WITH_REASON: checkout asks for one of the corporate's reason codes. */
  reason_required: boolean;
  reasons: PolicyBreach[];
}

export interface FlightVerdict extends Verdict {
  /** The offer's cabin. */
  cabin: Cabin;
  one_way_cost: number | null;
  round_trip_cost: number | null;
  /** The highest cabin the policy allows; null without a policy. */
  seat_class: Cabin | null;
}

export interface HotelVerdict extends Verdict {
  /** The nightly cap that applied; null: none. */
  nightly_cost: number | null;
}

/** The highest of the allowed cabins (the spec's seat_class of the policy). */
export function highestCabin(cabins: readonly Cabin[]): Cabin | null {
  let best = -1;
  for (const cabin of cabins) best = Math.max(best, CABINS.indexOf(cabin));
  return best < 0 ? null : CABINS[best];
}

/** Type, payment split and visibility from the breaches and the cap over the whole price. */
function decide(
  rules: PolicyRules,
  price: number,
  cap: number | null,
  breaches: PolicyBreach[],
): Verdict {
  const over = cap != null && price > cap;
  const split = over && rules.enable_split_payment;
  if (over && !split) breaches.push({ rule: 'PRICE', cap: cap!, price });
  const type: VerdictType = breaches.length ? rules.out_of_policy_action : 'IN_POLICY';
  const remainCost = cap == null ? null : Math.max(cap - price, 0);
  if (type === 'BLOCK') {
    return {
      type,
      remainCost,
      first_pay: 0,
      second_pay: price,
      visible: false,
      reason_required: false,
      reasons: breaches,
    };
  }
  const first = split ? cap! : price;
  return {
    type,
    remainCost,
    first_pay: first,
    second_pay: price - first,
    visible: true,
    reason_required: type === 'ALLOW_WITH_REASON',
    reasons: breaches,
  };
}

function daysAhead(rules: PolicyRules, date: string, today: string): PolicyBreach[] {
  const days = daysBetween(today, date);
  return days < rules.min_days_ahead
    ? [{ rule: 'DAYS_AHEAD', min_days: rules.min_days_ahead, days }]
    : [];
}

const free = (price: number): Verdict => ({
  type: 'IN_POLICY',
  remainCost: null,
  first_pay: price,
  second_pay: 0,
  visible: true,
  reason_required: false,
  reasons: [],
});

/** The verdict on a flight; without a policy (`null`) everything is in policy. */
export function flightVerdict(
  rules: PolicyRules | null,
  offer: FlightOffer,
  today: string,
): FlightVerdict {
  if (!rules) {
    return {
      ...free(offer.price),
      cabin: offer.cabin,
      one_way_cost: null,
      round_trip_cost: null,
      seat_class: null,
    };
  }
  const breaches: PolicyBreach[] = [];
  if (!rules.allowed_cabins.includes(offer.cabin)) {
    breaches.push({ rule: 'CABIN', allowed: rules.allowed_cabins, actual: offer.cabin });
  }
  breaches.push(...daysAhead(rules, offer.departure_date, today));
  const cap = offer.round_trip ? rules.round_trip_cost : rules.one_way_cost;
  return {
    ...decide(rules, offer.price, cap, breaches),
    cabin: offer.cabin,
    one_way_cost: rules.one_way_cost,
    round_trip_cost: rules.round_trip_cost,
    seat_class: highestCabin(rules.allowed_cabins),
  };
}

/**
 * The nightly cap for a hotel: the most specific row that matches, in the order city and
 * stars, city, stars, neither. Stars match the hotel's whole stars (4.5 → 4).
 */
export function hotelCapFor(
  caps: readonly HotelCap[],
  offer: Pick<HotelOffer, 'city_id' | 'star_rating'>,
): HotelCap | null {
  const stars = Math.floor(offer.star_rating);
  const rank = (cap: HotelCap): number => {
    if (cap.city_id != null && cap.city_id !== offer.city_id) return -1;
    if (cap.star_rating != null && cap.star_rating !== stars) return -1;
    return (cap.city_id != null ? 2 : 0) + (cap.star_rating != null ? 1 : 0);
  };
  let best: HotelCap | null = null;
  for (const cap of caps) {
    if (rank(cap) >= 0 && (best == null || rank(cap) > rank(best))) best = cap;
  }
  return best;
}

/** The verdict on a hotel stay; without a policy (`null`) everything is in policy. */
export function hotelVerdict(
  rules: PolicyRules | null,
  offer: HotelOffer,
  today: string,
): HotelVerdict {
  if (!rules) return { ...free(offer.price), nightly_cost: null };
  const breaches = daysAhead(rules, offer.check_in, today);
  const cap = hotelCapFor(rules.hotel_caps, offer);
  const nights = Math.max(1, offer.nights);
  return {
    ...decide(rules, offer.price, cap ? cap.nightly_cost * nights : null, breaches),
    nightly_cost: cap?.nightly_cost ?? null,
  };
}
