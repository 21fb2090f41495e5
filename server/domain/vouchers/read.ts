/**
 * Reading vouchers: a checkout's applied vouchers and gift vouchers (the session's `vouchers`,
 * `gift_vouchers` and `voucher_codes`), one platform promotion by id or code, and the
 * promotion plans' vouchers. Promotions are platform-wide (no company data).
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  giftVouchers,
  platformPromotions,
  promotionPlanVouchers,
  promotionRedemptions,
} from '../../db/schema.js';
import { parseInput, rule } from '../context/input.js';

type PromotionRow = typeof platformPromotions.$inferSelect;

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

const lookupInput = z
  .object({
    id: z.string().trim().max(100).nullish(),
    code: z.string().trim().max(40).nullish(),
  })
  .refine((v) => v.id || v.code, { path: ['id'], ...rule('required', 'Give id or code.') });

/** platform_promotion(input): by id or code (case-insensitive); null when none matches. */
export async function platformPromotion(db: Db, args: unknown): Promise<PromotionRow | null> {
  const input = parseInput(lookupInput, args);
  const conditions: SQL[] = [];
  if (input.id) {
    if (!UUID.test(input.id)) return null;
    conditions.push(eq(platformPromotions.id, input.id));
  }
  if (input.code) conditions.push(eq(platformPromotions.code, input.code.toUpperCase()));
  const [row] = await db
    .select()
    .from(platformPromotions)
    .where(and(...conditions));
  return row ?? null;
}

const plansInput = z
  .object({
    promotion_plan_id: z.string().trim().max(100).nullish(),
    enabled: z.boolean().nullish(),
  })
  .nullish();

/** promotion_plan_vouchers(input): by priority, then name; enabled ones unless enabled: false. */
export async function planVouchers(db: Db, args: unknown) {
  const input = parseInput(plansInput, args) ?? {};
  const conditions: SQL[] = [];
  if (input.promotion_plan_id) {
    if (!UUID.test(input.promotion_plan_id)) return [];
    conditions.push(eq(promotionPlanVouchers.promotion_plan_id, input.promotion_plan_id));
  }
  if (input.enabled !== false) conditions.push(eq(promotionPlanVouchers.enabled, true));
  return db
    .select()
    .from(promotionPlanVouchers)
    .where(and(...conditions))
    .orderBy(asc(promotionPlanVouchers.priority), asc(promotionPlanVouchers.name));
}

/** The Voucher shapes of the vouchers applied to (or paid on) a checkout. */
export async function sessionVouchers(db: Db, sessionId: string) {
  const rows = await db
    .select({ promotion: platformPromotions, discount: promotionRedemptions.discount })
    .from(promotionRedemptions)
    .innerJoin(platformPromotions, eq(platformPromotions.id, promotionRedemptions.promotion_id))
    .where(
      and(
        eq(promotionRedemptions.payment_checkout_session_id, sessionId),
        ne(promotionRedemptions.state, 'RELEASED'),
      ),
    );
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
  const rows = await db
    .select()
    .from(giftVouchers)
    .where(
      and(
        eq(giftVouchers.payment_checkout_session_id, sessionId),
        ne(giftVouchers.state, 'CANCELLED'),
      ),
    )
    .orderBy(asc(giftVouchers.applied_at));
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
