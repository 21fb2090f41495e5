import { now } from '../../domain/context/clock.js';
import { cancelBooking } from '../../domain/bookings/cancel.js';
import { userBooking } from '../../domain/bookings/detail.js';
import { requireUser } from '../../domain/context/user.js';
import { AppError } from '../../errors.js';
import type { RequestContext } from '../context.js';
import type { Resolvers, ResolversTypes } from '../generated/payments.js';
import { forMercurius } from '../typed.js';
import { followUpDeps } from './order-follow-up.js';

/*
 * Managing a booking (docs/manage-booking.md; docs/graphql-contract.md "user_booking,
 * cancel_booking"). Thin: who acts, the clock, the reader's language, then the domain.
 */

const langOf = (ctx: RequestContext): 'vi' | 'en' => (ctx.locale.startsWith('en') ? 'en' : 'vi');

// The domain answers Dates for DateTime and stored JSON for products: the schema checks them.
type Booking = ResolversTypes['UserBooking'];

const resolvers: Resolvers = {
  Query: {
    user_booking: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const booking = await userBooking(ctx.database.db, user.id, args.id, langOf(ctx), now(ctx));
      return booking as unknown as Booking | null;
    },
  },
  Mutation: {
    cancel_booking: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const deps = followUpDeps(ctx);
      if (!deps) throw new AppError('NOT_IMPLEMENTED', 'Bookings cannot be cancelled here.');
      const at = now(ctx);
      const id = await cancelBooking(deps, user.id, args.id, at, (err) =>
        ctx.auth?.services.log.error({ err, order: args.id }, 'cancellation follow-up failed'),
      );
      const booking = await userBooking(ctx.database.db, user.id, id, langOf(ctx), now(ctx));
      return booking as unknown as Booking;
    },
  },
};

export const manageBookingResolvers = forMercurius(resolvers);
