/**
 * Delegate policy SQL (spec §3 delegate policy, delegator). Every statement names the corporate
 * id in its WHERE clause; the members table's foreign keys go through (corporate_id, user_id) of
 * corporate_staffs, so the database itself refuses a person of another corporate.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likeLiteral, personMatches, personNameOrder } from '../../db/people-search.js';
import { sqlArray } from '../../db/sql-values.js';

/** The person's own names and e-mail (delegators are people who accepted). */
const USER_NAMES = {
  firstName: sql`u.first_name`,
  lastName: sql`u.last_name`,
  email: sql`u.email`,
};

export interface PolicyRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  active: boolean;
  inserted_at: Date | string;
  delegatee_ids: string[];
  delegator_ids: string[];
}

const SELECT = sql`
  select p.id, p.corporate_id, p.active, p.inserted_at,
    coalesce(array(select m.user_id::text from delegate_policy_members m
      where m.corporate_id = p.corporate_id and m.policy_id = p.id and m.side = 'DELEGATEE'
      order by m.inserted_at, m.user_id), '{}') as delegatee_ids,
    coalesce(array(select m.user_id::text from delegate_policy_members m
      where m.corporate_id = p.corporate_id and m.policy_id = p.id and m.side = 'DELEGATOR'
      order by m.inserted_at, m.user_id), '{}') as delegator_ids
  from delegate_policies p`;

/**
 * Runs `fn` in a transaction holding the corporate's delegate-policy lock: the check that no
 * pair is in two policies and the write that follows it happen as one, however many requests
 * race (PostgreSQL advisory transaction lock).
 */
export function withPolicyLock<T>(db: Db, corporateId: string, fn: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`delegate_policies:${corporateId}`}, 0))`,
    );
    return fn(tx);
  });
}

export async function findPolicies(
  db: Db,
  corporateId: string,
  q: { active?: boolean | null; limit: number; offset: number },
): Promise<{ rows: PolicyRow[]; total: number }> {
  const active = typeof q.active === 'boolean' ? sql` and p.active = ${q.active}` : sql``;
  const rows = await db.execute<PolicyRow>(sql`${SELECT}
    where p.corporate_id = ${corporateId}::uuid${active}
    order by p.inserted_at desc, p.id desc limit ${q.limit} offset ${q.offset}`);
  const total = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from delegate_policies p
    where p.corporate_id = ${corporateId}::uuid${active}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function policyById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<PolicyRow | null> {
  const result = await db.execute<PolicyRow>(sql`${SELECT}
    where p.corporate_id = ${corporateId}::uuid and p.id = ${id}::uuid`);
  return result.rows[0] ?? null;
}

/** Of `userIds`, those who are active staff of the corporate (so they accepted its invitation). */
export async function activeStaffAmong(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await db.execute<{ user_id: string }>(sql`
    select s.user_id from corporate_staffs s
    where s.corporate_id = ${corporateId}::uuid and s.active and s.invitation = 'ACCEPTED'
      and s.user_id = any(${sqlArray(userIds, 'uuid')})`);
  return new Set(result.rows.map((r) => r.user_id));
}

/** Another policy of the corporate that already lets one of the delegatees book for one of the delegators. */
export async function overlappingPolicy(
  db: Db,
  corporateId: string,
  delegateeIds: readonly string[],
  delegatorIds: readonly string[],
  exceptId: string | null,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select e.policy_id as id
    from delegate_policy_members e
    join delegate_policy_members r
      on r.corporate_id = e.corporate_id and r.policy_id = e.policy_id and r.side = 'DELEGATOR'
    where e.corporate_id = ${corporateId}::uuid and e.side = 'DELEGATEE'
      and e.user_id = any(${sqlArray(delegateeIds, 'uuid')})
      and r.user_id = any(${sqlArray(delegatorIds, 'uuid')})
      and (${exceptId}::uuid is null or e.policy_id <> ${exceptId}::uuid)
    limit 1`);
  return result.rows[0]?.id ?? null;
}

export async function insertPolicy(db: Db, corporateId: string, active: boolean): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into delegate_policies (corporate_id, active) values (${corporateId}::uuid, ${active})
    returning id`);
  return result.rows[0].id;
}

export async function setPolicyActive(
  db: Db,
  corporateId: string,
  id: string,
  active: boolean,
): Promise<void> {
  await db.execute(sql`
    update delegate_policies set active = ${active}, updated_at = now()
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid`);
}

/** Replaces one side's people of a policy of the corporate. */
export async function replaceSide(
  db: Db,
  corporateId: string,
  policyId: string,
  side: 'DELEGATEE' | 'DELEGATOR',
  userIds: readonly string[],
): Promise<void> {
  await db.execute(sql`
    delete from delegate_policy_members
    where corporate_id = ${corporateId}::uuid and policy_id = ${policyId}::uuid
      and side = ${side}::delegate_side`);
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into delegate_policy_members (policy_id, corporate_id, side, user_id)
    select ${policyId}::uuid, ${corporateId}::uuid, ${side}::delegate_side, u
    from unnest(${sqlArray(userIds, 'uuid')}) with ordinality as t(u, n) order by n`);
}

export async function deletePolicyRow(db: Db, corporateId: string, id: string): Promise<void> {
  await db.execute(sql`
    delete from delegate_policies where corporate_id = ${corporateId}::uuid and id = ${id}::uuid`);
}

export interface DelegatorRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  title: string | null;
  email: string | null;
  phone_number: string | null;
  role: string;
  monthly_limit: number | null;
  used_balance: number | null;
  note: string | null;
  nationality_country_code: string | null;
  passport: string | null;
  passport_country_code: string | null;
  passport_expired: string | null;
  passport_first_name: string | null;
  passport_last_name: string | null;
  avatar: string | null;
  user_role: string;
  locale: string | null;
  country_calling_code: string | null;
  national_phone_number: string | null;
}

/**
 * The active staff of the corporate whom `userId` may book for: delegators of the corporate's
 * active policies that name `userId` as a delegatee, by name, searched and paged.
 */
export async function delegatorsOf(
  db: Db,
  corporateId: string,
  userId: string,
  q: { search: string | null; limit: number; offset: number },
): Promise<DelegatorRow[]> {
  const text = q.search?.trim();
  const search = text
    ? sql` and (${personMatches(USER_NAMES, text)}
            or coalesce(u.country_calling_code, '') || coalesce(u.national_phone_number, '')
               like ${`%${likeLiteral(text)}%`})`
    : sql``;
  const result = await db.execute<DelegatorRow>(sql`
    select s.id, s.user_id, u.first_name, u.last_name, coalesce(s.gender, u.gender)::text as gender,
      s.courtesy_title as title, u.email,
      case when u.national_phone_number is null then null
           else coalesce(u.country_calling_code, '') || u.national_phone_number end as phone_number,
      s.role::text as role, s.monthly_limit::float8 as monthly_limit,
      s.used_balance::float8 as used_balance, s.note, s.nationality_country_code, s.passport,
      s.passport_country_code, s.passport_expired::text as passport_expired,
      s.passport_first_name, s.passport_last_name,
      u.avatar, u.role::text as user_role, u.locale, u.country_calling_code,
      u.national_phone_number
    from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid and s.active and s.user_id <> ${userId}::uuid
      and exists (
        select 1 from delegate_policy_members me
        join delegate_policies p
          on p.corporate_id = me.corporate_id and p.id = me.policy_id and p.active
        join delegate_policy_members them
          on them.corporate_id = p.corporate_id and them.policy_id = p.id
         and them.side = 'DELEGATOR'
        where me.corporate_id = ${corporateId}::uuid and me.user_id = ${userId}::uuid
          and me.side = 'DELEGATEE' and them.user_id = s.user_id)${search}
    order by ${personNameOrder(USER_NAMES)}, s.id
    limit ${q.limit} offset ${q.offset}`);
  return result.rows;
}
