import type { IResolvers } from 'mercurius';
import { rankConfigurations } from '../../domain/memberships/ranks.js';
import type { RequestContext } from '../context.js';

/*
 * Payments operations built so far. Every other one answers NOT_IMPLEMENTED (register.ts) until
 * the checkout issue. `rank_configurations` is the one payments read that needs no token: it is
 * the public membership price list.
 */
const resolvers = {
  Query: {
    rank_configurations: (_: unknown, _args: unknown, ctx: RequestContext) =>
      rankConfigurations(ctx.database.db),
  },
};

/** Registered for /graphql/payments in ../resolvers.ts. */
export const paymentsResolvers = resolvers as unknown as IResolvers;
