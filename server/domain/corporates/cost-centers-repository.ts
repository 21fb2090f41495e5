/**
 * Cost center SQL (docs/corporate-cost-centers.md). Every statement names the corporate id in
 * its WHERE clause (DESIGN.md convention 8): an id of another corporate matches nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foldedContains, likeLiteral, personNameOrder } from '../../db/people-search.js';
import { sqlArray } from '../../db/sql-values.js';
import type { ResetPeriod } from '../../../common/calendar.js';
import { PERIOD_FROM_DB, periodToDb } from './budget-period-sql.js';
import type { DepartmentRow, StaffBriefRow } from './departments-repository.js';
import { SEEN } from './staff-seen-sql.js';

export interface CostCenterRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  name: string;
  code: string | null;
  active: boolean;
  inserted_at: Date | string;
}

export interface BudgetRow extends Record<string, unknown> {
  id: string;
  cost_center_id: string;
  amount: number;
  used_balance: number;
  used_since: Date | string;
  currency: string;
  reset_period: ResetPeriod;
  reset_day: number | null;
}

const COLUMNS = sql`c.id, c.corporate_id, c.name, c.code, c.active, c.inserted_at`;

export type CostCenterSort = 'NAME' | 'CODE' | 'INSERTED_AT';

const ORDER: Record<CostCenterSort, SQL> = {
  NAME: sql`lower(c.name)`,
  CODE: sql`lower(c.code)`,
  INSERTED_AT: sql`c.inserted_at`,
};

export interface CostCenterQuery {
  active?: boolean | null;
  search?: string | null;
  sort?: CostCenterSort;
  direction?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

function where(corporateId: string, q: CostCenterQuery): SQL {
  const parts = [sql`c.corporate_id = ${corporateId}::uuid`];
  if (typeof q.active === 'boolean') parts.push(sql`c.active = ${q.active}`);
  if (q.search) {
    const like = `%${likeLiteral(q.search)}%`;
    parts.push(
      sql`(${foldedContains(sql`c.name`, q.search)} or coalesce(c.code, '') ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The corporate's cost centers, filtered, sorted (then by name and id), optionally paged. */
export async function findCostCenters(
  db: Db,
  corporateId: string,
  q: CostCenterQuery = {},
): Promise<CostCenterRow[]> {
  const direction = q.direction === 'DESC' ? sql`desc` : sql`asc`;
  const page = q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.offset ?? 0}`;
  const result = await db.execute<CostCenterRow>(sql`
    select ${COLUMNS} from cost_centers c
    where ${where(corporateId, q)}
    order by ${ORDER[q.sort ?? 'NAME']} ${direction} nulls last, lower(c.name), c.id
    ${page}`);
  return result.rows;
}

export async function countCostCenters(
  db: Db,
  corporateId: string,
  q: CostCenterQuery,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from cost_centers c where ${where(corporateId, q)}`);
  return result.rows[0]?.n ?? 0;
}

export async function costCenterById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<CostCenterRow | null> {
  const result = await db.execute<CostCenterRow>(sql`
    select ${COLUMNS} from cost_centers c
    where c.corporate_id = ${corporateId}::uuid and c.id = ${id}::uuid`);
  return result.rows[0] ?? null;
}

/** Another cost center of the corporate with this name, compared without case. */
export async function costCenterNamed(
  db: Db,
  corporateId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from cost_centers c
    where c.corporate_id = ${corporateId}::uuid and lower(btrim(c.name)) = lower(${name})
      and (${exceptId}::uuid is null or c.id <> ${exceptId}::uuid)
    limit 1`);
  return result.rows.length > 0;
}

/** The budgets of these cost centers of the corporate, by period then currency. */
export async function budgetsOf(
  db: Db,
  corporateId: string,
  costCenterIds: readonly string[],
): Promise<BudgetRow[]> {
  if (costCenterIds.length === 0) return [];
  const result = await db.execute<BudgetRow>(sql`
    select b.id, b.cost_center_id, b.amount::float8 as amount,
      b.used_balance::float8 as used_balance, b.used_since, b.currency,
      ${PERIOD_FROM_DB(sql`b.reset_period`)} as reset_period, b.reset_day
    from cost_center_budgets b
    where b.corporate_id = ${corporateId}::uuid
      and b.cost_center_id = any(${sqlArray([...new Set(costCenterIds)], 'uuid')})
    order by array_position(array['MONTHLY','QUARTERLY','YEARLY','NONE'], b.reset_period::text),
      b.currency, b.id`);
  return result.rows;
}

export interface CostCenterValues {
  name: string;
  code: string | null;
  active: boolean;
}

export async function insertCostCenter(
  db: Db,
  corporateId: string,
  v: CostCenterValues,
): Promise<CostCenterRow> {
  const result = await db.execute<CostCenterRow>(sql`
    insert into cost_centers as c (corporate_id, name, code, active)
    values (${corporateId}::uuid, ${v.name}, ${v.code}, ${v.active})
    returning ${COLUMNS}`);
  return result.rows[0];
}

export async function updateCostCenterRow(
  db: Db,
  corporateId: string,
  id: string,
  v: CostCenterValues,
): Promise<CostCenterRow | null> {
  const result = await db.execute<CostCenterRow>(sql`
    update cost_centers as c
    set name = ${v.name}, code = ${v.code}, active = ${v.active}, updated_at = now()
    where c.corporate_id = ${corporateId}::uuid and c.id = ${id}::uuid
    returning ${COLUMNS}`);
  return result.rows[0] ?? null;
}

export interface BudgetValues {
  amount: number;
  currency: string;
  reset_period: ResetPeriod;
  reset_day: number | null;
  /** Set when the budget's spending is carried into a changed period. */
  used?: { used_balance: number; used_since: Date };
}

export async function insertBudget(
  db: Db,
  corporateId: string,
  costCenterId: string,
  v: BudgetValues,
): Promise<void> {
  await db.execute(sql`
    insert into cost_center_budgets
      (corporate_id, cost_center_id, amount, currency, reset_period, reset_day)
    values (${corporateId}::uuid, ${costCenterId}::uuid, ${v.amount}, ${v.currency},
      ${periodToDb(v.reset_period)}, ${v.reset_day})`);
}

export async function updateBudget(
  db: Db,
  corporateId: string,
  costCenterId: string,
  id: string,
  v: BudgetValues,
): Promise<void> {
  const used = v.used
    ? sql`, used_balance = ${v.used.used_balance}, used_since = ${v.used.used_since.toISOString()}::timestamptz`
    : sql``;
  await db.execute(sql`
    update cost_center_budgets
    set amount = ${v.amount}, currency = ${v.currency}, reset_period = ${periodToDb(v.reset_period)},
      reset_day = ${v.reset_day}, updated_at = now() ${used}
    where corporate_id = ${corporateId}::uuid and cost_center_id = ${costCenterId}::uuid
      and id = ${id}::uuid`);
}

/** Removes the cost center's budgets whose ids are not in `keep`. */
export async function deleteBudgetsExcept(
  db: Db,
  corporateId: string,
  costCenterId: string,
  keep: readonly string[],
): Promise<void> {
  await db.execute(sql`
    delete from cost_center_budgets
    where corporate_id = ${corporateId}::uuid and cost_center_id = ${costCenterId}::uuid
      and not (id = any(${sqlArray([...keep], 'uuid')}))`);
}

export interface AssigneeRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  cost_center_id: string;
  user_id: string | null;
  department_id: string | null;
  staff: StaffBriefRow | null;
  department: DepartmentRow | null;
}

/** Who is assigned to these cost centers, people by name then departments by name. */
export async function assigneesOf(
  db: Db,
  corporateId: string,
  costCenterIds: readonly string[],
): Promise<AssigneeRow[]> {
  if (costCenterIds.length === 0) return [];
  const result = await db.execute<AssigneeRow>(sql`
    select a.id, a.corporate_id, a.cost_center_id, a.user_id, a.department_id,
      case when s.id is null then null else json_build_object(
        'id', s.id, 'user_id', s.user_id, 'corporate_id', s.corporate_id,
        'corporate_level_id', s.corporate_level_id, 'department_id', s.department_id,
        'active', s.active, 'role', s.role::text, 'title', s.title, 'employee_id', s.employee_id,
        'approver_id', s.approver_id, 'monthly_limit', s.monthly_limit,
        'used_balance', s.used_balance, 'email', u.email, 'first_name', ${SEEN.firstName},
        'last_name', ${SEEN.lastName}, 'phone_number', ${SEEN.phone}) end as staff,
      case when d.id is null then null else json_build_object(
        'id', d.id, 'corporate_id', d.corporate_id, 'name', d.name, 'active', d.active,
        'approver_id', d.approver_id, 'monthly_limit', d.monthly_limit,
        'inserted_at', d.inserted_at) end as department
    from cost_center_assignees a
    left join corporate_staffs s on s.corporate_id = a.corporate_id and s.user_id = a.user_id
    left join users u on u.id = s.user_id
    left join departments d on d.corporate_id = a.corporate_id and d.id = a.department_id
    where a.corporate_id = ${corporateId}::uuid
      and a.cost_center_id = any(${sqlArray([...new Set(costCenterIds)], 'uuid')})
    order by a.department_id is not null,
      ${personNameOrder({ firstName: SEEN.firstName, lastName: SEEN.lastName })},
      wf_fold(coalesce(d.name, '')), a.id`);
  return result.rows;
}

/** Adds assignees; those already assigned stay once (the unique indexes decide). */
export async function addAssignees(
  db: Db,
  corporateId: string,
  costCenterId: string,
  userIds: readonly string[],
  departmentIds: readonly string[],
): Promise<void> {
  const rows = [
    ...userIds.map((id) => sql`(${corporateId}::uuid, ${costCenterId}::uuid, ${id}::uuid, null)`),
    ...departmentIds.map(
      (id) => sql`(${corporateId}::uuid, ${costCenterId}::uuid, null, ${id}::uuid)`,
    ),
  ];
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into cost_center_assignees (corporate_id, cost_center_id, user_id, department_id)
    values ${sql.join(rows, sql`, `)}
    on conflict do nothing`);
}

/** Removes the named assignees (user ids and department ids) of the cost center. */
export async function removeAssignees(
  db: Db,
  corporateId: string,
  costCenterId: string,
  which: { userIds?: readonly string[] | 'all'; departmentIds?: readonly string[] | 'all' },
): Promise<void> {
  const match = (column: SQL, ids: readonly string[] | 'all' | undefined) =>
    ids === 'all'
      ? sql`${column} is not null`
      : sql`${column} = any(${sqlArray([...(ids ?? [])], 'uuid')})`;
  await db.execute(sql`
    delete from cost_center_assignees
    where corporate_id = ${corporateId}::uuid and cost_center_id = ${costCenterId}::uuid
      and (${match(sql`user_id`, which.userIds)} or ${match(sql`department_id`, which.departmentIds)})`);
}

/** Which of `userIds` are active staff of the corporate. */
export async function activeStaffIds(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await db.execute<{ user_id: string }>(sql`
    select user_id from corporate_staffs
    where corporate_id = ${corporateId}::uuid and active
      and user_id = any(${sqlArray([...userIds], 'uuid')})`);
  return new Set(result.rows.map((r) => r.user_id));
}

/** Which of `ids` are active departments of the corporate. */
export async function activeDepartmentIds(
  db: Db,
  corporateId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    select id from departments
    where corporate_id = ${corporateId}::uuid and active
      and id = any(${sqlArray([...ids], 'uuid')})`);
  return new Set(result.rows.map((r) => r.id));
}

/** Runs `fn` in a transaction holding the cost center's row lock (writes queue behind it). */
export function withCostCenterLock<T>(
  db: Db,
  corporateId: string,
  id: string,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      select 1 from cost_centers
      where corporate_id = ${corporateId}::uuid and id = ${id}::uuid for update`);
    return fn(tx);
  });
}
