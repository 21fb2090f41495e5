/**
 * Reading vouchers: a checkout's applied vouchers and gift vouchers (the session's `vouchers`,
 * `gift_vouchers` and `voucher_codes`), one platform promotion by id or code, and the
 * promotion plans' vouchers, over arguments the resolvers parsed (./input.ts). Promotions are
 * platform-wide (no company data); the SQL is ./repository.ts.
 */
import type { Db } from '../../db/client.js';
import type { LookupInput, PlansInput } from './input.js';
import {
  planVoucherRows,
  promotionRow,
  sessionGiftVoucherRows,
  sessionRedemptionRows,
  type PromotionRow,
} from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The PlatformPromotion shape of the main SDL. */
export function presentPromotion(p: PromotionRow) {
  return {
    id: p.id,
    name: p.name,
    code: p.code,
    type: p.type,
    active: p.active,
    amount_off: p.amount_off,
    percent_off: p.percent_off,
    currency: p.currency,
    begin_at: p.begin_at,
    end_at: p.end_at,
    minimum: p.minimum,
    maximum: p.maximum,
    max_redemptions: p.max_redemptions,
    max_user_redemptions: p.max_user_redemptions,
    times_redeemed: p.times_redeemed,
    note: p.note,
    // A promotion never applies to a wallet top-up (rules.ts), so TOP_UP is never listed.
    product_types: p.product_types.filter((t) => t !== 'TOP_UP'),
    property_ids: p.property_ids,
    referral_code: p.referral_code,
  };
}

/**
 * platform_promotion(input): by id or code (case-insensitive), in the PlatformPromotion shape;
 * null when none matches or it is another traveller's personal promotion.
 */
export async function platformPromotion(db: Db, viewerId: string, input: LookupInput) {
  if (input.id && !UUID.test(input.id)) return null;
  const row = await promotionRow(db, {
    viewer: viewerId,
    id: input.id || null,
    code: input.code ? input.code.toUpperCase() : null,
  });
  return row ? presentPromotion(row) : null;
}

/** promotion_plan_vouchers(input): by priority, then name; enabled ones unless enabled: false. */
export async function planVouchers(db: Db, input: PlansInput) {
  const { promotion_plan_id: planId, enabled } = input ?? {};
  if (planId && !UUID.test(planId)) return [];
  return planVoucherRows(db, { planId: planId || null, enabledOnly: enabled !== false });
}

/** The Voucher shapes of the vouchers applied to (or paid on) a checkout. */
export async function sessionVouchers(db: Db, sessionId: string) {
  const rows = await sessionRedemptionRows(db, sessionId);
  return rows.map(({ promotion: p, discount }) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    note: p.note,
    active: p.active,
    amount_off: p.amount_off,
    percent_off: p.percent_off,
    currency: p.currency,
    begin_at: p.begin_at,
    end_at: p.end_at,
    referral_code: p.referral_code,
    converted_amount_off: p.amount_off,
    converted_discount_amount: discount,
  }));
}

/** The GiftVoucher shapes of the gift vouchers on a checkout. */
export async function sessionGiftVouchers(db: Db, sessionId: string) {
  const rows = await sessionGiftVoucherRows(db, sessionId);
  return rows.map((g) => ({
    id: g.id,
    code: g.code,
    currency: g.currency,
    price: g.price,
    source: g.source,
    type: g.type,
    inserted_at: g.inserted_at,
  }));
}
