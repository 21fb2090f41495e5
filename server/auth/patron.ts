import { isUuid } from '../db/sql-values.js';
import { AppError } from '../errors.js';
import { writeAudit } from '../domain/accounts/audit-repository.js';
import { activeDelegation, agentServesTraveller } from '../domain/accounts/patron-repository.js';
import type { AuthUser } from '../domain/accounts/sessions.js';
import type { AccountServices } from './services.js';

/** Someone the signed-in user may act for (spec §6), verified for this request. */
export interface VerifiedPatron {
  id: string;
  /** AGENT: a travel agent for a linked traveller; DELEGATE: by an active delegate policy. */
  via: 'AGENT' | 'DELEGATE';
  corporateId: string | null;
}

const forbidden = () =>
  new AppError('FORBIDDEN', 'You may not act for this account (X-Patron-Id).');

/** Why an X-Patron-Id was refused (the audit row's metadata.reason). */
type Refusal = 'anonymous' | 'malformed' | 'not_allowed';

/**
 * X-Patron-Id is honoured for a profile with role AGENT acting for a traveller linked to it,
 * and for a delegatee of an active delegate policy that names the patron as delegator.
 * Anything else is FORBIDDEN and leaves an audit row (auth.patron_refused). Acting for
 * oneself is not acting for someone: the header is ignored then.
 */
export async function verifyPatron(
  s: AccountServices,
  user: AuthUser | null,
  patronId: string,
  requestId?: string,
): Promise<VerifiedPatron | null> {
  const refuse = async (reason: Refusal) => {
    await auditRefusal(s, { user, patronId, reason, requestId });
    return forbidden();
  };
  if (!isUuid(patronId)) throw await refuse('malformed');
  if (!user) throw await refuse('anonymous');
  if (patronId.toLowerCase() === user.id) return null;
  if (user.role === 'AGENT' && (await agentServesTraveller(s.db, user.id, patronId))) {
    return { id: patronId.toLowerCase(), via: 'AGENT', corporateId: null };
  }
  const delegation = await activeDelegation(s.db, user.id, patronId);
  if (delegation) {
    return { id: patronId.toLowerCase(), via: 'DELEGATE', corporateId: delegation.corporate_id };
  }
  throw await refuse('not_allowed');
}

/** Who tried to act for whom, and why it was refused; a malformed header is kept shortened. */
function auditRefusal(
  s: AccountServices,
  attempt: { user: AuthUser | null; patronId: string; reason: Refusal; requestId?: string },
) {
  const wellFormed = attempt.reason !== 'malformed';
  return writeAudit(s.db, {
    actor_user_id: attempt.user?.id ?? null,
    patron_user_id: wellFormed ? attempt.patronId.toLowerCase() : null,
    action: 'auth.patron_refused',
    metadata: {
      reason: attempt.reason,
      ...(wellFormed ? {} : { patron_header: attempt.patronId.slice(0, 64) }),
      ...(attempt.requestId ? { request_id: attempt.requestId } : {}),
    },
    created_at: s.clock.now(),
  });
}

/** The audit row of a request made for a patron: who acted, for whom, where. */
export function auditPatronRequest(
  s: AccountServices,
  user: AuthUser,
  patron: VerifiedPatron,
  details: { action: string; requestId: string; operation?: string | null },
) {
  return writeAudit(s.db, {
    actor_user_id: user.id,
    patron_user_id: patron.id,
    corporate_id: patron.corporateId,
    action: details.action,
    metadata: {
      via: patron.via,
      request_id: details.requestId,
      ...(details.operation ? { operation: details.operation } : {}),
    },
    created_at: s.clock.now(),
  });
}
