/**
 * Departments (spec §3, §7): read by the corporate's managers, created and changed by the owner
 * and admins (docs/permissions.md). Rules (docs/corporate-departments.md): a name is unique in
 * the corporate regardless of case; the approver is an active staff member of the corporate; a
 * monthly limit is whole minor units, never negative; a department is never deleted, and is
 * deactivated only once no active staff member is left in it.
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate, type Actor } from './access.js';
import { requireUserId } from '../context/user.js';
import {
  activeStaffCount,
  countDepartments,
  departmentById,
  departmentNamed,
  departmentsStaff,
  findDepartments,
  insertDepartment,
  staffBriefByEmail,
  staffBriefByUser,
  staffBriefsByUsers,
  updateDepartmentRow,
  type DepartmentQuery,
  type DepartmentRow,
  type DepartmentValues,
  type StaffBriefRow,
} from './departments-repository.js';
import { checkIds } from './ids.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const money = (value: number | null) => (value === null ? null : Math.round(value));

export function presentDepartment(row: DepartmentRow) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    name: row.name,
    active: row.active,
    approver_id: row.approver_id,
    monthly_limit: money(row.monthly_limit),
    inserted_at: iso(row.inserted_at),
  };
}
export type PresentedDepartment = ReturnType<typeof presentDepartment>;

export function presentStaffBrief(row: StaffBriefRow) {
  return {
    ...row,
    role: row.role as 'OWNER' | 'ADMIN' | 'APPROVER' | 'OPERATION' | 'ACCOUTING' | 'STAFF',
    monthly_limit: money(row.monthly_limit),
    used_balance: money(row.used_balance),
  };
}
export type PresentedStaffBrief = ReturnType<typeof presentStaffBrief>;

/** The caller as an actor of the corporate they name (or theirs), allowed `action`. */
async function scopeFor(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  action: 'list' | 'show' | 'create' | 'edit',
): Promise<{ actor: Actor; corporateId: string }> {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'departments');
  return { actor, corporateId: scope };
}

export async function listDepartments(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; active?: boolean | null },
) {
  const { corporateId } = await scopeFor(db, callerId, args.corporate_id, 'list');
  return (await findDepartments(db, corporateId, { active: args.active })).map(presentDepartment);
}

export async function departmentsPage(
  db: Db,
  callerId: string | null,
  args: DepartmentQuery & { corporate_id?: string | null },
) {
  const { corporateId } = await scopeFor(db, callerId, args.corporate_id, 'list');
  const [rows, total] = await Promise.all([
    findDepartments(db, corporateId, args),
    countDepartments(db, corporateId, args),
  ]);
  return { entries: rows.map(presentDepartment), total_count: total };
}

export async function readDepartment(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
) {
  const { corporateId } = await scopeFor(db, callerId, args.corporate_id, 'show');
  checkIds({ id: args.id });
  const row = await departmentById(db, corporateId, args.id);
  return row ? presentDepartment(row) : null;
}

const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);

/** The rules that need the database: unique name, an approver who is active staff. */
async function checkValues(
  db: Db,
  corporateId: string,
  values: DepartmentValues,
  exceptId: string | null,
): Promise<void> {
  const fields: FieldError[] = [];
  if (await departmentNamed(db, corporateId, values.name, exceptId)) {
    fields.push({
      field: 'name',
      rule: 'unique',
      message: 'another department of this corporate has this name',
    });
  }
  if (values.approver_id) {
    const approver = await staffBriefByUser(db, corporateId, values.approver_id);
    if (!approver || !approver.active) {
      fields.push({
        field: 'approver_id',
        rule: 'unknown',
        message: 'the approver must be an active staff member of this corporate',
      });
    }
  }
  if (fields.length) throw bad(fields);
}

export interface CreateDepartmentInput {
  corporate_id: string;
  name: string;
  approver_id?: string | null;
  monthly_limit?: number | null;
  active?: boolean | null;
}

export async function createDepartment(
  db: Db,
  callerId: string | null,
  input: CreateDepartmentInput,
) {
  const { corporateId } = await scopeFor(db, callerId, input.corporate_id, 'create');
  checkIds({ approver_id: input.approver_id });
  const values: DepartmentValues = {
    name: input.name,
    approver_id: input.approver_id?.toLowerCase() ?? null,
    monthly_limit: input.monthly_limit ?? null,
    active: input.active ?? true,
  };
  await checkValues(db, corporateId, values, null);
  try {
    return presentDepartment(await insertDepartment(db, corporateId, values));
  } catch (err) {
    throw uniqueNameLost(err);
  }
}

export interface UpdateDepartmentInput {
  id: string;
  name?: string | null;
  approver_id?: string | null;
  monthly_limit?: number | null;
  active?: boolean | null;
}

/** Omitted fields stay; `approver_id` and `monthly_limit` given as null are cleared. */
export async function updateDepartment(
  db: Db,
  callerId: string | null,
  input: UpdateDepartmentInput,
) {
  const { corporateId } = await scopeFor(db, callerId, null, 'edit');
  checkIds({ id: input.id, approver_id: input.approver_id });
  const current = await departmentById(db, corporateId, input.id);
  if (!current) throw new AppError('NOT_FOUND', 'No such department in your corporate.');
  const values: DepartmentValues = {
    name: input.name ?? current.name,
    approver_id:
      input.approver_id === undefined
        ? current.approver_id
        : (input.approver_id?.toLowerCase() ?? null),
    monthly_limit:
      input.monthly_limit === undefined ? money(current.monthly_limit) : input.monthly_limit,
    active: input.active ?? current.active,
  };
  await checkValues(db, corporateId, values, current.id);
  if (current.active && !values.active) {
    const staff = await activeStaffCount(db, corporateId, current.id);
    if (staff > 0) {
      throw bad([
        {
          field: 'active',
          rule: 'not_allowed',
          message: `move the department's ${staff} active staff to another department first`,
        },
      ]);
    }
  }
  try {
    const row = await updateDepartmentRow(db, corporateId, current.id, values);
    if (!row) throw new AppError('NOT_FOUND', 'No such department in your corporate.');
    return presentDepartment(row);
  } catch (err) {
    throw uniqueNameLost(err);
  }
}

/** Two creates of one name at once: the database's unique key decides, named as the field. */
function uniqueNameLost(err: unknown): unknown {
  const e = err as { code?: string; cause?: { code?: string } };
  if ((e.code ?? e.cause?.code) !== '23505') return err;
  return bad([
    {
      field: 'name',
      rule: 'unique',
      message: 'another department of this corporate has this name',
    },
  ]);
}

/**
 * before_assign_department_for_staff: may the staff member with this e-mail move to the
 * department? A check only (the move is update_corporate_staff). Reasons: NOT_STAFF (no active
 * staff member has this e-mail), ALREADY_IN_DEPARTMENT, DEPARTMENT_INACTIVE,
 * IS_DEPARTMENT_APPROVER (they approve the department they are in: name another approver first).
 */
export async function beforeAssignDepartment(
  db: Db,
  callerId: string | null,
  args: { corporate_id: string; email: string; department_id: string },
) {
  const { corporateId } = await scopeFor(db, callerId, args.corporate_id, 'edit');
  checkIds({ department_id: args.department_id });
  const target = await departmentById(db, corporateId, args.department_id);
  if (!target) throw new AppError('NOT_FOUND', 'No such department in your corporate.');
  const staff = await staffBriefByEmail(db, corporateId, args.email.trim());
  if (!staff || !staff.active) {
    return {
      can_assign: false,
      reason: 'NOT_STAFF',
      corporate_staff: null,
      current_department: null,
    };
  }
  const current = staff.department_id
    ? await departmentById(db, corporateId, staff.department_id)
    : null;
  const answer = (reason: string | null) => ({
    can_assign: reason === null,
    reason,
    corporate_staff: presentStaffBrief(staff),
    current_department: current ? presentDepartment(current) : null,
  });
  if (current?.id === target.id) return answer('ALREADY_IN_DEPARTMENT');
  if (!target.active) return answer('DEPARTMENT_INACTIVE');
  if (current && current.approver_id === staff.user_id) return answer('IS_DEPARTMENT_APPROVER');
  return answer(null);
}

/** The distinct corporates of a list of parents, each with its parents' keys. */
function byCorporate<T extends { corporate_id: string }>(
  parents: readonly T[],
  key: (parent: T) => string | null | undefined,
): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const parent of parents) {
    const value = key(parent);
    if (!value) continue;
    const list = keys.get(parent.corporate_id) ?? [];
    list.push(value);
    keys.set(parent.corporate_id, list);
  }
  return keys;
}

/**
 * Department.approver for every department of a list (Mercurius loader): one statement per
 * corporate in the list (one in practice), each scoped by that corporate's id; answers in the
 * order asked.
 */
export async function departmentApprovers(
  db: Db,
  departments: readonly { corporate_id: string; approver_id?: string | null }[],
) {
  const found = new Map<string, StaffBriefRow>();
  for (const [corporateId, userIds] of byCorporate(departments, (d) => d.approver_id)) {
    for (const row of await staffBriefsByUsers(db, corporateId, userIds)) {
      found.set(`${corporateId}/${row.user_id}`, row);
    }
  }
  return departments.map((d) => {
    const row = d.approver_id ? found.get(`${d.corporate_id}/${d.approver_id}`) : undefined;
    return row ? presentStaffBrief(row) : null;
  });
}

/**
 * Department.corporate_staffs for every department of a list (Mercurius loader): its active
 * staff by name, one statement per corporate in the list, scoped by that corporate's id.
 */
export async function departmentsMembers(
  db: Db,
  departments: readonly { corporate_id: string; id: string }[],
) {
  const members = new Map<string, StaffBriefRow[]>();
  for (const [corporateId, departmentIds] of byCorporate(departments, (d) => d.id)) {
    for (const row of await departmentsStaff(db, corporateId, departmentIds)) {
      const key = `${corporateId}/${row.department_id}`;
      members.set(key, [...(members.get(key) ?? []), row]);
    }
  }
  return departments.map((d) =>
    (members.get(`${d.corporate_id}/${d.id}`) ?? []).map(presentStaffBrief),
  );
}
