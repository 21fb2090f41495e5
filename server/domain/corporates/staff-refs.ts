/**
 * Checks of what a staff input names — department, level, approver, cost centers, employee
 * id, contact phone, the person's memberships — against the caller's corporate, as field errors
 * (never a foreign-key 500, and never a hint about another corporate's records: they are
 * simply "unknown"). The rules are pure functions over what was read (`KnownRefs`), so adding
 * one person and importing a file of them apply the same rules: one reads what a single input
 * names, the import reads what the whole file names in a few queries.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FieldError } from '../../errors.js';
import { sqlArray } from '../../db/sql-values.js';
import { parsePhone, phoneDigits } from '../../auth/identifiers.js';
import { existingIds } from './staff-repository.js';

export interface StaffRefs {
  department_id?: string | null;
  corporate_level_id?: string | null;
  approver_id?: string | null;
  cost_center_ids?: string[] | null;
  employee_id?: string | null;
}

/** What the corporate holds of the ids and employee ids some inputs name. */
export interface KnownRefs {
  departments: Set<string>;
  levels: Set<string>;
  costCenters: Set<string>;
  /** User ids of the corporate's active staff. */
  activeStaff: Set<string>;
  /** Employee id → the user id of the staff member who has it. */
  employeeIds: Map<string, string>;
}

const unknown = (field: string, what: string): FieldError => ({
  field,
  rule: 'unknown',
  message: `no such ${what} in this corporate`,
});

/** Field errors for references of `refs` that are not the corporate's (userId: the subject). */
export function refErrors(refs: StaffRefs, userId: string | null, known: KnownRefs): FieldError[] {
  const errors: FieldError[] = [];
  if (refs.department_id && !known.departments.has(refs.department_id)) {
    errors.push(unknown('department_id', 'department'));
  }
  if (refs.corporate_level_id && !known.levels.has(refs.corporate_level_id)) {
    errors.push(unknown('corporate_level_id', 'level'));
  }
  if (refs.approver_id) {
    if (userId && refs.approver_id === userId) {
      errors.push({
        field: 'approver_id',
        rule: 'own_approver',
        message: 'cannot approve themselves',
      });
    } else if (!known.activeStaff.has(refs.approver_id)) {
      errors.push(unknown('approver_id', 'active staff member'));
    }
  }
  refs.cost_center_ids?.forEach((id, index) => {
    if (!known.costCenters.has(id)) errors.push(unknown(`cost_center_ids.${index}`, 'cost center'));
  });
  if (refs.employee_id) {
    const holder = known.employeeIds.get(refs.employee_id);
    if (holder && holder !== userId) {
      errors.push({
        field: 'employee_id',
        rule: 'unique',
        message: 'another staff member has this employee id',
      });
    }
  }
  return errors;
}

/** Reads what `inputs` name, a query per kind whatever their number (corporate-scoped). */
export async function loadRefs(
  db: Db,
  corporateId: string,
  inputs: readonly StaffRefs[],
): Promise<KnownRefs> {
  const ids = (pick: (r: StaffRefs) => Array<string | null | undefined>) => [
    ...new Set(inputs.flatMap(pick).filter((v): v is string => Boolean(v))),
  ];
  const approvers = ids((r) => [r.approver_id]);
  const employeeIds = ids((r) => [r.employee_id]);
  // One after the other: inside a transaction the statements share one connection.
  const departments = await existingIds(
    db,
    corporateId,
    'departments',
    ids((r) => [r.department_id]),
  );
  const levels = await existingIds(
    db,
    corporateId,
    'corporate_levels',
    ids((r) => [r.corporate_level_id]),
  );
  const costCenters = await existingIds(
    db,
    corporateId,
    'cost_centers',
    ids((r) => r.cost_center_ids ?? []),
  );
  const active =
    approvers.length === 0
      ? { rows: [] }
      : await db.execute<{ user_id: string }>(sql`
          select user_id from corporate_staffs
          where corporate_id = ${corporateId}::uuid and active
            and user_id = any(${sqlArray(approvers, 'uuid')})`);
  const employees =
    employeeIds.length === 0
      ? { rows: [] }
      : await db.execute<{ employee_id: string; user_id: string }>(sql`
          select employee_id, user_id from corporate_staffs
          where corporate_id = ${corporateId}::uuid
            and employee_id = any(${sqlArray(employeeIds, 'text')})`);
  return {
    departments,
    levels,
    costCenters,
    activeStaff: new Set(active.rows.map((r) => r.user_id)),
    employeeIds: new Map(employees.rows.map((r) => [r.employee_id, r.user_id])),
  };
}

/** Field errors for references of `refs` that are not the corporate's (userId: the subject). */
export async function checkRefs(
  db: Db,
  corporateId: string,
  refs: StaffRefs,
  userId: string | null,
): Promise<FieldError[]> {
  return refErrors(refs, userId, await loadRefs(db, corporateId, [refs]));
}

/** Someone already staff here, or active staff of another corporate, is not added. */
export function membershipError(
  memberships: ReadonlyArray<{ corporate_id: string; active: boolean }>,
  corporateId: string,
): FieldError | null {
  if (memberships.some((m) => m.corporate_id === corporateId)) {
    return {
      field: 'email',
      rule: 'already_staff',
      message: 'is already staff of this corporate (reactivate them instead)',
    };
  }
  if (memberships.some((m) => m.active)) {
    return { field: 'email', rule: 'in_other_corporate', message: 'is staff of another corporate' };
  }
  return null;
}

/**
 * A staff member's phone number is the company's contact number, kept on the staff row as
 * digits with the calling code. It never signs anyone in and never touches an account (issue
 * 19 hole 1: a number written to an account without one let the company sign in as the
 * person by one-time code): only its format is checked.
 */
export function contactPhone(phone: string): { error: FieldError | null; value: string | null } {
  const parts = parsePhone(phone);
  if (!parts) {
    return {
      error: { field: 'phone_number', rule: 'format', message: 'is not a phone number' },
      value: null,
    };
  }
  return { error: null, value: phoneDigits(parts) };
}
