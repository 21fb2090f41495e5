/**
 * SQL of support's audit-log read (docs/module-template.md). The log spans the platform: only
 * platform staff reach it (audit-log.ts checks first). No rules here.
 */
import { and, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, corporates } from '../../db/schema.js';
import { startingWith } from './people-repository.js';

export interface AuditFilter {
  actor_user_id?: string | null;
  patron_user_id?: string | null;
  /** Rows where this user acted or was acted for. */
  user_id?: string | null;
  /** An action prefix, taken literally. */
  action?: string | null;
  limit: number;
  offset: number;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.actor_user_id ? eq(auditLog.actor_user_id, f.actor_user_id) : undefined,
    f.patron_user_id ? eq(auditLog.patron_user_id, f.patron_user_id) : undefined,
    f.user_id
      ? or(eq(auditLog.actor_user_id, f.user_id), eq(auditLog.patron_user_id, f.user_id))
      : undefined,
    f.action ? like(auditLog.action, startingWith(f.action)) : undefined,
  );
}

/** One page of the log, newest first, and the number of matching rows. */
export async function auditPage(db: Db, f: AuditFilter) {
  const where = whereOf(f);
  const [entries, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { entries, total_count: total };
}

/** The names of these corporates (display name, or legal name), by id. */
export async function corporateNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: corporates.id,
      company_name: corporates.company_name,
      display_name: corporates.display_name,
    })
    .from(corporates)
    .where(inArray(corporates.id, [...ids]));
  return new Map(rows.map((c) => [c.id, c.display_name || c.company_name]));
}
