/**
 * The `corporate` query (spec §7): the caller's corporate, or — with `user_id` — the corporate
 * of someone in the caller's corporate whom the caller may see. `is_owner`, `your_role` and
 * `your_corporate_level_id` always describe the caller. Fields about money are answered to
 * those the matrix lets see them (wallet: balance; credit_terms: commission) and null to others.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { can } from '../../../src/permissions/corporate.js';
import { actorFor, assertCan, ownCorporate, requireUserId } from './access.js';
import { checkIds } from './ids.js';
import { activeMembership, corporateById } from './repository.js';

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
  return {
    ...row,
    approved_at: row.approved_at === null ? null : new Date(row.approved_at).toISOString(),
    balance: can(actor, 'show', 'wallet') ? Math.round(row.balance) : null,
    commission_rate: can(actor, 'show', 'credit_terms') ? row.commission_rate : null,
    webhook_url: can(actor, 'edit', 'corporate') ? row.webhook_url : null,
    is_owner: actor.isOwner,
    your_role: actor.role,
    your_corporate_level_id: membership.corporate_level_id,
  };
}
