/**
 * The SQL of the approver chain: one statement, scoped to the corporate in every join. No rules.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** What the repository reads about a requester (all user ids; active staff only). */
export interface ApproverChainFacts {
  requesterId: string;
  /** corporate_staffs.approver_id when that approver is an active member, else null. */
  staffApproverId: string | null;
  /** The approver of the requester's (active) department when active, else null. */
  departmentApproverId: string | null;
  /** Active OWNER then ADMIN members, the owner first, then by when they joined. */
  adminIds: readonly string[];
}

interface FactsRow extends Record<string, unknown> {
  staff_approver_id: string | null;
  department_approver_id: string | null;
  admin_ids: string[] | null;
}

export async function approverChainFacts(
  db: Db,
  corporateId: string,
  requesterId: string,
): Promise<ApproverChainFacts> {
  const result = await db.execute<FactsRow>(sql`
    select
      (select a.user_id from corporate_staffs s
        join corporate_staffs a on a.corporate_id = s.corporate_id and a.user_id = s.approver_id
          and a.active
        where s.corporate_id = ${corporateId}::uuid and s.user_id = ${requesterId}::uuid
      ) as staff_approver_id,
      (select a.user_id from corporate_staffs s
        join departments d on d.corporate_id = s.corporate_id and d.id = s.department_id
          and d.active
        join corporate_staffs a on a.corporate_id = d.corporate_id and a.user_id = d.approver_id
          and a.active
        where s.corporate_id = ${corporateId}::uuid and s.user_id = ${requesterId}::uuid
      ) as department_approver_id,
      (select array_agg(m.user_id::text order by (m.role = 'OWNER') desc, m.inserted_at, m.user_id)
        from corporate_staffs m
        where m.corporate_id = ${corporateId}::uuid and m.active
          and m.role in ('OWNER', 'ADMIN')
      ) as admin_ids`);
  const row = result.rows[0];
  return {
    requesterId,
    staffApproverId: row?.staff_approver_id ?? null,
    departmentApproverId: row?.department_approver_id ?? null,
    adminIds: row?.admin_ids ?? [],
  };
}
