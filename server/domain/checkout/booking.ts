/**
 * After payment, each item is booked with its supplier (`InventoryHolds.book`), inside the
 * paying transaction: the reference (a PNR for flights, a confirmation number for hotels) is
 * stored on the item and, for flights, as each flight's `booking_code`. A session holds one
 * item today, so the session's holds are that item's. A local flight also gets its passengers'
 * e-ticket numbers (e-tickets.ts).
 */
import type { Db } from '../../db/client.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import { BookingRefusedError } from '../../providers/inventory/types.js';
import { issueETickets } from './e-tickets.js';
import { sessionHolds } from './holds-repository.js';
import { itemsToBook, setItemBookingCode } from './sessions-repository.js';

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
  const items = await itemsToBook(tx, sessionId);
  const holds = await sessionHolds(tx, sessionId);
  for (const item of items) {
    const holder = inventoryHolds(item.supplier);
    if (!holder) throw new Error(`no booking adapter for supplier ${item.supplier}`);
    const reference = await holder.book(tx, holds);
    await setItemBookingCode(tx, item, reference);
    // Our own inventory is the local supplier's ticketing system: it numbers the tickets.
    if (item.supplier === 'local' && item.kind === 'FLIGHT_BOOKING') {
      await issueETickets(tx, item.id);
    }
  }
}
