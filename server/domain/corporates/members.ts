/**
 * `corporate_members` (spec §7): everyone in the caller's corporate with their role, for role
 * management — the owner and admins only (docs/permissions.md). Deactivated staff are not
 * members. Sorted in the spec's role order (§6).
 */
import type { Db } from '../../db/client.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';
import { activeMembers, type MemberRow } from './repository.js';

const money = (value: number | null) => (value === null ? null : Math.round(value));
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function present(row: MemberRow) {
  return {
    id: row.user_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    setting: {
      locale: row.locale,
      country_calling_code: row.country_calling_code,
      national_phone_number: row.national_phone_number,
    },
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
    corporate_staff: {
      id: row.staff_id,
      user_id: row.user_id,
      corporate_id: row.corporate_id,
      corporate_level_id: row.corporate_level_id,
      department_id: row.department_id,
      active: true,
      role: row.role,
      title: row.title,
      employee_id: row.employee_id,
      approver_id: row.approver_id,
      monthly_limit: money(row.monthly_limit),
      used_balance: money(row.used_balance),
      email: row.email,
      phone_number: row.national_phone_number
        ? `${row.country_calling_code ?? ''}${row.national_phone_number}`
        : null,
      first_name: row.first_name,
      last_name: row.last_name,
    },
  };
}

export async function listMembers(db: Db, callerId: string | null, corporateId: string) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, 'list', 'members');
  return (await activeMembers(db, scope)).map(present);
}
