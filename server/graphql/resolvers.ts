import type { IResolvers, MercuriusLoaders } from 'mercurius';
import type { ServiceName } from './services.js';
import { corporateLoaders, corporateResolvers } from './corporate/resolvers.js';
import { mainResolvers } from './main/resolvers.js';
import { placesResolvers } from './places/resolvers.js';
import { flightsResolvers } from './flights/resolvers.js';
import { currenciesResolvers } from './currencies/resolvers.js';
import { propertyResolvers } from './property/resolvers.js';
import { mainSupportResolvers } from './main/support-resolvers.js';
import { mainVoucherResolvers } from './main/voucher-resolvers.js';
import { mainRewardsResolvers } from './main/rewards-resolvers.js';
import { mainAgentResolvers } from './main/agent-resolvers.js';
import { mainInvoiceResolvers } from './main/invoice-resolvers.js';
import { paymentsResolvers } from './payments/resolvers.js';
import { checkoutResolvers } from './payments/checkout-resolvers.js';
import { gatewayResolvers } from './payments/gateway-resolvers.js';
import { confirmResolvers } from './payments/confirm-resolvers.js';
import { voucherResolvers } from './payments/voucher-resolvers.js';
import { baggageResolvers } from './payments/baggage-resolvers.js';
import { corporatePayResolvers } from './payments/corporate-pay-resolvers.js';
import { p2c2pResolvers } from './payments/p2c2p-resolvers.js';
import { savedCardResolvers } from './payments/saved-card-resolvers.js';
import { savedTravellerResolvers } from './payments/saved-traveller-resolvers.js';
import { expenseResolvers } from './payments/expense-resolvers.js';

import { bookingResolvers } from './payments/booking-resolvers.js';
import { manageBookingResolvers } from './payments/manage-booking-resolvers.js';

import { rewardsResolvers } from './payments/rewards-resolvers.js';
import { adminResolvers } from './admin/resolvers.js';
import { tripsResolvers } from './trips/resolvers.js';

/** One service's resolver maps side by side (root types merged field by field). */
function combine(...maps: IResolvers[]): IResolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      out[type] = { ...out[type], ...(fields as Record<string, unknown>) };
    }
  }
  return out as IResolvers;
}

/**
 * The domain resolvers each service implements so far. A root field missing here answers
 * NOT_IMPLEMENTED (see register.ts). Resolvers stay thin: parse input, call server/domain.
 */
export const serviceResolvers: Partial<Record<ServiceName, IResolvers>> = {
  main: combine(
    mainResolvers,
    mainSupportResolvers,
    mainVoucherResolvers,
    mainRewardsResolvers,
    mainAgentResolvers,
    mainInvoiceResolvers,
  ),
  corporate: corporateResolvers,
  places: placesResolvers,
  flights: flightsResolvers,
  currencies: currenciesResolvers,
  property: propertyResolvers,
  payments: combine(
    paymentsResolvers,
    checkoutResolvers,
    gatewayResolvers,
    confirmResolvers,
    voucherResolvers,
    baggageResolvers,
    corporatePayResolvers,
    p2c2pResolvers,
    savedCardResolvers,
    savedTravellerResolvers,
    expenseResolvers,

    bookingResolvers,

    rewardsResolvers,
    manageBookingResolvers,
  ),
  admin: adminResolvers,
  trips: tripsResolvers,
};

/**
 * Fields each service reads for a whole list at once (Mercurius loaders: one call per request
 * and field with every parent, instead of one database statement per row).
 */
export const serviceLoaders: Partial<Record<ServiceName, MercuriusLoaders>> = {
  corporate: corporateLoaders,
};
