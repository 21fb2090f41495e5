/**
 * The SQL of re-holding a lapsed session (rehold.ts): its new holds, its item's new price and the
 * session OPEN again with its new price parts. No rules here.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutHolds, paymentCheckoutSessions, shoppingItems } from '../../db/schema.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import type { PriceParts } from './pricing.js';
import type { SessionRow } from './session-row.js';

export async function insertSessionHolds(
  tx: Db,
  sessionId: string,
  supplier: string,
  holds: InventoryHold[],
): Promise<void> {
  await tx
    .insert(checkoutHolds)
    .values(holds.map((h) => ({ payment_checkout_session_id: sessionId, supplier, ...h })));
}

export async function setItemPriced(
  tx: Db,
  itemId: string,
  values: Pick<
    typeof shoppingItems.$inferInsert,
    'price' | 'original_price' | 'duty_free_price' | 'service_fee' | 'product'
  >,
): Promise<void> {
  await tx.update(shoppingItems).set(values).where(eq(shoppingItems.id, itemId));
}

export async function reopenSession(
  tx: Db,
  sessionId: string,
  parts: PriceParts,
  expiredAt: Date,
  now: Date,
): Promise<SessionRow> {
  const [row] = await tx
    .update(paymentCheckoutSessions)
    .set({ ...parts, status: 'OPEN', expired_at: expiredAt, updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .returning();
  return row;
}
