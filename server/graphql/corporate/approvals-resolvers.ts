import { appOrigin } from '../../config.js';
import { AppError } from '../../errors.js';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import { decideBookingRequest } from '../../domain/approvals/decide.js';
import {
  bookingRequestsArgs,
  cancelBookingRequestInput,
  createBookingRequestInput,
  decideBookingRequestInput,
} from '../../domain/approvals/input.js';
import {
  approvalCounters,
  cancelBookingRequest,
  createBookingRequest,
  listBookingRequests,
  readBookingRequest,
} from '../../domain/approvals/requests.js';
import { sessionVerdict } from '../../domain/policy/session-verdict.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * Booking requests and approvals (issue 21, docs/approvals.md): zod names each bad field, then
 * server/domain/approvals authorizes and scopes every query by the caller's corporate.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const caller = (ctx: RequestContext) => ctx.user?.id ?? null;

function mailer(ctx: RequestContext) {
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return { messenger: services.messenger, origin: appOrigin(ctx.config) };
}

const booking_request: Q['booking_request'] = (_p, args, ctx) =>
  readBookingRequest(ctx.database.db, caller(ctx), args, now(ctx));

const booking_requests: Q['booking_requests'] = (_p, args, ctx) =>
  listBookingRequests(
    ctx.database.db,
    caller(ctx),
    parseInput(bookingRequestsArgs, args),
    now(ctx),
  );

const my_booking_requests: Q['my_booking_requests'] = (_p, args, ctx) =>
  listBookingRequests(
    ctx.database.db,
    caller(ctx),
    parseInput(bookingRequestsArgs, args),
    now(ctx),
    true,
  );

const approval_counters: Q['approval_counters'] = (_p, args, ctx) =>
  approvalCounters(ctx.database.db, caller(ctx), args);

const create_booking_request: M['create_booking_request'] = (_p, { input }, ctx) =>
  createBookingRequest(
    { db: ctx.database.db, mailer: mailer(ctx), judge: sessionVerdict },
    caller(ctx),
    parseInput(createBookingRequestInput, input),
    now(ctx),
  );

const decide_booking_request: M['decide_booking_request'] = (_p, { input }, ctx) =>
  decideBookingRequest(
    {
      db: ctx.database.db,
      mailer: mailer(ctx),
      payments: ctx.config.payments,
      reprice: { database: ctx.database, checkout: ctx.config.checkout },
    },
    caller(ctx),
    parseInput(decideBookingRequestInput, input),
    now(ctx),
  );

const cancel_booking_request: M['cancel_booking_request'] = (_p, { input }, ctx) =>
  cancelBookingRequest(
    ctx.database.db,
    caller(ctx),
    parseInput(cancelBookingRequestInput, input),
    now(ctx),
  );

export const approvalQueries = {
  booking_request,
  booking_requests,
  my_booking_requests,
  approval_counters,
};
export const approvalMutations = {
  create_booking_request,
  decide_booking_request,
  cancel_booking_request,
};
