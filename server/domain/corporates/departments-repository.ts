/**
 * Department SQL (spec §3 department). Every statement names the corporate id in its WHERE
 * clause (DESIGN.md convention 8): an id of another corporate matches nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foldedContains, personNameOrder } from '../../db/people-search.js';
import { sqlArray } from '../../db/sql-values.js';
import { SEEN } from './staff-seen-sql.js';

export interface DepartmentRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  name: string;
  active: boolean;
  approver_id: string | null;
  monthly_limit: number | null;
  inserted_at: Date | string;
}

const COLUMNS = sql`d.id, d.corporate_id, d.name, d.active, d.approver_id,
  d.monthly_limit::float8 as monthly_limit, d.inserted_at`;

export type DepartmentSort = 'NAME' | 'MONTHLY_LIMIT' | 'INSERTED_AT';

const ORDER: Record<DepartmentSort, SQL> = {
  NAME: sql`lower(d.name)`,
  MONTHLY_LIMIT: sql`d.monthly_limit`,
  INSERTED_AT: sql`d.inserted_at`,
};

export interface DepartmentQuery {
  active?: boolean | null;
  search?: string | null;
  sort?: DepartmentSort;
  direction?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

function where(corporateId: string, q: DepartmentQuery): SQL {
  const parts = [sql`d.corporate_id = ${corporateId}::uuid`];
  if (typeof q.active === 'boolean') parts.push(sql`d.active = ${q.active}`);
  if (q.search) {
    parts.push(foldedContains(sql`d.name`, q.search));
  }
  return sql.join(parts, sql` and `);
}

/** The corporate's departments, filtered, sorted (then by name and id) and optionally paged. */
export async function findDepartments(
  db: Db,
  corporateId: string,
  q: DepartmentQuery = {},
): Promise<DepartmentRow[]> {
  const direction = q.direction === 'DESC' ? sql`desc` : sql`asc`;
  const order = ORDER[q.sort ?? 'NAME'];
  const page = q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.offset ?? 0}`;
  const result = await db.execute<DepartmentRow>(sql`
    select ${COLUMNS} from departments d
    where ${where(corporateId, q)}
    order by ${order} ${direction} nulls last, lower(d.name), d.id
    ${page}`);
  return result.rows;
}

export async function countDepartments(
  db: Db,
  corporateId: string,
  q: DepartmentQuery,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from departments d where ${where(corporateId, q)}`);
  return result.rows[0]?.n ?? 0;
}

export async function departmentById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<DepartmentRow | null> {
  const result = await db.execute<DepartmentRow>(sql`
    select ${COLUMNS} from departments d
    where d.corporate_id = ${corporateId}::uuid and d.id = ${id}::uuid`);
  return result.rows[0] ?? null;
}

/** Another department of the corporate with this name, compared without case or edge spaces. */
export async function departmentNamed(
  db: Db,
  corporateId: string,
  name: string,
  exceptId: string | null,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select d.id from departments d
    where d.corporate_id = ${corporateId}::uuid and lower(btrim(d.name)) = lower(${name})
      and (${exceptId}::uuid is null or d.id <> ${exceptId}::uuid)
    limit 1`);
  return result.rows[0]?.id ?? null;
}

export interface DepartmentValues {
  name: string;
  approver_id: string | null;
  monthly_limit: number | null;
  active: boolean;
}

export async function insertDepartment(
  db: Db,
  corporateId: string,
  v: DepartmentValues,
): Promise<DepartmentRow> {
  const result = await db.execute<DepartmentRow>(sql`
    insert into departments as d (corporate_id, name, approver_id, monthly_limit, active)
    values (${corporateId}::uuid, ${v.name}, ${v.approver_id}::uuid, ${v.monthly_limit},
            ${v.active})
    returning ${COLUMNS}`);
  return result.rows[0];
}

export async function updateDepartmentRow(
  db: Db,
  corporateId: string,
  id: string,
  v: DepartmentValues,
): Promise<DepartmentRow | null> {
  const result = await db.execute<DepartmentRow>(sql`
    update departments as d
    set name = ${v.name}, approver_id = ${v.approver_id}::uuid,
        monthly_limit = ${v.monthly_limit}, active = ${v.active}, updated_at = now()
    where d.corporate_id = ${corporateId}::uuid and d.id = ${id}::uuid
    returning ${COLUMNS}`);
  return result.rows[0] ?? null;
}

/** How many active staff members a department of the corporate holds. */
export async function activeStaffCount(
  db: Db,
  corporateId: string,
  departmentId: string,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from corporate_staffs s
    where s.corporate_id = ${corporateId}::uuid and s.department_id = ${departmentId}::uuid
      and s.active`);
  return result.rows[0]?.n ?? 0;
}

/** A staff member as CorporateStaffBrief answers it. */
export interface StaffBriefRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  corporate_id: string;
  corporate_level_id: string | null;
  department_id: string | null;
  active: boolean;
  role: string;
  title: string | null;
  employee_id: string | null;
  approver_id: string | null;
  monthly_limit: number | null;
  used_balance: number | null;
  email: string | null;
  phone_number: string | null;
  first_name: string | null;
  last_name: string | null;
}

const BRIEF = sql`s.id, s.user_id, s.corporate_id, s.corporate_level_id, s.department_id,
  s.active, s.role::text as role, s.title, s.employee_id, s.approver_id,
  s.monthly_limit::float8 as monthly_limit, s.used_balance::float8 as used_balance,
  u.email, ${SEEN.firstName} as first_name, ${SEEN.lastName} as last_name,
  ${SEEN.phone} as phone_number`;

/** The corporate's staff member by user id (active or not), or null. */
export async function staffBriefByUser(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<StaffBriefRow | null> {
  const result = await db.execute<StaffBriefRow>(sql`
    select ${BRIEF} from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid and s.user_id = ${userId}::uuid`);
  return result.rows[0] ?? null;
}

/** The corporate's staff members with these user ids (active or not): one statement for a list. */
export async function staffBriefsByUsers(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
): Promise<StaffBriefRow[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<StaffBriefRow>(sql`
    select ${BRIEF} from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid
      and s.user_id = any(${sqlArray([...new Set(userIds)], 'uuid')})`);
  return result.rows;
}

/** The corporate's staff member with this e-mail (any case), or null. */
export async function staffBriefByEmail(
  db: Db,
  corporateId: string,
  email: string,
): Promise<StaffBriefRow | null> {
  const result = await db.execute<StaffBriefRow>(sql`
    select ${BRIEF} from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid and lower(u.email) = lower(${email})`);
  return result.rows[0] ?? null;
}

/** The active staff of one department of the corporate, by name. */
export async function departmentStaff(
  db: Db,
  corporateId: string,
  departmentId: string,
): Promise<StaffBriefRow[]> {
  const result = await db.execute<StaffBriefRow>(sql`
    select ${BRIEF} from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid and s.department_id = ${departmentId}::uuid
      and s.active
    order by ${personNameOrder({ firstName: sql`u.first_name`, lastName: sql`u.last_name` })}, s.id`);
  return result.rows;
}

/** The active staff of several departments of the corporate, by name: one statement for a list. */
export async function departmentsStaff(
  db: Db,
  corporateId: string,
  departmentIds: readonly string[],
): Promise<StaffBriefRow[]> {
  if (departmentIds.length === 0) return [];
  const result = await db.execute<StaffBriefRow>(sql`
    select ${BRIEF} from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid
      and s.department_id = any(${sqlArray([...new Set(departmentIds)], 'uuid')})
      and s.active
    order by ${personNameOrder({ firstName: sql`u.first_name`, lastName: sql`u.last_name` })}, s.id`);
  return result.rows;
}
