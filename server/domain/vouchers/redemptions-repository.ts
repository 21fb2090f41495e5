/**
 * The SQL of what a checkout's end does to its vouchers (docs/module-template.md): promotion
 * redemptions, the promotions' counts and gift vouchers, by checkout session. No rules here:
 * redemptions.ts decides which of these run.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { giftVouchers, platformPromotions, promotionRedemptions } from '../../db/schema.js';

/** times_redeemed − n for one promotion. */
export async function uncountPromotion(tx: Db, promotionId: string, n: number) {
  await tx
    .update(platformPromotions)
    .set({ times_redeemed: sql`${platformPromotions.times_redeemed} - ${n}` })
    .where(eq(platformPromotions.id, promotionId));
}

/** times_redeemed + 1 when the promotion still has room; whether it was counted. */
export async function countPromotionIfRoom(tx: Db, promotionId: string): Promise<boolean> {
  const counted = await tx
    .update(platformPromotions)
    .set({ times_redeemed: sql`${platformPromotions.times_redeemed} + 1` })
    .where(
      and(
        eq(platformPromotions.id, promotionId),
        sql`(${platformPromotions.max_redemptions} is null
          or ${platformPromotions.times_redeemed} < ${platformPromotions.max_redemptions})`,
      ),
    )
    .returning({ id: platformPromotions.id });
  return counted.length > 0;
}

/** The checkouts' APPLIED redemptions and gift vouchers become REDEEMED. */
export async function redeemApplied(tx: Db, sessionIds: string[], now: Date) {
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

/** The checkouts' APPLIED redemptions become RELEASED (EXPIRED); their promotions' ids. */
export async function releaseAppliedRedemptions(tx: Db, sessionIds: string[], now: Date) {
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
  return released.map((r) => r.promotion_id);
}

/** The checkouts' APPLIED gift vouchers become AVAILABLE, remembering the session they left. */
export async function releaseAppliedGiftVouchers(tx: Db, sessionIds: string[]) {
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

/** The checkout's redemptions released because it expired. */
export async function expiredRedemptions(tx: Db, sessionId: string) {
  return tx
    .select()
    .from(promotionRedemptions)
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        eq(promotionRedemptions.state, 'RELEASED'),
        eq(promotionRedemptions.released_reason, 'EXPIRED'),
      ),
    );
}

/** One redemption becomes REDEEMED again. */
export async function redeemRedemption(tx: Db, redemptionId: string, now: Date) {
  await tx
    .update(promotionRedemptions)
    .set({ state: 'REDEEMED', released_reason: null, settled_at: now })
    .where(eq(promotionRedemptions.id, redemptionId));
}

/** The gift vouchers the checkout released and nobody took meanwhile become its, REDEEMED. */
export async function retakeReleasedGiftVouchers(tx: Db, sessionId: string, now: Date) {
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

/**
 * A paid checkout was cancelled (docs/manage-booking.md "Vouchers"): its REDEEMED redemptions of
 * promotions still running (active, not ended) become RELEASED (CANCELLED); their promotions'
 * ids. Those of ended promotions stay used.
 */
export async function releaseRedeemedOfRunning(tx: Db, sessionId: string, now: Date) {
  const released = await tx
    .update(promotionRedemptions)
    .set({ state: 'RELEASED', released_reason: 'CANCELLED', settled_at: now })
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        eq(promotionRedemptions.state, 'REDEEMED'),
        sql`exists (select 1 from platform_promotions p where p.id = ${promotionRedemptions.promotion_id}
          and p.active and (p.end_at is null or p.end_at > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning({ promotion_id: promotionRedemptions.promotion_id });
  return released.map((r) => r.promotion_id);
}

/** The cancelled checkout's REDEEMED gift vouchers not yet expired are AVAILABLE again. */
export async function restoreRedeemedGiftVouchers(tx: Db, sessionId: string, now: Date) {
  const restored = await tx
    .update(giftVouchers)
    .set({
      state: 'AVAILABLE',
      payment_checkout_session_id: null,
      released_session_id: sessionId,
      applied_at: null,
      redeemed_at: null,
    })
    .where(
      and(
        eq(giftVouchers.payment_checkout_session_id, sessionId),
        eq(giftVouchers.state, 'REDEEMED'),
        sql`(${giftVouchers.expired_at} is null or ${giftVouchers.expired_at} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: giftVouchers.id });
  return restored.length;
}
