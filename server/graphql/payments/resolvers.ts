import { rankConfigurations } from '../../domain/memberships/ranks.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Payments operations built so far. Every other one answers NOT_IMPLEMENTED (register.ts) until
 * the checkout issue. `rank_configurations` is the one payments read that needs no token: it is
 * the public membership price list.
 */
const resolvers: Resolvers = {
  Query: {
    rank_configurations: (_, _args, ctx) => rankConfigurations(ctx.database.db),
  },
};

/** Registered for /graphql/payments in ../resolvers.ts. */
export const paymentsResolvers = forMercurius(resolvers);
