/**
 * The expense bookings' SQL (docs/module-template.md): one row per checkout, written under the
 * corporate's id, and a repeat updates it only while it is that corporate's. No rules here:
 * expense-bookings.ts decides who may and which corporate.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expenseBookings } from '../../db/schema.js';

/**
 * Records the checkout against the corporate's expenses, or updates its trip, cost center and
 * note; undefined when the checkout's row belongs to another corporate.
 */
export async function upsertExpenseBooking(
  tx: Db,
  corporateId: string,
  booking: {
    sessionId: string;
    travellerId: string;
    bookedBy: string;
    note: string | null;
    fields: { trip_id: string | null; cost_center_id: string | null };
  },
  now: Date,
) {
  const { fields } = booking;
  const [row] = await tx
    .insert(expenseBookings)
    .values({
      corporate_id: corporateId,
      payment_checkout_session_id: booking.sessionId,
      user_id: booking.travellerId,
      booked_by: booking.bookedBy,
      note: booking.note,
      ...fields,
      inserted_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: expenseBookings.payment_checkout_session_id,
      set: {
        ...fields,
        note: sql`coalesce(excluded.note, ${expenseBookings.note})`,
        updated_at: now,
      },
      // A checkout moved to another company keeps its first company's row (not this one's).
      setWhere: sql`${expenseBookings.corporate_id} = ${corporateId}::uuid`,
    })
    .returning();
  return row;
}
