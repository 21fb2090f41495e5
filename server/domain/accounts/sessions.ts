import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../context/clock.js';
import { enrolOnSignIn } from '../enrolment/service.js';
import { newToken, tokenHash } from '../../auth/crypto.js';
import { RENEWAL_REUSE_GRACE_SECONDS } from '../../auth/limits.js';
import type { AccountServices } from '../../auth/services.js';
import { writeAudit } from './audit-repository.js';
import {
  findByAccessToken,
  findByToken,
  findSessionOfRetiredToken,
  insertSession,
  revokeSession,
  rotateSession,
  type SessionMethod,
} from './sessions-repository.js';

/*
 * Sessions: an access token (ACCESS_TOKEN_TTL_SECONDS) and a renewal token (rotated on every
 * renewal, idle limit RENEWAL_TOKEN_TTL_DAYS) within an absolute SESSION_MAX_AGE_DAYS. Both
 * are 256-bit random values stored as SHA-256 hashes.
 */

export interface TokenPair {
  access_token: string;
  renewal_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/** The signed-in user of a request. */
export interface AuthUser {
  id: string;
  role: 'USER' | 'AGENT' | 'ADMIN';
  sessionId: string;
  /** When the session began (profile login_time). */
  loginTime: Date;
}

const unauthenticated = (message = 'unauthorized') => new AppError('UNAUTHENTICATED', message);

function pairTimes(s: AccountServices, now: Date, sessionEnd: Date) {
  const renewalEnd = addSeconds(now, s.config.renewalTokenTtlSeconds);
  const accessEnd = addSeconds(now, s.config.accessTokenTtlSeconds);
  return {
    access_expires_at: accessEnd < sessionEnd ? accessEnd : sessionEnd,
    renewal_expires_at: renewalEnd < sessionEnd ? renewalEnd : sessionEnd,
  };
}

function expiresIn(accessEnd: Date, now: Date): number {
  return Math.max(0, Math.round((accessEnd.getTime() - now.getTime()) / 1000));
}

/** Opens a session for a user; `db` may be the caller's transaction. */
export async function openSession(
  s: AccountServices,
  userId: string,
  method: SessionMethod,
  db: Db = s.db,
): Promise<TokenPair> {
  const now = s.clock.now();
  const end = addSeconds(now, s.config.sessionMaxAgeSeconds);
  const times = pairTimes(s, now, end);
  const access = newToken();
  const renewal = newToken();
  await insertSession(db, {
    user_id: userId,
    method,
    access_token_hash: tokenHash(access),
    renewal_token_hash: tokenHash(renewal),
    ...times,
    expires_at: end,
    created_at: now,
  });
  // An account made by a company's invitation joins it by signing in; any other invitation is
  // accepted only by the person (docs/corporate-staff.md "Consent").
  await enrolOnSignIn(db, userId, now);
  await writeAudit(db, {
    actor_user_id: userId,
    action: 'auth.sign_in',
    metadata: { method },
    created_at: now,
  });
  return {
    access_token: access,
    renewal_token: renewal,
    expires_in: expiresIn(times.access_expires_at, now),
  };
}

/** The user of a live access token, or null. */
export async function authenticate(
  s: AccountServices,
  accessToken: string,
): Promise<AuthUser | null> {
  const hash = tokenHash(accessToken);
  const now = s.clock.now();
  const cached = s.sessions?.get(hash, now);
  if (cached) return cached;
  const generation = s.sessions?.generation ?? 0;
  const row = await findByAccessToken(s.db, hash, now);
  if (!row) return null;
  const user = {
    id: row.userId,
    role: row.role,
    sessionId: row.sessionId,
    loginTime: row.loginTime,
  };
  s.sessions?.set(hash, user, { accessEnd: row.accessEnd, sessionEnd: row.sessionEnd }, generation);
  return user;
}

/**
 * POST /user/session/renew: a new pair for a live renewal token; the presented token stops
 * working. A token already rotated away is refused (refuseRetired).
 */
export async function renewSession(s: AccountServices, renewalToken: string): Promise<TokenPair> {
  const now = s.clock.now();
  const hash = tokenHash(renewalToken);
  const session = await findByToken(s.db, 'renewal_token_hash', hash);
  if (!session) {
    await refuseRetired(s, hash, now);
    throw unauthenticated('invalid_token');
  }
  if (session.revoked_at || session.renewal_expires_at <= now || session.expires_at <= now) {
    throw unauthenticated('invalid_token');
  }
  const times = pairTimes(s, now, session.expires_at);
  const access = newToken();
  const renewal = newToken();
  const rotated = await rotateSession(s.db, session.id, hash, {
    access_token_hash: tokenHash(access),
    renewal_token_hash: tokenHash(renewal),
    ...times,
    renewed_at: now,
  });
  s.sessions?.forgetSession(session.id); // the old access token stops working here at once
  if (!rotated) throw unauthenticated('invalid_token');
  return {
    access_token: access,
    renewal_token: renewal,
    expires_in: expiresIn(times.access_expires_at, now),
  };
}

type Session = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/**
 * A renewal token that is no longer current came back (RFC 9700 §4.14 reuse detection).
 * Tabs share the cookie, so the only honest way to hold an old token is to have raced another
 * tab for the last rotation: the token just before the current one, within the grace minute,
 * is refused quietly. Anything else is a copy, and the whole session is revoked: the token
 * before the current one after the grace minute, and a token two or more rotations old at
 * any time.
 */
async function refuseRetired(s: AccountServices, hash: string, now: Date) {
  const previous = await findByToken(s.db, 'previous_renewal_token_hash', hash);
  if (previous) {
    const sinceRotation = previous.renewed_at ? now.getTime() - previous.renewed_at.getTime() : 0;
    if (sinceRotation > RENEWAL_REUSE_GRACE_SECONDS * 1000) {
      await revokeForReuse(s, previous, now, 'one');
    }
    return;
  }
  const older = await findSessionOfRetiredToken(s.db, hash);
  if (older) await revokeForReuse(s, older, now, 'two_or_more');
}

async function revokeForReuse(
  s: AccountServices,
  session: Session,
  now: Date,
  rotationsAgo: 'one' | 'two_or_more',
) {
  if (session.revoked_at) return;
  await revokeSession(s.db, session.id, now, 'renewal_reuse');
  s.sessions?.forgetSession(session.id);
  await writeAudit(s.db, {
    actor_user_id: session.user_id,
    action: 'auth.renewal_reuse',
    metadata: { session_id: session.id, rotations_ago: rotationsAgo },
    created_at: now,
  });
}

/** DELETE /user/session: revokes the session of this access token (also when it expired). */
export async function signOut(s: AccountServices, accessToken: string): Promise<void> {
  const now = s.clock.now();
  const session = await findByToken(s.db, 'access_token_hash', tokenHash(accessToken));
  if (!session || session.revoked_at || session.expires_at <= now) throw unauthenticated();
  await revokeSession(s.db, session.id, now, 'sign_out');
  s.sessions?.forgetSession(session.id);
  await writeAudit(s.db, {
    actor_user_id: session.user_id,
    action: 'auth.sign_out',
    metadata: { session_id: session.id },
    created_at: now,
  });
}
