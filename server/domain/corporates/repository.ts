/**
 * Corporate and membership SQL. Every read of corporate data names the corporate id in its
 * WHERE clause (DESIGN.md convention 8); memberships are read by user id, to find it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { personNameOrder } from '../../db/people-search.js';
import { corporateBalanceSql } from '../ledger/service.js';
import type { CorporateRole } from '../../../common/permissions/corporate.js';

export interface MembershipRow extends Record<string, unknown> {
  corporate_id: string;
  role: string;
  corporate_level_id: string | null;
  is_owner: boolean;
}

/**
 * The user's active memberships, the corporate they own first, then the newest. A user is
 * normally staff of one corporate (before_create_corporate_staff refuses a second).
 */
export async function activeMemberships(db: Db, userId: string): Promise<MembershipRow[]> {
  const result = await db.execute<MembershipRow>(sql`
    select s.corporate_id, s.role::text as role, s.corporate_level_id,
           (c.user_id = s.user_id) as is_owner
    from corporate_staffs s join corporates c on c.id = s.corporate_id
    where s.user_id = ${userId}::uuid and s.active
    order by (c.user_id = s.user_id) desc, s.inserted_at desc, s.id`);
  return result.rows;
}

/** The user's active membership of one corporate, or null. */
export async function activeMembership(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<MembershipRow | null> {
  const result = await db.execute<MembershipRow>(sql`
    select s.corporate_id, s.role::text as role, s.corporate_level_id,
           (c.user_id = s.user_id) as is_owner
    from corporate_staffs s join corporates c on c.id = s.corporate_id
    where s.corporate_id = ${corporateId}::uuid and s.user_id = ${userId}::uuid and s.active`);
  return result.rows[0] ?? null;
}

export interface CorporateRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  company_name: string;
  display_name: string | null;
  company_address: string | null;
  company_email: string | null;
  company_phone_number: string | null;
  company_tax_code: string | null;
  legal_representative: string | null;
  logo: string | null;
  balance: number;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  approved_at: Date | string | null;
  enforce_cost_center: boolean;
  enable_split_payment: boolean;
  is_enable_expense: boolean;
  commission_rate: number;
  displaying_price: string | null;
  referral_code: string | null;
  webhook_url: string | null;
  /** The owner's trial end (spec §4), from user_trials. */
  trial_expired_at: Date | string | null;
}

/** One corporate's own columns (the per-viewer fields come from the membership). */
export async function corporateById(db: Db, corporateId: string): Promise<CorporateRow | null> {
  const result = await db.execute<CorporateRow>(sql`
    select id, user_id, company_name, display_name, company_address, company_email,
           company_phone_number, company_tax_code, legal_representative, logo,
           ${corporateBalanceSql(sql`corporates.id`, sql`corporates.currency`)}::float8 as balance,
           currency, status::text as status, approved_at,
           enforce_cost_center, enable_split_payment, is_enable_expense,
           commission_rate::float8 as commission_rate, displaying_price, referral_code,
           webhook_url,
           (select t.expired_at from user_trials t where t.user_id = corporates.user_id)
             as trial_expired_at
    from corporates where id = ${corporateId}::uuid`);
  return result.rows[0] ?? null;
}

export interface MemberRow extends Record<string, unknown> {
  user_id: string;
  staff_id: string;
  corporate_id: string;
  corporate_level_id: string | null;
  role: CorporateRole;
  title: string | null;
  employee_id: string | null;
  approver_id: string | null;
  monthly_limit: number | null;
  used_balance: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  locale: string | null;
  country_calling_code: string | null;
  national_phone_number: string | null;
  department_id: string | null;
  department_name: string | null;
  department_active: boolean | null;
  department_approver_id: string | null;
  department_monthly_limit: number | null;
  department_inserted_at: Date | string | null;
}

/**
 * The corporate's active members with their role, user and department, in the spec's role
 * order (§6: owner 1 … staff 6), then by name.
 */
export async function activeMembers(db: Db, corporateId: string): Promise<MemberRow[]> {
  const result = await db.execute<MemberRow>(sql`
    select s.user_id, s.id as staff_id, s.corporate_id, s.corporate_level_id,
           s.role::text as role, s.title, s.employee_id, s.approver_id,
           s.monthly_limit::float8 as monthly_limit, s.used_balance::float8 as used_balance,
           u.email, u.first_name, u.last_name, u.locale, u.country_calling_code,
           u.national_phone_number,
           d.id as department_id, d.name as department_name, d.active as department_active,
           d.approver_id as department_approver_id,
           d.monthly_limit::float8 as department_monthly_limit,
           d.inserted_at as department_inserted_at
    from corporate_staffs s
    join users u on u.id = s.user_id
    left join departments d on d.corporate_id = s.corporate_id and d.id = s.department_id
    where s.corporate_id = ${corporateId}::uuid and s.active
    order by array_position(
               array['OWNER','ADMIN','APPROVER','OPERATION','ACCOUTING','STAFF']::text[],
               s.role::text),
             ${personNameOrder({ firstName: sql`u.first_name`, lastName: sql`u.last_name` })}, s.id`);
  return result.rows;
}
