/**
 * The SQL of corporate_payment_options (docs/module-template.md): the corporates where both
 * the traveller and the caller are active staff, and a corporate's active cost centers a
 * traveller may charge. Every query names the corporate (by the two users' own staff rows, then
 * by its id). No rules here: corporate-options.ts passes the roles that may book for others
 * (read from the permission table) and shapes the answer.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface CorporateChoice {
  corporate_id: string;
  name: string;
  enforce_cost_center: boolean;
  department_id: string | null;
}

/**
 * The APPROVED corporates in `currency` where the traveller and the caller are active staff and
 * the caller is the traveller or holds one of `booksForOthers`; the traveller's own first.
 */
export async function sharedCorporates(
  db: Db,
  q: { travellerId: string; callerId: string; currency: string; booksForOthers: readonly string[] },
) {
  const { rows } = await db.execute<CorporateChoice & Record<string, unknown>>(sql`
    select c.id as corporate_id, coalesce(c.display_name, c.company_name) as name,
      c.enforce_cost_center, t.department_id
    from corporates c
    join corporate_staffs t on t.corporate_id = c.id and t.user_id = ${q.travellerId}::uuid
      and t.active
    join corporate_staffs me on me.corporate_id = c.id and me.user_id = ${q.callerId}::uuid
      and me.active
    where c.status = 'APPROVED' and c.currency = ${q.currency}
      and (me.user_id = t.user_id or me.role in (${sql.join(
        q.booksForOthers.map((r) => sql`${r}`),
        sql`, `,
      )}))
    order by (c.user_id = t.user_id) desc, t.inserted_at desc, c.id`);
  return rows;
}

/** The corporate's active cost centers assigned to the traveller or to their department. */
export async function travellerCostCenters(
  db: Db,
  corporateId: string,
  travellerId: string,
  departmentId: string | null,
) {
  const { rows: centers } = await db.execute<{ id: string; name: string; code: string | null }>(
    sql`
      select cc.id, cc.name, cc.code from cost_centers cc
      where cc.corporate_id = ${corporateId}::uuid and cc.active and exists (
        select 1 from cost_center_assignees a
        where a.corporate_id = ${corporateId}::uuid and a.cost_center_id = cc.id
          and (a.user_id = ${travellerId}::uuid
            or (${departmentId}::uuid is not null and a.department_id = ${departmentId}::uuid)))
      order by cc.name, cc.id`,
  );
  return centers;
}
