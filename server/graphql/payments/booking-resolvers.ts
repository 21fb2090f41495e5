import { localizeItems } from '../../domain/inventory/localized-items.js';
import { now } from '../../domain/context/clock.js';
import { itemsOfSessions, listOrders, walletEntries } from '../../domain/checkout/account-lists.js';
import { updateBookingDetails } from '../../domain/checkout/booking-details.js';
import {
  bookingDetailsInput,
  userOrdersInput,
  walletEntriesInput,
} from '../../domain/checkout/input.js';
import { parseInput } from '../../domain/context/input.js';
import { presentOrder } from '../../domain/checkout/orders.js';
import { presentItem, presentSession } from '../../domain/checkout/sessions.js';
import { sessionTravellerDetails } from '../../domain/checkout/traveller-details.js';
import { checkoutPolicy } from '../../domain/checkout/policy-gate.js';
import { peopleNames } from '../../domain/checkout/order-people.js';
import { walletBalance } from '../../domain/ledger/service.js';
import {
  hasPassword,
  setWalletConfirmAbove,
  walletConfirmAbove,
} from '../../domain/checkout/wallet-confirmation.js';
import { requireUser } from '../../domain/context/user.js';
import { AppError } from '../../errors.js';
import type { RequestContext } from '../context.js';
import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  ResolversTypes,
  UserOrderResolvers,
} from '../generated/payments.js';
import { forMercurius } from '../typed.js';
import { actingCan } from '../../../common/permissions/acting.js';

/*
 * What the checkout and account pages need beyond the spec (docs/graphql-contract.md
 * "Payments: update_booking_details, user_wallet" and "user_orders, user_wallet_entries"):
 * the contact and travellers of a checkout, the wallet balance and movements, the orders list.
 * Thin: who acts, the clock, then the domain.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const user_wallet: Q['user_wallet'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const currency = (args.currency ?? 'VND').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    const message = 'currency must be a three-letter ISO 4217 code.';
    throw new AppError('BAD_USER_INPUT', message, [{ field: 'currency', rule: 'format', message }]);
  }
  return walletOf(ctx, user.id, currency);
};

/** The wallet in one currency, with what a payment over its threshold asks for. */
async function walletOf(ctx: RequestContext, userId: string, currency: string) {
  const db = ctx.database.db;
  return {
    currency,
    balance: await walletBalance(db, userId, currency),
    confirm_above: await walletConfirmAbove(db, userId),
    password_set: await hasPassword(db, userId),
  };
}

/** The owner's own setting: refused while acting for someone (not in the acting table). */
const update_wallet_confirm_above: M['update_wallet_confirm_above'] = async (_p, args, ctx) => {
  const user = requireUser(ctx.user);
  await setWalletConfirmAbove(ctx.database.db, user.id, args.amount);
  return walletOf(ctx, user.id, 'VND');
};

const update_booking_details: M['update_booking_details'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const at = now(ctx);
  const input = parseInput(bookingDetailsInput, args.input);
  const row = await updateBookingDetails(ctx.database.db, user.id, input, at);
  const session = await presentSession(ctx.database.db, ctx.config.payments, row, at, true);
  // presentSession is the one PaymentCheckoutSession presenter (create_cart's too); it gives
  // Dates for DateTime (the scalar serialises them) and stored JSON for products, which the
  // codegen types as strings and exact shapes: the schema checks the answer instead.
  return session as unknown as ResolversTypes['PaymentCheckoutSession'];
};

// Presenters give Dates for DateTime (the scalar serialises them) and stored JSON for products,
// which the codegen types as strings and exact shapes: the schema checks these answers.
type Items = ResolversTypes['ShoppingItem'][];
const itemsOf = (rows: Parameters<typeof presentItem>[0][]) =>
  rows.map(presentItem) as unknown as Items;

/** A page of orders with their items, read in one more query. */
const user_orders: Q['user_orders'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const rows = await listOrders(ctx.database.db, user.id, parseInput(userOrdersInput, args));
  const items = await itemsOfSessions(
    ctx.database.db,
    rows.map((r) => r.payment_checkout_session_id),
  );
  // Names in the reader's language, one look-up for the whole page.
  const all = await localizeItems(ctx.database.db, [...items.values()].flat(), ctx.locale);
  const bySession = new Map<string, typeof all>();
  for (const item of all) {
    const key = item.payment_checkout_session_id;
    bySession.set(key, [...(bySession.get(key) ?? []), item]);
  }
  return rows.map((row) => ({
    ...presentOrder(row),
    shopping_items: itemsOf(bySession.get(row.payment_checkout_session_id) ?? []),
  })) as unknown as ResolversTypes['UserOrder'][];
};

const user_wallet_entries: Q['user_wallet_entries'] = async (_parent, args, ctx) => {
  const user = requireUser(ctx.user);
  const input = parseInput(walletEntriesInput, args);
  return (await walletEntries(ctx.database.db, user.id, input)).map((e) => ({
    ...e,
    inserted_at: e.inserted_at.toISOString(),
  }));
};

/** user_order(...) answers an order without its items: they are read when asked for. */
const UserOrder: UserOrderResolvers<RequestContext> = {
  shopping_items: async (order, _args, ctx) => {
    const present = (order as { shopping_items?: Items }).shopping_items;
    if (present) return present;
    const sessionId = order.payment_checkout_session_id;
    if (!sessionId) return [];
    const rows = (await itemsOfSessions(ctx.database.db, [sessionId])).get(sessionId) ?? [];
    return itemsOf(await localizeItems(ctx.database.db, rows, ctx.locale));
  },
  booked_for: async (order, _args, ctx) => {
    const { user_id, booked_by } = order as { user_id?: string; booked_by?: string };
    if (!user_id || !booked_by || user_id === booked_by) return null;
    const names = await peopleNames(ctx.database.db, [user_id, booked_by]);
    return {
      traveller: { id: user_id, name: names.get(user_id) ?? '' },
      booker: { id: booked_by, name: names.get(booked_by) ?? '' },
    };
  },
};

/** Whom the cart is for (the traveller, whoever books): checkout pre-fills from it. */
const PaymentCheckoutSession: Resolvers['PaymentCheckoutSession'] = {
  traveller: async (session, _args, ctx) => {
    if (ctx.patron && !actingCan(ctx.patron.via, 'profile.read')) return null;
    return sessionTravellerDetails(ctx.database.db, session.id);
  },
  // The verdict's cabins and breaches are the schema's enums by value.
  policy: (session, _args, ctx) =>
    checkoutPolicy(ctx.database.db, session.id, now(ctx)) as Promise<
      ResolversTypes['CheckoutPolicy'] | null
    >,
};

const resolvers: Resolvers = {
  Query: { user_wallet, user_orders, user_wallet_entries },
  Mutation: { update_booking_details, update_wallet_confirm_above },
  UserOrder,
  PaymentCheckoutSession,
};

export const bookingResolvers = forMercurius(resolvers);
