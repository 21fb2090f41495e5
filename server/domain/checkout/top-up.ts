/**
 * begin_top_up (docs/checkout.md "Wallet top-up"): a top-up is a checkout session of
 * product type TOP_UP, with no items and nothing held, paid through a gateway rail exactly like a
 * booking (create_vnpay_payment, begin_bank_transfer, creat_p2c2p_payment, the card intent).
 * The wallet is credited in settle's transaction when the verified notification arrives
 * (rewards/paid.ts), under the session lock and the ledger key `top-up:<session id>`: once.
 */
import type { Db } from '../../db/client.js';
import { newCartToken } from './cart.js';
import { TOP_UP_CURRENCIES, TOP_UP_MAX, TOP_UP_MIN, type TopUpInput } from './input.js';
import { insertSession } from './sessions-repository.js';

/** Limits of one top-up and its currencies: input.ts checks them. */
export { TOP_UP_CURRENCIES, TOP_UP_MAX, TOP_UP_MIN };
/** How long a started top-up may be paid (its session's expired_at). */
export const TOP_UP_MINUTES = 30;

export interface TopUp {
  id: string;
  amount: number;
  currency: string;
  cart_token: string;
  payment_checkout_session_id: string;
  inserted_at: Date;
}

/** Starts a top-up of the signed-in user's own wallet; returns the session to pay. */
export async function beginTopUp(
  db: Db,
  userId: string,
  input: TopUpInput,
  now: Date,
): Promise<TopUp> {
  const session = await insertSession(db, {
    cart_token: newCartToken(),
    user_id: userId,
    booked_by: userId,
    product_type: 'TOP_UP',
    currency: input.currency,
    original_price: input.amount,
    items_price: input.amount,
    price: input.amount,
    // Money kept, not a sale: no VAT (it is charged when the wallet pays for a booking).
    duty_free_price: input.amount,
    tax_fee: 0,
    tax_rate: 0,
    begin_at: now,
    expired_at: new Date(now.getTime() + TOP_UP_MINUTES * 60_000),
  });
  return {
    id: session.id,
    amount: session.price,
    currency: session.currency,
    cart_token: session.cart_token,
    payment_checkout_session_id: session.id,
    inserted_at: session.inserted_at,
  };
}
