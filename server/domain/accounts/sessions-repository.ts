import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authRetiredRenewalTokens, authSessions, users } from '../../db/schema.js';

export type SessionMethod = 'password' | 'otp' | 'google' | 'signup';

export interface NewSession {
  user_id: string;
  method: SessionMethod;
  access_token_hash: string;
  renewal_token_hash: string;
  access_expires_at: Date;
  renewal_expires_at: Date;
  expires_at: Date;
  created_at: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<string> {
  const [row] = await db.insert(authSessions).values(session).returning({ id: authSessions.id });
  return row.id;
}

/** The user of a live access token: one indexed look-up per authenticated request. */
export async function findByAccessToken(db: Db, accessHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      userId: users.id,
      role: users.role,
      loginTime: authSessions.created_at,
      accessEnd: authSessions.access_expires_at,
      sessionEnd: authSessions.expires_at,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(
      and(
        eq(authSessions.access_token_hash, accessHash),
        isNull(authSessions.revoked_at),
        gt(authSessions.access_expires_at, now),
        gt(authSessions.expires_at, now),
      ),
    );
  return row ?? null;
}

/** A session by either of its tokens, whatever its state (sign-out, renewal checks). */
export async function findByToken(
  db: Db,
  column: 'access_token_hash' | 'renewal_token_hash' | 'previous_renewal_token_hash',
  hash: string,
) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions[column], hash));
  return row ?? null;
}

export interface Rotation {
  access_token_hash: string;
  renewal_token_hash: string;
  access_expires_at: Date;
  renewal_expires_at: Date;
  renewed_at: Date;
}

/**
 * Swaps the token pair if `currentRenewalHash` is still current, and keeps the retired hash
 * (findSessionOfRetiredToken); false if another renewal won.
 */
export async function rotateSession(
  db: Db,
  sessionId: string,
  currentRenewalHash: string,
  next: Rotation,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(authSessions)
      .set({ ...next, previous_renewal_token_hash: currentRenewalHash })
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.renewal_token_hash, currentRenewalHash),
          isNull(authSessions.revoked_at),
        ),
      )
      .returning({ id: authSessions.id });
    if (rows.length !== 1) return false;
    await tx
      .insert(authRetiredRenewalTokens)
      .values({
        token_hash: currentRenewalHash,
        session_id: sessionId,
        retired_at: next.renewed_at,
      })
      .onConflictDoNothing();
    return true;
  });
}

/** The session that once had this renewal token and rotated it away, or null. */
export async function findSessionOfRetiredToken(db: Db, hash: string) {
  const [row] = await db
    .select({ session: authSessions })
    .from(authRetiredRenewalTokens)
    .innerJoin(authSessions, eq(authSessions.id, authRetiredRenewalTokens.session_id))
    .where(eq(authRetiredRenewalTokens.token_hash, hash));
  return row?.session ?? null;
}

export async function revokeSession(db: Db, sessionId: string, now: Date, reason: string) {
  await db
    .update(authSessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  reason: string,
  keepSessionId?: string,
) {
  await db
    .update(authSessions)
    .set({ revoked_at: now, revoked_reason: reason })
    .where(
      and(
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}

/** Live sessions of a user (tests and a future "your devices" page). */
export async function liveSessionCount(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        or(gt(authSessions.renewal_expires_at, now), gt(authSessions.access_expires_at, now)),
      ),
    );
  return rows.length;
}
