/**
 * Whether a platform promotion may be used on a checkout, and the discount it gives (spec §3
 * "Platform promotion"; docs/checkout.md "Vouchers"). Pure: the caller has locked the rows
 * and counted the redemptions. Each refusal names the rule the browser shows.
 */
import { percentOf } from '../context/money.js';

type Promotion = {
  active: boolean;
  amount_off: number | null;
  percent_off: number | null;
  currency: string;
  begin_at: Date | null;
  end_at: Date | null;
  minimum: number | null;
  maximum: number | null;
  max_redemptions: number | null;
  max_user_redemptions: number | null;
  times_redeemed: number;
  product_types: string[];
  property_ids: string[];
  referral_code: string | null;
  /** A personal promotion's owner (bought with points); null: open to all. */
  user_id: string | null;
  first_trip_only: boolean;
};

export interface VoucherContext {
  /** items + service fee of the checkout, before any voucher: what the voucher is taken off. */
  gross: number;
  currency: string;
  productType: 'FLIGHT' | 'HOTEL' | 'TOP_UP';
  /** Properties of the checkout's stays (none for flights). */
  propertyIds: string[];
  /** The traveller the checkout is for. */
  userId: string;
  /** The traveller's users.referred_by_code. */
  referredByCode: string | null;
  /** The traveller's paid bookings so far (not top-ups): a first-trip voucher needs none. */
  paidBookings: number;
  /** The traveller's redemptions of this promotion that are not released. */
  userRedemptions: number;
  now: Date;
}

export type VoucherCheck =
  { ok: true; discount: number } | { ok: false; rule: string; message: string };

const no = (rule: string, message: string): VoucherCheck => ({ ok: false, rule, message });

/** The discount of a promotion on `gross`: percent half up, capped by `maximum`, at most gross. */
export function promotionDiscount(p: Promotion, gross: number): number {
  const raw = p.percent_off != null ? percentOf(gross, p.percent_off) : (p.amount_off ?? 0);
  const capped = p.maximum != null ? Math.min(raw, p.maximum) : raw;
  return Math.min(capped, gross);
}

export function checkPromotion(p: Promotion, c: VoucherContext): VoucherCheck {
  // Someone else's personal voucher does not exist for this traveller.
  if (p.user_id && p.user_id !== c.userId) return no('not_found', 'There is no such voucher.');
  if (!p.active) return no('inactive', 'This voucher is no longer active.');
  if (p.begin_at && p.begin_at.getTime() > c.now.getTime()) {
    return no('not_started', 'This voucher cannot be used yet.');
  }
  if (p.end_at && p.end_at.getTime() <= c.now.getTime()) {
    return no('ended', 'This voucher has ended.');
  }
  if (
    c.productType === 'TOP_UP' ||
    (p.product_types.length && !p.product_types.includes(c.productType))
  ) {
    return no('product_type', 'This voucher is not valid for this kind of booking.');
  }
  if (p.property_ids.length && !c.propertyIds.some((id) => p.property_ids.includes(id))) {
    return no('property', 'This voucher is not valid for this hotel.');
  }
  const hasMoney = p.amount_off != null || p.minimum != null || p.maximum != null;
  if (hasMoney && p.currency !== c.currency) {
    return no('currency', `This voucher is in ${p.currency}; the booking is in ${c.currency}.`);
  }
  if (p.minimum != null && c.gross < p.minimum) {
    return no('minimum', `This voucher needs a booking of at least ${p.minimum} ${p.currency}.`);
  }
  if (p.referral_code && (c.referredByCode ?? '').toUpperCase() !== p.referral_code.toUpperCase()) {
    return no('referral', 'This voucher is for travellers invited with its referral code.');
  }
  if (p.first_trip_only && c.paidBookings > 0) {
    return no('first_trip', 'This voucher is for your first trip only.');
  }
  if (p.max_redemptions != null && p.times_redeemed >= p.max_redemptions) {
    return no('exhausted', 'This voucher has been fully redeemed.');
  }
  if (p.max_user_redemptions != null && c.userRedemptions >= p.max_user_redemptions) {
    return no('user_limit', 'You have already used this voucher as many times as allowed.');
  }
  return { ok: true, discount: promotionDiscount(p, c.gross) };
}
