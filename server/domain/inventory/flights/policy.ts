/**
 * The booking traveller's travel-policy verdict on each listed fare (issue 21): the rules were
 * read once for the request (policy/search-policy.ts); each fare is judged by the pure
 * functions checkout uses on the cart (policy/offers.ts), so a badge says what checkout will do.
 *
 * A one-way option is its own journey. In a round trip, the departure list is judged against
 * the round-trip cap on the outbound price alone (a lower bound: the return is not chosen yet);
 * the return list, once `departure_flight_id` is chosen, on the whole journey (the chosen
 * departure at its listed fare, plus this return fare) — the cart checkout will judge.
 */
import { flightState, journeyVerdict, type FlightLeg } from '../../policy/offers.js';
import type { SearchPolicy } from '../../policy/search-policy.js';
import type { OptionOut, SeatClassOut } from './present.js';

const legOf = (option: OptionOut, fare: SeatClassOut): FlightLeg => ({
  cabin: fare.type,
  price: fare.price,
  local_date: option.departure.local_time.slice(0, 10),
});

/** Sets `policy` on each option and on each of its fares. */
export function judgeOptions(
  options: OptionOut[],
  policy: SearchPolicy | null,
  trip: { roundTrip: boolean; departure?: OptionOut },
): void {
  if (!policy) return;
  const before = trip.departure ? [legOf(trip.departure, trip.departure.seat_class)] : [];
  for (const option of options) {
    const judge = (fare: SeatClassOut) =>
      flightState(
        journeyVerdict(
          policy.rules,
          [...before, legOf(option, fare)],
          policy.today,
          trip.roundTrip,
        ),
      );
    for (const fare of option.seat_classes) fare.policy = judge(fare);
    option.seat_class.policy =
      option.seat_classes.find((f) => f.id === option.seat_class.id)?.policy ??
      judge(option.seat_class);
    option.policy = option.seat_class.policy;
  }
}

/** `in_policy` filter: only options in policy (all of them when there is no policy). */
export const inPolicy = (option: OptionOut) => !option.policy || option.policy.type === 'IN_POLICY';
