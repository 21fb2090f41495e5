import { now } from '../../domain/context/clock.js';
import { corporatePaymentOptions } from '../../domain/checkout/corporate-options.js';
import { corporatePaymentInput } from '../../domain/checkout/input.js';
import { presentOrder } from '../../domain/checkout/orders.js';
import {
  payWithCorporate,
  updateCorporatePayment,
} from '../../domain/checkout/pay-with-corporate.js';
import { presentSession } from '../../domain/checkout/sessions.js';
import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import { followUpPaid } from './order-follow-up.js';
import type { Resolvers, ResolversTypes } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Paying a checkout from a corporate account (docs/checkout.md "Corporate payment"):
 * corporate_payment_options, update_corporate_payment and pay_with_corporate. Thin: who acts, the clock, then
 * server/domain/checkout.
 */

const resolvers: Resolvers = {
  Query: {
    corporate_payment_options: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const options = await corporatePaymentOptions(
        ctx.database.db,
        user.id,
        args.payment_checkout_session_id,
      );
      return ctx.config.payments.enabled.includes('CORPORATE_WALLET') ? options : [];
    },
  },
  Mutation: {
    pay_with_corporate: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const order = await payWithCorporate(
        ctx.database.db,
        ctx.config.payments,
        user.id,
        args.payment_checkout_session_id,
        now(ctx),
      );
      return presentOrder(await followUpPaid(ctx, order, now(ctx)));
    },
    update_corporate_payment: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const at = now(ctx);
      const input = parseInput(corporatePaymentInput, args.input);
      const row = await updateCorporatePayment(ctx.database.db, user.id, input, at);
      const shape = await presentSession(ctx.database.db, ctx.config.payments, row, at, true);
      // Items' `product` is stored in the SDL's shape when the cart is made (products.ts).
      const shopping_items = shape.shopping_items.map((item) => ({
        ...item,
        product: item.product as Record<string, unknown> as ResolversTypes['ShoppingProduct'],
      }));
      return { ...shape, shopping_items };
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const corporatePayResolvers = forMercurius(resolvers);
