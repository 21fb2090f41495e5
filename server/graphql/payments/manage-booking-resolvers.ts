import { z } from 'zod';
import { now } from '../../domain/context/clock.js';
import { bookingChangeOptions, changeBooking } from '../../domain/bookings/change.js';
import { sendChangeNotice } from '../../domain/bookings/change-email.js';
import {
  startChangePayment,
  type ChangePaymentDeps,
} from '../../domain/bookings/change-payment.js';
import { changeBankTransfer } from '../../domain/bookings/change-payment-bank.js';
import { readChangePayment } from '../../domain/bookings/change-payment-reconcile.js';
import type { ChangePaymentRow } from '../../domain/bookings/change-payment-repository.js';
import { refundChange } from '../../domain/bookings/change-refund.js';
import { parseInput } from '../../domain/context/input.js';
import { cancelBooking } from '../../domain/bookings/cancel.js';
import { userBooking } from '../../domain/bookings/detail.js';
import { requireUser } from '../../domain/context/user.js';
import { AppError } from '../../errors.js';
import type { RequestContext } from '../context.js';
import type { Resolvers, ResolversTypes } from '../generated/payments.js';
import { forMercurius } from '../typed.js';
import { followedUpSink, followUpDeps } from './order-follow-up.js';

function changePaymentDeps(ctx: RequestContext): ChangePaymentDeps {
  return {
    database: ctx.database,
    rails: ctx.paymentRails,
    origin: ctx.config.paymentRails.origin,
  };
}

async function presentChangePayment(
  ctx: RequestContext,
  row: ChangePaymentRow,
  clientSecret: string | null,
  payLink: string | null = null,
): Promise<ResolversTypes['BookingChangePayment']> {
  const refund = row.refund_status
    ? {
        status: row.refund_status,
        // What is owed back: the payment, or (bank transfer) what came in past the total.
        amount: Number(row.refund_details?.amount ?? row.total),
        method: row.method,
        refunded_at: row.refunded_at,
      }
    : null;
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    leg: row.leg,
    flight: row.to_flight,
    fare_difference: row.fare_difference,
    change_fee: row.change_fee,
    total: row.total,
    currency: row.currency,
    expires_at: row.expires_at,
    client_secret: row.status === 'PENDING' ? clientSecret : null,
    // Offline, Stripe.js cannot load: the sandbox's card page stands in for it.
    sandbox_pay_url: ctx.paymentRails.CARD?.sandbox ? '/dev/stripe/pay' : null,
    pay_link: row.status === 'PENDING' ? payLink : null,
    bank_transfer: await changeBankTransfer(
      { ...changePaymentDeps(ctx), db: ctx.database.db },
      row,
    ),
    refund,
  } as unknown as ResolversTypes['BookingChangePayment'];
}

/*
 * Managing a booking (docs/manage-booking.md; docs/graphql-contract.md "user_booking,
 * cancel_booking"). Thin: who acts, the clock, the reader's language, then the domain.
 */

const langOf = (ctx: RequestContext): 'vi' | 'en' => (ctx.locale.startsWith('en') ? 'en' : 'vi');

// The domain answers Dates for DateTime and stored JSON for products: the schema checks them.
type Booking = ResolversTypes['UserBooking'];

const leg = z.enum(['departure', 'return']);
const optionsInput = z.object({
  id: z.string().max(64),
  leg,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
});
const changeInput = z.object({
  id: z.string().max(64),
  leg,
  flight_id: z.string().min(1).max(120),
  seat_class_id: z.string().min(1).max(160),
});

const resolvers: Resolvers = {
  Query: {
    user_booking: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const booking = await userBooking(ctx.database.db, user.id, args.id, langOf(ctx), now(ctx));
      return booking as unknown as Booking | null;
    },
    booking_change_options: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const input = parseInput(optionsInput, args);
      const options = await bookingChangeOptions(
        ctx.database,
        user.id,
        input,
        ctx.locale,
        now(ctx),
      );
      return options as unknown as ResolversTypes['BookingChangeOptions'];
    },
    booking_change_payment: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      // Back from 3-D Secure before the webhook: Stripe is asked, as the webhook would tell.
      const sink = followedUpSink(ctx, { now: () => now(ctx) });
      const deps = { ...changePaymentDeps(ctx), sink };
      const found = await readChangePayment(deps, user.id, args.id, args.payment_id, now(ctx));
      return found && presentChangePayment(ctx, found, null);
    },
  },
  Mutation: {
    start_booking_change_payment: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const input = parseInput(changeInput, args);
      const started = await startChangePayment(
        changePaymentDeps(ctx),
        user.id,
        input,
        { locale: ctx.locale, ip: ctx.ip },
        now(ctx),
      );
      return presentChangePayment(ctx, started.attempt, started.clientSecret, started.payLink);
    },
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
    change_booking: async (_parent, args, ctx) => {
      const user = requireUser(ctx.user);
      const deps = followUpDeps(ctx);
      if (!deps) throw new AppError('NOT_IMPLEMENTED', 'Bookings cannot be changed here.');
      const input = parseInput(changeInput, args);
      const at = now(ctx);
      const changeId = await changeBooking(ctx.database, user.id, input, ctx.locale, at);
      if (changeId) {
        // A part given back by card or VNPay is asked for first, so the e-mail says where it is.
        await refundChange(deps, changeId, at).catch((err) =>
          ctx.auth?.services.log.error({ err, change: changeId }, 'change refund failed'),
        );
        await sendChangeNotice(deps, changeId, at).catch((err) =>
          ctx.auth?.services.log.error({ err, change: changeId }, 'change e-mail failed'),
        );
      }
      const booking = await userBooking(ctx.database.db, user.id, input.id, langOf(ctx), at);
      return booking as unknown as Booking;
    },
  },
};

export const manageBookingResolvers = forMercurius(resolvers);
