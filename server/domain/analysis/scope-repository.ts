/**
 * Who sees which bookings (SQL only): an approver's departments, which of the filter's ids are
 * the company's, and the company's currency. Every statement names the corporate id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';

/** The departments `userId` approves in the company. */
export async function approvedDepartments(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`select id from departments
    where corporate_id = ${corporateId}::uuid and approver_id = ${userId}::uuid order by id`);
  return rows.map((r) => r.id);
}

export interface FilterIds {
  department_ids: string[] | null;
  user_ids: string[] | null;
  cost_center_ids: string[] | null;
}

/** The filter's ids that name nothing of the company, by field. */
export async function foreignIds(
  db: Db,
  corporateId: string,
  ids: FilterIds,
): Promise<Record<keyof FilterIds, string[]>> {
  const check = async (
    table: 'departments' | 'corporate_staffs' | 'cost_centers',
    values: string[] | null,
  ) => {
    if (!values?.length) return [];
    const column = sql.raw(table === 'corporate_staffs' ? 'user_id' : 'id');
    const { rows } = await db.execute<{ id: string }>(sql`select v.id::text as id
      from unnest(${sqlArray(values, 'uuid')}) v(id)
      where not exists (select 1 from ${sql.identifier(table)} t
        where t.corporate_id = ${corporateId}::uuid and t.${column} = v.id)`);
    return rows.map((r) => r.id);
  };
  const [department_ids, user_ids, cost_center_ids] = await Promise.all([
    check('departments', ids.department_ids),
    check('corporate_staffs', ids.user_ids),
    check('cost_centers', ids.cost_center_ids),
  ]);
  return { department_ids, user_ids, cost_center_ids };
}

/** The company's currency (what the dashboards sum in). */
export async function companyCurrency(db: Db, corporateId: string): Promise<string> {
  const { rows } = await db.execute<{ currency: string }>(
    sql`select currency from corporates where id = ${corporateId}::uuid`,
  );
  return rows[0]?.currency ?? 'VND';
}

/** The names of the company's departments `ids`, by name. */
export async function departmentNames(
  db: Db,
  corporateId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<{ id: string; name: string }>(sql`select id, name
    from departments where corporate_id = ${corporateId}::uuid and id = any(${sqlArray(ids, 'uuid')})
    order by name, id`);
  return rows;
}
