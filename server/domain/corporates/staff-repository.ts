/**
 * Staff SQL (spec §3 corporate staff / traveller). Every statement names the corporate id in
 * its WHERE clause (DESIGN.md convention 8); nested records are read in one batch per page,
 * each again scoped by the corporate.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { PERIOD_FROM_DB } from './budget-period-sql.js';
import {
  familyNameOrder,
  likeLiteral,
  personMatches,
  personNameOrder,
} from '../../db/people-search.js';
import { sqlArray } from '../../db/sql-values.js';
import { ACCEPTED, ACCOUNT_PHONE, SEEN } from './staff-seen-sql.js';

/** A staff row with its user and the records it names (department, level). */
export interface StaffRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  corporate_id: string;
  corporate_level_id: string | null;
  department_id: string | null;
  active: boolean;
  role: string;
  team: string | null;
  title: string | null;
  employee_id: string | null;
  approver_id: string | null;
  monthly_limit: number | null;
  used_balance: number;
  balance: number | null;
  note: string | null;
  courtesy_title: string | null;
  passport_first_name: string | null;
  passport_last_name: string | null;
  date_of_birth: string | null;
  nationality_country_code: string | null;
  passport: string | null;
  passport_country_code: string | null;
  passport_expired: string | null;
  gender: string | null;
  legal_entity: string | null;
  is_enable_expense: boolean;
  /** INVITED, ACCEPTED, DECLINED or CANCELLED (staff-invitations.ts). */
  invitation: string;
  contact_phone: string | null;
  invitation_expires_at: Date | string | null;
  email: string | null;
  /** The names the company sees (staff-seen-sql.ts); user_*: the person's own, once accepted. */
  first_name: string | null;
  last_name: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  avatar: string | null;
  user_role: string;
  locale: string | null;
  country_calling_code: string | null;
  national_phone_number: string | null;
  department_name: string | null;
  department_active: boolean | null;
  department_approver_id: string | null;
  department_monthly_limit: number | null;
  department_inserted_at: Date | string | null;
  level_name: string | null;
}

const STAFF_COLUMNS = sql`
  s.id, s.user_id, s.corporate_id, s.corporate_level_id, s.department_id, s.active,
  s.role::text as role, s.team, s.title, s.employee_id, s.approver_id,
  s.monthly_limit::float8 as monthly_limit, s.used_balance::float8 as used_balance,
  s.balance::float8 as balance, s.note, s.courtesy_title, s.passport_first_name,
  s.passport_last_name, s.date_of_birth::text as date_of_birth, s.nationality_country_code,
  s.passport, s.passport_country_code, s.passport_expired::text as passport_expired,
  s.gender::text as gender, s.legal_entity, s.is_enable_expense,
  s.invitation, s.phone_number as contact_phone,
  (select max(i.expires_at) from staff_invitations i
    where i.corporate_id = s.corporate_id and i.staff_id = s.id and i.used_at is null)
    as invitation_expires_at,
  u.email, ${SEEN.firstName} as first_name, ${SEEN.lastName} as last_name,
  case when ${ACCEPTED} then u.first_name end as user_first_name,
  case when ${ACCEPTED} then u.last_name end as user_last_name,
  case when ${ACCEPTED} then u.avatar end as avatar, u.role::text as user_role, u.locale,
  case when ${ACCEPTED} then u.country_calling_code end as country_calling_code,
  case when ${ACCEPTED} then u.national_phone_number end as national_phone_number,
  d.name as department_name, d.active as department_active,
  d.approver_id as department_approver_id,
  d.monthly_limit::float8 as department_monthly_limit, d.inserted_at as department_inserted_at,
  l.name as level_name`;

const STAFF_FROM = sql`
  from corporate_staffs s
  join users u on u.id = s.user_id
  left join departments d on d.corporate_id = s.corporate_id and d.id = s.department_id
  left join corporate_levels l on l.corporate_id = s.corporate_id and l.id = s.corporate_level_id`;

/** Spec §7's keyset page: by staff id after `lastId`, `limit` rows (pages of 500). */
export async function staffAfter(
  db: Db,
  corporateId: string,
  lastId: string | null,
  limit: number,
): Promise<StaffRow[]> {
  const after = lastId ? sql`and s.id > ${lastId}::uuid` : sql``;
  const result = await db.execute<StaffRow>(sql`
    select ${STAFF_COLUMNS} ${STAFF_FROM}
    where s.corporate_id = ${corporateId}::uuid ${after}
    order by s.id limit ${limit}`);
  return result.rows;
}

export type StaffSortField =
  | 'MONTHLY_LIMIT'
  | 'USED_BALANCE'
  | 'FIRST_NAME'
  | 'LAST_NAME'
  | 'EMAIL'
  | 'INSERTED_AT'
  | 'ROLE'
  | 'EMPLOYEE_ID';

const SEEN_NAME = { firstName: SEEN.firstName, lastName: SEEN.lastName };

/** Names sort as people-search.ts orders them: FIRST_NAME is the Vietnamese name order. */
const NAME_ORDERS: Partial<Record<StaffSortField, (direction: 'ASC' | 'DESC') => SQL>> = {
  FIRST_NAME: (direction) => personNameOrder(SEEN_NAME, direction),
  LAST_NAME: (direction) => familyNameOrder(SEEN_NAME, direction),
};

const SORT_COLUMNS: Record<Exclude<StaffSortField, 'FIRST_NAME' | 'LAST_NAME'>, SQL> = {
  MONTHLY_LIMIT: sql`s.monthly_limit`,
  USED_BALANCE: sql`s.used_balance`,
  EMAIL: sql`lower(u.email)`,
  INSERTED_AT: sql`s.inserted_at`,
  ROLE: sql`array_position(
    array['OWNER','ADMIN','APPROVER','OPERATION','ACCOUTING','STAFF']::text[], s.role::text)`,
  EMPLOYEE_ID: sql`s.employee_id`,
};

export interface StaffQuery {
  search?: string | null;
  userIds?: string[] | null;
  departmentIds?: string[] | null;
  roles?: string[] | null;
  levelIds?: string[] | null;
  costCenterId?: string | null;
  active?: boolean | null;
  sort: { field: StaffSortField; direction: 'ASC' | 'DESC' };
  limit: number;
  offset: number;
}

function staffWhere(corporateId: string, q: StaffQuery): SQL {
  const parts: SQL[] = [sql`s.corporate_id = ${corporateId}::uuid`];
  if (q.active !== null && q.active !== undefined) parts.push(sql`s.active = ${q.active}`);
  if (q.userIds) parts.push(sql`s.user_id = any(${sqlArray(q.userIds, 'uuid')})`);
  if (q.departmentIds) parts.push(sql`s.department_id = any(${sqlArray(q.departmentIds, 'uuid')})`);
  if (q.roles) parts.push(sql`s.role::text = any(${sqlArray(q.roles, 'text')})`);
  if (q.levelIds) {
    parts.push(sql`s.corporate_level_id = any(${sqlArray(q.levelIds, 'uuid')})`);
  }
  if (q.costCenterId) {
    parts.push(sql`exists (select 1 from cost_center_assignees a
      where a.corporate_id = s.corporate_id and a.cost_center_id = ${q.costCenterId}::uuid
        and (a.user_id = s.user_id or a.department_id = s.department_id))`);
  }
  const search = q.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    const phone =
      digits.length >= 3
        ? sql`or coalesce(s.phone_number, ${ACCOUNT_PHONE}, '')
                like ${`%${digits.replace(/^0/, '')}%`}`
        : sql``;
    const pattern = `%${likeLiteral(search)}%`;
    parts.push(sql`(
      ${personMatches({ ...SEEN_NAME, email: sql`u.email` }, search)}
      or wf_fold(coalesce(s.employee_id, '')) like wf_fold(${pattern}) ${phone})`);
  }
  return sql.join(parts, sql` and `);
}

/** One offset page of the corporate's staff, filtered and sorted, with the total. */
export async function staffPage(
  db: Db,
  corporateId: string,
  q: StaffQuery,
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = staffWhere(corporateId, q);
  const direction = q.sort.direction === 'ASC' ? sql`asc` : sql`desc`;
  const nulls = q.sort.direction === 'ASC' ? sql`nulls first` : sql`nulls last`;
  const field = q.sort.field;
  const byName = NAME_ORDERS[field];
  const sortBy = byName
    ? byName(q.sort.direction)
    : sql`${SORT_COLUMNS[field as keyof typeof SORT_COLUMNS]} ${direction} ${nulls}`;
  // Two steps: the page's ids and the total from the staff rows alone (users joined only when a
  // search or the sort needs them), then those rows in full. Sorting 2,000 joined rows to keep
  // 25 cost 4× the ids alone (PGlite, VinaSteel; bench/staff.ts).
  const needsUsers =
    Boolean(q.search?.trim()) || ['FIRST_NAME', 'LAST_NAME', 'EMAIL'].includes(q.sort.field);
  const users = needsUsers ? sql`join users u on u.id = s.user_id` : sql``;
  const ids = await db.execute<{ id: string; total_count: number }>(sql`
    select s.id, count(*) over ()::int as total_count from corporate_staffs s ${users}
    where ${where}
    order by ${sortBy}, s.id ${direction}
    limit ${q.limit} offset ${q.offset}`);
  if (ids.rows.length === 0) {
    if (q.offset === 0) return { rows: [], total: 0 };
    const count = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from corporate_staffs s ${users} where ${where}`);
    return { rows: [], total: count.rows[0]?.n ?? 0 };
  }
  const order = ids.rows.map((row) => row.id);
  const full = await db.execute<StaffRow>(sql`
    select ${STAFF_COLUMNS} ${STAFF_FROM}
    where s.corporate_id = ${corporateId}::uuid and s.id = any(${sqlArray(order, 'uuid')})`);
  const byId = new Map(full.rows.map((row) => [row.id, row]));
  return {
    rows: order.map((id) => byId.get(id)).filter((row): row is StaffRow => Boolean(row)),
    total: ids.rows[0].total_count,
  };
}

/** One staff member of the corporate by user id (active or not), or null. */
export async function staffByUser(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<StaffRow | null> {
  const result = await db.execute<StaffRow>(sql`
    select ${STAFF_COLUMNS} ${STAFF_FROM}
    where s.corporate_id = ${corporateId}::uuid and s.user_id = ${userId}::uuid`);
  return result.rows[0] ?? null;
}

/** Staff of the corporate by user id (for approvers), keyed by user id. */
export async function staffByUsers(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
): Promise<Map<string, StaffRow>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<StaffRow>(sql`
    select ${STAFF_COLUMNS} ${STAFF_FROM}
    where s.corporate_id = ${corporateId}::uuid
      and s.user_id = any(${sqlArray([...new Set(userIds)], 'uuid')})`);
  return new Map(result.rows.map((row) => [row.user_id, row]));
}

export interface AssigneeRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  cost_center_id: string;
  user_id: string | null;
  department_id: string | null;
  cost_center_name: string;
  cost_center_code: string | null;
  cost_center_active: boolean;
  cost_center_inserted_at: Date | string;
  budgets: Array<{
    id: string;
    amount: number;
    used_balance: number;
    used_since: string;
    currency: string;
    reset_day: number | null;
    reset_period: 'NEVER' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
  }>;
}

/**
 * Cost-center assignments that reach these staff: their own (by user) and their
 * departments', each with its cost center and budgets.
 */
export async function assigneesFor(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
  departmentIds: readonly string[],
): Promise<AssigneeRow[]> {
  if (userIds.length === 0) return [];
  const departments = departmentIds.length > 0 ? departmentIds : [];
  const result = await db.execute<AssigneeRow>(sql`
    select a.id, a.corporate_id, a.cost_center_id, a.user_id, a.department_id,
      c.name as cost_center_name, c.code as cost_center_code, c.active as cost_center_active,
      c.inserted_at as cost_center_inserted_at,
      coalesce((select json_agg(json_build_object(
          'id', b.id, 'amount', b.amount, 'used_balance', b.used_balance,
          'used_since', b.used_since, 'currency', b.currency, 'reset_day', b.reset_day,
          'reset_period', ${PERIOD_FROM_DB(sql`b.reset_period`)})
          order by array_position(array['MONTHLY','QUARTERLY','YEARLY','NONE'],
            b.reset_period::text), b.currency)
        from cost_center_budgets b
        where b.corporate_id = a.corporate_id and b.cost_center_id = a.cost_center_id),
        '[]'::json) as budgets
    from cost_center_assignees a
    join cost_centers c on c.corporate_id = a.corporate_id and c.id = a.cost_center_id
    where a.corporate_id = ${corporateId}::uuid
      and (a.user_id = any(${sqlArray([...new Set(userIds)], 'uuid')})
        or a.department_id = any(${sqlArray([...new Set(departments)], 'uuid')}))
    order by c.name, a.id`);
  return result.rows;
}

export interface FrequentFlyerRow extends Record<string, unknown> {
  staff_id: string;
  airline_code: string;
  code: string;
}

export async function frequentFlyerCodesFor(
  db: Db,
  corporateId: string,
  staffIds: readonly string[],
): Promise<FrequentFlyerRow[]> {
  if (staffIds.length === 0) return [];
  const result = await db.execute<FrequentFlyerRow>(sql`
    select staff_id, airline_code, code from frequent_flyer_codes
    where corporate_id = ${corporateId}::uuid
      and staff_id = any(${sqlArray([...staffIds], 'uuid')})
    order by airline_code`);
  return result.rows;
}

/** Which of `ids` exist in the corporate's `table` (departments, levels, cost centers). */
export async function existingIds(
  db: Db,
  corporateId: string,
  table: 'departments' | 'corporate_levels' | 'cost_centers',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    select id from ${sql.identifier(table)}
    where corporate_id = ${corporateId}::uuid and id = any(${sqlArray([...ids], 'uuid')})`);
  return new Set(result.rows.map((row) => row.id));
}

/** The user's staff rows in any corporate (to tell "this one" from "another"). */
export async function staffCorporatesOf(
  db: Db,
  userId: string,
): Promise<Array<{ corporate_id: string; active: boolean; invitation: string }>> {
  const result = await db.execute<{ corporate_id: string; active: boolean; invitation: string }>(
    sql`select corporate_id, active, invitation from corporate_staffs
        where user_id = ${userId}::uuid`,
  );
  return result.rows;
}
