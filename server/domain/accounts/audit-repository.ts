import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  actor_user_id: string | null;
  patron_user_id?: string | null;
  corporate_id?: string | null;
  action: string;
  metadata?: Record<string, unknown>;
  created_at: Date;
}

export async function writeAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}
