/**
 * Hold expiry (docs/checkout.md "Holds"): an OPEN session past `expired_at` becomes EXPIRED and
 * its HELD inventory goes back on sale, in one transaction. Three callers, all idempotent:
 * the sweeper (every CHECKOUT_SWEEP_SECONDS, default 30, on every node: `FOR UPDATE SKIP LOCKED` lets nodes
 * share the work), every cart creation (so a seat frees up the moment its hold lapses, even
 * before the sweeper passes), and reading a session (lazy: it never shows a lapsed hold OPEN).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutHolds, paymentCheckoutSessions } from '../../db/schema.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import { finalizeVouchers, releaseVouchers, retakeVouchers } from '../vouchers/redemptions.js';
import { releaseCompanyParts } from './split-payment.js';

/** Gives back the HELD holds of these sessions and marks the holds `state`. */
async function settleHolds(
  tx: Db,
  sessionIds: string[],
  state: 'RELEASED' | 'CONSUMED',
  now: Date,
  from: ('HELD' | 'CONSUMED')[] = ['HELD'],
): Promise<void> {
  if (!sessionIds.length) return;
  const settled = await tx
    .update(checkoutHolds)
    .set({ state, settled_at: now })
    .where(
      and(
        inArray(checkoutHolds.payment_checkout_session_id, sessionIds),
        inArray(checkoutHolds.state, from),
      ),
    )
    .returning();
  // The session's vouchers follow its holds: used for good when paid, given back when released.
  if (state === 'CONSUMED') await finalizeVouchers(tx, sessionIds, now);
  else await releaseVouchers(tx, sessionIds, now);
  if (state !== 'RELEASED') return;
  const bySupplier = new Map<string, InventoryHold[]>();
  for (const h of settled) {
    const list = bySupplier.get(h.supplier) ?? [];
    list.push({
      kind: h.kind,
      resource_id: h.resource_id,
      resource_key: h.resource_key,
      quantity: h.quantity,
    });
    bySupplier.set(h.supplier, list);
  }
  for (const [supplier, holds] of bySupplier) {
    const holder = inventoryHolds(supplier);
    if (!holder) throw new Error(`no hold adapter for supplier ${supplier}`);
    await holder.giveBack(tx, holds);
  }
}

/**
 * A payment arrived for a session whose hold had lapsed: takes its RELEASED inventory again
 * (all or nothing) and marks it CONSUMED. False when it has been sold meanwhile.
 */
export async function retakeHolds(tx: Db, sessionId: string, now: Date): Promise<boolean> {
  const retaken = await retakeInventory(tx, sessionId, now);
  if (retaken) await retakeVouchers(tx, sessionId, now);
  return retaken;
}

async function retakeInventory(tx: Db, sessionId: string, now: Date): Promise<boolean> {
  const released = await tx
    .select()
    .from(checkoutHolds)
    .where(
      and(
        eq(checkoutHolds.payment_checkout_session_id, sessionId),
        eq(checkoutHolds.state, 'RELEASED'),
      ),
    );
  if (!released.length) return true;
  const holder = inventoryHolds(released[0].supplier);
  if (!holder || !(await holder.take(tx, released))) return false;
  await tx
    .update(checkoutHolds)
    .set({ state: 'CONSUMED', settled_at: now })
    .where(
      inArray(
        checkoutHolds.id,
        released.map((h) => h.id),
      ),
    );
  return true;
}

/** Marks a paid session's holds CONSUMED: the inventory stays sold. */
export async function consumeHolds(tx: Db, sessionId: string, now: Date): Promise<void> {
  await settleHolds(tx, [sessionId], 'CONSUMED', now);
}

/**
 * Expires these sessions (already locked by the caller, OPEN and past `expired_at`) and puts
 * their inventory back on sale.
 */
export async function expireLockedSessions(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  await tx
    .update(paymentCheckoutSessions)
    .set({ status: 'EXPIRED', updated_at: now })
    .where(inArray(paymentCheckoutSessions.id, sessionIds));
  await settleHolds(tx, sessionIds, 'RELEASED', now);
  await releaseCompanyParts(tx, sessionIds, now);
}

/**
 * The supplier refused to book a paid session (refunds.ts): it is CANCELLED and what it held
 * or had consumed goes back to sale (a withdrawn fare or night has nothing to take back), with
 * its vouchers.
 */
export async function cancelRefusedSession(tx: Db, sessionId: string, now: Date) {
  await tx
    .update(paymentCheckoutSessions)
    .set({ status: 'CANCELLED', updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId));
  await settleHolds(tx, [sessionId], 'RELEASED', now, ['HELD', 'CONSUMED']);
}

/**
 * A session whose gateway payment started (PROCESSING) keeps its hold this much longer, for
 * the gateway's answer; a success arriving later still completes if the inventory can be
 * taken again (settle.ts), else the payment is refunded.
 */
export const PROCESSING_GRACE_MINUTES = 30;

/** Expires up to `limit` lapsed sessions; returns how many. */
export async function releaseExpiredHolds(db: Db, now: Date, limit = 200): Promise<number> {
  const graceEnd = new Date(now.getTime() - PROCESSING_GRACE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from payment_checkout_sessions
      where (status = 'OPEN' and expired_at <= ${now.toISOString()}::timestamptz)
        or (status = 'PROCESSING' and expired_at <= ${graceEnd.toISOString()}::timestamptz)
      order by expired_at
      limit ${limit}
      for update skip locked`);
    await expireLockedSessions(
      tx,
      rows.map((r) => r.id),
      now,
    );
    return rows.length;
  });
}
