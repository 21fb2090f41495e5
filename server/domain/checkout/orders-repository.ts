/**
 * The user orders' SQL (docs/module-template.md): an order by one key, as its traveller, booker
 * or payer may see it (`user_id`, `booked_by` or `paid_by` = me in the WHERE clause), the order
 * of a session, its payment details, the orders a sweep follows up or reconciles, the
 * traveller's page of booking orders and their campaign bookings (by their id). No rules here:
 * orders.ts decides which key a lookup uses, campaign-bookings.ts parses the campaign,
 * order-follow-ups.ts, reconcile.ts and the payments decide the rest.
 */
import { and, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCheckoutSessions, userOrders } from '../../db/schema.js';
import type { SessionRow } from './session-row.js';

export type OrderRow = typeof userOrders.$inferSelect;

/** One key of an order, already checked (an id is a UUID). */
export type OrderKey =
  { id: string } | { payment_checkout_session_id: string } | { cart_token: string };

const visibleTo = (userId: string) =>
  or(
    eq(userOrders.user_id, userId),
    eq(userOrders.booked_by, userId),
    eq(userOrders.paid_by, userId),
  )!;

const keyCondition = (key: OrderKey) =>
  'id' in key
    ? eq(userOrders.id, key.id)
    : 'payment_checkout_session_id' in key
      ? eq(userOrders.payment_checkout_session_id, key.payment_checkout_session_id)
      : eq(userOrders.cart_token, key.cart_token);

/** The order with this key that the caller may see, or null. */
export async function findVisibleOrder(
  db: Db,
  userId: string,
  key: OrderKey,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(userOrders)
    .where(and(keyCondition(key), visibleTo(userId)));
  return row ?? null;
}

/** The order of a checkout session, or null. */
export async function orderOfSession(db: Db, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(userOrders)
    .where(eq(userOrders.payment_checkout_session_id, sessionId));
  return row ?? null;
}

/**
 * How many SUCCESSFUL orders the traveller made (as the traveller) whose checkout redeemed the
 * promotion with this code, top-ups excepted; only of one product type when given.
 */
export async function campaignOrderCount(
  db: Db,
  userId: string,
  code: string,
  productType: 'FLIGHT' | 'HOTEL' | null | undefined,
): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`
    select count(*) as n
    from user_orders o
    join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    join promotion_redemptions r on r.payment_checkout_session_id = s.id and r.state = 'REDEEMED'
    join platform_promotions p on p.id = r.promotion_id
    where o.user_id = ${userId}::uuid and r.user_id = ${userId}::uuid
      and o.status = 'SUCCESSFUL' and p.code = ${code}
      and s.product_type <> 'TOP_UP'
      ${productType ? sql`and s.product_type = ${productType}` : sql``}`);
  return Number(rows[0]?.n ?? 0);
}

/** Replaces the order's payment details; returns the order. */
export async function setOrderPaymentDetails(
  tx: Db,
  orderId: string,
  details: NonNullable<OrderRow['payment_details']>,
): Promise<OrderRow> {
  const [order] = await tx
    .update(userOrders)
    .set({ payment_details: details })
    .where(eq(userOrders.id, orderId))
    .returning();
  return order;
}

/** Cancels the order, adding `details` to its payment details. */
export async function cancelOrderWithDetails(
  tx: Db,
  orderId: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx
    .update(userOrders)
    .set({
      status: 'CANCELLED',
      payment_details: sql`${userOrders.payment_details} || ${JSON.stringify(details)}::jsonb`,
      updated_at: now,
    })
    .where(eq(userOrders.id, orderId));
}

/**
 * Up to `limit` orders left without their follow-up, least recently updated first: paid since
 * `since` and not confirmed, refunds due or to ask again, refund notices not sent.
 */
export async function ordersToFollowUp(db: Db, since: string, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from user_orders
    where (status = 'SUCCESSFUL' and confirmation_sent_at is null and paid_at > ${since}::timestamptz)
      or (status in ('FAILED', 'CANCELLED') and refund_status in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED'))
      or (refund_notice_sent_at is null
        and (status = 'REFUNDED' or (status in ('FAILED', 'CANCELLED') and refund_status in ('PENDING', 'MANUAL'))))
      or (cancelled_at is not null and cancellation_sent_at is null)
    order by updated_at
    limit ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * A page of the caller's booking orders (as traveller or booker; top-ups are the wallet's),
 * newest first, of these statuses when given, after the order `lastId` when it is one of the
 * caller's (else an empty page).
 */
export async function bookingOrdersPage(
  db: Db,
  userId: string,
  page: {
    statuses: OrderRow['status'][] | null | undefined;
    lastId: string | null | undefined;
    limit: number;
  },
): Promise<OrderRow[]> {
  const mine = or(eq(userOrders.user_id, userId), eq(userOrders.booked_by, userId))!;
  // A wallet top-up is money in, not a booking: the wallet page lists it.
  const booking = sql`not exists (select 1 from ${paymentCheckoutSessions} s
    where s.id = ${userOrders.payment_checkout_session_id} and s.product_type = 'TOP_UP')`;
  const conditions = [mine, booking];
  if (page.statuses?.length) conditions.push(inArray(userOrders.status, page.statuses));
  if (page.lastId) {
    // After the last order of the previous page (itself one of the caller's).
    const [last] = await db
      .select({ at: userOrders.inserted_at, id: userOrders.id })
      .from(userOrders)
      .where(and(eq(userOrders.id, page.lastId), mine));
    if (!last) return [];
    conditions.push(
      or(
        lt(userOrders.inserted_at, last.at),
        and(eq(userOrders.inserted_at, last.at), lt(userOrders.id, last.id)),
      )!,
    );
  }
  return db
    .select()
    .from(userOrders)
    .where(and(...conditions))
    .orderBy(desc(userOrders.inserted_at), desc(userOrders.id))
    .limit(page.limit);
}

/** What a payment writes on the session's order. */
export interface OrderPayment {
  status: OrderRow['status'];
  payment_method: NonNullable<OrderRow['payment_method']>;
  paid_by: string | null;
  payment_details: Record<string, unknown>;
  paid_at: Date | null;
}

/** The session's order, created from the session or its payment fields overwritten. */
export async function upsertSessionOrder(
  tx: Db,
  session: SessionRow,
  set: OrderPayment,
  now: Date,
): Promise<OrderRow> {
  const [order] = await tx
    .insert(userOrders)
    .values({
      payment_checkout_session_id: session.id,
      cart_token: session.cart_token,
      user_id: session.user_id,
      booked_by: session.booked_by,
      price: session.price,
      original_price: session.original_price,
      currency: session.currency,
      cash_back_rate: session.cash_back_rate,
      cash_back: session.cash_back,
      platform_promotion_discount: session.voucher_discount,
      ...set,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: userOrders.payment_checkout_session_id,
      set: { ...set, updated_at: now },
    })
    .returning();
  return order;
}

/**
 * Up to `limit` PROCESSING orders on these rails last changed between `oldest` and `newest`,
 * picked at random, each with its session's expiry.
 */
export function processingOrdersSample(
  db: Db,
  q: {
    methods: NonNullable<OrderRow['payment_method']>[];
    newest: Date;
    oldest: Date;
    limit: number;
  },
) {
  return (
    db
      .select({ order: userOrders, payableUntil: paymentCheckoutSessions.expired_at })
      .from(userOrders)
      .innerJoin(
        paymentCheckoutSessions,
        eq(paymentCheckoutSessions.id, userOrders.payment_checkout_session_id),
      )
      .where(
        and(
          eq(userOrders.status, 'PROCESSING'),
          inArray(userOrders.payment_method, q.methods),
          lte(userOrders.updated_at, q.newest),
          gte(userOrders.updated_at, q.oldest),
        ),
      )
      // A sample each run: payments the gateway never saw stay PROCESSING until the window ends,
      // and a fixed order would let 100 of them starve every newer one.
      .orderBy(sql`random()`)
      .limit(q.limit)
  );
}
