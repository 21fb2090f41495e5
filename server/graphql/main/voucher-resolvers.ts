import { now } from '../../domain/context/clock.js';
import { requireUser } from '../../domain/context/user.js';
import { unapplyVoucher } from '../../domain/checkout/voucher-apply.js';
import { planVouchers, platformPromotion, presentPromotion } from '../../domain/vouchers/read.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * The main service's voucher operations (spec §7; docs/checkout.md "Vouchers"):
 * platform_promotion, promotion_plan_vouchers and unapply_voucher. Thin: server/domain/vouchers.
 */

const resolvers: Resolvers = {
  Query: {
    platform_promotion: async (_, args, ctx) => {
      requireUser(ctx.user);
      const row = await platformPromotion(ctx.database.db, args.input);
      return row ? presentPromotion(row) : null;
    },
    promotion_plan_vouchers: (_, args, ctx) => {
      requireUser(ctx.user);
      return planVouchers(ctx.database.db, args.input);
    },
  },
  Mutation: {
    unapply_voucher: (_, args, ctx) =>
      unapplyVoucher(ctx.database.db, requireUser(ctx.user).id, args, now(ctx)),
  },
};

/** Combined with the other main resolvers in ../resolvers.ts. */
export const mainVoucherResolvers = forMercurius(resolvers);
