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
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { giftVouchers, platformPromotions, promotionRedemptions } from '../../db/schema.js';

/** Gives a promotion's reservations back: times_redeemed − n, ids in order (no deadlock). */
async function uncount(tx: Db, promotionIds: string[]) {
  const counts = new Map<string, number>();
  for (const id of promotionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...counts.keys()].sort()) {
    await tx
      .update(platformPromotions)
      .set({ times_redeemed: sql`${platformPromotions.times_redeemed} - ${counts.get(id)!}` })
      .where(eq(platformPromotions.id, id));
  }
}

/** The checkouts were paid: their vouchers are used for good. */
export async function finalizeVouchers(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  await tx
    .update(promotionRedemptions)
    .set({ state: 'REDEEMED', settled_at: now })
    .where(
      and(
        inArray(promotionRedemptions.payment_checkout_session_id, sessionIds),
        eq(promotionRedemptions.state, 'APPLIED'),
      ),
    );
  await tx
    .update(giftVouchers)
    .set({ state: 'REDEEMED', redeemed_at: now })
    .where(
      and(
        inArray(giftVouchers.payment_checkout_session_id, sessionIds),
        eq(giftVouchers.state, 'APPLIED'),
      ),
    );
}

/** The checkouts lapsed unpaid: their vouchers go back. */
export async function releaseVouchers(tx: Db, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  const released = await tx
    .update(promotionRedemptions)
    .set({ state: 'RELEASED', released_reason: 'EXPIRED', settled_at: now })
    .where(
      and(
        inArray(promotionRedemptions.payment_checkout_session_id, sessionIds),
        eq(promotionRedemptions.state, 'APPLIED'),
      ),
    )
    .returning({ promotion_id: promotionRedemptions.promotion_id });
  await uncount(
    tx,
    released.map((r) => r.promotion_id),
  );
  await tx
    .update(giftVouchers)
    .set({
      state: 'AVAILABLE',
      released_session_id: giftVouchers.payment_checkout_session_id,
      payment_checkout_session_id: null,
      applied_at: null,
    })
    .where(
      and(
        inArray(giftVouchers.payment_checkout_session_id, sessionIds),
        eq(giftVouchers.state, 'APPLIED'),
      ),
    );
}

/** A lapsed checkout was paid after all: takes back what its vouchers gave up, where possible. */
export async function retakeVouchers(tx: Db, sessionId: string, now: Date) {
  const released = await tx
    .select()
    .from(promotionRedemptions)
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        eq(promotionRedemptions.state, 'RELEASED'),
        eq(promotionRedemptions.released_reason, 'EXPIRED'),
      ),
    );
  for (const r of released) {
    const counted = await tx
      .update(platformPromotions)
      .set({ times_redeemed: sql`${platformPromotions.times_redeemed} + 1` })
      .where(
        and(
          eq(platformPromotions.id, r.promotion_id),
          sql`(${platformPromotions.max_redemptions} is null
            or ${platformPromotions.times_redeemed} < ${platformPromotions.max_redemptions})`,
        ),
      )
      .returning({ id: platformPromotions.id });
    if (counted.length) {
      await tx
        .update(promotionRedemptions)
        .set({ state: 'REDEEMED', released_reason: null, settled_at: now })
        .where(eq(promotionRedemptions.id, r.id));
    }
  }
  await tx
    .update(giftVouchers)
    .set({
      state: 'REDEEMED',
      payment_checkout_session_id: sessionId,
      released_session_id: null,
      redeemed_at: now,
    })
    .where(
      and(
        eq(giftVouchers.released_session_id, sessionId),
        eq(giftVouchers.state, 'AVAILABLE'),
        isNull(giftVouchers.payment_checkout_session_id),
      ),
    );
}
