/**
 * The promotions' SQL of applying a voucher to a checkout (docs/module-template.md): the code
 * redeemed on a checkout, the promotion by its code (locked), a traveller's redemptions of it,
 * a redemption recorded and counted, and a checkout's applied redemptions of a code released
 * and uncounted. No rules here: voucher-apply.ts decides (vouchers/rules.ts checks the
 * promotion); what a checkout's end does is vouchers/redemptions-repository.ts.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformPromotions, promotionRedemptions } from '../../db/schema.js';

/** The code of the promotion redeemed (not RELEASED) on the checkout, if any. */
export async function redeemedCodeOf(tx: Db, sessionId: string) {
  const [current] = await tx
    .select({ code: platformPromotions.code })
    .from(promotionRedemptions)
    .innerJoin(platformPromotions, eq(platformPromotions.id, promotionRedemptions.promotion_id))
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        ne(promotionRedemptions.state, 'RELEASED'),
      ),
    );
  return current;
}

/** The promotion with this code, locked FOR UPDATE, or undefined. */
export async function lockPromotionByCode(tx: Db, code: string) {
  const [promotion] = await tx
    .select()
    .from(platformPromotions)
    .where(eq(platformPromotions.code, code))
    .for('update');
  return promotion;
}

/** How many of the traveller's redemptions of the promotion are not RELEASED. */
export async function userRedemptionCount(
  tx: Db,
  promotionId: string,
  userId: string,
): Promise<number> {
  const { rows } = await tx.execute<{ n: string | number }>(sql`
      select count(*) as n from promotion_redemptions
      where promotion_id = ${promotionId}::uuid and user_id = ${userId}::uuid
        and state <> 'RELEASED'`);
  return Number(rows[0].n);
}

/** The traveller's paid bookings (SUCCESSFUL orders that are not wallet top-ups). */
export async function paidBookingCount(tx: Db, userId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: string | number }>(sql`
      select count(*) as n from user_orders o
      join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
      where o.user_id = ${userId}::uuid and o.status = 'SUCCESSFUL' and s.product_type <> 'TOP_UP'`);
  return Number(rows[0].n);
}

/** Records the redemption and counts it on the promotion (times_redeemed + 1). */
export async function insertRedemption(
  tx: Db,
  r: { promotionId: string; userId: string; sessionId: string; discount: number },
): Promise<void> {
  await tx.insert(promotionRedemptions).values({
    promotion_id: r.promotionId,
    user_id: r.userId,
    payment_checkout_session_id: r.sessionId,
    discount: r.discount,
  });
  await tx
    .update(platformPromotions)
    .set({ times_redeemed: sql`${platformPromotions.times_redeemed} + 1` })
    .where(eq(platformPromotions.id, r.promotionId));
}

/**
 * Releases the checkout's APPLIED redemptions of the promotion with this code (UNAPPLIED) and
 * uncounts each (times_redeemed − 1); those released.
 */
export async function releaseAppliedRedemptions(
  tx: Db,
  sessionId: string,
  code: string,
  now: Date,
) {
  const promotion = tx
    .select({ id: platformPromotions.id })
    .from(platformPromotions)
    .where(eq(platformPromotions.code, code));
  const released = await tx
    .update(promotionRedemptions)
    .set({ state: 'RELEASED', released_reason: 'UNAPPLIED', settled_at: now })
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        eq(promotionRedemptions.state, 'APPLIED'),
        inArray(promotionRedemptions.promotion_id, promotion),
      ),
    )
    .returning({ promotion_id: promotionRedemptions.promotion_id });
  for (const r of released) {
    await tx
      .update(platformPromotions)
      .set({ times_redeemed: sql`${platformPromotions.times_redeemed} - 1` })
      .where(eq(platformPromotions.id, r.promotion_id));
  }
  return released;
}
