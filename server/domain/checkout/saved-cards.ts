/**
 * Saved cards (docs/payments.md "Saved cards"): stripe_payment_methods,
 * add_stripe_payment_method and remove_stripe_payment_method. Each Wayfare user has one Stripe
 * Customer (stripe_customers); their cards are the card PaymentMethods attached to it, read
 * from Stripe every time. A card is the caller's only if it is attached to the caller's
 * customer (or, once removed, marked with the caller by metadata.wayfare_user), so another
 * user's card id answers NOT_FOUND.
 */
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentRails } from '../../providers/payments/index.js';
import {
  attachSavedCard,
  createStripeCustomer,
  detachSavedCard,
  listSavedCards,
  retrieveSavedCard,
  type SavedCard,
} from '../../providers/payments/stripe-card.js';
import { refuse } from './settle.js';
import { currentSession } from './sessions.js';
import { customerIdOf, insertCustomer } from './stripe-customers-repository.js';

export interface SavedCardDeps {
  db: Db;
  rails: PaymentRails;
}

/** Stripe's PaymentMethod ids: `pm_` then letters and digits. */
const PM_ID = /^pm_[A-Za-z0-9]{1,120}$/;

const fieldError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);
const noCard = () => new AppError('NOT_FOUND', 'No such saved card.');

function stripeOf(deps: SavedCardDeps): Stripe {
  const card = deps.rails.CARD;
  if (!card) throw refuse('unavailable', 'CARD payments are not offered.');
  return card.stripe;
}

function checkId(id: string, field = 'id') {
  if (!PM_ID.test(id))
    throw fieldError(field, 'format', `${field} must be a Stripe card id (pm_…).`);
}

/** The user's Stripe Customer id, or null when they never saved or paid by card. */
export async function customerOf(db: Db, userId: string): Promise<string | null> {
  return customerIdOf(db, userId);
}

/**
 * The user's Stripe Customer, created on first need. Concurrent first calls share one: Stripe's
 * idempotency key is the user's, and the row is written once (the others read it).
 */
export async function ensureCustomer(deps: SavedCardDeps, userId: string): Promise<string> {
  const known = await customerOf(deps.db, userId);
  if (known) return known;
  const created = await createStripeCustomer(stripeOf(deps), userId);
  await insertCustomer(deps.db, userId, created);
  return (await customerOf(deps.db, userId))!;
}

/** The cart must be the caller's own checkout (any state): NOT_FOUND otherwise. */
async function checkCart(db: Db, userId: string, cartToken: string, now: Date) {
  const session = await currentSession(db, userId, { cart_token: cartToken }, now);
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  return session;
}

const view = (card: SavedCard) => ({
  id: card.id,
  created: card.created,
  metadata: card.metadata,
  card: card.card,
});

/** A card expires at the end of its expiry month. */
const expired = (card: SavedCard, now: Date) =>
  card.card.exp_year * 12 + card.card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/**
 * stripe_payment_methods(last_id, limit, cart_token): the caller's cards, newest first; with a
 * cart, only those that can pay it now (not expired, and the cart takes cards).
 */
export async function savedCards(
  deps: SavedCardDeps,
  userId: string,
  args: { last_id?: string | null; limit?: number | null; cart_token?: string | null },
  now: Date,
) {
  const limit = args.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw fieldError('limit', 'range', 'limit must be from 1 to 100.');
  }
  if (args.last_id) checkId(args.last_id, 'last_id');
  const stripe = stripeOf(deps);
  if (args.cart_token) await checkCart(deps.db, userId, args.cart_token, now);
  const customer = await customerOf(deps.db, userId);
  if (!customer) return [];
  if (args.last_id) {
    const last = await retrieveSavedCard(stripe, args.last_id);
    if (last?.customer !== customer) {
      throw fieldError('last_id', 'unknown', 'last_id is not one of your saved cards.');
    }
  }
  const cards = await listSavedCards(stripe, customer, {
    limit,
    startingAfter: args.last_id ?? undefined,
  });
  return cards.filter((c) => !args.cart_token || !expired(c, now)).map(view);
}

/**
 * add_stripe_payment_method(id, cart_token): saves a card the browser created with Stripe.js.
 * Saving it again answers it again; another user's card, or one Stripe no longer lets anyone
 * attach, answers NOT_FOUND. With a cart (the caller's own), the card is being saved while
 * paying it; the cart is noted in the card's metadata.
 */
export async function addSavedCard(
  deps: SavedCardDeps,
  userId: string,
  args: { id: string; cart_token?: string | null },
  now: Date,
) {
  checkId(args.id);
  const stripe = stripeOf(deps);
  if (args.cart_token) await checkCart(deps.db, userId, args.cart_token, now);
  const card = await retrieveSavedCard(stripe, args.id);
  if (!card) throw noCard();
  const customer = await ensureCustomer(deps, userId);
  if (card.customer === customer) return view(card);
  if (card.customer) throw noCard();
  const attached = await attachSavedCard(stripe, args.id, customer, userId);
  if (!attached) throw noCard();
  return view(attached);
}

/**
 * remove_stripe_payment_method(id): detaches the caller's card and answers it. Idempotent: a
 * card the caller removed before answers as it is; anyone else's answers NOT_FOUND.
 */
export async function removeSavedCard(deps: SavedCardDeps, userId: string, id: string) {
  checkId(id);
  const stripe = stripeOf(deps);
  const customer = await customerOf(deps.db, userId);
  const card = customer ? await retrieveSavedCard(stripe, id) : null;
  if (!card) throw noCard();
  const mine = card.customer === customer;
  const removedBefore = card.customer === null && card.metadata.wayfare_user === userId;
  if (!mine && !removedBefore) throw noCard();
  if (removedBefore) return view(card);
  const after = await detachSavedCard(stripe, id);
  if (!after || after.customer !== null) throw noCard();
  return view(after);
}
