/**
 * After payment, each item is booked with its supplier (`InventoryHolds.book`), inside the
 * paying transaction: the reference (a PNR for flights, a confirmation number for hotels) is
 * stored on the item and, for flights, as each flight's `booking_code`. A session holds one
 * item today, so the session's holds are that item's.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutHolds, shoppingItems } from '../../db/schema.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import { BookingRefusedError } from '../../providers/inventory/types.js';

/**
 * bookItems in a savepoint: a supplier's refusal (BookingRefusedError) undoes only the booking
 * and is answered, so the paying transaction can record the payment and its refund
 * (refunds.ts); any other error still throws.
 */
export async function bookOrRefuse(tx: Db, sessionId: string): Promise<BookingRefusedError | null> {
  try {
    await tx.transaction((savepoint) => bookItems(savepoint, sessionId));
    return null;
  } catch (err) {
    if (err instanceof BookingRefusedError) return err;
    throw err;
  }
}

export async function bookItems(tx: Db, sessionId: string): Promise<void> {
  const items = await tx
    .select({ id: shoppingItems.id, kind: shoppingItems.kind, supplier: shoppingItems.supplier })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
  const holds = await tx
    .select()
    .from(checkoutHolds)
    .where(eq(checkoutHolds.payment_checkout_session_id, sessionId));
  for (const item of items) {
    const holder = inventoryHolds(item.supplier);
    if (!holder) throw new Error(`no booking adapter for supplier ${item.supplier}`);
    const reference = await holder.book(tx, holds);
    const product =
      item.kind === 'FLIGHT_BOOKING'
        ? sql`jsonb_set(
            jsonb_set(product, '{departure_flight,booking_code}', to_jsonb(${reference}::text)),
            '{return_flight}',
            case when product->'return_flight' = 'null'::jsonb then 'null'::jsonb
              else jsonb_set(product->'return_flight', '{booking_code}', to_jsonb(${reference}::text)) end)`
        : sql`product`;
    await tx
      .update(shoppingItems)
      .set({ booking_code: reference, product })
      .where(eq(shoppingItems.id, item.id));
  }
}
