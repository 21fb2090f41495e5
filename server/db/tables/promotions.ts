import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { checkoutProductType, paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, instant, money, rate, updatedAt } from './columns.js';
import { users } from './users.js';

/*
 * Vouchers (docs/checkout.md "Vouchers"): platform promotions a traveller redeems with a code,
 * their redemptions (counted atomically against max_redemptions and max_user_redemptions),
 * gift vouchers (a stored value, used once) and the promotion plans' voucher catalogue.
 */

/** A platform-wide promotion (spec §3 "Platform promotion"). */
export const platformPromotions = pgTable(
  'platform_promotions',
  {
    id: id(),
    name: text('name').notNull(),
    /** What the traveller types, stored upper-case; matched case-insensitively. */
    code: varchar('code', { length: 40 }).notNull(),
    /** VOUCHER, REFERRAL or CAMPAIGN. */
    type: varchar('type', { length: 20 }).notNull().default('VOUCHER'),
    active: boolean('active').notNull().default(true),
    /** Exactly one of amount_off (minor units of `currency`) and percent_off is set. */
    amount_off: money('amount_off'),
    percent_off: rate('percent_off'),
    currency: currency(),
    begin_at: instant('begin_at'),
    end_at: instant('end_at'),
    /** The checkout (items + service fee) must reach this amount. */
    minimum: money('minimum'),
    /** The discount is capped at this amount. */
    maximum: money('maximum'),
    max_redemptions: integer('max_redemptions'),
    max_user_redemptions: integer('max_user_redemptions'),
    /** Redemptions applied (reserved) or paid; released ones are given back. */
    times_redeemed: integer('times_redeemed').notNull().default(0),
    note: text('note'),
    /** Empty: every product. */
    product_types: checkoutProductType('product_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Empty: every property (a non-empty list also excludes flights). */
    property_ids: text('property_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Only travellers who signed up with this referral code (users.referred_by_code). */
    referral_code: text('referral_code'),
    /**
     * A personal promotion: only this traveller sees and uses it (a rank reward bought with
     * points, docs/checkout.md "Redeeming points"). Null: open to everyone its rules allow.
     */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Only for a traveller with no paid booking yet ("first trip"; docs/checkout.md "Vouchers"). */
    first_trip_only: boolean('first_trip_only').notNull().default(false),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('platform_promotions_code_unique').on(t.code),
    // One welcome voucher per account (type SIGN_UP: server/domain/enrolment/welcome.ts).
    uniqueIndex('platform_promotions_sign_up_unique')
      .on(t.user_id)
      .where(sql`${t.type} = 'SIGN_UP'`),
    index('platform_promotions_user_idx')
      .on(t.user_id)
      .where(sql`${t.user_id} is not null`),
    check(
      'platform_promotions_one_discount',
      sql`num_nonnulls(${t.amount_off}, ${t.percent_off}) = 1`,
    ),
    check(
      'platform_promotions_amounts',
      sql`coalesce(${t.amount_off}, 0) >= 0 and coalesce(${t.percent_off}, 0) between 0 and 100
        and coalesce(${t.minimum}, 0) >= 0 and coalesce(${t.maximum}, 0) >= 0`,
    ),
    check(
      'platform_promotions_limits',
      sql`${t.times_redeemed} >= 0 and (${t.max_redemptions} is null or ${t.times_redeemed} <= ${t.max_redemptions})
        and coalesce(${t.max_user_redemptions}, 1) >= 1`,
    ),
    check(
      'platform_promotions_window',
      sql`${t.begin_at} is null or ${t.end_at} is null or ${t.end_at} > ${t.begin_at}`,
    ),
  ],
);

/** APPLIED (reserved on an unpaid checkout) → REDEEMED (paid) or RELEASED (removed, expired). */
export const redemptionState = pgEnum('promotion_redemption_state', [
  'APPLIED',
  'REDEEMED',
  'RELEASED',
]);

/** One use of a promotion on one checkout session. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotion_id: uuid('promotion_id')
      .notNull()
      .references(() => platformPromotions.id, { onDelete: 'restrict' }),
    /** The traveller the checkout is for (whose per-user limit it counts against). */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'cascade' }),
    state: redemptionState('state').notNull().default('APPLIED'),
    /** UNAPPLIED or EXPIRED. */
    released_reason: varchar('released_reason', { length: 20 }),
    /** The discount it gave the checkout, minor units of the session's currency. */
    discount: money('discount').notNull(),
    inserted_at: insertedAt(),
    settled_at: instant('settled_at'),
  },
  (t) => [
    // One voucher per checkout at a time.
    uniqueIndex('promotion_redemptions_one_per_session')
      .on(t.payment_checkout_session_id)
      .where(sql`${t.state} <> 'RELEASED'`),
    index('promotion_redemptions_user_idx').on(t.promotion_id, t.user_id),
    check('promotion_redemptions_discount', sql`${t.discount} >= 0`),
  ],
);

export const giftVoucherState = pgEnum('gift_voucher_state', [
  'AVAILABLE',
  'APPLIED',
  'REDEEMED',
  'CANCELLED',
]);

/** A gift voucher: a stored value used once, on one checkout. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    /** Only this traveller may use it; null: whoever holds the code. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    currency: currency(),
    /** Its value, minor units of `currency`. */
    price: money('price').notNull(),
    /** Where it came from: REWARD, PURCHASE, PROMOTION, COMPENSATION. */
    source: varchar('source', { length: 20 }).notNull(),
    /** What it pays for: ALL, FLIGHT or HOTEL. */
    type: varchar('type', { length: 10 }).notNull().default('ALL'),
    state: giftVoucherState('state').notNull().default('AVAILABLE'),
    /** The checkout it is applied to or paid (null while AVAILABLE). */
    payment_checkout_session_id: uuid('payment_checkout_session_id').references(
      () => paymentCheckoutSessions.id,
      { onDelete: 'set null' },
    ),
    /** The checkout whose lapsed hold gave it back: a late payment of it takes it again. */
    released_session_id: uuid('released_session_id'),
    expired_at: instant('expired_at'),
    applied_at: instant('applied_at'),
    redeemed_at: instant('redeemed_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_code_unique').on(t.code),
    index('gift_vouchers_session_idx').on(t.payment_checkout_session_id),
    check('gift_vouchers_price', sql`${t.price} > 0`),
    check('gift_vouchers_type', sql`${t.type} in ('ALL', 'FLIGHT', 'HOTEL')`),
    check(
      'gift_vouchers_session',
      sql`(${t.state} in ('APPLIED', 'REDEEMED')) = (${t.payment_checkout_session_id} is not null)`,
    ),
  ],
);

/** A promotion plan: a set of vouchers offered together (e.g. the membership rank rewards). */
export const promotionPlans = pgTable('promotion_plans', {
  id: id(),
  name: text('name').notNull(),
  note: text('note'),
  inserted_at: insertedAt(),
});

/** A voucher of a promotion plan (spec §3 "Promotion plan voucher"). */
export const promotionPlanVouchers = pgTable(
  'promotion_plan_vouchers',
  {
    id: id(),
    promotion_plan_id: uuid('promotion_plan_id')
      .notNull()
      .references(() => promotionPlans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note'),
    /** Days it stays valid after it is granted. */
    duration: integer('duration'),
    enabled: boolean('enabled').notNull().default(true),
    percent_off: rate('percent_off'),
    /** Its price in points. */
    price: money('price'),
    priority: integer('priority').notNull().default(0),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('promotion_plan_vouchers_plan_idx').on(t.promotion_plan_id, t.priority),
    check('promotion_plan_vouchers_values', sql`coalesce(${t.percent_off}, 0) between 0 and 100`),
  ],
);
