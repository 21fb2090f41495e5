import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, rate, updatedAt } from './columns.js';
import { corporateStatus, reconcilliationCycleType } from './enums.js';
import { users } from './users.js';

/** Corporate rank tiers (platform-wide): cashback rates earned by spending. */
export const rankConfigurations = pgTable('rank_configurations', {
  id: id(),
  rank: text('rank').notNull().unique('rank_configurations_rank_unique'),
  minimum_spending: money('minimum_spending').notNull().default(0),
  currency: currency(),
  owner_cashback_rate: rate('owner_cashback_rate').notNull().default(0),
  admin_booked_cashback_rate: rate('admin_booked_cashback_rate').notNull().default(0),
  inserted_at: insertedAt(),
  updated_at: updatedAt(),
});

/**
 * A company account. `user_id` is the owner (is_owner = viewer is this user); the owner also
 * has a corporate_staffs row with role OWNER. is_owner, your_role, your_corporate_level_id are
 * per-viewer and derived, not stored. Its balance is derived too: the ledger's CORPORATE_ACCOUNT
 * in `currency` (server/domain/ledger, docs/checkout.md "Corporate payment").
 */
export const corporates = pgTable(
  'corporates',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    company_name: text('company_name').notNull(),
    display_name: text('display_name'),
    company_address: text('company_address'),
    company_email: text('company_email'),
    company_phone_number: text('company_phone_number'),
    company_tax_code: text('company_tax_code'),
    legal_representative: text('legal_representative'),
    logo: text('logo'),
    currency: currency(),
    status: corporateStatus('status').notNull().default('PENDING'),
    approved_at: instant('approved_at'),
    /** When platform support refused the registration (status REJECTED), and why. */
    rejected_at: instant('rejected_at'),
    rejection_reason: text('rejection_reason'),
    enforce_cost_center: boolean('enforce_cost_center').notNull().default(false),
    enable_split_payment: boolean('enable_split_payment').notNull().default(false),
    is_enable_expense: boolean('is_enable_expense').notNull().default(false),
    commission_rate: rate('commission_rate').notNull().default(0),
    /** How prices are shown to members: WITH_VAT or WITHOUT_VAT (common/corporate-rules.ts; not in the spec). */
    displaying_price: text('displaying_price'),
    referral_code: text('referral_code'),
    referrer_user_id: uuid('referrer_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    account_manager_user_id: uuid('account_manager_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    rank_configuration_id: uuid('rank_configuration_id').references(() => rankConfigurations.id, {
      onDelete: 'set null',
    }),
    webhook_url: text('webhook_url'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('corporates_user_idx').on(t.user_id),
    // A rejected registration does not hold the tax code: the real company may still register.
    uniqueIndex('corporates_tax_code_unique')
      .on(t.company_tax_code)
      .where(sql`${t.status} <> 'REJECTED'`),
    // One registration waiting for review per user (docs/corporate-profile.md).
    uniqueIndex('corporates_one_pending_per_owner')
      .on(t.user_id)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('corporates_referral_code_unique').on(t.referral_code),
    check(
      'corporates_approved_has_time',
      sql`${t.status} <> 'APPROVED' or ${t.approved_at} is not null`,
    ),
  ],
);

/** Credit line of a corporate (at most one). */
export const corporateCredits = pgTable(
  'corporate_credits',
  {
    corporate_id: uuid('corporate_id')
      .primaryKey()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    currency: currency(),
    max_debt: money('max_debt').notNull().default(0),
    monthly_limit: money('monthly_limit'),
    penalty_days: integer('penalty_days'),
    penalty_rate: rate('penalty_rate'),
    reward_days: integer('reward_days'),
    reward_rate: rate('reward_rate'),
    /** How often statements are issued (docs/finance.md "Statements"). */
    reconcilliation_cycle_type: reconcilliationCycleType('reconcilliation_cycle_type')
      .notNull()
      .default('MONTHLY'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('corporate_credits_max_debt_non_negative', sql`${t.max_debt} >= 0`)],
);

/** Staff levels defined by a corporate (used by travel policy). */
export const corporateLevels = pgTable(
  'corporate_levels',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('corporate_levels_corporate_name_unique').on(t.corporate_id, t.name),
    unique('corporate_levels_corporate_id_unique').on(t.corporate_id, t.id),
  ],
);

/**
 * A corporate's request for a credit line (spec §3 credit request): the answers of the
 * registration form's credit step, one per corporate — asking again replaces the answers.
 * Values are the codes of common/corporate-rules.ts CREDIT_REQUEST_RANGES.
 */
export const creditRequests = pgTable('credit_requests', {
  id: id(),
  corporate_id: uuid('corporate_id')
    .notNull()
    .unique('credit_requests_corporate_unique')
    .references(() => corporates.id, { onDelete: 'cascade' }),
  requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  average_budget_range: text('average_budget_range').notNull(),
  staff_amount_range: text('staff_amount_range').notNull(),
  trip_duration_range: text('trip_duration_range').notNull(),
  trips_amount_range: text('trips_amount_range').notNull(),
  usual_booker_role: text('usual_booker_role').notNull(),
  inserted_at: insertedAt(),
  updated_at: updatedAt(),
});
