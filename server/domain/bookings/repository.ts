/**
 * Managing a booking (docs/manage-booking.md): its SQL. Every read of an order is scoped to the
 * caller in its WHERE clause (the traveller, the booker or the payer may read; the traveller
 * or the booker may cancel); the rest follows an order already found that way. No rules here:
 * detail.ts and cancel.ts decide.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  corporates,
  farePlans,
  paymentCheckoutSessions,
  shoppingItems,
  userOrders,
  userPointEntries,
} from '../../db/schema.js';
import { legsOf, planIdOf } from './policy.js';

export type BookingOrderRow = typeof userOrders.$inferSelect;
export type BookingSessionRow = typeof paymentCheckoutSessions.$inferSelect;
export type FarePlanRow = typeof farePlans.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order `id` as the caller may read it (traveller, booker or payer), or null. */
export async function readableOrder(db: Db, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(userOrders)
    .where(
      and(
        eq(userOrders.id, id),
        or(
          eq(userOrders.user_id, userId),
          eq(userOrders.booked_by, userId),
          eq(userOrders.paid_by, userId),
        ),
      ),
    );
  return row ?? null;
}

/**
 * The order `id` when it is company `corporateId`'s — charged to it, or recorded under its
 * expense programme (as its booking histories list them, finance/bookings-repository.ts) — or
 * null. The caller's right to read the company's bookings is checked before (travel-document.ts).
 */
export async function companyOrder(db: Db, corporateId: string, id: string) {
  if (!UUID.test(id) || !UUID.test(corporateId)) return null;
  const [row] = await db
    .select()
    .from(userOrders)
    .where(
      and(
        eq(userOrders.id, id),
        sql`${userOrders.payment_checkout_session_id} in (
          select cp.payment_checkout_session_id from corporate_payments cp
          where cp.corporate_id = ${corporateId}::uuid
          union all
          select e.payment_checkout_session_id from expense_bookings e
          where e.corporate_id = ${corporateId}::uuid)`,
      ),
    );
  return row ?? null;
}

/** The order `id` when the caller is its traveller or booker (who may cancel or change it), or null. */
export async function changeableOrder(db: Db, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(userOrders)
    .where(
      and(
        eq(userOrders.id, id),
        or(eq(userOrders.user_id, userId), eq(userOrders.booked_by, userId)),
      ),
    );
  return row ?? null;
}

/**
 * The order `id` locked FOR UPDATE with its session (session first, the order every payment
 * path takes), when the caller is its traveller or booker; null otherwise.
 */
export async function lockCancellableOrder(tx: Db, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [session] = await tx
    .select()
    .from(paymentCheckoutSessions)
    .where(
      and(
        sql`${paymentCheckoutSessions.id} = (select o.payment_checkout_session_id from user_orders o
          where o.id = ${id}::uuid and (o.user_id = ${userId}::uuid or o.booked_by = ${userId}::uuid))`,
      ),
    )
    .for('update');
  if (!session) return null;
  const [order] = await tx.select().from(userOrders).where(eq(userOrders.id, id)).for('update');
  return order ? { session, order } : null;
}

/** The order's session (unscoped: the order was found scoped). */
export async function sessionOf(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(paymentCheckoutSessions)
    .where(eq(paymentCheckoutSessions.id, sessionId));
  return row ?? null;
}

/** The session's items, oldest first. */
export function itemsOf(db: Db, sessionId: string) {
  return db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId))
    .orderBy(shoppingItems.inserted_at, sql`${shoppingItems.id}`);
}

/** Fare plans by id (their change and refund rules). */
export function farePlansById(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(farePlans)
    .where(
      sql`${farePlans.id} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
}

/** The fare plans of the items' flights, by id (the cancellation rules read them). */
export async function farePlansOfItems(
  db: Db,
  items: Array<{ kind: string; product: unknown }>,
): Promise<Map<string, FarePlanRow>> {
  const legs = items.filter((i) => i.kind === 'FLIGHT_BOOKING').flatMap(legsOf);
  const ids = [...new Set(legs.map(planIdOf).filter((id): id is string => Boolean(id)))];
  const rows = await farePlansById(db, ids);
  return new Map(rows.map((p) => [p.id, p]));
}

/** A corporate's display name (the order's payer company), or null. */
export async function corporateName(db: Db, corporateId: string) {
  if (!UUID.test(corporateId)) return null;
  const [row] = await db
    .select({ name: sql<string>`coalesce(${corporates.display_name}, ${corporates.company_name})` })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.name ?? null;
}

/** Marks the order cancelled with its refund due (in the cancelling transaction). */
export async function markOrderCancelled(
  tx: Db,
  orderId: string,
  details: Record<string, unknown>,
  now: Date,
) {
  const [row] = await tx
    .update(userOrders)
    .set({
      status: 'CANCELLED',
      cancelled_at: now,
      refund_status: 'REQUIRED',
      refund_details: details,
      updated_at: now,
    })
    .where(and(eq(userOrders.id, orderId), eq(userOrders.status, 'SUCCESSFUL')))
    .returning();
  return row ?? null;
}

/** The points an order earned (its BOOKING entry), or 0. */
export async function pointsOfOrder(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ point: userPointEntries.point, user_id: userPointEntries.user_id })
    .from(userPointEntries)
    .where(eq(userPointEntries.idempotency_key, `points:${orderId}`));
  return row ?? null;
}

/** Takes an order's points back: one negative entry, once (key `points-reversal:<order>`). */
export async function insertPointsReversal(
  tx: Db,
  entry: { userId: string; orderId: string; points: number },
) {
  await tx
    .insert(userPointEntries)
    .values({
      user_id: entry.userId,
      point: -entry.points,
      action_type: 'CANCELLATION',
      user_order_id: entry.orderId,
      metadata: { order_id: entry.orderId },
      idempotency_key: `points-reversal:${entry.orderId}`,
    })
    .onConflictDoNothing();
}
