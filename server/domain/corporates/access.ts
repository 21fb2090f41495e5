/**
 * Who is asking, as common/permissions/corporate.ts sees them, and the one authorization call of
 * the corporate domain: `assertCan(actor, action, subject, record?)` before any read or write.
 */
import {
  actorOf,
  can,
  type Actor,
  type Subject,
  type TargetRecord,
} from '../../../common/permissions/corporate.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { activeMemberships, corporateById, type MembershipRow } from './repository.js';

export type { Actor };

export interface ActorWithMembership {
  actor: Actor;
  membership: MembershipRow | null;
}

/** The user as a member of their corporate (none: an actor without a corporate). */
export async function actorFor(db: Db, userId: string): Promise<ActorWithMembership> {
  const [membership] = await activeMemberships(db, userId);
  if (!membership) return { actor: actorOf(userId, null), membership: null };
  const corporate = await corporateById(db, membership.corporate_id);
  return {
    actor: actorOf(userId, {
      id: membership.corporate_id,
      is_owner: membership.is_owner,
      your_role: membership.role,
      status: corporate?.status ?? null,
      trial_expired_at: corporate?.trial_expired_at ?? null,
    }),
    membership,
  };
}

/** FORBIDDEN unless the matrix lets `actor` do `action` on `subject` (and `record`). */
export function assertCan(
  actor: Actor,
  action: string,
  subject: Subject,
  record?: TargetRecord | null,
): void {
  if (!can(actor, action, subject, record)) {
    throw new AppError('FORBIDDEN', `You may not ${action} ${subject} in this corporate.`);
  }
}

/** The actor's corporate id when `corporateId` is omitted or theirs; FORBIDDEN for another. */
export function ownCorporate(actor: Actor, corporateId: string | null | undefined): string {
  if (!actor.corporateId) throw new AppError('FORBIDDEN', 'You are not a member of a corporate.');
  if (corporateId && corporateId.toLowerCase() !== actor.corporateId) {
    throw new AppError('FORBIDDEN', 'You are not a member of this corporate.');
  }
  return actor.corporateId;
}
