import { DEFAULT_WALLET_CONFIRM_ABOVE } from '../../../common/wallet-confirmation.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, insertedAt, instant, updatedAt } from './columns.js';
import { gender, userRole } from './enums.js';

/**
 * A person who can sign in. The profile `setting` of the spec (locale, dob, gender,
 * country_calling_code, national_phone_number) lives in columns of this table.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    avatar: text('avatar'),
    role: userRole('role').notNull().default('USER'),
    /** This user's own code that others may enter as `referred_by_code`. */
    referral_code: text('referral_code'),
    referred_by_code: text('referred_by_code'),
    /** Argon2id hash; NULL until the user sets a password (one-time code / Google sign-in). */
    password_hash: text('password_hash'),
    locale: text('locale').notNull().default('vi'),
    dob: date('dob', { mode: 'string' }),
    gender: gender('gender'),
    /** Digits only, without '+', e.g. '84'. */
    country_calling_code: text('country_calling_code'),
    /** Digits only, without the country code or a leading 0, e.g. '912345678'. */
    national_phone_number: text('national_phone_number'),
    /**
     * A wallet payment of more than this (VND) asks for the password or a one-time code first
     * (common/wallet-confirmation.ts); the traveller sets it on their profile page.
     */
    wallet_confirm_above: bigint('wallet_confirm_above', { mode: 'number' })
      .notNull()
      .default(DEFAULT_WALLET_CONFIRM_ABOVE),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.country_calling_code, t.national_phone_number),
    uniqueIndex('users_referral_code_unique').on(t.referral_code),
    check(
      'users_has_identity',
      sql`${t.email} is not null or ${t.national_phone_number} is not null`,
    ),
    check('users_wallet_confirm_above', sql`${t.wallet_confirm_above} >= 0`),
    check(
      'users_phone_complete',
      sql`(${t.country_calling_code} is null) = (${t.national_phone_number} is null)`,
    ),
  ],
);

/** Membership rank history; the profile shows the latest one that has begun. */
export const userRanks = pgTable(
  'user_ranks',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: text('rank').notNull(),
    membership_id: uuid('membership_id'),
    begin_time: instant('begin_time').notNull(),
    expired_time: instant('expired_time'),
    inserted_at: insertedAt(),
  },
  (t) => [index('user_ranks_user_begin_idx').on(t.user_id, t.begin_time.desc())],
);

/** Free trial of a user (at most one). */
export const userTrials = pgTable('user_trials', {
  id: id(),
  user_id: uuid('user_id')
    .notNull()
    .unique('user_trials_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  expired_at: instant('expired_at').notNull(),
  inserted_at: insertedAt(),
});

/** Travellers a travel agent (users.role = AGENT) may act for via X-Patron-Id. */
export const travelAgentTravellers = pgTable(
  'travel_agent_travellers',
  {
    agent_user_id: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    traveller_user_id: uuid('traveller_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    primaryKey({
      name: 'travel_agent_travellers_pk',
      columns: [t.agent_user_id, t.traveller_user_id],
    }),
    index('travel_agent_travellers_traveller_idx').on(t.traveller_user_id),
    check('travel_agent_travellers_not_self', sql`${t.agent_user_id} <> ${t.traveller_user_id}`),
  ],
);

/**
 * An agent's request to book for a person (docs/accounts-ui.md "Travel agent"): addressed to
 * an e-mail; it grants nothing until the person signed in with that e-mail accepts it, which
 * makes the travel_agent_travellers link. One waiting invitation per agent and e-mail.
 */
export const travelAgentInvitations = pgTable(
  'travel_agent_invitations',
  {
    id: id(),
    agent_user_id: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** PENDING, ACCEPTED, DECLINED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    /** Who answered (the account of that e-mail), when they did. */
    answered_by: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answered_at: instant('answered_at'),
    expires_at: instant('expires_at').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('travel_agent_invitations_pending_unique')
      .on(t.agent_user_id, t.email)
      .where(sql`${t.status} = 'PENDING'`),
    index('travel_agent_invitations_email_idx').on(t.email),
    check(
      'travel_agent_invitations_status',
      sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')`,
    ),
  ],
);
