import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import { topUpInput } from '../../domain/checkout/input.js';
import { beginTopUp } from '../../domain/checkout/top-up.js';
import {
  userHistories,
  userPoint,
  userPointHistory,
  userSpend,
} from '../../domain/rewards/read.js';
import {
  historiesInput,
  pointHistoryInput,
  pointInput,
  redeemInput,
} from '../../domain/rewards/input.js';
import { redeemPlanVoucher } from '../../domain/rewards/redeem.js';
import { requireUser } from '../../domain/context/user.js';
import { offersInput } from '../../domain/vouchers/input.js';
import { userOffers } from '../../domain/vouchers/offers.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * The main service's wallet top-up and reward reads (spec §7; docs/checkout.md "Wallet top-up"
 * and "Rewards"): begin_top_up, user_spend, user_point, user_point_history, user_histories, user_offers,
 * redeem_promotion_plan_voucher.
 * Thin: server/domain/checkout/top-up.ts and server/domain/rewards. Always the signed-in user's
 * own (an agent acting for someone tops up and reads their own wallet and rewards).
 */

const resolvers: Resolvers = {
  Query: {
    user_spend: (_, __, ctx) => userSpend(ctx.database.db, requireUser(ctx.user).id, now(ctx)),
    user_point: (_, args, ctx) =>
      userPoint(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(pointInput, args.input ?? {}),
      ),
    user_point_history: (_, args, ctx) =>
      userPointHistory(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(pointHistoryInput, args.input ?? {}),
      ),
    user_histories: (_, args, ctx) =>
      userHistories(ctx.database.db, requireUser(ctx.user).id, parseInput(historiesInput, args)),
    user_offers: (_, args, ctx) =>
      userOffers(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(offersInput, args.input ?? {}),
        now(ctx),
      ),
  },
  Mutation: {
    begin_top_up: (_, args, ctx) =>
      beginTopUp(ctx.database.db, requireUser(ctx.user).id, parseInput(topUpInput, args), now(ctx)),
    redeem_promotion_plan_voucher: (_, args, ctx) =>
      redeemPlanVoucher(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(redeemInput, args.input),
        now(ctx),
      ),
  },
};

/** Combined with the other main resolvers in ../resolvers.ts. */
export const mainRewardsResolvers = forMercurius(resolvers);
