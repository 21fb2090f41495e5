import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  type PgTableExtraConfigValue,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, money, updatedAt } from './columns.js';
import { corporateLevels, corporates } from './corporates.js';
import { seatClass } from './inventory-enums.js';
import { users } from './users.js';

/*
 * Travel policy (issue 21, spec §3 "travel policy" and "policy flight state"): one policy per
 * corporate level, evaluated by server/domain/policy/evaluate.ts. Money is whole VND. Who pays
 * beyond a cap (`enable_split_payment`) is the corporate's own flag, not repeated here.
 */

/** What an offer outside the policy does: refused, sent for approval, or booked with a reason. */
export const policyAction = pgEnum('policy_action', ['BLOCK', 'APPROVAL', 'ALLOW_WITH_REASON']);

export const travelPolicies = pgTable(
  'travel_policies',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    corporate_level_id: uuid('corporate_level_id').notNull(),
    /** Cabins a traveller of the level may fly; at least one. */
    allowed_cabins: seatClass('allowed_cabins').array().notNull(),
    /** Cap of a one-way fare, for the whole journey; NULL: no cap. */
    one_way_cost: money('one_way_cost'),
    /** Cap of a round-trip fare (both ways); NULL: no cap. */
    round_trip_cost: money('round_trip_cost'),
    currency: currency(),
    /** Days between today in Vietnam and the departure or check-in date, at least. */
    min_days_ahead: smallint('min_days_ahead').notNull().default(0),
    out_of_policy_action: policyAction('out_of_policy_action').notNull().default('APPROVAL'),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('travel_policies_corporate_level_unique').on(t.corporate_id, t.corporate_level_id),
    unique('travel_policies_corporate_id_unique').on(t.corporate_id, t.id),
    foreignKey({
      name: 'travel_policies_level_fk',
      columns: [t.corporate_id, t.corporate_level_id],
      foreignColumns: [corporateLevels.corporate_id, corporateLevels.id],
    }).onDelete('cascade'),
    check('travel_policies_one_way_cost_positive', sql`${t.one_way_cost} > 0`),
    check('travel_policies_round_trip_cost_positive', sql`${t.round_trip_cost} > 0`),
    check('travel_policies_min_days_ahead_range', sql`${t.min_days_ahead} between 0 and 365`),
    check('travel_policies_some_cabin', sql`cardinality(${t.allowed_cabins}) >= 1`),
  ],
);

/**
 * A hotel's nightly cap (per room) for a city and a star rating; either may be NULL for "any".
 * The most specific row that matches a property applies (city and stars, city, stars, neither).
 */
export const travelPolicyHotelCaps = pgTable(
  'travel_policy_hotel_caps',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    policy_id: uuid('policy_id').notNull(),
    /** cities.id (a slug such as da-nang); NULL: any city. Checked by the service. */
    city_id: varchar('city_id', { length: 64 }),
    /** Whole stars 1–5 (a 4.5-star hotel counts as 4); NULL: any rating. */
    star_rating: smallint('star_rating'),
    nightly_cost: money('nightly_cost').notNull(),
    currency: currency(),
  },
  (t): PgTableExtraConfigValue[] => [
    foreignKey({
      name: 'travel_policy_hotel_caps_policy_fk',
      columns: [t.corporate_id, t.policy_id],
      foreignColumns: [travelPolicies.corporate_id, travelPolicies.id],
    }).onDelete('cascade'),
    index('travel_policy_hotel_caps_policy_idx').on(t.corporate_id, t.policy_id),
    uniqueIndex('travel_policy_hotel_caps_unique').on(
      t.policy_id,
      sql`coalesce(${t.city_id}, '')`,
      sql`coalesce(${t.star_rating}, 0)`,
    ),
    check('travel_policy_hotel_caps_cost_positive', sql`${t.nightly_cost} > 0`),
    check('travel_policy_hotel_caps_star_range', sql`${t.star_rating} between 1 and 5`),
  ],
);

/** The reasons a corporate offers a traveller booking outside the policy (ALLOW_WITH_REASON). */
export const travelPolicyReasons = pgTable(
  'travel_policy_reasons',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** Short code the company chose, e.g. CLIENT_MEETING; unique in the corporate. */
    code: varchar('code', { length: 32 }).notNull(),
    /** What the traveller reads, in the company's words. */
    description: text('description').notNull(),
    position: smallint('position').notNull().default(0),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('travel_policy_reasons_corporate_code_unique').on(t.corporate_id, t.code),
  ],
);
