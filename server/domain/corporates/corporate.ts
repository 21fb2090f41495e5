/**
 * The `corporate` query (spec §7): the caller's corporate, or — with `user_id` — the corporate
 * of someone in the caller's corporate whom the caller may see. `is_owner`, `your_role` and
 * `your_corporate_level_id` always describe the caller. Fields about money are answered to
 * those the matrix lets see them (wallet: balance; credit_terms: commission) and null to others.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { can } from '../../../common/permissions/corporate.js';
import { actorFor, assertCan, ownCorporate } from './access.js';
import { requireUserId } from '../context/user.js';
import { checkIds } from './ids.js';
import { corporateExtras, type CorporateExtrasRow } from './profile-repository.js';
import { activeMembership, corporateById } from './repository.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function person(
  row: CorporateExtrasRow,
  prefix: 'manager' | 'referrer',
): {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
} | null {
  const id = row[`${prefix}_id`] as string | null;
  if (!id) return null;
  return {
    id,
    email: row[`${prefix}_email`] as string | null,
    first_name: row[`${prefix}_first_name`] as string | null,
    last_name: row[`${prefix}_last_name`] as string | null,
    avatar: row[`${prefix}_avatar`] as string | null,
  };
}

const term = (days: number | null, rate: number | null) =>
  days === null || rate === null ? null : { days, rate };

export interface CorporateArgs {
  corporate_id?: string | null;
  user_id?: string | null;
}

export async function readCorporate(db: Db, callerId: string | null, args: CorporateArgs) {
  const userId = requireUserId(callerId);
  checkIds({ corporate_id: args.corporate_id, user_id: args.user_id });
  const { actor, membership } = await actorFor(db, userId);
  if (!membership) {
    // No corporate: null, unless the caller named one (then it is not theirs to read).
    if (args.corporate_id)
      throw new AppError('FORBIDDEN', 'You are not a member of this corporate.');
    if (args.user_id && args.user_id.toLowerCase() !== userId) {
      throw new AppError('FORBIDDEN', 'You may not read the corporate of this user.');
    }
    return null;
  }
  const corporateId = ownCorporate(actor, args.corporate_id);
  if (args.user_id && args.user_id.toLowerCase() !== userId) {
    const theirs = await activeMembership(db, corporateId, args.user_id);
    if (!theirs) throw new AppError('FORBIDDEN', 'This user is not in your corporate.');
    assertCan(actor, 'show', 'staff', { user_id: args.user_id, role: theirs.role });
  }
  assertCan(actor, 'show', 'corporate');
  const row = await corporateById(db, corporateId);
  if (!row) throw new AppError('NOT_FOUND', 'No such corporate.');
  const extras = await corporateExtras(db, corporateId);
  const seesCredit = can(actor, 'show', 'credit_terms');
  return {
    ...row,
    approved_at: iso(row.approved_at),
    trial_expired_at: iso(row.trial_expired_at),
    rank_configuration: extras.rank_id
      ? {
          id: extras.rank_id,
          rank: extras.rank ?? '',
          minimum_spending: extras.minimum_spending,
          admin_booked_cashback_rate: extras.admin_booked_cashback_rate,
          owner_cashback_rate: extras.owner_cashback_rate,
        }
      : null,
    // The credit line is money terms: to those who may see them (credit_terms), else null.
    corporate_credit:
      seesCredit && extras.credit_currency
        ? {
            corporate_id: corporateId,
            currency: extras.credit_currency,
            max_debt: extras.max_debt,
            monthly_limit: extras.credit_monthly_limit,
            penalty: term(extras.penalty_days, extras.penalty_rate),
            reward: term(extras.reward_days, extras.reward_rate),
          }
        : null,
    account_manager: person(extras, 'manager'),
    referrer: person(extras, 'referrer'),
    // A travel agency's corporate: its owner is a travel agent (profile role AGENT, spec §6).
    ta: extras.owner_role === 'AGENT',
    balance: can(actor, 'show', 'wallet') ? Math.round(row.balance) : null,
    commission_rate: can(actor, 'show', 'credit_terms') ? row.commission_rate : null,
    webhook_url: can(actor, 'edit', 'corporate') ? row.webhook_url : null,
    is_owner: actor.isOwner,
    your_role: actor.role,
    your_corporate_level_id: membership.corporate_level_id,
  };
}
