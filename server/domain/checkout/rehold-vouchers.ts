/**
 * The vouchers a lapsed checkout gave back, taken again when it is held again (rehold.ts;
 * docs/approvals.md "Re-pricing a lapsed request"). Inside the re-hold's transaction, the
 * session locked (then the promotion, then the gift vouchers: the order apply_voucher locks in):
 *   - the promotion its lapse released is applied again when the promotion still allows it for
 *     this traveller on the new price (vouchers/rules.ts, the same check as apply_voucher:
 *     ended, exhausted, used elsewhere meanwhile… → left off);
 *   - its gift vouchers nobody took meanwhile and not expired are applied again.
 * What could not be taken again simply is not discounted: the new price shows the difference
 * like any price move. The re-hold runs once under a race (the session's lock), so each voucher
 * is taken once.
 */
import type { Db } from '../../db/client.js';
import { lastExpiredRedemption } from '../vouchers/redemptions.js';
import { checkPromotion } from '../vouchers/rules.js';
import { appliedGiftTotal, markGiftApplied } from './gift-vouchers-repository.js';
import { referredByCode } from './people-repository.js';
import { paidBookingCount, userRedemptionCount } from './promotions-repository.js';
import {
  lockPromotionById,
  lockReleasedGiftVouchers,
  reapplyRedemption,
} from './rehold-vouchers-repository.js';
import { itemMetadataOfSession } from './sessions-repository.js';
import type { SessionRow } from './session-row.js';

export interface Discounts {
  voucher: number;
  gift: number;
}

/** The promotion's discount on `gross` when it may be applied again; 0 otherwise. */
async function retakePromotion(
  tx: Db,
  session: SessionRow,
  gross: number,
  now: Date,
): Promise<number> {
  const released = await lastExpiredRedemption(tx, session.id);
  if (!released) return 0;
  const promotion = await lockPromotionById(tx, released.promotion_id);
  if (!promotion) return 0;
  const items = await itemMetadataOfSession(tx, session.id);
  const verdict = checkPromotion(promotion, {
    gross,
    currency: session.currency,
    productType: session.product_type,
    propertyIds: items.map((i) => i.metadata.property_id).filter((id): id is string => !!id),
    userId: session.user_id,
    paidBookings: promotion.first_trip_only ? await paidBookingCount(tx, session.user_id) : 0,
    referredByCode: (await referredByCode(tx, session.user_id))?.referred_by_code ?? null,
    userRedemptions: await userRedemptionCount(tx, promotion.id, session.user_id),
    now,
  });
  if (!verdict.ok) return 0;
  await reapplyRedemption(tx, {
    id: released.id,
    promotionId: promotion.id,
    discount: verdict.discount,
  });
  return verdict.discount;
}

/**
 * Applies again what the session's lapse gave back; the discounts for its new price parts.
 * `gross` is the new items price plus service fee (what a voucher is taken off).
 */
export async function retakeLapsedVouchers(
  tx: Db,
  session: SessionRow,
  gross: number,
  now: Date,
): Promise<Discounts> {
  const voucher = await retakePromotion(tx, session, gross, now);
  for (const gift of await lockReleasedGiftVouchers(tx, session.id, now)) {
    await markGiftApplied(tx, gift.id, session.id, now);
  }
  return { voucher, gift: await appliedGiftTotal(tx, session.id) };
}
