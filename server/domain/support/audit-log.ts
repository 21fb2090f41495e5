import { and, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, corporates } from '../../db/schema.js';
import { isUuid } from '../../db/sql-values.js';
import type { AuditLogEntry } from '../../graphql/generated/admin.js';
import { parseInput, text } from '../context/input.js';
import type { AuthUser } from '../accounts/sessions.js';
import { adminUsers } from './people.js';
import { startingWith, usersByIds } from './people-repository.js';
import { requireSupportStaff } from './tickets.js';

/* Support reads the audit log (newest first), by actor, patron, either, or action prefix. */

const userId = z
  .string()
  .refine(isUuid, 'must be a user id')
  .transform((v) => v.toLowerCase())
  .nullish();
const logInput = z.looseObject({
  actor_user_id: userId,
  patron_user_id: userId,
  user_id: userId,
  action: text(100).nullish(),
  limit: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  offset: z.number().int().min(0, 'must not be negative').default(0),
});

type Filter = z.infer<typeof logInput>;

function whereOf(f: Filter): SQL | undefined {
  return and(
    f.actor_user_id ? eq(auditLog.actor_user_id, f.actor_user_id) : undefined,
    f.patron_user_id ? eq(auditLog.patron_user_id, f.patron_user_id) : undefined,
    f.user_id
      ? or(eq(auditLog.actor_user_id, f.user_id), eq(auditLog.patron_user_id, f.user_id))
      : undefined,
    f.action ? like(auditLog.action, startingWith(f.action)) : undefined,
  );
}

async function listAudit(db: Db, f: Filter) {
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

export async function readAuditLog(db: Db, user: AuthUser | null, raw: unknown) {
  requireSupportStaff(user);
  const filter = parseInput(logInput, raw ?? {});
  const page = await listAudit(db, filter);
  const ids = new Set<string>();
  for (const row of page.entries) {
    if (row.actor_user_id) ids.add(row.actor_user_id);
    if (row.patron_user_id) ids.add(row.patron_user_id);
  }
  const people = await adminUsers(db, await usersByIds(db, [...ids]));
  const companyIds = [
    ...new Set(page.entries.map((row) => row.corporate_id).filter((id): id is string => !!id)),
  ];
  const companies = new Map(
    companyIds.length === 0
      ? []
      : (
          await db
            .select({
              id: corporates.id,
              company_name: corporates.company_name,
              display_name: corporates.display_name,
            })
            .from(corporates)
            .where(inArray(corporates.id, companyIds))
        ).map((c) => [c.id, c.display_name || c.company_name]),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const entries: AuditLogEntry[] = page.entries.map((row) => ({
    id: row.id,
    action: row.action,
    created_at: row.created_at.toISOString(),
    actor_user_id: row.actor_user_id,
    patron_user_id: row.patron_user_id,
    corporate_id: row.corporate_id,
    corporate_name: row.corporate_id ? (companies.get(row.corporate_id) ?? null) : null,
    actor: row.actor_user_id ? (byId.get(row.actor_user_id) ?? null) : null,
    patron: row.patron_user_id ? (byId.get(row.patron_user_id) ?? null) : null,
    metadata: row.metadata ?? null,
  }));
  return { entries, total_count: page.total_count };
}
