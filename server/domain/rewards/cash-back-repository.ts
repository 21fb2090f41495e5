/**
 * Cash back "after the trip" (docs/manage-booking.md): its SQL. The order's cash-back columns,
 * the trip's end read from the order's items, and the due orders claimed for the job. No rules
 * here: cash-back.ts decides when cash back is due, paid or void.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties, shoppingItems, userOrders } from '../../db/schema.js';

/** The items of a session: kind, product and metadata (to find where the trip ends). */
export function tripItems(tx: Db, sessionId: string) {
  return tx
    .select({
      kind: shoppingItems.kind,
      product: shoppingItems.product,
      metadata: shoppingItems.metadata,
    })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
}

/** A local property's time zone and check-out time, or undefined. */
export async function propertyClock(tx: Db, propertyId: string) {
  const [row] = await tx
    .select({ timezone: properties.timezone, check_out_time: properties.check_out_time })
    .from(properties)
    .where(sql`${properties.id}::text = ${propertyId}`);
  return row;
}

/** Sets the order's cash-back state (and due moment) when it is `from` (null: unset). */
export async function setCashBackStatus(
  tx: Db,
  orderId: string,
  change: { status: string | null; dueAt?: Date | null; cashBack?: number },
  from: string | null | 'ANY',
) {
  const guard =
    from === 'ANY'
      ? undefined
      : from === null
        ? sql`${userOrders.cash_back_status} is null`
        : eq(userOrders.cash_back_status, from);
  const [row] = await tx
    .update(userOrders)
    .set({
      cash_back_status: change.status,
      ...(change.dueAt !== undefined ? { cash_back_due_at: change.dueAt } : {}),
      ...(change.cashBack !== undefined ? { cash_back: change.cashBack } : {}),
    })
    .where(and(eq(userOrders.id, orderId), guard))
    .returning();
  return row ?? null;
}

/**
 * Up to `limit` SUCCESSFUL orders whose cash back is PENDING and due by `now`, locked
 * (`FOR UPDATE SKIP LOCKED`: two runs or two nodes never take the same order).
 */
/** Due cash backs to pay, locked; `sessionId` narrows them to one checkout's order. */
export async function lockDueCashBacks(tx: Db, now: Date, limit: number, sessionId?: string) {
  const { rows } = await tx.execute<{
    id: string;
    user_id: string;
    cash_back: string | number;
    cash_back_rate: string | number;
    currency: string;
  }>(sql`
    select id, user_id, cash_back, cash_back_rate, currency from user_orders
    where cash_back_status = 'PENDING' and status = 'SUCCESSFUL'
      and cash_back_due_at <= ${now.toISOString()}::timestamptz
      ${sessionId ? sql`and payment_checkout_session_id = ${sessionId}::uuid` : sql``}
    order by cash_back_due_at, id
    limit ${limit}
    for update skip locked`);
  return rows.map((r) => ({
    ...r,
    cash_back: Number(r.cash_back),
    cash_back_rate: Number(r.cash_back_rate),
  }));
}

/** When one checkout's order's cash back falls due (null: none pending or no such order). */
export async function pendingCashBackDueAt(db: Db, sessionId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ due: string | Date | null }>(sql`
    select cash_back_due_at as due from user_orders
    where payment_checkout_session_id = ${sessionId}::uuid and cash_back_status = 'PENDING'`);
  const due = rows[0]?.due;
  return due ? new Date(due) : null;
}
