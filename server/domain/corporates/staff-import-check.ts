/**
 * Checking the rows of a staff file with the rules of adding one person (staff-create.ts):
 * the same zod input (staff-input.ts), role, membership, reference and phone rules
 * (staff-refs.ts), read for the whole file at once, plus what only a file can get wrong —
 * a header that names no e-mail column, names that match no department or level, and the
 * same person or employee id twice in the file (a contact number may be shared).
 */
import type { Db } from '../../db/client.js';
import type { FieldError } from '../../errors.js';
import { fieldErrors } from '../context/input.js';
import type { Actor } from '../../../common/permissions/corporate.js';
import { createStaffInput, type CreateStaffInput } from './staff-input.js';
import { contactPhone, loadRefs, membershipError, refErrors } from './staff-refs.js';
import { accountsByEmails, namedRecords, staffByEmails } from './staff-import-repository.js';
import { columnsOf, fold, roleNamed, type ImportColumn } from './staff-sheet-columns.js';
import type { SheetRow } from './staff-sheet-files.js';
import { roleError } from './staff-write.js';

export type RowValues = Partial<Record<ImportColumn, string>>;
export type RowStatus = 'NEW_ACCOUNT' | 'EXISTING_ACCOUNT' | 'ERROR';

export interface CheckedRow {
  row: number;
  values: RowValues;
  status: RowStatus;
  errors: FieldError[];
  /** For a row without errors: what adding the person writes. */
  input?: CreateStaffInput;
  user_id?: string | null;
  locale?: string | null;
  /** The contact number for the staff row (never the account's). */
  phone?: string | null;
}

/** Fields of the staff input as the file's columns call them. */
const COLUMN_OF: Record<string, ImportColumn> = {
  department_id: 'department',
  corporate_level_id: 'corporate_level',
  approver_id: 'approver_email',
};

const asColumn = (e: FieldError): FieldError => ({ ...e, field: COLUMN_OF[e.field] ?? e.field });

/** The header's columns as row values; null when no column holds e-mails. */
export function valuesOf(headers: string[], rows: SheetRow[]) {
  const columns = columnsOf(headers);
  if (!columns.includes('email')) return null;
  return rows.map(({ row, cells }) => {
    const values: RowValues = {};
    columns.forEach((column, index) => {
      if (column && values[column] === undefined) values[column] = cells[index] ?? '';
    });
    return { row, values };
  });
}

/** "5.000.000", "5,000,000", "5 000 000" or 5000000 → 5000000; NaN for anything else. */
export function wholeAmount(value: string): number {
  const text = value.replace(/\s+/g, '').replace(/(₫|đ|vnd)$/i, '');
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  return Number.NaN;
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export async function checkRows(
  db: Db,
  actor: Actor,
  scope: string,
  rows: Array<{ row: number; values: RowValues }>,
): Promise<CheckedRow[]> {
  const emailOf = (v: RowValues) => v.email?.trim().toLowerCase() ?? '';
  const approverEmails = rows.map((r) => r.values.approver_email?.trim().toLowerCase() ?? '');
  // One after the other: a confirmation runs these inside its transaction (one connection).
  const named = await namedRecords(db, scope);
  const approvers = await staffByEmails(db, scope, [...new Set(approverEmails.filter(Boolean))]);
  const people = await accountsByEmails(db, [
    ...new Set(rows.map((r) => emailOf(r.values)).filter(Boolean)),
  ]);
  const departments = new Map(named.departments.map((d) => [fold(d.name), d.id]));
  const levels = new Map(named.levels.map((l) => [fold(l.name), l.id]));

  // First pass: each row on its own, as the create form's input.
  const parsed = rows.map(({ row, values }) => {
    const errors: FieldError[] = [];
    const byName = (
      column: 'department' | 'corporate_level',
      table: Map<string, string>,
      what: string,
    ) => {
      const name = clean(values[column]);
      if (!name) return undefined;
      const id = table.get(fold(name));
      if (!id) errors.push({ field: column, rule: 'unknown', message: `no such ${what}` });
      return id;
    };
    const department_id = byName('department', departments, 'department');
    const corporate_level_id = byName('corporate_level', levels, 'level');
    const approverEmail = clean(values.approver_email)?.toLowerCase();
    const approver = approverEmail ? approvers.get(approverEmail) : undefined;
    if (approverEmail && !approver?.active) {
      errors.push({
        field: 'approver_email',
        rule: 'unknown',
        message: 'no active staff member has this e-mail',
      });
    }
    const limit = clean(values.monthly_limit);
    const monthly_limit = limit === undefined ? undefined : wholeAmount(limit);
    if (Number.isNaN(monthly_limit)) {
      errors.push({
        field: 'monthly_limit',
        rule: 'format',
        message: 'must be a whole amount in đồng',
      });
    }
    const role = clean(values.role);
    const raw = {
      corporate_id: scope,
      email: values.email ?? '',
      first_name: clean(values.first_name),
      last_name: clean(values.last_name),
      courtesy_title: clean(values.courtesy_title),
      phone_number: clean(values.phone_number),
      role: role === undefined ? undefined : (roleNamed(role) ?? role),
      employee_id: clean(values.employee_id),
      title: clean(values.title),
      team: clean(values.team),
      note: clean(values.note),
      department_id,
      corporate_level_id,
      approver_id: approver?.active ? approver.user_id : undefined,
      monthly_limit: Number.isNaN(monthly_limit) ? undefined : monthly_limit,
    };
    const result = createStaffInput.safeParse(raw);
    if (!result.success) errors.push(...fieldErrors(result.error.issues).map(asColumn));
    return { row, values, errors, input: result.success ? result.data : undefined };
  });

  // Second pass: the rules that read the corporate, for every row at once.
  const inputs = parsed.flatMap((p) => (p.input ? [p.input] : []));
  const known = await loadRefs(db, scope, inputs);
  const seen = { email: new Map<string, number>(), employee: new Map<string, number>() };
  return parsed.map(({ row, values, errors, input }) => {
    const twice = (field: string, first: number | undefined) => {
      if (first !== undefined) {
        errors.push({ field, rule: 'duplicate', message: `is the same as in row ${first}` });
      }
    };
    const email = emailOf(values);
    if (email) {
      twice('email', seen.email.get(email));
      if (!seen.email.has(email)) seen.email.set(email, row);
    }
    const employee = clean(values.employee_id);
    if (employee) {
      twice('employee_id', seen.employee.get(employee));
      if (!seen.employee.has(employee)) seen.employee.set(employee, row);
    }
    if (!input) return { row, values, status: 'ERROR' as const, errors };

    const account = people.accounts.get(input.email) ?? null;
    const roleProblem = roleError(actor, input.role ?? 'STAFF');
    if (roleProblem) errors.push(roleProblem);
    if (account) {
      const problem = membershipError(people.memberships.get(account.id) ?? [], scope);
      if (problem) errors.push(problem);
    }
    errors.push(...refErrors(input, account?.id ?? null, known).map(asColumn));
    let phone: string | null = null;
    if (input.phone_number) {
      const checked = contactPhone(input.phone_number);
      if (checked.error) errors.push(checked.error);
      phone = checked.value;
    }
    if (errors.length > 0) return { row, values, status: 'ERROR' as const, errors };
    return {
      row,
      values,
      status: account ? ('EXISTING_ACCOUNT' as const) : ('NEW_ACCOUNT' as const),
      errors,
      input,
      user_id: account?.id ?? null,
      locale: account?.locale ?? null,
      phone,
    };
  });
}
