import { localizeItems } from '../../domain/inventory/localized-items.js';
import { now } from '../../domain/context/clock.js';
import { bookingActor } from '../../domain/checkout/book-for.js';
import { createCart, type Actor } from '../../domain/checkout/cart.js';
import { findOrder, presentOrder } from '../../domain/checkout/orders.js';
import { cartInput, invoiceInput } from '../../domain/checkout/input.js';
import { updateInvoice } from '../../domain/checkout/invoice.js';
import { parseInput } from '../../domain/context/input.js';
import { payWithWallet } from '../../domain/checkout/pay-with-wallet.js';
import {
  checkWalletProof,
  sendWalletPaymentCode,
} from '../../domain/checkout/wallet-confirmation.js';
import { currentSession, presentSession } from '../../domain/checkout/sessions.js';
import { requireUser } from '../../domain/context/user.js';
import { AppError } from '../../errors.js';
import { convert } from '../../domain/inventory/currencies/service.js';
import type { RequestContext } from '../context.js';
import { followUpPaid } from './order-follow-up.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * The checkout core of the payments service (docs/checkout.md): create_cart, reading the
 * session, update_invoice, user_order and pay_with_wallet. Thin: who acts, the clock, then server/domain/checkout.
 */

/** The accounts module's services (codes, the password lock), resolved with the request. */
function accountServices(ctx: RequestContext) {
  if (!ctx.auth) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return ctx.auth.services;
}

/** The booker (the signed-in user) and the traveller (whom the request runs as: acting.ts). */
function actor(ctx: RequestContext): Actor {
  const traveller = requireUser(ctx.user);
  return { userId: (ctx.actor ?? traveller).id, travellerId: traveller.id };
}

async function session(ctx: RequestContext, cartToken: string, withItems: boolean) {
  const user = requireUser(ctx.user);
  const at = now(ctx);
  const row = await currentSession(ctx.database.db, user.id, { cart_token: cartToken }, at);
  if (!row) return null;
  const presented = await presentSession(ctx.database.db, ctx.config.payments, row, at, withItems);
  // The room, rate and place names in the language the page is in now (switching language
  // mid-checkout renames them), not the one the cart was made in.
  const items = await localizeItems(ctx.database.db, presented.shopping_items, ctx.locale);
  return { ...presented, shopping_items: items };
}

const resolvers: Resolvers = {
  Query: {
    payment_checkout_session: (_, args, ctx) => session(ctx, args.cart_token, true),
    payment_checkout_session_light: (_, args, ctx) => session(ctx, args.cart_token, false),
    /** The currencies service's conversion, in the payments shape (docs/graphql-contract.md). */
    converted_price: async (_, args, ctx) => {
      requireUser(ctx.user);
      const base = args.base_currency ?? 'VND';
      const r = await convert(ctx.database.db, {
        amount: args.amount ?? 0,
        from: base,
        to: args.currency,
      }).catch((err: unknown) => {
        // Name this operation's arguments, not the currencies service's.
        if (err instanceof AppError && err.fields) {
          const names: Record<string, string> = { to: 'currency', from: 'base_currency' };
          const fields = err.fields.map((f) => ({ ...f, field: names[f.field] ?? f.field }));
          throw new AppError(err.code, err.message, fields);
        }
        throw err;
      });
      return {
        currency: r.to,
        base_currency: r.from,
        rate: r.rate,
        amount: args.amount ?? null,
        converted_amount: args.amount == null ? null : r.converted_amount,
      };
    },
    user_order: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const row = await findOrder(ctx.database.db, user.id, args);
      return row ? presentOrder(row) : null;
    },
  },
  Mutation: {
    send_wallet_payment_code: async (_, _args, ctx) => {
      const user = requireUser(ctx.user);
      return sendWalletPaymentCode(accountServices(ctx), user.id, ctx.ip);
    },
    create_cart: async (_, args, ctx) => {
      const at = now(ctx);
      const db = ctx.database.db;
      const input = parseInput(cartInput, args.input);
      const who = await bookingActor(db, actor(ctx), input.traveller_id, Boolean(ctx.patron));
      const id = await createCart(
        ctx.database,
        ctx.config.checkout,
        who,
        input,
        ctx.locale,
        at,
        // The client address per-address hold limits count (after TRUST_PROXY).
        { address: ctx.ip || null },
      );
      const row = await currentSession(db, who.userId, { id }, at);
      return presentSession(db, ctx.config.payments, row!, at, true);
    },
    update_invoice: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const row = await updateInvoice(ctx.database.db, user.id, parseInput(invoiceInput, args));
      return presentSession(ctx.database.db, ctx.config.payments, row, now(ctx), true);
    },
    pay_with_wallet: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      // A password or a code is checked before the payment's transaction (argon2 is slow, and
      // a wrong one must count even though nothing is paid): wallet-confirmation.ts.
      const confirmed = await checkWalletProof(accountServices(ctx), user.id, args, ctx.ip);
      const order = await payWithWallet(
        ctx.database.db,
        ctx.config.payments,
        user.id,
        args.payment_checkout_session_id,
        now(ctx),
        confirmed,
      );
      return presentOrder(await followUpPaid(ctx, order, now(ctx)));
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const checkoutResolvers = forMercurius(resolvers);
