/** Passenger-mix pricing of a fare: what the party pays and whether it has seats. */
import type { FareOffer } from '../../../providers/inventory/types.js';

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

/** Infants sit on a lap: only adults and children need seats. */
export const seatsNeeded = (party: Party) => party.adults + party.children;

export function partyPrice(fare: FareOffer, party: Party): number {
  return (
    party.adults * (fare.adult.fare + fare.adult.charge) +
    party.children * (fare.child.fare + fare.child.charge) +
    party.infants * (fare.infant.fare + fare.infant.charge)
  );
}

export interface FareFilters {
  baggageIncluded?: boolean;
  refundable?: boolean;
}

export function fareMatches(fare: FareOffer, filters: FareFilters): boolean {
  if (filters.baggageIncluded && fare.plan.baggage_pieces === 0) return false;
  if (filters.refundable && !fare.plan.refundable) return false;
  return true;
}

/** Fares with seats for the party, cheapest first. */
export function faresFor(fares: FareOffer[], party: Party): FareOffer[] {
  return fares
    .filter((f) => f.seatsLeft >= seatsNeeded(party))
    .sort((a, b) => partyPrice(a, party) - partyPrice(b, party));
}
