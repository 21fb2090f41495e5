/**
 * The checkout holds' SQL (docs/module-template.md): the inventory a session holds, by session,
 * and its state changes (HELD → RELEASED or CONSUMED, RELEASED → CONSUMED when retaken). No
 * rules here: holds.ts decides when a hold is settled and gives the inventory back; booking.ts
 * hands the holds to the supplier.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutHolds } from '../../db/schema.js';

/** Marks the holds of these sessions in a `from` state as `state`; returns them. */
export function markSessionHolds(
  tx: Db,
  sessionIds: string[],
  state: 'RELEASED' | 'CONSUMED',
  now: Date,
  from: ('HELD' | 'CONSUMED')[],
) {
  return tx
    .update(checkoutHolds)
    .set({ state, settled_at: now })
    .where(
      and(
        inArray(checkoutHolds.payment_checkout_session_id, sessionIds),
        inArray(checkoutHolds.state, from),
      ),
    )
    .returning();
}

/** The session's RELEASED holds. */
export function releasedHolds(tx: Db, sessionId: string) {
  return tx
    .select()
    .from(checkoutHolds)
    .where(
      and(
        eq(checkoutHolds.payment_checkout_session_id, sessionId),
        eq(checkoutHolds.state, 'RELEASED'),
      ),
    );
}

/** Marks these holds CONSUMED. */
export async function markHoldsConsumed(tx: Db, holdIds: string[], now: Date): Promise<void> {
  await tx
    .update(checkoutHolds)
    .set({ state: 'CONSUMED', settled_at: now })
    .where(inArray(checkoutHolds.id, holdIds));
}

/** All the session's holds. */
export function sessionHolds(tx: Db, sessionId: string) {
  return tx
    .select()
    .from(checkoutHolds)
    .where(eq(checkoutHolds.payment_checkout_session_id, sessionId));
}
