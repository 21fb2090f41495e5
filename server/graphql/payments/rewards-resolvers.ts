import { userBalanceRewards } from '../../domain/rewards/read.js';
import { systemClock } from '../../auth/clock.js';
import { requireUser } from '../../domain/support/tickets.js';
import { userGiftVouchers } from '../../domain/vouchers/offers.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * user_balance_rewards (spec §7): the user's cash back credits; user_gift_vouchers (not in the
 * spec; docs/graphql-contract.md): their own gift vouchers for /account/voucher.
 */

const now = (ctx: RequestContext) => (ctx.auth?.services.clock ?? systemClock).now();

const resolvers: Resolvers = {
  Query: {
    user_balance_rewards: (_, args, ctx) =>
      userBalanceRewards(ctx.database.db, requireUser(ctx.user).id, args),
    user_gift_vouchers: (_, args, ctx) =>
      userGiftVouchers(ctx.database.db, requireUser(ctx.user).id, args, now(ctx)),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const rewardsResolvers = forMercurius(resolvers);
