import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';
import { users } from './users.js';

/**
 * A support agent (users.role ADMIN) acting for a user through X-Patron-Id: started with a
 * reason, honoured until `expires_at` or until ended (docs/security.md "Acting for"). An agent
 * has at most one open session (a new one ends the previous); every start, end and request is
 * also in audit_log, which outlives these rows.
 */
export const supportActingSessions = pgTable(
  'support_acting_sessions',
  {
    id: id(),
    support_user_id: uuid('support_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patron_user_id: uuid('patron_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    started_at: instant('started_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    /** Set when the agent ends it (or starts acting for someone else); NULL while open. */
    ended_at: instant('ended_at'),
  },
  (t) => [
    uniqueIndex('support_acting_sessions_one_open')
      .on(t.support_user_id)
      .where(sql`${t.ended_at} is null`),
    index('support_acting_sessions_patron_idx').on(t.patron_user_id, t.started_at),
    check('support_acting_sessions_not_self', sql`${t.support_user_id} <> ${t.patron_user_id}`),
  ],
);
