import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { isUuid } from '../db/sql-values.js';
import { AppError } from '../errors.js';
import { writeAudit } from '../domain/accounts/audit-repository.js';
import { activeDelegation, agentServesTraveller } from '../domain/accounts/patron-repository.js';
import type { AuthUser } from '../domain/accounts/sessions.js';
import { liveSessionFor } from '../domain/support/acting-repository.js';
import type { AccountServices } from './services.js';

/** Someone the signed-in user may act for (spec §6), verified for this request. */
export interface VerifiedPatron {
  id: string;
  /**
   * AGENT: a travel agent for a linked traveller; DELEGATE: by an active delegate policy;
   * SUPPORT: platform support within an acting-for session they started with a reason.
   */
  via: 'AGENT' | 'DELEGATE' | 'SUPPORT';
  corporateId: string | null;
  /** The patron's profile role (who they are when a request runs as them). */
  role: AuthUser['role'];
  /** The support acting-for session (via SUPPORT). */
  actingSessionId?: string;
}

const forbidden = () =>
  new AppError('FORBIDDEN', 'You may not act for this account (X-Patron-Id).');

/** Why an X-Patron-Id was refused (the audit row's metadata.reason). */
type Refusal = 'anonymous' | 'malformed' | 'not_allowed' | 'not_acting';

/**
 * X-Patron-Id is honoured for a profile with role AGENT acting for a traveller linked to it,
 * for a delegatee of an active delegate policy that names the patron as delegator, and for
 * platform support (role ADMIN) within an open, unexpired acting-for session for the patron
 * (server/domain/support/acting.ts; refused as `not_acting` otherwise). Anything else is FORBIDDEN and leaves an audit row (auth.patron_refused). Acting for
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
  if (user.role === 'ADMIN') {
    const acting = await liveSessionFor(s.db, user.id, patronId.toLowerCase(), s.clock.now());
    if (!acting) throw await refuse('not_acting');
    return {
      id: acting.patron_user_id,
      via: 'SUPPORT',
      corporateId: null,
      role: await roleOf(s, acting.patron_user_id),
      actingSessionId: acting.id,
    };
  }
  const id = patronId.toLowerCase();
  if (user.role === 'AGENT' && (await agentServesTraveller(s.db, user.id, patronId))) {
    return { id, via: 'AGENT', corporateId: null, role: await roleOf(s, id) };
  }
  const delegation = await activeDelegation(s.db, user.id, patronId);
  if (delegation) {
    return { id, via: 'DELEGATE', corporateId: delegation.corporate_id, role: await roleOf(s, id) };
  }
  throw await refuse('not_allowed');
}

async function roleOf(s: AccountServices, userId: string): Promise<AuthUser['role']> {
  const [row] = await s.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return (row?.role as AuthUser['role'] | undefined) ?? 'USER';
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
      ...(patron.actingSessionId ? { acting_session_id: patron.actingSessionId } : {}),
      request_id: details.requestId,
      ...(details.operation ? { operation: details.operation } : {}),
    },
    created_at: s.clock.now(),
  });
}

/**
 * A password, e-mail or phone stays its owner's own: a request that acts for someone
 * (X-Patron-Id, whoever sends it: support, an agent or a delegate) may not change one.
 * FORBIDDEN, audited as `auth.credential_change_refused`.
 */
export async function refuseCredentialChangeForPatron(
  s: AccountServices,
  user: AuthUser | null,
  patronId: string | null,
  change: 'password' | 'email' | 'phone',
): Promise<void> {
  if (!patronId) return;
  await writeAudit(s.db, {
    actor_user_id: user?.id ?? null,
    patron_user_id: isUuid(patronId) ? patronId.toLowerCase() : null,
    action: 'auth.credential_change_refused',
    metadata: { change },
    created_at: s.clock.now(),
  });
  throw new AppError(
    'FORBIDDEN',
    `credentials_are_own: the ${change} can only be changed by its owner, not while acting for someone.`,
  );
}
