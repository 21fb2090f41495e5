/**
 * Travel policies (issue 21, /corporate/set-policy): one per corporate level, set by the owner
 * and admins, read by approvers and the travel desk for any level and by every member for their
 * own (`my_travel_policy`), with the corporate's reason codes for ALLOW_WITH_REASON
 * (docs/permissions.md `travel_policy`). The rules themselves are evaluate.ts's; search and
 * checkout read a traveller's rules with `rulesForTraveller`.
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { CABINS, highestCabin, type PolicyRules } from './evaluate.js';
import type { UpdateReasonsInput, UpdateTravelPolicyInput } from './input.js';
import {
  knownCities,
  levelExists,
  policiesOf,
  policyOfLevel,
  reasonsInUse,
  reasonsOf,
  replaceReasons,
  savePolicy,
  type PolicyRow,
  type ReasonRow,
} from './repository.js';

const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);

const amount = (value: number | string | null) => (value == null ? null : Number(value));

/** A policy as the corporate API answers it (TravelPolicy). */
export function presentPolicy(row: PolicyRow) {
  const cabins = CABINS.filter((cabin) => row.allowed_cabins.includes(cabin));
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    corporate_level_id: row.corporate_level_id,
    corporate_level: { id: row.corporate_level_id, name: row.corporate_level_name },
    allowed_cabins: cabins,
    seat_class: highestCabin(cabins),
    one_way_cost: amount(row.one_way_cost),
    round_trip_cost: amount(row.round_trip_cost),
    currency: row.currency,
    min_days_ahead: row.min_days_ahead,
    out_of_policy_action: row.out_of_policy_action,
    hotel_caps: row.hotel_caps.map((cap) => ({
      city_id: cap.city_id,
      star_rating: cap.star_rating,
      nightly_cost: Number(cap.nightly_cost),
      currency: row.currency,
    })),
    enable_split_payment: row.enable_split_payment,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The rules evaluate.ts reads, from a stored policy. */
export function rulesOf(row: PolicyRow): PolicyRules {
  return {
    allowed_cabins: row.allowed_cabins,
    one_way_cost: amount(row.one_way_cost),
    round_trip_cost: amount(row.round_trip_cost),
    min_days_ahead: row.min_days_ahead,
    out_of_policy_action: row.out_of_policy_action,
    hotel_caps: row.hotel_caps.map((cap) => ({ ...cap, nightly_cost: Number(cap.nightly_cost) })),
    enable_split_payment: row.enable_split_payment,
  };
}

/**
 * The rules for a traveller of the corporate at a level (null: the traveller has no level, or
 * the level no policy, and every offer is in policy). For the search and checkout slices, which
 * have already decided who the booking is for; no permission check of its own.
 */
export async function rulesForTraveller(
  db: Db,
  corporateId: string,
  levelId: string | null,
): Promise<PolicyRules | null> {
  if (!levelId) return null;
  const row = await policyOfLevel(db, corporateId, levelId);
  return row ? rulesOf(row) : null;
}

async function caller(db: Db, callerId: string | null, corporateId: string | null | undefined) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor, membership } = await actorFor(db, userId);
  return { actor, membership, scope: ownCorporate(actor, corporateId) };
}

export async function listTravelPolicies(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
) {
  const { actor, scope } = await caller(db, callerId, corporateId);
  assertCan(actor, 'list', 'travel_policy');
  return (await policiesOf(db, scope)).map(presentPolicy);
}

/**
 * One level's policy; null when the level has none (or is not the corporate's). A member whose
 * grant is `own` reads their own level's only.
 */
export async function readTravelPolicy(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; corporate_level_id: string },
) {
  const { actor, membership, scope } = await caller(db, callerId, args.corporate_id);
  checkIds({ corporate_level_id: args.corporate_level_id });
  const levelId = args.corporate_level_id.toLowerCase();
  const theirs = membership?.corporate_level_id === levelId;
  assertCan(actor, 'show', 'travel_policy', { user_id: theirs ? actor.userId : null });
  const row = await policyOfLevel(db, scope, levelId);
  return row ? presentPolicy(row) : null;
}

/** The signed-in member's own level's policy; null without a level or a policy. */
export async function myTravelPolicy(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
) {
  const { actor, membership, scope } = await caller(db, callerId, corporateId);
  assertCan(actor, 'show', 'travel_policy', { user_id: actor.userId });
  const levelId = membership?.corporate_level_id;
  if (!levelId) return null;
  const row = await policyOfLevel(db, scope, levelId);
  return row ? presentPolicy(row) : null;
}

/**
 * Sets a level's whole policy (creating it the first time). A policy that asks for a reason out
 * of policy needs the corporate to have reason codes.
 */
export async function updateTravelPolicy(
  db: Db,
  callerId: string | null,
  input: UpdateTravelPolicyInput,
) {
  const { actor, scope } = await caller(db, callerId, input.corporate_id);
  checkIds({ corporate_level_id: input.corporate_level_id });
  const levelId = input.corporate_level_id.toLowerCase();
  const existing = await policyOfLevel(db, scope, levelId);
  assertCan(actor, existing ? 'edit' : 'create', 'travel_policy');
  if (!existing && !(await levelExists(db, scope, levelId))) {
    throw bad([
      {
        field: 'corporate_level_id',
        rule: 'exists',
        message: 'is not a level of this corporate',
      },
    ]);
  }
  const cities = await knownCities(
    db,
    input.hotel_caps.flatMap((cap) => (cap.city_id ? [cap.city_id] : [])),
  );
  const unknown = input.hotel_caps.flatMap((cap, index) =>
    cap.city_id && !cities.has(cap.city_id)
      ? [{ field: `hotel_caps.${index}.city_id`, rule: 'exists', message: 'is not a known city' }]
      : [],
  );
  if (unknown.length) throw bad(unknown);
  await savePolicy(db, scope, levelId, input, actor.userId!, async (tx) => {
    if (input.out_of_policy_action !== 'ALLOW_WITH_REASON') return;
    if ((await reasonsOf(tx, scope)).length) return;
    throw bad([
      {
        field: 'out_of_policy_action',
        rule: 'reasons_required',
        message: 'add the reason codes travellers choose from first',
      },
    ]);
  });
  return presentPolicy((await policyOfLevel(db, scope, levelId))!);
}

const presentReason = (row: ReasonRow) => ({
  id: row.id,
  code: row.code,
  description: row.description,
});

/** The corporate's reason codes (every member reads them: checkout asks for one). */
export async function listReasons(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
) {
  const { actor, scope } = await caller(db, callerId, corporateId);
  assertCan(actor, 'show', 'travel_policy');
  return (await reasonsOf(db, scope)).map(presentReason);
}

/**
 * Replaces the corporate's reason codes. The list may not become empty while a level asks for a
 * reason out of policy.
 */
export async function updateReasons(db: Db, callerId: string | null, input: UpdateReasonsInput) {
  const { actor, scope } = await caller(db, callerId, input.corporate_id);
  assertCan(actor, 'edit', 'travel_policy');
  const rows = await replaceReasons(db, scope, input.reasons, async (tx) => {
    if (input.reasons.length || !(await reasonsInUse(tx, scope))) return;
    throw bad([
      {
        field: 'reasons',
        rule: 'in_use',
        message: 'a level asks for a reason out of policy: keep at least one',
      },
    ]);
  });
  return rows.map(presentReason);
}
