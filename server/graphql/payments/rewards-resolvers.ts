import { parseInput } from '../../domain/context/input.js';
import { balanceRewardsInput } from '../../domain/rewards/input.js';
import { userBalanceRewards } from '../../domain/rewards/read.js';
import { requireUser } from '../../domain/context/user.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * user_balance_rewards (spec §7): the user's cash back credits. Their gift vouchers are
 * user_gift_vouchers (voucher-resolvers.ts), shared with the checkout.
 */
const resolvers: Resolvers = {
  Query: {
    user_balance_rewards: (_, args, ctx) =>
      userBalanceRewards(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(balanceRewardsInput, args),
      ),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const rewardsResolvers = forMercurius(resolvers);
