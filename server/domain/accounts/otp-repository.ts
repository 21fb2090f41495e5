import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authCodes, otpChallenges, otpFlows } from '../../db/schema.js';

export type ChallengePurpose = 'sign_in' | 'reset_password' | 'wallet_payment';

export async function insertFlow(db: Db, tokenHash: string, createdAt: Date, expiresAt: Date) {
  await db
    .insert(otpFlows)
    .values({ token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt });
}

/** The live flow with this token hash. */
export async function findLiveFlow(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: otpFlows.id })
    .from(otpFlows)
    .where(and(eq(otpFlows.token_hash, tokenHash), gt(otpFlows.expires_at, now)));
  return row ?? null;
}

/**
 * Runs `fn` in a transaction that holds the identifier's send lock, so that the limits it
 * reads (recentSends) still hold when it stores the new code: parallel sends to one address
 * queue here instead of all passing the check (PostgreSQL advisory transaction lock).
 */
export function withIdentifierSendLock<T>(
  db: Db,
  identifierHash: string,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`otp_send:${identifierHash}`}, 0))`,
    );
    return fn(tx);
  });
}

/** Codes sent to an identifier since `since`, with the times of the newest and oldest. */
export async function recentSends(db: Db, identifierHash: string, since: Date) {
  const [row] = await db
    .select({
      sends: count(),
      latest: sql<Date | null>`max(${otpChallenges.created_at})`.mapWith(otpChallenges.created_at),
      oldest: sql<Date | null>`min(${otpChallenges.created_at})`.mapWith(otpChallenges.created_at),
    })
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.identifier_hash, identifierHash), gt(otpChallenges.created_at, since)),
    );
  return { sends: Number(row.sends), latest: row.latest ?? null, oldest: row.oldest ?? null };
}

export interface NewChallenge {
  flow_id: string;
  purpose: ChallengePurpose;
  channel: 'email' | 'sms';
  identifier_hash: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
}

/**
 * Stores a new code and voids the identifier's earlier live codes (only the newest works).
 * Call it inside withIdentifierSendLock, whose transaction makes the two statements one.
 */
export async function replaceChallenge(tx: Db, challenge: NewChallenge): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ voided_at: challenge.created_at })
    .where(
      and(
        eq(otpChallenges.identifier_hash, challenge.identifier_hash),
        isNull(otpChallenges.consumed_at),
        isNull(otpChallenges.voided_at),
      ),
    );
  await tx.insert(otpChallenges).values(challenge);
}

/** The newest code for this flow, identifier and purpose, whatever its state. */
export async function latestChallenge(
  db: Db,
  where: { flowId: string; identifierHash: string; purpose: ChallengePurpose },
) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.flow_id, where.flowId),
        eq(otpChallenges.identifier_hash, where.identifierHash),
        eq(otpChallenges.purpose, where.purpose),
      ),
    )
    .orderBy(desc(otpChallenges.created_at))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one try atomically; returns the new count, or null when the code is no longer live
 * (used, replaced, expired or out of tries). Concurrent tries (aliases, batches) each count.
 */
export async function countAttempt(db: Db, id: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumed_at),
        isNull(otpChallenges.voided_at),
        gt(otpChallenges.expires_at, now),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumed_at: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumed_at)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function insertAuthCode(
  db: Db,
  code: { code_hash: string; channel: 'email' | 'sms'; identifier: string },
  createdAt: Date,
  expiresAt: Date,
) {
  await db.insert(authCodes).values({ ...code, created_at: createdAt, expires_at: expiresAt });
}

/** Spends an authorization code; returns what it verified, or null when not usable. */
export async function consumeAuthCode(db: Db, codeHash: string, now: Date) {
  const [row] = await db
    .update(authCodes)
    .set({ consumed_at: now })
    .where(
      and(
        eq(authCodes.code_hash, codeHash),
        isNull(authCodes.consumed_at),
        gt(authCodes.expires_at, now),
      ),
    )
    .returning({ channel: authCodes.channel, identifier: authCodes.identifier });
  return row ? { channel: row.channel as 'email' | 'sms', identifier: row.identifier } : null;
}
