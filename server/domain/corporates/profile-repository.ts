/**
 * SQL of the corporate's own details: registration, update, credit request, the parts the full
 * read adds, and the dashboard's counts. Every statement on company data names the corporate id
 * (DESIGN.md convention 8); lookups by tax code or referral code read no company data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corporateStaffs, corporates, creditRequests } from '../../db/schema.js';
import type { CreditRequestInput } from './profile-input.js';

export interface CorporateExtrasRow extends Record<string, unknown> {
  rank_id: string | null;
  rank: string | null;
  minimum_spending: number | null;
  admin_booked_cashback_rate: number | null;
  owner_cashback_rate: number | null;
  credit_currency: string | null;
  max_debt: number | null;
  credit_monthly_limit: number | null;
  penalty_days: number | null;
  penalty_rate: number | null;
  reward_days: number | null;
  reward_rate: number | null;
  manager_id: string | null;
  manager_email: string | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  manager_avatar: string | null;
  referrer_id: string | null;
  referrer_email: string | null;
  referrer_first_name: string | null;
  referrer_last_name: string | null;
  referrer_avatar: string | null;
  owner_role: string;
  trial_expired_at: Date | string | null;
}

/** The parts of the full read beyond the corporate's own columns, in one statement. */
export async function corporateExtras(db: Db, corporateId: string): Promise<CorporateExtrasRow> {
  const result = await db.execute<CorporateExtrasRow>(sql`
    select r.id as rank_id, r.rank, r.minimum_spending::float8 as minimum_spending,
           r.admin_booked_cashback_rate::float8 as admin_booked_cashback_rate,
           r.owner_cashback_rate::float8 as owner_cashback_rate,
           cc.currency as credit_currency, cc.max_debt::float8 as max_debt,
           cc.monthly_limit::float8 as credit_monthly_limit, cc.penalty_days,
           cc.penalty_rate::float8 as penalty_rate, cc.reward_days,
           cc.reward_rate::float8 as reward_rate,
           m.id as manager_id, m.email as manager_email, m.first_name as manager_first_name,
           m.last_name as manager_last_name, m.avatar as manager_avatar,
           ref.id as referrer_id, ref.email as referrer_email,
           ref.first_name as referrer_first_name, ref.last_name as referrer_last_name,
           ref.avatar as referrer_avatar,
           o.role::text as owner_role, t.expired_at as trial_expired_at
    from corporates c
    join users o on o.id = c.user_id
    left join rank_configurations r on r.id = c.rank_configuration_id
    left join corporate_credits cc on cc.corporate_id = c.id
    left join users m on m.id = c.account_manager_user_id
    left join users ref on ref.id = c.referrer_user_id
    left join user_trials t on t.user_id = c.user_id
    where c.id = ${corporateId}::uuid`);
  return result.rows[0];
}

/** The corporate (other than `exceptId`) that holds a tax code, rejected ones aside. */
export async function taxCodeHolder(
  db: Db,
  taxCode: string,
  exceptId: string | null,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select id from corporates
    where company_tax_code = ${taxCode} and status <> 'REJECTED'
      and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)
    limit 1`);
  return result.rows[0]?.id ?? null;
}

/** The user whose own referral code this is (case-insensitive), or null. */
export async function userByReferralCode(db: Db, code: string): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select id from users where upper(referral_code) = upper(${code}) limit 1`);
  return result.rows[0]?.id ?? null;
}

export interface RegistrationValues {
  company_name: string;
  display_name: string | null;
  company_address: string;
  company_email: string;
  company_phone_number: string;
  company_tax_code: string;
  legal_representative: string | null;
  referrer_user_id: string | null;
}

/**
 * A new PENDING corporate owned by `ownerId` and the owner's staff row (joined: they registered
 * it). One transaction; the caller holds it.
 */
export async function insertRegistration(
  tx: Db,
  ownerId: string,
  values: RegistrationValues,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(corporates)
    .values({ ...values, user_id: ownerId, status: 'PENDING' })
    .returning({ id: corporates.id });
  await tx.insert(corporateStaffs).values({
    corporate_id: row.id,
    user_id: ownerId,
    role: 'OWNER',
    joined_at: now,
  });
  return row.id;
}

/** A REJECTED registration sent again with new details: PENDING; false if it was not REJECTED. */
export async function resubmitRegistration(
  tx: Db,
  corporateId: string,
  ownerId: string,
  values: RegistrationValues,
): Promise<boolean> {
  const result = await tx.execute(sql`
    update corporates set company_name = ${values.company_name},
      display_name = ${values.display_name}, company_address = ${values.company_address},
      company_email = ${values.company_email},
      company_phone_number = ${values.company_phone_number},
      company_tax_code = ${values.company_tax_code},
      legal_representative = ${values.legal_representative},
      referrer_user_id = coalesce(${values.referrer_user_id}::uuid, referrer_user_id),
      status = 'PENDING', approved_at = null, rejected_at = null, rejection_reason = null,
      updated_at = now()
    where id = ${corporateId}::uuid and user_id = ${ownerId}::uuid and status = 'REJECTED'
    returning id`);
  return result.rows.length === 1;
}

/** Sets the given columns of one corporate. */
export async function updateCorporateColumns(
  db: Db,
  corporateId: string,
  set: Partial<typeof corporates.$inferInsert>,
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db
    .update(corporates)
    .set({ ...set, updated_at: new Date() })
    .where(sql`${corporates.id} = ${corporateId}::uuid`);
}

export interface CreditRequestRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  average_budget_range: string;
  staff_amount_range: string;
  trip_duration_range: string;
  trips_amount_range: string;
  usual_booker_role: string;
  inserted_at: Date;
  /** Whether this call changed the answers (a repeat with the same answers is a no-op). */
  changed: boolean;
}

/** The corporate's one credit request, made or replaced; a repeat of the same answers is a no-op. */
export async function upsertCreditRequest(
  db: Db,
  corporateId: string,
  userId: string,
  input: CreditRequestInput,
): Promise<CreditRequestRow> {
  const answers = {
    average_budget_range: input.average_budget_range,
    staff_amount_range: input.staff_amount_range,
    trip_duration_range: input.trip_duration_range,
    trips_amount_range: input.trips_amount_range,
    usual_booker_role: input.usual_booker_role,
  };
  const changed = await db
    .insert(creditRequests)
    .values({ corporate_id: corporateId, requested_by: userId, ...answers })
    .onConflictDoUpdate({
      target: creditRequests.corporate_id,
      set: { ...answers, requested_by: userId, updated_at: new Date() },
      setWhere: sql`(${creditRequests.average_budget_range}, ${creditRequests.staff_amount_range},
        ${creditRequests.trip_duration_range}, ${creditRequests.trips_amount_range},
        ${creditRequests.usual_booker_role}) is distinct from
        (excluded.average_budget_range, excluded.staff_amount_range,
         excluded.trip_duration_range, excluded.trips_amount_range, excluded.usual_booker_role)`,
    })
    .returning({ id: creditRequests.id });
  const result = await db.execute<CreditRequestRow>(sql`
    select id, corporate_id, average_budget_range, staff_amount_range, trip_duration_range,
           trips_amount_range, usual_booker_role, inserted_at
    from credit_requests where corporate_id = ${corporateId}::uuid`);
  return { ...result.rows[0], changed: changed.length === 1 };
}

export interface DashboardRow extends Record<string, unknown> {
  active_staff: number;
  pending_invitations: number;
  departments: number;
  cost_centers_near_budget: number;
}

/**
 * The dashboard's four counts in one statement, each scoped by the corporate id: active staff,
 * active staff not yet joined (invitation pending), active departments, and active cost centers
 * with at least one budget used to `percent` % or more (a zero budget counts as used up).
 */
export async function dashboardCounts(
  db: Db,
  corporateId: string,
  percent: number,
): Promise<DashboardRow> {
  const result = await db.execute<DashboardRow>(sql`
    select
      (select count(*) from corporate_staffs s
        where s.corporate_id = ${corporateId}::uuid and s.active)::int as active_staff,
      (select count(*) from corporate_staffs s
        where s.corporate_id = ${corporateId}::uuid and s.invitation = 'INVITED'
      )::int as pending_invitations,
      (select count(*) from departments d
        where d.corporate_id = ${corporateId}::uuid and d.active)::int as departments,
      (select count(*) from cost_centers c
        where c.corporate_id = ${corporateId}::uuid and c.active and exists (
          select 1 from cost_center_budgets b
          where b.corporate_id = ${corporateId}::uuid and b.cost_center_id = c.id
            and b.used_balance * 100 >= b.amount * ${percent}))::int as cost_centers_near_budget`);
  return result.rows[0];
}
