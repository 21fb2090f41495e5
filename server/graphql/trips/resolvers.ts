import type { IResolvers } from 'mercurius';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import { approverTripFilterOptions } from '../../domain/trips/filter-options.js';
import {
  tripFilterInput,
  tripFilterOptionsInput,
  tripIdInput,
  updateTripInput,
} from '../../domain/trips/input.js';
import {
  createProposalInput,
  pickOptionInput,
  proposalIdInput,
  proposalListInput,
  proposalTravellerInput,
} from '../../domain/proposals/input.js';
import {
  assertMayPropose,
  cancelTripProposal,
  createTripProposal,
  pickTripProposalOption,
  tripProposal,
  tripProposals,
} from '../../domain/proposals/proposals.js';
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

const approver_trip_filter_options: Q['approver_trip_filter_options'] = (_p, args, ctx) =>
  approverTripFilterOptions(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(tripFilterOptionsInput, args.input),
    ctx.locale,
  );

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

const trip_proposals: Q['trip_proposals'] = (_p, args, ctx) =>
  tripProposals(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(proposalListInput, args.input),
    ctx.locale,
  ) as never;

const trip_proposal: Q['trip_proposal'] = (_p, args, ctx) =>
  tripProposal(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(proposalIdInput, args).id,
    ctx.locale,
  ) as never;

// Who the proposal is for is authorized before its options are read (docs/trip-proposals.md).
const create_trip_proposal: M['create_trip_proposal'] = async (_p, args, ctx) => {
  const { traveller_id } = parseInput(proposalTravellerInput, {
    traveller_id: args.input.traveller_id,
  });
  await assertMayPropose(ctx.database.db, ctx.user?.id ?? null, traveller_id);
  return createTripProposal(
    ctx.database,
    ctx.user?.id ?? null,
    parseInput(createProposalInput, args.input),
    now(ctx),
    ctx.locale,
  ) as never;
};

const pick_trip_proposal_option: M['pick_trip_proposal_option'] = (_p, args, ctx) =>
  pickTripProposalOption(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(pickOptionInput, args),
    now(ctx),
    ctx.locale,
  ) as never;

const cancel_trip_proposal: M['cancel_trip_proposal'] = (_p, args, ctx) =>
  cancelTripProposal(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(proposalIdInput, args).id,
    now(ctx),
    ctx.locale,
  ) as never;

export const tripsResolvers: IResolvers = forMercurius({
  Query: {
    trips,
    trip,
    approver_trip_list,
    approver_trip_filter_options,
    trip_booking,
    trip_proposals,
    trip_proposal,
  },
  Mutation: { update_trip, create_trip_proposal, pick_trip_proposal_option, cancel_trip_proposal },
});
