import { now } from '../../domain/context/clock.js';
import { presentSession, type SessionRow } from '../../domain/checkout/sessions.js';
import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import {
  applyGiftVoucherInput,
  applyVoucherInput,
  giftVouchersInput,
} from '../../domain/checkout/input.js';
import { applyGiftVoucher, applyVoucher } from '../../domain/checkout/voucher-apply.js';
import { heldGiftVouchers } from '../../domain/checkout/voucher-held.js';
import { sessionGiftVouchers, sessionVouchers } from '../../domain/vouchers/read.js';
import type { RequestContext } from '../context.js';
import type { Resolvers, ResolversTypes } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Vouchers on a checkout (docs/checkout.md "Vouchers"): apply_voucher, apply_gift_voucher, and
 * the session's applied vouchers. Thin: who acts, the clock, then server/domain/vouchers.
 * (unapply_voucher is the main service's: ../main/voucher-resolvers.ts.)
 */

/**
 * A session as presentSession reads it. Its items' `product` is stored as the SDL's
 * FlightBooking / RoomType JSON when the cart is made (products.ts), which the row type cannot
 * say; this is the one place that is asserted.
 */
async function sessionOf(ctx: RequestContext, row: SessionRow, at: Date) {
  const shape = await presentSession(ctx.database.db, ctx.config.payments, row, at, true);
  const shopping_items = shape.shopping_items.map((item) => ({
    ...item,
    product: item.product as Record<string, unknown> as ResolversTypes['ShoppingProduct'],
  }));
  return { ...shape, shopping_items };
}

const resolvers: Resolvers = {
  Query: {
    user_gift_vouchers: (_, args, ctx) =>
      heldGiftVouchers(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(giftVouchersInput, args),
        now(ctx),
      ),
  },
  Mutation: {
    apply_voucher: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const at = now(ctx);
      const input = parseInput(applyVoucherInput, args);
      return sessionOf(ctx, await applyVoucher(ctx.database.db, user.id, input, at), at);
    },
    apply_gift_voucher: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const at = now(ctx);
      const input = parseInput(applyGiftVoucherInput, args);
      return sessionOf(ctx, await applyGiftVoucher(ctx.database.db, user.id, input, at), at);
    },
  },
  PaymentCheckoutSession: {
    vouchers: (session, _, ctx) => sessionVouchers(ctx.database.db, session.id),
    gift_vouchers: (session, _, ctx) => sessionGiftVouchers(ctx.database.db, session.id),
    voucher_codes: async (session, _, ctx) => {
      const db = ctx.database.db;
      const [vouchers, gifts] = await Promise.all([
        sessionVouchers(db, session.id),
        sessionGiftVouchers(db, session.id),
      ]);
      return [...vouchers, ...gifts].map((v) => v.code);
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const voucherResolvers = forMercurius(resolvers);
