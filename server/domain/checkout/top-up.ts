/**
 * begin_top_up (docs/checkout.md "Wallet top-up"): a top-up is a checkout session of
 * product type TOP_UP, with no items and nothing held, paid through a gateway rail exactly like a
 * booking (create_vnpay_payment, begin_bank_transfer, creat_p2c2p_payment, the card intent).
 * The wallet is credited in settle's transaction when the verified notification arrives
 * (rewards/paid.ts), under the session lock and the ledger key `top-up:<session id>`: once.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { parseInput, rule } from '../context/input.js';
import { formatMoney } from '../../../common/money.js';
import { newCartToken } from './cart.js';
import { insertSession } from './sessions-repository.js';

/** Limits of one top-up, whole VND (docs/decisions.md). */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;
/** The rails take VND only (docs/payments.md). */
export const TOP_UP_CURRENCIES = ['VND'];
/** How long a started top-up may be paid (its session's expired_at). */
export const TOP_UP_MINUTES = 30;

const formatVnd = (n: number) => formatMoney(n, 'VND', 'en');

const topUpInput = z.object({
  amount: z
    .number()
    .refine(Number.isSafeInteger, rule('integer', 'must be a whole number of minor units'))
    .refine((n) => n >= TOP_UP_MIN, rule('min', `must be at least ${formatVnd(TOP_UP_MIN)}`))
    .refine((n) => n <= TOP_UP_MAX, rule('max', `must be at most ${formatVnd(TOP_UP_MAX)}`)),
  currency: z
    .string()
    .transform((c) => c.trim().toUpperCase())
    .refine((c) => TOP_UP_CURRENCIES.includes(c), rule('currency', 'only VND can be topped up')),
});

export interface TopUp {
  id: string;
  amount: number;
  currency: string;
  cart_token: string;
  payment_checkout_session_id: string;
  inserted_at: Date;
}

/** Starts a top-up of the signed-in user's own wallet; returns the session to pay. */
export async function beginTopUp(db: Db, userId: string, args: unknown, now: Date): Promise<TopUp> {
  const input = parseInput(topUpInput, args);
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
