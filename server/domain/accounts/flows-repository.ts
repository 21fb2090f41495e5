import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessionParams, passwordResetTokens, userIdentities } from '../../db/schema.js';

export interface NewSessionParams {
  params_hash: string;
  provider: 'otp' | 'google';
  state?: string;
  nonce?: string;
  code_verifier?: string;
  redirect_uri?: string;
  created_at: Date;
  expires_at: Date;
}

export async function insertSessionParams(db: Db, values: NewSessionParams) {
  await db.insert(authSessionParams).values(values);
}

/** Spends session_params of one provider; null when unknown, used, expired or another's. */
export async function consumeSessionParams(
  db: Db,
  paramsHash: string,
  provider: 'otp' | 'google',
  now: Date,
) {
  const [row] = await db
    .update(authSessionParams)
    .set({ consumed_at: now })
    .where(
      and(
        eq(authSessionParams.params_hash, paramsHash),
        eq(authSessionParams.provider, provider),
        isNull(authSessionParams.consumed_at),
        gt(authSessionParams.expires_at, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertResetToken(
  db: Db,
  values: { user_id: string; token_hash: string; created_at: Date; expires_at: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Spends a reset token; returns its user id, or null when not usable. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ consumed_at: now })
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.consumed_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
    .returning({ user_id: passwordResetTokens.user_id });
  return row?.user_id ?? null;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row ?? null;
}

export async function linkIdentity(
  db: Db,
  values: { provider: string; subject: string; user_id: string; email: string | null },
  now: Date,
) {
  await db
    .insert(userIdentities)
    .values({ ...values, created_at: now })
    .onConflictDoNothing();
}
