/**
 * Changing cost centers (docs/corporate-cost-centers.md): create, update (budgets replaced as a
 * list, assignees replaced), archive and restore, assign and unassign. Every write runs in one
 * transaction holding the cost center's row lock, so two saves of one cost center queue.
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { isUniqueViolation } from '../accounts/races.js';
import type { ResetPeriod } from '../../../common/calendar.js';
import { usedInPeriod } from './budget-period.js';
import {
  activeDepartmentIds,
  activeStaffIds,
  addAssignees,
  budgetsOf,
  costCenterById,
  costCenterNamed,
  deleteBudgetsExcept,
  insertBudget,
  insertCostCenter,
  removeAssignees,
  updateBudget,
  updateCostCenterRow,
  withCostCenterLock,
  type BudgetRow,
  type BudgetValues,
  type CostCenterRow,
} from './cost-centers-repository.js';
import { costCenterOf, costCenterScope } from './cost-centers.js';
import { checkIds } from './ids.js';

export interface BudgetInput {
  id?: string | null;
  amount: number;
  currency?: string | null;
  reset_period?: ResetPeriod | null;
  reset_day?: number | null;
}

export interface CostCenterInput {
  name?: string | null;
  code?: string | null;
  budgets?: BudgetInput[] | null;
  user_ids?: string[] | null;
  department_ids?: string[] | null;
}

const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);

const NAME_TAKEN: FieldError = {
  field: 'name',
  rule: 'unique',
  message: 'another cost center of this corporate has this name',
};

/**
 * A unique key the checks above could not see (two saves at once): named as its field. The
 * budgets' key (one per period and currency) trips when two budgets swap periods in one save.
 */
function raceLost(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (constraint.startsWith('cost_center_budgets')) {
    return bad([
      {
        field: 'budgets',
        rule: 'unique',
        message: 'a cost center has one budget per period: change one period at a time',
      },
    ]);
  }
  return bad([NAME_TAKEN]);
}

const lower = (ids: readonly string[] | null | undefined) =>
  ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : null;

/**
 * The budgets as they will be stored: currency upper-case (default VND), period MONTHLY, day 1
 * (none for NEVER). One budget per period, one currency per cost center, ids of its own budgets.
 */
function budgetValues(
  inputs: readonly BudgetInput[],
  existing: readonly BudgetRow[],
): { values: Array<BudgetValues & { id: string | null }>; fields: FieldError[] } {
  const fields: FieldError[] = [];
  const own = new Set(existing.map((b) => b.id));
  const seenPeriods = new Set<string>();
  const seenIds = new Set<string>();
  const values = inputs.map((input, index) => {
    const at = (field: string) => `budgets.${index}.${field}`;
    const period = input.reset_period ?? 'MONTHLY';
    const currency = (input.currency ?? 'VND').toUpperCase();
    if (period === 'NEVER' && input.reset_day != null) {
      fields.push({
        field: at('reset_day'),
        rule: 'not_allowed',
        message: 'a budget that never resets has no reset day',
      });
    }
    if (seenPeriods.has(period)) {
      fields.push({
        field: at('reset_period'),
        rule: 'unique',
        message: 'a cost center has one budget per period',
      });
    }
    seenPeriods.add(period);
    const first = (inputs[0].currency ?? 'VND').toUpperCase();
    if (index > 0 && currency !== first) {
      fields.push({
        field: at('currency'),
        rule: 'same_currency',
        message: `every budget of a cost center is in one currency (${first})`,
      });
    }
    const id = input.id?.toLowerCase() ?? null;
    if (id && (!own.has(id) || seenIds.has(id))) {
      fields.push({
        field: at('id'),
        rule: 'unknown',
        message: 'not a budget of this cost center',
      });
    }
    if (id) seenIds.add(id);
    return {
      id,
      amount: input.amount,
      currency,
      reset_period: period,
      reset_day: period === 'NEVER' ? null : (input.reset_day ?? 1),
    };
  });
  return { values, fields };
}

/** Assignees must be active staff and active departments of the corporate. */
async function checkAssignees(
  db: Db,
  corporateId: string,
  userIds: readonly string[] | null,
  departmentIds: readonly string[] | null,
): Promise<FieldError[]> {
  const fields: FieldError[] = [];
  const [staff, departments] = await Promise.all([
    activeStaffIds(db, corporateId, userIds ?? []),
    activeDepartmentIds(db, corporateId, departmentIds ?? []),
  ]);
  userIds?.forEach((id, i) => {
    if (!staff.has(id)) {
      fields.push({
        field: `user_ids.${i}`,
        rule: 'unknown',
        message: 'not an active staff member of this corporate',
      });
    }
  });
  departmentIds?.forEach((id, i) => {
    if (!departments.has(id)) {
      fields.push({
        field: `department_ids.${i}`,
        rule: 'unknown',
        message: 'not an active department of this corporate',
      });
    }
  });
  return fields;
}

/** Writes the budgets: listed ones changed, new ones added, the rest removed. */
async function writeBudgets(
  tx: Db,
  corporateId: string,
  costCenterId: string,
  values: ReadonlyArray<BudgetValues & { id: string | null }>,
  existing: readonly BudgetRow[],
  now: Date,
): Promise<void> {
  await deleteBudgetsExcept(
    tx,
    corporateId,
    costCenterId,
    values.flatMap((v) => (v.id ? [v.id] : [])),
  );
  // Inserted after the removals, so a removed period can be added again in the same save.
  for (const value of values) {
    const before = value.id ? existing.find((b) => b.id === value.id) : undefined;
    if (!before) {
      await insertBudget(tx, corporateId, costCenterId, value);
      continue;
    }
    const periodChanged =
      before.reset_period !== value.reset_period || before.reset_day !== value.reset_day;
    // A changed period keeps what was spent in the current one, counted from now on.
    const used = periodChanged
      ? { used_balance: usedInPeriod(before, new Date(before.used_since), now), used_since: now }
      : undefined;
    await updateBudget(tx, corporateId, costCenterId, before.id, { ...value, used });
  }
}

export async function createCostCenter(
  db: Db,
  callerId: string | null,
  input: CostCenterInput & { corporate_id: string; name: string },
) {
  const corporateId = await costCenterScope(db, callerId, input.corporate_id, 'create');
  const userIds = lower(input.user_ids);
  const departmentIds = lower(input.department_ids);
  checkIds(idFields(userIds, departmentIds));
  const { values, fields } = budgetValues(input.budgets ?? [], []);
  if (await costCenterNamed(db, corporateId, input.name, null)) fields.unshift(NAME_TAKEN);
  fields.push(...(await checkAssignees(db, corporateId, userIds, departmentIds)));
  if (fields.length) throw bad(fields);
  try {
    const id = await db.transaction(async (tx) => {
      const row = await insertCostCenter(tx, corporateId, {
        name: input.name,
        code: input.code ?? null,
        active: true,
      });
      for (const value of values) await insertBudget(tx, corporateId, row.id, value);
      await addAssignees(tx, corporateId, row.id, userIds ?? [], departmentIds ?? []);
      return row.id;
    });
    return costCenterOf(db, corporateId, id);
  } catch (err) {
    throw raceLost(err);
  }
}

const idFields = (userIds: string[] | null, departmentIds: string[] | null) =>
  Object.fromEntries([
    ...(userIds ?? []).map((id, i) => [`user_ids.${i}`, id]),
    ...(departmentIds ?? []).map((id, i) => [`department_ids.${i}`, id]),
  ]);

async function existingCostCenter(db: Db, corporateId: string, id: string): Promise<CostCenterRow> {
  const row = await costCenterById(db, corporateId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such cost center in your corporate.');
  return row;
}

/** Omitted fields stay; `code: null` clears it; `active` archives or restores (owner, admins). */
export async function updateCostCenter(
  db: Db,
  callerId: string | null,
  input: CostCenterInput & { id: string; active?: boolean | null },
  now = new Date(),
) {
  const corporateId = await costCenterScope(db, callerId, null, 'edit');
  checkIds({ id: input.id });
  const current = await existingCostCenter(db, corporateId, input.id);
  if (input.active != null && input.active !== current.active) {
    await costCenterScope(db, callerId, null, 'delete');
  }
  const userIds = lower(input.user_ids);
  const departmentIds = lower(input.department_ids);
  checkIds(idFields(userIds, departmentIds));
  try {
    await withCostCenterLock(db, corporateId, current.id, async (tx) => {
      const existing = await budgetsOf(tx, corporateId, [current.id]);
      const { values, fields } = budgetValues(input.budgets ?? [], existing);
      const name = input.name ?? current.name;
      if (await costCenterNamed(tx, corporateId, name, current.id)) fields.unshift(NAME_TAKEN);
      fields.push(...(await checkAssignees(tx, corporateId, userIds, departmentIds)));
      if (fields.length) throw bad(fields);
      await updateCostCenterRow(tx, corporateId, current.id, {
        name,
        code: input.code === undefined ? current.code : input.code,
        active: input.active ?? current.active,
      });
      if (input.budgets) await writeBudgets(tx, corporateId, current.id, values, existing, now);
      if (userIds) {
        await removeAssignees(tx, corporateId, current.id, { userIds: 'all' });
        await addAssignees(tx, corporateId, current.id, userIds, []);
      }
      if (departmentIds) {
        await removeAssignees(tx, corporateId, current.id, { departmentIds: 'all' });
        await addAssignees(tx, corporateId, current.id, [], departmentIds);
      }
    });
  } catch (err) {
    throw raceLost(err);
  }
  return costCenterOf(db, corporateId, current.id);
}

/** Archived: kept with its budgets and assignees for history; restored by update(active). */
export async function archiveCostCenter(db: Db, callerId: string | null, input: { id: string }) {
  const corporateId = await costCenterScope(db, callerId, null, 'delete');
  checkIds({ id: input.id });
  const current = await existingCostCenter(db, corporateId, input.id);
  await updateCostCenterRow(db, corporateId, current.id, { ...current, active: false });
  return costCenterOf(db, corporateId, current.id);
}

/** Adds (`assign`) or removes staff and departments; repeats are harmless. */
export async function changeAssignees(
  db: Db,
  callerId: string | null,
  input: { cost_center_id: string; user_ids?: string[] | null; department_ids?: string[] | null },
  change: 'assign' | 'unassign',
) {
  const corporateId = await costCenterScope(db, callerId, null, 'edit');
  checkIds({ cost_center_id: input.cost_center_id });
  const userIds = lower(input.user_ids) ?? [];
  const departmentIds = lower(input.department_ids) ?? [];
  checkIds(idFields(userIds, departmentIds));
  const current = await existingCostCenter(db, corporateId, input.cost_center_id);
  if (change === 'unassign') {
    await removeAssignees(db, corporateId, current.id, { userIds, departmentIds });
    return costCenterOf(db, corporateId, current.id);
  }
  const fields = await checkAssignees(db, corporateId, userIds, departmentIds);
  if (!current.active) {
    fields.unshift({
      field: 'cost_center_id',
      rule: 'not_allowed',
      message: 'the cost center is archived: restore it first',
    });
  }
  if (fields.length) throw bad(fields);
  await withCostCenterLock(db, corporateId, current.id, (tx) =>
    addAssignees(tx, corporateId, current.id, userIds, departmentIds),
  );
  return costCenterOf(db, corporateId, current.id);
}
