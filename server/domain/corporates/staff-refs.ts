/**
 * Checks of what a staff input names — department, level, approver, cost centers, employee
 * id, phone — against the caller's corporate, as field errors (never a foreign-key 500, and
 * never a hint about another corporate's records: they are simply "unknown").
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FieldError } from '../../errors.js';
import { parsePhone, type PhoneParts } from '../../auth/identifiers.js';
import { existingIds } from './staff-repository.js';

export interface StaffRefs {
  department_id?: string | null;
  corporate_level_id?: string | null;
  approver_id?: string | null;
  cost_center_ids?: string[] | null;
  employee_id?: string | null;
}

const unknown = (field: string, what: string): FieldError => ({
  field,
  rule: 'unknown',
  message: `no such ${what} in this corporate`,
});

/** Field errors for references of `refs` that are not the corporate's (userId: the subject). */
export async function checkRefs(
  db: Db,
  corporateId: string,
  refs: StaffRefs,
  userId: string | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (refs.department_id) {
    const found = await existingIds(db, corporateId, 'departments', [refs.department_id]);
    if (!found.has(refs.department_id)) errors.push(unknown('department_id', 'department'));
  }
  if (refs.corporate_level_id) {
    const found = await existingIds(db, corporateId, 'corporate_levels', [refs.corporate_level_id]);
    if (!found.has(refs.corporate_level_id)) errors.push(unknown('corporate_level_id', 'level'));
  }
  if (refs.approver_id) {
    if (userId && refs.approver_id === userId) {
      errors.push({
        field: 'approver_id',
        rule: 'own_approver',
        message: 'cannot approve themselves',
      });
    } else {
      const result = await db.execute<{ ok: number }>(sql`
        select 1 as ok from corporate_staffs
        where corporate_id = ${corporateId}::uuid and user_id = ${refs.approver_id}::uuid
          and active`);
      if (result.rows.length === 0) errors.push(unknown('approver_id', 'active staff member'));
    }
  }
  if (refs.cost_center_ids?.length) {
    const found = await existingIds(db, corporateId, 'cost_centers', refs.cost_center_ids);
    refs.cost_center_ids.forEach((id, index) => {
      if (!found.has(id)) errors.push(unknown(`cost_center_ids.${index}`, 'cost center'));
    });
  }
  if (refs.employee_id) {
    const other = userId ? sql`and user_id <> ${userId}::uuid` : sql``;
    const result = await db.execute<{ ok: number }>(sql`
      select 1 as ok from corporate_staffs
      where corporate_id = ${corporateId}::uuid and employee_id = ${refs.employee_id} ${other}`);
    if (result.rows.length > 0) {
      errors.push({
        field: 'employee_id',
        rule: 'unique',
        message: 'another staff member has this employee id',
      });
    }
  }
  return errors;
}

/**
 * A phone number is a sign-in identifier: it is set on an account that has none, unless
 * another account holds it, and is never changed for its owner by someone else.
 */
export async function checkPhone(
  db: Db,
  phone: string,
  account: {
    id: string | null;
    country_calling_code: string | null;
    national_phone_number: string | null;
  },
): Promise<{ error: FieldError | null; set: PhoneParts | null }> {
  const parts = parsePhone(phone);
  if (!parts) {
    return {
      error: { field: 'phone_number', rule: 'format', message: 'is not a phone number' },
      set: null,
    };
  }
  if (account.national_phone_number) {
    const same =
      account.country_calling_code === parts.country_calling_code &&
      account.national_phone_number === parts.national_phone_number;
    return same
      ? { error: null, set: null }
      : {
          error: {
            field: 'phone_number',
            rule: 'identity',
            message: 'a phone number signs in; only its owner changes it',
          },
          set: null,
        };
  }
  const other = account.id ? sql`and id <> ${account.id}::uuid` : sql``;
  const result = await db.execute<{ ok: number }>(sql`
    select 1 as ok from users
    where country_calling_code = ${parts.country_calling_code}
      and national_phone_number = ${parts.national_phone_number} ${other}`);
  if (result.rows.length > 0) {
    return {
      error: { field: 'phone_number', rule: 'taken', message: 'another account has this number' },
      set: null,
    };
  }
  return { error: null, set: parts };
}
