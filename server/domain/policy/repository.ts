/**
 * Travel policy SQL. Every statement names the corporate id in its WHERE clause (or inserts it);
 * the tables' composite foreign keys go through (corporate_id, x), so the database itself
 * refuses a level or a policy of another corporate. No rules, no permission checks.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import type { Cabin, HotelCap, PolicyAction } from './evaluate.js';

export interface PolicyRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  corporate_level_id: string;
  corporate_level_name: string;
  allowed_cabins: Cabin[];
  one_way_cost: number | string | null;
  round_trip_cost: number | string | null;
  currency: string;
  min_days_ahead: number;
  out_of_policy_action: PolicyAction;
  hotel_caps: { city_id: string | null; star_rating: number | null; nightly_cost: number }[];
  enable_split_payment: boolean;
  updated_at: Date | string;
}

export interface ReasonRow extends Record<string, unknown> {
  id: string;
  code: string;
  description: string;
}

const SELECT = sql`
  select p.id, p.corporate_id, p.corporate_level_id, l.name as corporate_level_name,
    p.allowed_cabins::text[] as allowed_cabins, p.one_way_cost, p.round_trip_cost, p.currency,
    p.min_days_ahead, p.out_of_policy_action::text as out_of_policy_action,
    coalesce((select json_agg(json_build_object('city_id', h.city_id,
        'star_rating', h.star_rating, 'nightly_cost', h.nightly_cost)
        order by h.city_id nulls first, h.star_rating nulls first)
      from travel_policy_hotel_caps h
      where h.corporate_id = p.corporate_id and h.policy_id = p.id), '[]'::json) as hotel_caps,
    c.enable_split_payment, p.updated_at
  from travel_policies p
  join corporate_levels l on l.corporate_id = p.corporate_id and l.id = p.corporate_level_id
  join corporates c on c.id = p.corporate_id`;

/** Every policy of the corporate, by level name. */
export async function policiesOf(db: Db, corporateId: string): Promise<PolicyRow[]> {
  const result = await db.execute<PolicyRow>(sql`${SELECT}
    where p.corporate_id = ${corporateId}::uuid
    order by lower(l.name), l.id`);
  return result.rows;
}

/** The policy of one level of the corporate, or null. */
export async function policyOfLevel(
  db: Db,
  corporateId: string,
  levelId: string,
): Promise<PolicyRow | null> {
  const result = await db.execute<PolicyRow>(sql`${SELECT}
    where p.corporate_id = ${corporateId}::uuid and p.corporate_level_id = ${levelId}::uuid`);
  return result.rows[0] ?? null;
}

/** Whether the level exists in the corporate. */
export async function levelExists(db: Db, corporateId: string, levelId: string) {
  const result = await db.execute<{ id: string }>(sql`
    select l.id from corporate_levels l
    where l.corporate_id = ${corporateId}::uuid and l.id = ${levelId}::uuid`);
  return result.rows.length > 0;
}

/** Which of these city ids the inventory knows (cities are not a corporate's data). */
export async function knownCities(db: Db, cityIds: readonly string[]): Promise<Set<string>> {
  if (!cityIds.length) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    select c.id from cities c where c.id = any(${sqlArray(cityIds, 'text')})`);
  return new Set(result.rows.map((r) => r.id));
}

export interface PolicyValues {
  allowed_cabins: readonly Cabin[];
  one_way_cost: number | null;
  round_trip_cost: number | null;
  min_days_ahead: number;
  out_of_policy_action: PolicyAction;
  hotel_caps: readonly HotelCap[];
}

/**
 * Writes the level's policy whole (inserted, or replaced with its hotel caps) in one
 * transaction; returns the policy id. `check` runs first, under the corporate's travel-policy
 * lock (see replaceReasons).
 */
export function savePolicy(
  db: Db,
  corporateId: string,
  levelId: string,
  values: PolicyValues,
  updatedBy: string,
  check: (tx: Db) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockReasons(tx, corporateId);
    await check(tx);
    const saved = await tx.execute<{ id: string }>(sql`
      insert into travel_policies (corporate_id, corporate_level_id, allowed_cabins, one_way_cost,
        round_trip_cost, min_days_ahead, out_of_policy_action, updated_by)
      values (${corporateId}::uuid, ${levelId}::uuid,
        ${sqlArray(values.allowed_cabins, 'text')}::seat_class[], ${values.one_way_cost},
        ${values.round_trip_cost}, ${values.min_days_ahead},
        ${values.out_of_policy_action}::policy_action, ${updatedBy}::uuid)
      on conflict (corporate_id, corporate_level_id) do update set
        allowed_cabins = excluded.allowed_cabins, one_way_cost = excluded.one_way_cost,
        round_trip_cost = excluded.round_trip_cost, min_days_ahead = excluded.min_days_ahead,
        out_of_policy_action = excluded.out_of_policy_action, updated_by = excluded.updated_by,
        updated_at = now()
      returning id`);
    const policyId = saved.rows[0].id;
    await tx.execute(sql`
      delete from travel_policy_hotel_caps
      where corporate_id = ${corporateId}::uuid and policy_id = ${policyId}::uuid`);
    for (const cap of values.hotel_caps) {
      await tx.execute(sql`
        insert into travel_policy_hotel_caps (corporate_id, policy_id, city_id, star_rating,
          nightly_cost)
        values (${corporateId}::uuid, ${policyId}::uuid, ${cap.city_id}, ${cap.star_rating},
          ${cap.nightly_cost})`);
    }
    return policyId;
  });
}

/** The corporate's reason codes, in the order it gave them. */
export async function reasonsOf(db: Db, corporateId: string): Promise<ReasonRow[]> {
  const result = await db.execute<ReasonRow>(sql`
    select r.id, r.code, r.description from travel_policy_reasons r
    where r.corporate_id = ${corporateId}::uuid
    order by r.position, r.code`);
  return result.rows;
}

/** Whether any level of the corporate asks for a reason out of policy. */
export async function reasonsInUse(db: Db, corporateId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    select p.id from travel_policies p
    where p.corporate_id = ${corporateId}::uuid and p.out_of_policy_action = 'ALLOW_WITH_REASON'
    limit 1`);
  return result.rows.length > 0;
}

/**
 * Replaces the corporate's reason codes; a code kept keeps its id. `check` runs inside the
 * transaction after the corporate's reasons are locked, so the rule it checks (a policy that
 * asks for a reason needs one) holds against a racing policy change.
 */
export function replaceReasons(
  db: Db,
  corporateId: string,
  reasons: readonly { code: string; description: string }[],
  check: (tx: Db) => Promise<void>,
): Promise<ReasonRow[]> {
  return db.transaction(async (tx) => {
    await lockReasons(tx, corporateId);
    await check(tx);
    const codes = reasons.map((r) => r.code);
    await tx.execute(sql`
      delete from travel_policy_reasons
      where corporate_id = ${corporateId}::uuid and not (code = any(${sqlArray(codes, 'text')}))`);
    for (const [position, reason] of reasons.entries()) {
      await tx.execute(sql`
        insert into travel_policy_reasons (corporate_id, code, description, position)
        values (${corporateId}::uuid, ${reason.code}, ${reason.description}, ${position})
        on conflict (corporate_id, code) do update set
          description = excluded.description, position = excluded.position, updated_at = now()`);
    }
    return reasonsOf(tx, corporateId);
  });
}

/** The corporate's travel-policy lock (reasons and the policies that need them), till commit. */
export async function lockReasons(tx: Db, corporateId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`travel_policy:${corporateId}`}, 0))`,
  );
}
