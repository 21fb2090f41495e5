/**
 * What happens when an order is paid, inside the paying transaction (settle.ts,
 * pay-with-wallet.ts, pay-with-corporate.ts call `orderPaid` after writing the SUCCESSFUL order):
 *   - a TOP_UP session credits the traveller's wallet (PLATFORM_TOP_UP_CLEARING → wallet);
 *   - a booking earns points, a history line, the rank its last 12 months of spend reach, and
 *     its cash back, promised now and paid after the trip (cash-back.ts).
 * Each write carries an idempotency key derived from the order or session, and the traveller's
 * wallet row is locked first (before any platform account, the order every ledger path uses),
 * so retries and races of one order, and concurrent orders of one traveller, apply once each.
 */
import type { Db } from '../../db/client.js';
import type { paymentCheckoutSessions, userOrders } from '../../db/schema.js';
import { balanceOf, lockAccount, post } from '../ledger/service.js';
import { promiseCashBack } from './cash-back.js';
import {
  insertBookingPoints,
  insertHistoryEntry,
  insertRank,
  paidBookingsSince,
  rankAt,
  rankConfigurations,
} from './repository.js';
import { RANK_WINDOW_DAYS, pointsFor, rankForSpend } from './rules.js';

const DAY = 86_400_000;

/** What rewards read of the paid session and its order (checkout passes its rows): rewards
 *  depends on the tables, not on checkout, so checkout may depend on rewards. */
type PaidSession = Pick<
  typeof paymentCheckoutSessions.$inferSelect,
  'id' | 'user_id' | 'currency' | 'product_type' | 'price'
>;
type PaidOrder = Pick<
  typeof userOrders.$inferSelect,
  | 'id'
  | 'price'
  | 'currency'
  | 'payment_method'
  | 'cash_back'
  | 'cash_back_rate'
  | 'payment_checkout_session_id'
>;

export async function orderPaid(
  tx: Db,
  session: PaidSession,
  order: PaidOrder,
  now: Date,
  options: { cashBack?: boolean } = {},
): Promise<void> {
  const userId = session.user_id;
  const wallet = await lockAccount(tx, 'USER_WALLET', userId, session.currency);
  if (session.product_type === 'TOP_UP') {
    const clearing = await lockAccount(tx, 'PLATFORM_TOP_UP_CLEARING', null, session.currency);
    const posted = await post(tx, {
      kind: 'TOP_UP',
      idempotencyKey: `top-up:${session.id}`,
      currency: session.currency,
      at: now,
      userOrderId: order.id,
      metadata: { payment_method: order.payment_method },
      legs: [
        { account: clearing, amount: -session.price },
        { account: wallet, amount: session.price },
      ],
    });
    if (posted) {
      await insertHistoryEntry(tx, {
        userId,
        action: 'TOP_UP',
        amount: session.price,
        currency: session.currency,
        orderId: order.id,
        metadata: {
          payment_method: order.payment_method,
          payment_checkout_session_id: session.id,
          balance_after: await balanceOf(tx, wallet.id),
        },
      });
    }
    return;
  }
  const action = session.product_type === 'FLIGHT' ? 'BOOK_FLIGHT' : 'BOOK_HOTEL';
  await insertHistoryEntry(tx, {
    userId,
    action,
    amount: order.price,
    currency: order.currency,
    orderId: order.id,
    metadata: {
      payment_method: order.payment_method,
    },
  });
  // Cash back waits for the trip (cash-back.ts); a company-paid booking earns none.
  await promiseCashBack(tx, order, options.cashBack !== false, now);
  const points = pointsFor(order.price, order.currency);
  if (points > 0) {
    await insertBookingPoints(tx, {
      userId,
      orderId: order.id,
      points,
      metadata: { order_id: order.id, product_type: session.product_type, price: order.price },
    });
  }
  await promote(tx, userId, now);
}

/** The qualifying spend: paid bookings (not top-ups) of the last 12 months, in VND. */
export function qualifyingSpend(db: Db, userId: string, now: Date): Promise<number> {
  return paidBookingsSince(db, userId, new Date(now.getTime() - RANK_WINDOW_DAYS * DAY));
}

/** Raises the traveller's rank when their spend now reaches a higher one (never lowers it). */
async function promote(tx: Db, userId: string, now: Date) {
  const ranks = await rankConfigurations(tx, 'VND');
  const reached = rankForSpend(ranks, await qualifyingSpend(tx, userId, now));
  if (!reached) return;
  const current = await rankAt(tx, userId, now);
  if (current && (current.position ?? -1) >= reached.position) return;
  await insertRank(tx, {
    userId,
    rank: reached.rank,
    begin: now,
    expires: new Date(now.getTime() + RANK_WINDOW_DAYS * DAY),
  });
}
