/**
 * Staff rows as the corporate API answers them (spec §3 corporate staff / traveller, and the
 * brief form used for approvers). Nested records are loaded once per page, scoped by corporate.
 */
import type { Db } from '../../db/client.js';
import { presentBudget, presentCostCenter } from './cost-centers.js';
import {
  assigneesFor,
  frequentFlyerCodesFor,
  staffByUsers,
  type AssigneeRow,
  type StaffRow,
} from './staff-repository.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const money = (value: number | null) => (value === null ? null : Math.round(value));

export function phoneOf(row: {
  country_calling_code: string | null;
  national_phone_number: string | null;
}): string | null {
  return row.national_phone_number
    ? `${row.country_calling_code ?? ''}${row.national_phone_number}`
    : null;
}

/** The brief form: the staff row and the person's name and contacts, no nested records. */
export function briefOf(row: StaffRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    corporate_id: row.corporate_id,
    corporate_level_id: row.corporate_level_id,
    department_id: row.department_id,
    active: row.active,
    role: row.role as 'OWNER' | 'ADMIN' | 'APPROVER' | 'OPERATION' | 'ACCOUTING' | 'STAFF',
    title: row.title,
    employee_id: row.employee_id,
    approver_id: row.approver_id,
    monthly_limit: money(row.monthly_limit),
    used_balance: money(row.used_balance),
    email: row.email,
    // The company's contact number; the account's only once the person has joined.
    phone_number: row.contact_phone ?? phoneOf(row),
    first_name: row.first_name,
    last_name: row.last_name,
  };
}

/** The invitation as the company sees it: INVITED turns EXPIRED when no link works. */
export function invitationOf(row: StaffRow, now = new Date()) {
  const expires = row.invitation_expires_at ? new Date(row.invitation_expires_at) : null;
  const live = expires !== null && expires > now;
  return {
    invitation: (row.invitation === 'INVITED' && !live ? 'EXPIRED' : row.invitation) as
      'INVITED' | 'EXPIRED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED',
    invitation_expires_at: row.invitation === 'INVITED' && live ? expires!.toISOString() : null,
  };
}

export type StaffBrief = ReturnType<typeof briefOf>;

/** A cost center reaching the staff member, its budgets as of now (cost-centers.ts). */
function assigneeOf(row: AssigneeRow, now: Date) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    cost_center_id: row.cost_center_id,
    department_id: row.department_id,
    user_id: row.user_id,
    cost_center: presentCostCenter(
      {
        id: row.cost_center_id,
        corporate_id: row.corporate_id,
        name: row.cost_center_name,
        code: row.cost_center_code,
        active: row.cost_center_active,
        inserted_at: row.cost_center_inserted_at,
      },
      row.budgets.map((b) => presentBudget(b, now)),
    ),
  };
}

function fullOf(
  row: StaffRow,
  approvers: Map<string, StaffRow>,
  assignees: AssigneeRow[],
  codes: Array<{ staff_id: string; airline_code: string; code: string }>,
  now: Date,
  invitationNow: Date,
) {
  const approver = row.approver_id ? approvers.get(row.approver_id) : undefined;
  return {
    ...briefOf(row),
    ...invitationOf(row, invitationNow),
    team: row.team,
    note: row.note,
    courtesy_title: row.courtesy_title,
    passport_first_name: row.passport_first_name,
    passport_last_name: row.passport_last_name,
    date_of_birth: row.date_of_birth,
    nationality_country_code: row.nationality_country_code,
    passport: row.passport,
    passport_country_code: row.passport_country_code,
    passport_expired: row.passport_expired,
    gender: row.gender as 'MALE' | 'FEMALE' | 'OTHER' | null,
    legal_entity: row.legal_entity,
    is_enable_expense: row.is_enable_expense,
    balance: money(row.balance),
    approver: approver ? briefOf(approver) : null,
    department: row.department_id
      ? {
          id: row.department_id,
          name: row.department_name ?? '',
          active: row.department_active ?? true,
          approver_id: row.department_approver_id,
          corporate_id: row.corporate_id,
          inserted_at: iso(row.department_inserted_at) ?? '',
          monthly_limit: money(row.department_monthly_limit),
        }
      : null,
    corporate_level: row.corporate_level_id
      ? { id: row.corporate_level_id, name: row.level_name ?? '' }
      : null,
    cost_center_assignees: assignees
      .filter(
        (a) =>
          a.user_id === row.user_id || (a.department_id && a.department_id === row.department_id),
      )
      .map((a) => assigneeOf(a, now)),
    frequent_flyer_codes: codes
      .filter((c) => c.staff_id === row.id)
      .map((c) => ({ airline_code: c.airline_code, code: c.code })),
    user: {
      id: row.user_id,
      avatar: row.avatar,
      email: row.email,
      first_name: row.user_first_name,
      last_name: row.user_last_name,
      // Platform operators (ADMIN) are not a role a corporate sees.
      role: (row.user_role === 'AGENT' ? 'AGENT' : 'USER') as 'USER' | 'AGENT',
      setting: {
        locale: row.locale,
        country_calling_code: row.country_calling_code,
        national_phone_number: row.national_phone_number,
      },
    },
  };
}

export type StaffFull = ReturnType<typeof fullOf>;

/** Full staff records for rows of one corporate: three batched reads, whatever the count. */
export async function presentStaff(
  db: Db,
  corporateId: string,
  rows: StaffRow[],
  /** The server's clock, for whether an invitation link still works. */
  invitationNow: Date = new Date(),
): Promise<StaffFull[]> {
  if (rows.length === 0) return [];
  const approverIds = rows.map((r) => r.approver_id).filter((id): id is string => Boolean(id));
  const departmentIds = rows.map((r) => r.department_id).filter((id): id is string => Boolean(id));
  const [approvers, assignees, codes] = await Promise.all([
    staffByUsers(db, corporateId, approverIds),
    assigneesFor(
      db,
      corporateId,
      rows.map((r) => r.user_id),
      [...new Set(departmentIds)],
    ),
    frequentFlyerCodesFor(
      db,
      corporateId,
      rows.map((r) => r.id),
    ),
  ]);
  // Budget periods stay on the wall clock, as the cost-center reads are.
  const now = new Date();
  return rows.map((row) => fullOf(row, approvers, assignees, codes, now, invitationNow));
}
