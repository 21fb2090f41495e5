import { now } from '../../domain/context/clock.js';
import { requireUser } from '../../domain/context/user.js';
import { unapplyVoucherInput } from '../../domain/checkout/input.js';
import { unapplyVoucher } from '../../domain/checkout/voucher-apply.js';
import { parseInput } from '../../domain/context/input.js';
import { lookupInput, plansInput } from '../../domain/vouchers/input.js';
import { planVouchers, platformPromotion } from '../../domain/vouchers/read.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * The main service's voucher operations (spec §7; docs/checkout.md "Vouchers"):
 * platform_promotion, promotion_plan_vouchers and unapply_voucher. Thin: server/domain/vouchers.
 */

const resolvers: Resolvers = {
  Query: {
    platform_promotion: (_, args, ctx) => {
      const user = requireUser(ctx.user);
      return platformPromotion(ctx.database.db, user.id, parseInput(lookupInput, args.input));
    },
    promotion_plan_vouchers: (_, args, ctx) => {
      requireUser(ctx.user);
      return planVouchers(ctx.database.db, parseInput(plansInput, args.input));
    },
  },
  Mutation: {
    unapply_voucher: (_, args, ctx) =>
      unapplyVoucher(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(unapplyVoucherInput, args),
        now(ctx),
      ),
  },
};

/** Combined with the other main resolvers in ../resolvers.ts. */
export const mainVoucherResolvers = forMercurius(resolvers);
