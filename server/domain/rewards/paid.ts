/**
 * What happens when an order is paid, inside the paying transaction (settle.ts,
 * pay-with-wallet.ts, pay-with-corporate.ts call `orderPaid` after writing the SUCCESSFUL order):
 *   - a TOP_UP session credits the traveller's wallet (PLATFORM_TOP_UP_CLEARING → wallet);
 *   - a booking earns its cash back (PLATFORM_REWARDS → wallet), points, a history line, and
 *     the rank its last 12 months of spend reach.
 * Each write carries an idempotency key derived from the order or session, and the traveller's
 * wallet row is locked first (before any platform account, the order every ledger path uses),
 * so retries and races of one order, and concurrent orders of one traveller, apply once each.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  paymentCheckoutSessions,
  userHistoryEntries,
  userOrders,
  userPointEntries,
  userRankConfigurations,
  userRanks,
} from '../../db/schema.js';
import { balanceOf, lockAccount, post } from '../ledger/service.js';
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
  'id' | 'price' | 'currency' | 'payment_method' | 'cash_back' | 'cash_back_rate'
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
      await history(tx, userId, 'TOP_UP', session.price, session.currency, order.id, {
        payment_method: order.payment_method,
        payment_checkout_session_id: session.id,
        balance_after: await balanceOf(tx, wallet.id),
      });
    }
    return;
  }
  const action = session.product_type === 'FLIGHT' ? 'BOOK_FLIGHT' : 'BOOK_HOTEL';
  await history(tx, userId, action, order.price, order.currency, order.id, {
    payment_method: order.payment_method,
  });
  if (order.cash_back > 0 && options.cashBack !== false) {
    const rewards = await lockAccount(tx, 'PLATFORM_REWARDS', null, order.currency);
    const posted = await post(tx, {
      kind: 'CASH_BACK',
      idempotencyKey: `cash-back:${order.id}`,
      at: now,
      currency: order.currency,
      userOrderId: order.id,
      metadata: { type: 'CASH_BACK', cash_back_rate: order.cash_back_rate },
      legs: [
        { account: rewards, amount: -order.cash_back },
        { account: wallet, amount: order.cash_back },
      ],
    });
    if (posted) {
      await history(tx, userId, 'CASH_BACK', order.cash_back, order.currency, order.id, {
        cash_back_rate: order.cash_back_rate,
      });
    }
  }
  const points = pointsFor(order.price, order.currency);
  if (points > 0) {
    await tx
      .insert(userPointEntries)
      .values({
        user_id: userId,
        point: points,
        action_type: 'BOOKING',
        user_order_id: order.id,
        metadata: { order_id: order.id, product_type: session.product_type, price: order.price },
        idempotency_key: `points:${order.id}`,
      })
      .onConflictDoNothing();
  }
  await promote(tx, userId, now);
}

async function history(
  tx: Db,
  userId: string,
  action: string,
  amount: number,
  currency: string,
  orderId: string,
  metadata: Record<string, unknown>,
) {
  await tx
    .insert(userHistoryEntries)
    .values({
      user_id: userId,
      action_type: action,
      converted_price: amount,
      currency,
      user_order_id: orderId,
      metadata: { order_id: orderId, ...metadata },
      idempotency_key: `${action}:${orderId}`,
    })
    .onConflictDoNothing();
}

/** The qualifying spend: paid bookings (not top-ups) of the last 12 months, in VND. */
export async function qualifyingSpend(db: Db, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RANK_WINDOW_DAYS * DAY).toISOString();
  const { rows } = await db.execute<{ spend: string | number | null }>(sql`
    select coalesce(sum(o.price), 0) as spend
    from user_orders o join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    where o.user_id = ${userId}::uuid and o.status = 'SUCCESSFUL' and o.currency = 'VND'
      and s.product_type <> 'TOP_UP' and o.paid_at > ${since}::timestamptz`);
  return Number(rows[0]?.spend ?? 0);
}

/** The rank in force now (latest begun, not expired), with its position, or null. */
export async function currentRank(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      rank: userRanks.rank,
      begin_time: userRanks.begin_time,
      expired_time: userRanks.expired_time,
      position: userRankConfigurations.position,
    })
    .from(userRanks)
    .leftJoin(userRankConfigurations, eq(userRankConfigurations.rank, userRanks.rank))
    .where(
      and(
        eq(userRanks.user_id, userId),
        lte(userRanks.begin_time, now),
        or(isNull(userRanks.expired_time), gt(userRanks.expired_time, now)),
      ),
    )
    .orderBy(desc(userRanks.begin_time))
    .limit(1);
  return row ?? null;
}

/** Raises the traveller's rank when their spend now reaches a higher one (never lowers it). */
async function promote(tx: Db, userId: string, now: Date) {
  const ranks = await tx
    .select({
      rank: userRankConfigurations.rank,
      position: userRankConfigurations.position,
      price: userRankConfigurations.price,
    })
    .from(userRankConfigurations)
    .where(eq(userRankConfigurations.currency, 'VND'));
  const reached = rankForSpend(ranks, await qualifyingSpend(tx, userId, now));
  if (!reached) return;
  const current = await currentRank(tx, userId, now);
  if (current && (current.position ?? -1) >= reached.position) return;
  await tx.insert(userRanks).values({
    user_id: userId,
    rank: reached.rank,
    begin_time: now,
    expired_time: new Date(now.getTime() + RANK_WINDOW_DAYS * DAY),
  });
}
