import type { Db } from '../../db/client.js';
import type { AuthUser } from '../accounts/sessions.js';
import { auditPage, corporateNames } from './audit-log-repository.js';
import type { AuditLogInput } from './input.js';
import { adminUsers } from './people.js';
import { usersByIds } from './people-repository.js';
import { requireSupportStaff } from './tickets.js';

/*
 * Support reads the audit log (newest first), by actor, patron, either, or action prefix, over
 * arguments the resolver parsed (./input.ts); the SQL is ./audit-log-repository.ts.
 */

export async function readAuditLog(db: Db, user: AuthUser | null, filter: AuditLogInput) {
  requireSupportStaff(user);
  const page = await auditPage(db, filter);
  const ids = new Set<string>();
  for (const row of page.entries) {
    if (row.actor_user_id) ids.add(row.actor_user_id);
    if (row.patron_user_id) ids.add(row.patron_user_id);
  }
  const people = await adminUsers(db, await usersByIds(db, [...ids]));
  const companies = await corporateNames(db, [
    ...new Set(page.entries.map((row) => row.corporate_id).filter((id): id is string => !!id)),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const entries = page.entries.map((row) => ({
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
