/**
 * Delegate policies and delegators (spec §3, §4, §7, §9): every delegatee of an active policy may
 * book for every delegator of it. Policies are run by the owner and admins; anyone in the
 * corporate reads their own delegators (docs/permissions.md). Rules
 * (docs/corporate-departments.md): both sides name at least one active staff member of the corporate;
 * nobody is on both sides; a (delegatee, delegator) pair is in at most one policy of the
 * corporate, checked and written under one lock so that racing requests cannot both pass.
 */
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import {
  activeStaffAmong,
  delegatorsOf,
  deletePolicyRow,
  findPolicies,
  insertPolicy,
  overlappingPolicy,
  policyById,
  replaceSide,
  setPolicyActive,
  withPolicyLock,
  type DelegatorRow,
  type PolicyRow,
} from './delegation-repository.js';
import { checkIds } from './ids.js';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

async function scopeFor(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  action: Action,
): Promise<string> {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, userId);
  const scope = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'delegate_policies');
  return scope;
}

export function presentPolicy(row: PolicyRow) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    active: row.active,
    delegatee_ids: row.delegatee_ids,
    delegator_ids: row.delegator_ids,
    inserted_at: new Date(row.inserted_at).toISOString(),
  };
}

export async function listPolicies(
  db: Db,
  callerId: string | null,
  input: { corporate_id?: string | null; active?: boolean | null; limit: number; offset: number },
) {
  const scope = await scopeFor(db, callerId, input.corporate_id, 'list');
  const { rows, total } = await findPolicies(db, scope, input);
  return { entries: rows.map(presentPolicy), total_count: total };
}

export async function readPolicy(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
) {
  const scope = await scopeFor(db, callerId, args.corporate_id, 'show');
  checkIds({ id: args.id });
  const row = await policyById(db, scope, args.id);
  return row ? presentPolicy(row) : null;
}

const bad = (fields: FieldError[]) =>
  new AppError('BAD_USER_INPUT', fields.map((f) => `${f.field}: ${f.message}`).join(' '), fields);

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** The sides as they will be stored, or BAD_USER_INPUT naming the side that breaks a rule. */
async function checkSides(
  db: Db,
  corporateId: string,
  delegatees: string[],
  delegators: string[],
  exceptId: string | null,
): Promise<void> {
  checkIds(
    Object.fromEntries([
      ...delegatees.map((id, i) => [`delegatee_ids.${i}`, id]),
      ...delegators.map((id, i) => [`delegator_ids.${i}`, id]),
    ]),
  );
  const fields: FieldError[] = [];
  const staff = await activeStaffAmong(db, corporateId, [...delegatees, ...delegators]);
  for (const [field, ids] of [
    ['delegatee_ids', delegatees],
    ['delegator_ids', delegators],
  ] as const) {
    if (ids.length === 0) {
      fields.push({ field, rule: 'required', message: 'name at least one staff member' });
    } else if (ids.some((id) => !staff.has(id))) {
      fields.push({
        field,
        rule: 'unknown',
        message: 'everyone must be an active staff member of this corporate',
      });
    }
  }
  if (fields.length) throw bad(fields);
  if (delegatees.some((id) => delegators.includes(id))) {
    throw bad([
      {
        field: 'delegator_ids',
        rule: 'not_allowed',
        message: 'nobody can be both a delegatee and a delegator of one policy',
      },
    ]);
  }
  if (await overlappingPolicy(db, corporateId, delegatees, delegators, exceptId)) {
    throw bad([
      {
        field: 'delegator_ids',
        rule: 'unique',
        message:
          'another delegate policy already lets one of these delegatees book for one of these delegators',
      },
    ]);
  }
}

export async function createPolicy(
  db: Db,
  callerId: string | null,
  input: {
    corporate_id: string;
    delegatee_ids: string[];
    delegator_ids: string[];
    active?: boolean | null;
  },
) {
  const scope = await scopeFor(db, callerId, input.corporate_id, 'create');
  const delegatees = unique(input.delegatee_ids);
  const delegators = unique(input.delegator_ids);
  const row = await withPolicyLock(db, scope, async (tx) => {
    await checkSides(tx, scope, delegatees, delegators, null);
    const id = await insertPolicy(tx, scope, input.active ?? true);
    await replaceSide(tx, scope, id, 'DELEGATEE', delegatees);
    await replaceSide(tx, scope, id, 'DELEGATOR', delegators);
    return policyById(tx, scope, id);
  });
  if (!row) throw new Error('the delegate policy just stored was not found');
  return presentPolicy(row);
}

/** Omitted fields stay; a side given replaces that side. */
export async function updatePolicy(
  db: Db,
  callerId: string | null,
  input: {
    id: string;
    delegatee_ids?: string[] | null;
    delegator_ids?: string[] | null;
    active?: boolean | null;
  },
) {
  const scope = await scopeFor(db, callerId, null, 'edit');
  checkIds({ id: input.id });
  const row = await withPolicyLock(db, scope, async (tx) => {
    const current = await policyById(tx, scope, input.id);
    if (!current) throw new AppError('NOT_FOUND', 'No such delegate policy in your corporate.');
    const delegatees = input.delegatee_ids ? unique(input.delegatee_ids) : current.delegatee_ids;
    const delegators = input.delegator_ids ? unique(input.delegator_ids) : current.delegator_ids;
    if (input.delegatee_ids || input.delegator_ids) {
      await checkSides(tx, scope, delegatees, delegators, current.id);
      if (input.delegatee_ids) await replaceSide(tx, scope, current.id, 'DELEGATEE', delegatees);
      if (input.delegator_ids) await replaceSide(tx, scope, current.id, 'DELEGATOR', delegators);
    }
    if (typeof input.active === 'boolean' && input.active !== current.active) {
      await setPolicyActive(tx, scope, current.id, input.active);
    }
    return policyById(tx, scope, current.id);
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such delegate policy in your corporate.');
  return presentPolicy(row);
}

/** Deletes a policy of the caller's corporate; answers it as it was. */
export async function deletePolicy(db: Db, callerId: string | null, input: { id: string }) {
  const scope = await scopeFor(db, callerId, null, 'delete');
  checkIds({ id: input.id });
  const row = await withPolicyLock(db, scope, async (tx) => {
    const current = await policyById(tx, scope, input.id);
    if (!current) throw new AppError('NOT_FOUND', 'No such delegate policy in your corporate.');
    await deletePolicyRow(tx, scope, current.id);
    return current;
  });
  return presentPolicy(row);
}

const PROFILE_ROLES = new Set(['USER', 'AGENT']);

function presentDelegator(row: DelegatorRow) {
  const money = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    title: row.title,
    email: row.email,
    phone_number: row.phone_number,
    role: row.role as 'OWNER' | 'ADMIN' | 'APPROVER' | 'OPERATION' | 'ACCOUTING' | 'STAFF',
    monthly_limit: money(row.monthly_limit),
    used_balance: money(row.used_balance),
    note: row.note,
    nationality_country_code: row.nationality_country_code,
    passport: row.passport,
    passport_country_code: row.passport_country_code,
    passport_expired: row.passport_expired,
    passport_first_name: row.passport_first_name,
    passport_last_name: row.passport_last_name,
    user: {
      id: row.user_id,
      avatar: row.avatar,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: PROFILE_ROLES.has(row.user_role) ? (row.user_role as 'USER' | 'AGENT') : null,
      setting: {
        locale: row.locale,
        country_calling_code: row.country_calling_code,
        national_phone_number: row.national_phone_number,
      },
    },
  };
}

/**
 * my_delegators (spec §7, §9: 300 at a time): whom the caller may book for. A signed-in user
 * with no corporate has none (the site's delegate picker then clears its stored id, §4).
 */
export async function myDelegators(
  db: Db,
  callerId: string | null,
  input: { limit: number; offset: number; search: string | null },
) {
  const userId = requireUserId(callerId);
  const { actor } = await actorFor(db, userId);
  if (!actor.corporateId) return [];
  assertCan(actor, 'list', 'delegators');
  return (await delegatorsOf(db, actor.corporateId, userId, input)).map(presentDelegator);
}
