/**
 * Hold expiry (docs/checkout.md "Holds"): an OPEN session past `expired_at` becomes EXPIRED and
 * its HELD inventory goes back on sale, in one transaction. Three callers, all idempotent:
 * the sweeper (every CHECKOUT_SWEEP_SECONDS, default 30, on every node: `FOR UPDATE SKIP LOCKED` lets nodes
 * share the work), every cart creation (so a seat frees up the moment its hold lapses, even
 * before the sweeper passes), and reading a session (lazy: it never shows a lapsed hold OPEN).
 */
import type { Db } from '../../db/client.js';
import { inventoryHolds } from '../../providers/inventory/index.js';
import type { InventoryHold } from '../../providers/inventory/types.js';
import { finalizeVouchers, releaseVouchers, retakeVouchers } from '../vouchers/redemptions.js';
import { markHoldsConsumed, markSessionHolds, releasedHolds } from './holds-repository.js';
import {
  lockLapsedSessions,
  markSessionCancelled,
  markSessionsExpired,
} from './sessions-repository.js';
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
  const settled = await markSessionHolds(tx, sessionIds, state, now, from);
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
  const released = await releasedHolds(tx, sessionId);
  if (!released.length) return true;
  const holder = inventoryHolds(released[0].supplier);
  if (!holder || !(await holder.take(tx, released))) return false;
  await markHoldsConsumed(
    tx,
    released.map((h) => h.id),
    now,
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
  await markSessionsExpired(tx, sessionIds, now);
  await settleHolds(tx, sessionIds, 'RELEASED', now);
  await releaseCompanyParts(tx, sessionIds, now);
}

/**
 * The supplier refused to book a paid session (refunds.ts): it is CANCELLED and what it held
 * or had consumed goes back to sale (a withdrawn fare or night has nothing to take back), with
 * its vouchers.
 */
export async function cancelRefusedSession(tx: Db, sessionId: string, now: Date) {
  await markSessionCancelled(tx, sessionId, now);
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
    const ids = await lockLapsedSessions(tx, now, graceEnd, limit);
    await expireLockedSessions(tx, ids, now);
    return ids.length;
  });
}
