/**
 * Cost centers (docs/corporate-cost-centers.md): read by the owner, admins, accounting and
 * operation; created and changed by the owner, admins and accounting; archived and restored by
 * the owner and admins (docs/permissions.md). Reads and how a cost center is presented live
 * here; the writes in cost-centers-write.ts.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { periodAt, type ResetPeriod } from '../../../common/calendar.js';
import {
  assigneesOf,
  budgetsOf,
  costCenterById,
  countCostCenters,
  findCostCenters,
  type AssigneeRow,
  type BudgetRow,
  type CostCenterQuery,
  type CostCenterRow,
} from './cost-centers-repository.js';
import { departmentById, staffBriefByUser } from './departments-repository.js';
import {
  presentDepartment,
  presentStaffBrief,
  type PresentedDepartment,
  type PresentedStaffBrief,
} from './departments.js';
import { checkIds } from './ids.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A budget as of `now`: spending before the current period's start no longer counts. */
export function presentBudget(
  row: Pick<
    BudgetRow,
    'id' | 'amount' | 'used_balance' | 'used_since' | 'currency' | 'reset_period' | 'reset_day'
  >,
  now: Date,
) {
  const period = row.reset_period as ResetPeriod;
  const { start, end } = periodAt(period, row.reset_day, now);
  const amount = Math.round(Number(row.amount));
  const used = start && new Date(row.used_since) < start ? 0 : Math.round(Number(row.used_balance));
  return {
    id: row.id,
    amount,
    used_balance: used,
    balance: amount - used,
    currency: row.currency,
    reset_period: period,
    reset_day: row.reset_day,
    period_started_at: start?.toISOString() ?? null,
    resets_at: end?.toISOString() ?? null,
  };
}
export type PresentedBudget = ReturnType<typeof presentBudget>;

/** The least budget balance: what can be charged without exceeding any budget. */
export const leastBalance = (budgets: readonly PresentedBudget[]) =>
  budgets.length === 0 ? null : Math.min(...budgets.map((b) => b.balance));

export function presentCostCenter(
  row: Pick<CostCenterRow, 'id' | 'corporate_id' | 'name' | 'code' | 'active' | 'inserted_at'>,
  budgets: readonly PresentedBudget[],
) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    name: row.name,
    code: row.code,
    active: row.active,
    inserted_at: iso(row.inserted_at),
    balance: leastBalance(budgets),
    budgets: [...budgets],
  };
}

/** Cost centers with their budgets and assignees (two reads for any number), in order. */
export async function withBudgets(
  db: Db,
  corporateId: string,
  rows: readonly CostCenterRow[],
  now = new Date(),
): Promise<PresentedCostCenter[]> {
  const ids = rows.map((r) => r.id);
  const [budgets, assignees] = await Promise.all([
    budgetsOf(db, corporateId, ids),
    assigneesOf(db, corporateId, ids),
  ]);
  return rows.map((row) => ({
    ...presentCostCenter(
      row,
      budgets.filter((b) => b.cost_center_id === row.id).map((b) => presentBudget(b, now)),
    ),
    assignees: assignees.filter((a) => a.cost_center_id === row.id).map(presentAssignee),
  }));
}

function presentAssignee(row: AssigneeRow) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    cost_center_id: row.cost_center_id,
    user_id: row.user_id,
    department_id: row.department_id,
    staff: row.staff ? presentStaffBrief(row.staff) : null,
    department: row.department ? presentDepartment(row.department) : null,
  };
}
/** An assignment as the operations answer it, with its staff member or department joined. */
export type PresentedAssignee = ReturnType<typeof presentAssignee>;

/**
 * A cost center as the operations answer it. `assignees` are there when the read joined them
 * for a whole page at once (withBudgets); otherwise costCenterAssignees reads them.
 */
export type PresentedCostCenter = ReturnType<typeof presentCostCenter> & {
  assignees?: PresentedAssignee[];
};

export type CostCenterAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** The caller's corporate (the one named must be theirs), with `action` allowed. */
export async function costCenterScope(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  action: CostCenterAction,
): Promise<string> {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'cost_centers');
  return scope;
}

export async function costCentersPage(
  db: Db,
  callerId: string | null,
  args: CostCenterQuery & { corporate_id?: string | null },
) {
  const corporateId = await costCenterScope(db, callerId, args.corporate_id, 'list');
  const [rows, total] = await Promise.all([
    findCostCenters(db, corporateId, args),
    countCostCenters(db, corporateId, args),
  ]);
  return { entries: await withBudgets(db, corporateId, rows), total_count: total };
}

export async function listCostCenters(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; active?: boolean | null },
) {
  const corporateId = await costCenterScope(db, callerId, args.corporate_id, 'list');
  return withBudgets(db, corporateId, await findCostCenters(db, corporateId, args));
}

export async function readCostCenter(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
) {
  const corporateId = await costCenterScope(db, callerId, args.corporate_id, 'show');
  checkIds({ id: args.id });
  const row = await costCenterById(db, corporateId, args.id);
  return row ? (await withBudgets(db, corporateId, [row]))[0] : null;
}

/** A cost center of the corporate as the operations answer it; NOT_FOUND when there is none. */
export async function costCenterOf(db: Db, corporateId: string, id: string) {
  const row = await costCenterById(db, corporateId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such cost center in your corporate.');
  return (await withBudgets(db, corporateId, [row]))[0];
}

/**
 * CostCenter.assignees: those the operation read with the page (handed back as the caller holds
 * them), else read in the cost center's own corporate (it is reached only through operations
 * that authorized the caller for it).
 */
export async function costCenterAssignees<A>(
  db: Db,
  costCenter: { corporate_id: string; id: string; assignees?: A[] },
): Promise<A[] | PresentedAssignee[]> {
  if (costCenter.assignees) return costCenter.assignees;
  return (await assigneesOf(db, costCenter.corporate_id, [costCenter.id])).map(presentAssignee);
}

/** CostCenterAssignee.staff, when the query that read the assignment did not join it. */
export async function assigneeStaff<S>(
  db: Db,
  a: { corporate_id: string; user_id?: string | null; staff?: S | null },
): Promise<S | PresentedStaffBrief | null> {
  if (a.staff !== undefined || !a.user_id) return a.staff ?? null;
  const row = await staffBriefByUser(db, a.corporate_id, a.user_id);
  return row ? presentStaffBrief(row) : null;
}

/** CostCenterAssignee.department, when the query that read the assignment did not join it. */
export async function assigneeDepartment<D>(
  db: Db,
  a: { corporate_id: string; department_id?: string | null; department?: D | null },
): Promise<D | PresentedDepartment | null> {
  if (a.department !== undefined || !a.department_id) return a.department ?? null;
  const row = await departmentById(db, a.corporate_id, a.department_id);
  return row ? presentDepartment(row) : null;
}
