/**
 * The booking traveller's travel-policy verdict on a stay's rates (issue 21): rules read once
 * for the request (policy/search-policy.ts), each rate judged by the pure function checkout
 * uses on the cart (policy/offers.ts `rateVerdict`): the property's city and stars, the rate's
 * price for all rooms and nights, the check-in date.
 */
import { hotelState, rateVerdict, type PolicyState } from '../../policy/offers.js';
import type { SearchPolicy } from '../../policy/search-policy.js';

export interface RatePlace {
  /** cities.id (the supplier's, without the API's `city:` prefix). */
  city_id: string;
  star_rating: number;
}

export function judgeRate(
  policy: SearchPolicy | null,
  place: RatePlace,
  rate: { price: number; nights: number; rooms: number },
  checkIn: string,
): PolicyState | null {
  if (!policy) return null;
  return hotelState(
    rateVerdict(
      policy.rules,
      {
        city_id: place.city_id,
        star_rating: place.star_rating,
        price: rate.price,
        nights: rate.nights,
        rooms: rate.rooms,
        check_in: checkIn,
      },
      policy.today,
    ),
  );
}

/** `in_policy` filter: in policy, or no policy to judge by. */
export const inPolicy = (state: PolicyState | null) => !state || state.type === 'IN_POLICY';
