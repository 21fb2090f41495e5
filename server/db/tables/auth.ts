import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';
import { users } from './users.js';

/*
 * Sign-in state (docs/accounts.md). Every secret a client holds (tokens, codes, session
 * params) is stored only as a hash: SHA-256 for 256-bit random tokens, HMAC-SHA256 with a
 * server key for 6-digit codes and identifiers. Times are set by the server's clock, never by
 * the database's now(), so tests can move time.
 */

/** A signed-in session: one access token and one renewal token at a time (both rotate). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session began: password, otp, google or signup. */
    method: text('method').notNull(),
    access_token_hash: text('access_token_hash').notNull(),
    renewal_token_hash: text('renewal_token_hash').notNull(),
    /** The renewal token before the last rotation: presenting it later revokes the session. */
    previous_renewal_token_hash: text('previous_renewal_token_hash'),
    access_expires_at: instant('access_expires_at').notNull(),
    renewal_expires_at: instant('renewal_expires_at').notNull(),
    /** Absolute end of the session, whatever the renewals. */
    expires_at: instant('expires_at').notNull(),
    created_at: instant('created_at').notNull(),
    renewed_at: instant('renewed_at'),
    revoked_at: instant('revoked_at'),
    /** sign_out, password_changed, password_reset, renewal_reuse. */
    revoked_reason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('auth_sessions_access_unique').on(t.access_token_hash),
    uniqueIndex('auth_sessions_renewal_unique').on(t.renewal_token_hash),
    index('auth_sessions_previous_renewal_idx').on(t.previous_renewal_token_hash),
    index('auth_sessions_user_live_idx')
      .on(t.user_id)
      .where(sql`${t.revoked_at} is null`),
    index('auth_sessions_expires_idx').on(t.expires_at),
    check('auth_sessions_method', sql`${t.method} in ('password', 'otp', 'google', 'signup')`),
  ],
);

/**
 * Every renewal token a session rotated away, kept while the session is kept: one that comes
 * back two or more rotations later can only be a copy, and revokes the session.
 */
export const authRetiredRenewalTokens = pgTable(
  'auth_retired_renewal_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    retired_at: instant('retired_at').notNull(),
  },
  (t) => [index('auth_retired_renewal_tokens_session_idx').on(t.session_id)],
);

/** A browser's one-time-code flow (GET /oauth2/auth): codes are bound to it. */
export const otpFlows = pgTable(
  'otp_flows',
  {
    id: id(),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('otp_flows_token_unique').on(t.token_hash),
    index('otp_flows_expires_idx').on(t.expires_at),
  ],
);

/** One 6-digit code sent to an e-mail address or phone number. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    flow_id: uuid('flow_id')
      .notNull()
      .references(() => otpFlows.id, { onDelete: 'cascade' }),
    /**
     * sign_in (also proves an address for update_email/update_phone_number), reset_password,
     * or wallet_payment (confirms a wallet payment over the traveller's threshold).
     */
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** HMAC of the normalised e-mail or phone digits: limits count per identifier. */
    identifier_hash: text('identifier_hash').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    consumed_at: instant('consumed_at'),
    /** Set when a newer code replaced this one. */
    voided_at: instant('voided_at'),
  },
  (t) => [
    index('otp_challenges_identifier_created_idx').on(t.identifier_hash, t.created_at),
    index('otp_challenges_flow_idx').on(t.flow_id),
    index('otp_challenges_expires_idx').on(t.expires_at),
    check(
      'otp_challenges_purpose',
      sql`${t.purpose} in ('sign_in', 'reset_password', 'wallet_payment')`,
    ),
    check('otp_challenges_channel', sql`${t.channel} in ('email', 'sms')`),
    check('otp_challenges_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Single-use authorization code from POST /oauth2/otp/verify, for the account callbacks. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    code_hash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    /** The verified e-mail (lower case) or phone digits with country code. */
    identifier: text('identifier').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    consumed_at: instant('consumed_at'),
  },
  (t) => [
    uniqueIndex('auth_codes_code_unique').on(t.code_hash),
    index('auth_codes_expires_idx').on(t.expires_at),
    check('auth_codes_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** The spec's session_params: one sign-in attempt (otp or google), single use. */
export const authSessionParams = pgTable(
  'auth_session_params',
  {
    id: id(),
    params_hash: text('params_hash').notNull(),
    provider: text('provider').notNull(),
    /** OpenID Connect state, nonce, PKCE verifier and redirect URI (google only). */
    state: text('state'),
    nonce: text('nonce'),
    code_verifier: text('code_verifier'),
    redirect_uri: text('redirect_uri'),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    consumed_at: instant('consumed_at'),
  },
  (t) => [
    uniqueIndex('auth_session_params_hash_unique').on(t.params_hash),
    index('auth_session_params_expires_idx').on(t.expires_at),
    check('auth_session_params_provider', sql`${t.provider} in ('otp', 'google')`),
  ],
);

/** Token from POST /api/v1/user/otp/reset-password, spent by /user/reset-password/update. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    consumed_at: instant('consumed_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_unique').on(t.token_hash),
    index('password_reset_tokens_user_idx').on(t.user_id),
  ],
);

/** An outside identity (Google subject) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    created_at: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_identities_pk', columns: [t.provider, t.subject] }),
    index('user_identities_user_idx').on(t.user_id),
  ],
);

/** Fixed-window counters of the per-IP and per-identifier limits (shared by all API nodes). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    window_start: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expires_at: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [t.key, t.window_start] }),
    index('rate_limit_counters_expires_idx').on(t.expires_at),
  ],
);

/** Development outbox: messages kept instead of sent (never used in production). */
export const devOutboxMessages = pgTable(
  'dev_outbox_messages',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    code: text('code'),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The e-mail's HTML part (server/mail), null for an SMS. */
    html: text('html'),
    /** Files attached to the e-mail (a booking's .ics), null when none. */
    attachments:
      jsonb('attachments').$type<
        { filename: string; content_type: string; content: string; encoding?: 'base64' }[]
      >(),
    created_at: instant('created_at').notNull(),
  },
  (t) => [
    index('dev_outbox_messages_created_idx').on(t.created_at),
    check('dev_outbox_messages_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
