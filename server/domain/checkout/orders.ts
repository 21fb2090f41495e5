/**
 * User orders (docs/checkout.md "Orders"). One order per checkout session (a unique key), so
 * whichever rail confirms a payment, and however often, there is one order. Visible to its
 * traveller, its booker and its payer only — in SQL (orders-repository.ts).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findVisibleOrder, type OrderKey, type OrderRow } from './orders-repository.js';

export type { OrderRow };
export { orderOfSession } from './orders-repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderLookupArgs {
  id?: string | null;
  payment_checkout_session_id?: string | null;
  cart_token?: string | null;
  rate_package_id?: string | null;
  booking_ticket_id?: string | null;
}

/**
 * user_order(...): by id, session or cart token (the first given). rate_package_id and
 * booking_ticket_id must both be non-blank (spec §5); no order carries a rate package yet, so
 * that lookup finds none. Null when nothing visible matches.
 */
export async function findOrder(
  db: Db,
  userId: string,
  args: OrderLookupArgs,
): Promise<OrderRow | null> {
  const blank = (v: string | null | undefined) => v == null || v.trim() === '';
  let key: OrderKey | null = null;
  if (!blank(args.id)) key = UUID.test(args.id!) ? { id: args.id! } : null;
  else if (!blank(args.payment_checkout_session_id)) {
    const sid = args.payment_checkout_session_id!;
    key = UUID.test(sid) ? { payment_checkout_session_id: sid } : null;
  } else if (!blank(args.cart_token)) key = { cart_token: args.cart_token! };
  else if (args.rate_package_id != null || args.booking_ticket_id != null) {
    const fields = (['rate_package_id', 'booking_ticket_id'] as const)
      .filter((f) => blank(args[f]))
      .map((field) => ({ field, rule: 'required', message: `${field} must not be blank.` }));
    if (fields.length) throw new AppError('BAD_USER_INPUT', fields[0].message, fields);
    return null;
  } else {
    throw new AppError('BAD_USER_INPUT', 'Give id, payment_checkout_session_id or cart_token.', [
      {
        field: 'id',
        rule: 'required',
        message: 'Give id, payment_checkout_session_id or cart_token.',
      },
    ]);
  }
  if (!key) return null;
  return findVisibleOrder(db, userId, key);
}

/** The UserOrder shape of the payments SDL. */
export function presentOrder(row: OrderRow) {
  const details = row.payment_details ?? {};
  return {
    id: row.id,
    status: row.status,
    price: row.price,
    original_price: row.original_price,
    currency: row.currency,
    cash_back_rate: row.cash_back_rate,
    cash_back: { amount: row.cash_back, currency: row.currency, converted_amount: row.cash_back },
    updated_at: row.updated_at,
    total_redeemed_platform_promotion: row.platform_promotion_discount
      ? { amount_off: row.platform_promotion_discount, currency: row.currency }
      : null,
    payment_method: row.payment_method
      ? {
          type: row.payment_method,
          wallet: row.payment_method === 'WALLET' ? details : null,
          corporate_wallet:
            row.payment_method === 'CORPORATE_WALLET'
              ? details
              : (details.corporate_wallet ?? null),
          p2c2p: row.payment_method === 'P2C2P' ? details : null,
          momo: row.payment_method === 'MOMO' ? details : null,
          metadata: details,
          card: null,
          bank_transfer: null,
          blockchain_transaction: null,
        }
      : null,
    payment_checkout_session_id: row.payment_checkout_session_id,
    // Not fields: UserOrder.booked_for reads them (booking-resolvers.ts).
    user_id: row.user_id,
    booked_by: row.booked_by,
    cart_token: row.cart_token,
    inserted_at: row.inserted_at,
    paid_at: row.paid_at,
  };
}
