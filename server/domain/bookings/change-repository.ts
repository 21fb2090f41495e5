/**
 * Changing a flight (docs/manage-booking.md "Changing a flight"): its SQL. The order is found
 * and locked scoped to the caller (repository.ts `lockCancellableOrder`); everything here
 * follows an order already found that way. No rules here: change.ts decides.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingChanges, checkoutHolds, shoppingItems, userOrders } from '../../db/schema.js';
import type { InventoryHold } from '../../providers/inventory/types.js';

export type BookingChangeRow = typeof bookingChanges.$inferSelect;

/** The order's changes, oldest first (the booking page's history). */
export function changesOfOrder(db: Db, orderId: string) {
  return db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.user_order_id, orderId))
    .orderBy(asc(bookingChanges.inserted_at), asc(bookingChanges.id));
}

export async function insertChange(tx: Db, row: typeof bookingChanges.$inferInsert) {
  const [saved] = await tx.insert(bookingChanges).values(row).returning();
  return saved;
}

/** The session's CONSUMED hold of one fare on one flight instance, or null. */
export async function consumedHold(tx: Db, sessionId: string, instanceId: string, planId: string) {
  const [row] = await tx
    .select()
    .from(checkoutHolds)
    .where(
      and(
        eq(checkoutHolds.payment_checkout_session_id, sessionId),
        eq(checkoutHolds.kind, 'FLIGHT_SEATS'),
        eq(checkoutHolds.resource_id, instanceId),
        eq(checkoutHolds.resource_key, planId),
        eq(checkoutHolds.state, 'CONSUMED'),
      ),
    );
  return row ?? null;
}

export async function markHoldReleased(tx: Db, holdId: string, now: Date) {
  await tx
    .update(checkoutHolds)
    .set({ state: 'RELEASED', settled_at: now })
    .where(eq(checkoutHolds.id, holdId));
}

/** The new flight's seats, taken and booked: a CONSUMED hold of the order's session. */
export async function insertConsumedHold(
  tx: Db,
  sessionId: string,
  supplier: string,
  hold: InventoryHold,
  now: Date,
) {
  await tx.insert(checkoutHolds).values({
    payment_checkout_session_id: sessionId,
    supplier,
    kind: hold.kind,
    resource_id: hold.resource_id,
    resource_key: hold.resource_key,
    quantity: hold.quantity,
    state: 'CONSUMED',
    settled_at: now,
  });
}

/**
 * Puts `flight` in the item's `leg` (with its booking code), the choice in its metadata, and
 * adds `delta` (the fare difference) to the item's price.
 */
export async function replaceLeg(
  tx: Db,
  itemId: string,
  leg: 'departure' | 'return',
  flight: Record<string, unknown>,
  choice: { id: string; seat_class_id: string },
  delta: number,
) {
  const path = leg === 'departure' ? '{departure_flight}' : '{return_flight}';
  const metaPath = leg === 'departure' ? '{departure}' : '{return}';
  await tx
    .update(shoppingItems)
    .set({
      product: sql`jsonb_set(jsonb_set(${shoppingItems.product}, ${path}::text[], ${JSON.stringify(flight)}::jsonb),
        '{price}', to_jsonb(coalesce((${shoppingItems.product}->>'price')::bigint, 0) + ${delta}))`,
      metadata: sql`jsonb_set(${shoppingItems.metadata}, ${metaPath}::text[], ${JSON.stringify(choice)}::jsonb)`,
      price: sql`${shoppingItems.price} + ${delta}`,
      original_price: sql`${shoppingItems.original_price} + ${delta}`,
    })
    .where(eq(shoppingItems.id, itemId));
}

/** What the order costs now: its price plus a change's total (never below 0: a CHECK). */
export async function addToOrderPrice(tx: Db, orderId: string, delta: number, now: Date) {
  await tx
    .update(userOrders)
    .set({ price: sql`${userOrders.price} + ${delta}`, updated_at: now })
    .where(eq(userOrders.id, orderId));
}

/** Claims a change's e-mail; the change, or null when it was claimed before. */
export async function claimChangeEmail(db: Db, changeId: string, now: Date) {
  const [row] = await db
    .update(bookingChanges)
    .set({ email_sent_at: now })
    .where(and(eq(bookingChanges.id, changeId), isNull(bookingChanges.email_sent_at)))
    .returning();
  return row ?? null;
}

/**
 * Up to `limit` changes made between `since` and `before` whose e-mail was never sent, or was
 * freed again because the outbox could not be written (the order follow-ups sweep sends them).
 */
export async function changeEmailsDue(db: Db, since: Date, before: Date, limit: number) {
  const rows = await db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(
      and(
        isNull(bookingChanges.email_sent_at),
        sql`${bookingChanges.inserted_at} > ${since.toISOString()}::timestamptz`,
        sql`${bookingChanges.inserted_at} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(bookingChanges.inserted_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function unclaimChangeEmail(db: Db, changeId: string) {
  await db
    .update(bookingChanges)
    .set({ email_sent_at: null })
    .where(eq(bookingChanges.id, changeId));
}

type ChangeRefundStatus = 'REQUIRED' | 'REQUESTING' | 'PENDING' | 'FAILED' | 'SUCCEEDED' | 'MANUAL';

/**
 * Claims a change's refund: REQUIRED, or one of `retry` asked since before `retryBefore`; it
 * becomes REQUESTING. One UPDATE, so of any number of callers one gets the row; null otherwise.
 */
export async function claimChangeRefund(
  db: Db,
  changeId: string,
  retry: ChangeRefundStatus[],
  retryBefore: Date,
  now: Date,
) {
  const stale = retry.length
    ? sql`or (${bookingChanges.refund_status} in (${sql.join(
        retry.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${bookingChanges.refund_requested_at} <= ${retryBefore.toISOString()}::timestamptz)`
    : sql``;
  const [row] = await db
    .update(bookingChanges)
    .set({ refund_status: 'REQUESTING', refund_requested_at: now })
    .where(
      and(
        eq(bookingChanges.id, changeId),
        sql`(${bookingChanges.refund_status} = 'REQUIRED' ${stale})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Records a claimed refund's answer (only while it is still REQUESTING: one writer). */
export async function setChangeRefund(
  db: Db,
  changeId: string,
  status: ChangeRefundStatus,
  details: Record<string, unknown>,
  now: Date,
) {
  const [row] = await db
    .update(bookingChanges)
    .set({
      refund_status: status,
      refund_details: details,
      ...(status === 'SUCCEEDED' ? { refunded_at: now } : {}),
    })
    .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.refund_status, 'REQUESTING')))
    .returning();
  return row ?? null;
}

export async function changeById(db: Db, changeId: string) {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, changeId));
  return row ?? null;
}

/** Changes whose refund is not finished (REQUIRED, REQUESTING, PENDING, FAILED), oldest first. */
export async function changeRefundsOpen(db: Db, limit: number) {
  const rows = await db
    .select({ id: bookingChanges.id })
    .from(bookingChanges)
    .where(sql`${bookingChanges.refund_status} in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED')`)
    .orderBy(asc(bookingChanges.inserted_at))
    .limit(limit);
  return rows.map((r) => r.id);
}
