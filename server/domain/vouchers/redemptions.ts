/**
 * What happens to a checkout's vouchers when the checkout ends (docs/checkout.md "Vouchers"):
 * they follow its holds (holds.ts calls these in the same transaction, with the session locked).
 *   paid     → redemptions REDEEMED, gift vouchers REDEEMED: final;
 *   expired  → redemptions RELEASED (the promotion's count goes back down), gift vouchers
 *              AVAILABLE again: another checkout may use them;
 *   paid after its hold lapsed (a late gateway success) → each released redemption is counted
 *              again if the promotion still has room, each gift voucher taken again if nobody
 *              used it meanwhile; otherwise the discount stands as charged (the platform bears it).
 */
import type { Db } from '../../db/client.js';
import {
  countPromotionIfRoom,
  expiredRedemptions,
  redeemApplied,
  redeemRedemption,
  releaseAppliedGiftVouchers,
  releaseAppliedRedemptions,
  releaseRedeemedOfRunning,
  restoreRedeemedGiftVouchers,
  retakeReleasedGiftVouchers,
  uncountPromotion,
} from './redemptions-repository.js';

/** Gives a promotion's reservations back: times_redeemed − n, ids in order (no deadlock). */
async function uncount(tx: Db, promotionIds: string[]) {
  const counts = new Map<string, number>();
  for (const id of promotionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...counts.keys()].sort()) await uncountPromotion(tx, id, counts.get(id)!);
}

/** The checkouts were paid: their vouchers are used for good. */
export async function finalizeVouchers(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  await redeemApplied(tx, sessionIds, now);
}

/** The checkouts lapsed unpaid: their vouchers go back. */
export async function releaseVouchers(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  await uncount(tx, await releaseAppliedRedemptions(tx, sessionIds, now));
  await releaseAppliedGiftVouchers(tx, sessionIds);
}

/** A lapsed checkout was paid after all: takes back what its vouchers gave up, where possible. */
export async function retakeVouchers(tx: Db, sessionId: string, now: Date) {
  for (const r of await expiredRedemptions(tx, sessionId)) {
    if (await countPromotionIfRoom(tx, r.promotion_id)) await redeemRedemption(tx, r.id, now);
  }
  await retakeReleasedGiftVouchers(tx, sessionId, now);
}

/** The promotion use a checkout's lapse released last, if any (an approval's re-hold, rehold-vouchers.ts). */
export async function lastExpiredRedemption(tx: Db, sessionId: string) {
  const released = await expiredRedemptions(tx, sessionId);
  const at = (r: (typeof released)[number]) => r.settled_at?.getTime() ?? 0;
  return released.reduce<(typeof released)[number] | undefined>(
    (last, r) => (!last || at(r) > at(last) ? r : last),
    undefined,
  );
}

/**
 * A paid checkout was cancelled by its traveller: a promotion's use is given back while the
 * promotion is still running (its count goes down, the traveller may use it again), a gift
 * voucher is usable again until it expires; an ended promotion or expired gift voucher stays
 * used (docs/manage-booking.md "Vouchers").
 */
export async function restoreVouchersOfCancelled(tx: Db, sessionId: string, now: Date) {
  await uncount(tx, await releaseRedeemedOfRunning(tx, sessionId, now));
  await restoreRedeemedGiftVouchers(tx, sessionId, now);
}
