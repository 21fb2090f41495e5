import {
  listReasons,
  listTravelPolicies,
  myTravelPolicy,
  readTravelPolicy,
  updateReasons,
  updateTravelPolicy,
} from '../../domain/policy/policies.js';
import { updateReasonsInput, updateTravelPolicyInput } from '../../domain/policy/input.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';
import { parseInput } from '../../domain/context/input.js';

/*
 * Travel policy (issue 21): zod names each bad field (relative to `input`), then
 * server/domain/policy/policies.ts authorizes and scopes every query by the caller's corporate.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const travel_policies: Q['travel_policies'] = (_p, args, ctx) =>
  listTravelPolicies(ctx.database.db, ctx.user?.id ?? null, args.corporate_id);

const travel_policy: Q['travel_policy'] = (_p, args, ctx) =>
  readTravelPolicy(ctx.database.db, ctx.user?.id ?? null, args);

const my_travel_policy: Q['my_travel_policy'] = (_p, args, ctx) =>
  myTravelPolicy(ctx.database.db, ctx.user?.id ?? null, args.corporate_id);

const travel_policy_reasons: Q['travel_policy_reasons'] = (_p, args, ctx) =>
  listReasons(ctx.database.db, ctx.user?.id ?? null, args.corporate_id);

const update_travel_policy: M['update_travel_policy'] = (_p, { input }, ctx) =>
  updateTravelPolicy(
    ctx.database.db,
    ctx.user?.id ?? null,
    parseInput(updateTravelPolicyInput, input),
  );

const update_travel_policy_reasons: M['update_travel_policy_reasons'] = (_p, { input }, ctx) =>
  updateReasons(ctx.database.db, ctx.user?.id ?? null, parseInput(updateReasonsInput, input));

export const policyQueries = {
  travel_policies,
  travel_policy,
  my_travel_policy,
  travel_policy_reasons,
};
export const policyMutations = { update_travel_policy, update_travel_policy_reasons };
