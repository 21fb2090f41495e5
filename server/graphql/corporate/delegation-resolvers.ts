import { z } from 'zod';
import {
  createPolicy,
  deletePolicy,
  listPolicies,
  myDelegators,
  readPolicy,
  updatePolicy,
} from '../../domain/corporates/delegation.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';
import { count, parseInput, text } from '../../domain/context/input.js';

/*
 * Delegate policies and delegators (spec §3, §4, §7, §9): zod at the edge names each bad field
 * (relative to `input`), then server/domain/corporates/delegation.ts authorizes, applies the
 * policy rules under the corporate's lock and scopes every query by the caller's corporate id.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

/** A side of a policy: at most 100 people (a policy is a team, not the whole company). */
const side = z.array(z.string()).max(100, 'must hold at most 100 people');

const pageInput = z.looseObject({ limit: count(1, 100), offset: z.number().int().min(0) });
const createInput = z.looseObject({
  delegatee_ids: side.min(1, 'name at least one staff member'),
  delegator_ids: side.min(1, 'name at least one staff member'),
});
const updateInput = z.looseObject({ delegatee_ids: side.nullish(), delegator_ids: side.nullish() });
/** Spec §9: the delegator list is asked for 300 at a time; the SDL allows 1–500. */
const delegatorsInput = z.looseObject({
  limit: count(1, 500),
  offset: z.number().int().min(0),
  search: text(100).nullish(),
});

const delegate_policies: Q['delegate_policies'] = (_p, { input }, ctx) => {
  const limit = input.limit ?? 20;
  const offset = input.offset ?? 0;
  parseInput(pageInput, { limit, offset });
  return listPolicies(ctx.database.db, ctx.user?.id ?? null, { ...input, limit, offset });
};

const delegate_policy: Q['delegate_policy'] = (_p, args, ctx) =>
  readPolicy(ctx.database.db, ctx.user?.id ?? null, args);

const my_delegators: Q['my_delegators'] = (_p, { input }, ctx) => {
  const limit = input?.limit ?? 300;
  const offset = input?.offset ?? 0;
  parseInput(delegatorsInput, { limit, offset, search: input?.search });
  return myDelegators(ctx.database.db, ctx.user?.id ?? null, {
    limit,
    offset,
    search: input?.search?.trim() || null,
  });
};

const create_delegate_policy: M['create_delegate_policy'] = (_p, { input }, ctx) => {
  parseInput(createInput, input);
  return createPolicy(ctx.database.db, ctx.user?.id ?? null, input);
};

const update_delegate_policy: M['update_delegate_policy'] = (_p, { input }, ctx) => {
  parseInput(updateInput, input);
  return updatePolicy(ctx.database.db, ctx.user?.id ?? null, input);
};

const delete_delegate_policy: M['delete_delegate_policy'] = (_p, { input }, ctx) =>
  deletePolicy(ctx.database.db, ctx.user?.id ?? null, input);

export const delegationQueries = { delegate_policies, delegate_policy, my_delegators };
export const delegationMutations = {
  create_delegate_policy,
  update_delegate_policy,
  delete_delegate_policy,
};
