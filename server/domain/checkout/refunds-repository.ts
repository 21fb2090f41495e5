/**
 * The refund columns of user orders (docs/module-template.md): marking a refund due, the
 * guarded claim (one UPDATE, so one caller of many gets the row) and recording the rail's
 * answer. No rules here: refunds.ts decides what is due, when to ask again and what an answer
 * means.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingChanges, userOrders } from '../../db/schema.js';
import type { OrderRow } from './orders-repository.js';

export type RefundStatus =
  'REQUIRED' | 'REQUESTING' | 'PENDING' | 'FAILED' | 'SUCCEEDED' | 'MANUAL';

/** The order FAILED with its refund REQUIRED for `reason`; paid at `paidAt`. */
export async function markOrderRefundRequired(
  tx: Db,
  orderId: string,
  reason: string,
  paidAt: Date,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(userOrders)
    .set({
      status: 'FAILED',
      paid_at: paidAt,
      refund_status: 'REQUIRED',
      refund_details: { reason },
      updated_at: now,
    })
    .where(eq(userOrders.id, orderId))
    .returning();
  return row;
}

/**
 * Records the refund's status and details (and the order REFUNDED when `refunded`), only while
 * its refund_status is `from` when given; undefined when it no longer is.
 */
export async function setRefundStatus(
  db: Db,
  orderId: string,
  change: { status: RefundStatus; details: Record<string, unknown>; refunded: boolean },
  now: Date,
  from?: RefundStatus,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(userOrders)
    .set({
      refund_status: change.status,
      refund_details: change.details,
      ...(change.refunded ? { status: 'REFUNDED' as const, refunded_at: now } : {}),
      updated_at: now,
    })
    .where(and(eq(userOrders.id, orderId), from ? eq(userOrders.refund_status, from) : undefined))
    .returning();
  return row;
}

/** The order by id, unscoped (refunds follow an order the server already holds). */
export async function orderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(userOrders).where(eq(userOrders.id, orderId));
  return row;
}

/**
 * Claims a FAILED (or traveller-CANCELLED) order whose refund is REQUIRED, or REQUESTING / PENDING / FAILED since
 * `retryBefore`: it becomes REQUESTING. Null when another caller has it or none is due.
 */
export async function claimRefund(
  db: Db,
  orderId: string,
  retryBefore: string,
  now: Date,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(userOrders)
    .set({ refund_status: 'REQUESTING', refund_requested_at: now, updated_at: now })
    .where(
      and(
        eq(userOrders.id, orderId),
        // FAILED: paid but not bookable; CANCELLED: cancelled by its traveller (manage-booking).
        inArray(userOrders.status, ['FAILED', 'CANCELLED']),
        sql`(${userOrders.refund_status} = 'REQUIRED' or (${userOrders.refund_status} in
          ('REQUESTING', 'PENDING', 'FAILED') and ${userOrders.refund_requested_at} <= ${retryBefore}::timestamptz))`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * What the order's flight changes gave back through its gateway (bookings/change-refund.ts),
 * asked for or done: a later refund of the order's payment is that much less.
 */
export async function changeRefundsOf(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(-${bookingChanges.total}), 0)` })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.user_order_id, orderId),
        sql`${bookingChanges.refund_status} is not null`,
      ),
    );
  return Number(row?.n ?? 0);
}
