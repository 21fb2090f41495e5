import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';
import { errorReportKind } from './enums.js';

/** Client error and slow-call reports (POST /api/captureException). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: id(),
    kind: errorReportKind('kind').notNull(),
    message: text('message').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    url: text('url'),
    /** Fastify request id of the report request, for correlating with server logs. */
    request_id: text('request_id'),
    user_agent: text('user_agent'),
    /** Salted hash of the client IP, or NULL; raw IPs are never stored. */
    ip_hash: text('ip_hash'),
    /** Signed-in user, if any. No foreign key: reports outlive accounts. */
    user_id: uuid('user_id'),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('error_reports_created_idx').on(t.created_at),
    index('error_reports_kind_created_idx').on(t.kind, t.created_at),
  ],
);

/**
 * Append-only record of who did what, including on whose behalf (patron = X-Patron-Id).
 * No foreign keys, so history survives deletion of the users or corporates it mentions.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor_user_id: uuid('actor_user_id'),
    patron_user_id: uuid('patron_user_id'),
    corporate_id: uuid('corporate_id'),
    action: text('action').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_created_idx').on(t.actor_user_id, t.created_at),
    index('audit_log_patron_created_idx').on(t.patron_user_id, t.created_at),
    index('audit_log_corporate_created_idx').on(t.corporate_id, t.created_at),
    index('audit_log_created_idx').on(t.created_at),
  ],
);
