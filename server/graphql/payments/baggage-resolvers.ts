import { offersOfFlightBooking } from '../../domain/checkout/baggage.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * FlightBooking.baggage_offers (docs/checkout.md "Extra baggage"): the extra baggage each flight's
 * fare plan sells, read from the inventory whenever a cart or booking is shown — the same offers
 * update_booking_details prices from.
 */
const resolvers: Resolvers = {
  FlightBooking: {
    baggage_offers: async (booking, _, ctx) => {
      const product = booking as unknown as Record<string, unknown>;
      const offers = await offersOfFlightBooking(ctx.database.db, product);
      return { departure: offers.departure ?? [], return: offers.return };
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const baggageResolvers = forMercurius(resolvers);
