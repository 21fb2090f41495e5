import type { IResolvers } from 'mercurius';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import { tripFilterInput, tripIdInput, updateTripInput } from '../../domain/trips/input.js';
import {
  approverTripList,
  myTrips,
  readTrip,
  readTripBooking,
  updateTrip,
} from '../../domain/trips/trips.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/trips.js';
import { forMercurius } from '../typed.js';

/*
 * The trips service (docs/trips.md): zod names each bad field (relative to `input`), then
 * server/domain/trips/trips.ts authorizes and scopes every query.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const trips: Q['trips'] = (_p, args, ctx) =>
  myTrips(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(tripFilterInput, args.input),
    now(ctx),
    ctx.locale,
  ) as never;

const approver_trip_list: Q['approver_trip_list'] = (_p, args, ctx) =>
  approverTripList(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(tripFilterInput, args.input),
    now(ctx),
    ctx.locale,
  ) as never;

const trip: Q['trip'] = (_p, args, ctx) =>
  readTrip(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(tripIdInput, args).id,
    now(ctx),
    ctx.locale,
  ) as never;

const trip_booking: Q['trip_booking'] = (_p, args, ctx) =>
  readTripBooking(ctx.database.db, ctx.user?.id ?? null, parseInput(tripIdInput, args).id) as never;

const update_trip: M['update_trip'] = (_p, args, ctx) =>
  updateTrip(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(updateTripInput, args.input),
    now(ctx),
    ctx.locale,
  ) as never;

export const tripsResolvers: IResolvers = forMercurius({
  Query: { trips, trip, approver_trip_list, trip_booking },
  Mutation: { update_trip },
});
