import { systemClock } from '../../auth/clock.js';
import { updateBookingDetails } from '../../domain/checkout/booking-details.js';
import { presentSession } from '../../domain/checkout/sessions.js';
import { walletBalance } from '../../domain/checkout/wallet.js';
import { requireUser } from '../../domain/support/tickets.js';
import { AppError } from '../../errors.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers, ResolversTypes } from '../generated/payments.js';

/*
 * What the checkout page needs beyond the spec (docs/graphql-contract.md "Payments:
 * update_booking_details, user_wallet"): the contact and travellers of a checkout, and the
 * wallet balance shown beside "Pay with wallet". Thin: who acts, the clock, then the domain.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const now = (ctx: RequestContext) => (ctx.auth?.services.clock ?? systemClock).now();

const user_wallet: Q['user_wallet'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const currency = (args.currency ?? 'VND').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    const message = 'currency must be a three-letter ISO 4217 code.';
    throw new AppError('BAD_USER_INPUT', message, [{ field: 'currency', rule: 'format', message }]);
  }
  return { currency, balance: await walletBalance(ctx.database.db, user.id, currency) };
};

const update_booking_details: M['update_booking_details'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const at = now(ctx);
  const row = await updateBookingDetails(ctx.database.db, user.id, args.input, at);
  const session = await presentSession(ctx.database.db, ctx.config.payments, row, at, true);
  // presentSession is the one PaymentCheckoutSession presenter (create_cart's too); it gives
  // Dates for DateTime (the scalar serialises them) and stored JSON for products, which the
  // codegen types as strings and exact shapes: the schema checks the answer instead.
  return session as unknown as ResolversTypes['PaymentCheckoutSession'];
};

export const bookingResolvers = {
  Query: { user_wallet } satisfies Q,
  Mutation: { update_booking_details } satisfies M,
};
