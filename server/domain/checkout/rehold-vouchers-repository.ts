/**
 * The SQL of taking a lapsed checkout's vouchers again when it is held again
 * (rehold-vouchers.ts): the redemption its lapse released, the promotion (locked), the gift
 * vouchers it gave back that nobody took meanwhile (locked), and putting them back on it. No
 * rules here.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { giftVouchers, platformPromotions, promotionRedemptions } from '../../db/schema.js';

/** The promotion by id, locked FOR UPDATE. */
export async function lockPromotionById(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(platformPromotions)
    .where(eq(platformPromotions.id, id))
    .for('update');
  return row;
}

/** The released redemption is APPLIED again with this discount, and counted (+1). */
export async function reapplyRedemption(
  tx: Db,
  r: { id: string; promotionId: string; discount: number },
): Promise<void> {
  await tx
    .update(promotionRedemptions)
    .set({ state: 'APPLIED', released_reason: null, settled_at: null, discount: r.discount })
    .where(eq(promotionRedemptions.id, r.id));
  await tx
    .update(platformPromotions)
    .set({ times_redeemed: sql`${platformPromotions.times_redeemed} + 1` })
    .where(eq(platformPromotions.id, r.promotionId));
}

/**
 * The gift vouchers the checkout gave back and nobody took meanwhile, still valid at `now`,
 * locked FOR UPDATE.
 */
export async function lockReleasedGiftVouchers(tx: Db, sessionId: string, now: Date) {
  return tx
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.released_session_id, sessionId),
        eq(giftVouchers.state, 'AVAILABLE'),
        isNull(giftVouchers.payment_checkout_session_id),
        sql`(${giftVouchers.expired_at} is null or ${giftVouchers.expired_at} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(giftVouchers.id)
    .for('update');
}
