import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  authCodes,
  authSessionParams,
  authSessions,
  otpChallenges,
  otpFlows,
  passwordResetTokens,
  rateLimitCounters,
} from '../../db/schema.js';

/** Deletes sign-in state that can no longer be used: expired before `before`. */
export async function deleteExpired(db: Db, before: Date, sessionsBefore: Date) {
  await db.delete(otpChallenges).where(lt(otpChallenges.expires_at, before));
  await db.delete(otpFlows).where(lt(otpFlows.expires_at, before));
  await db.delete(authCodes).where(lt(authCodes.expires_at, before));
  await db.delete(authSessionParams).where(lt(authSessionParams.expires_at, before));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, before));
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expires_at, before));
  await db
    .delete(authSessions)
    .where(
      or(
        lt(authSessions.expires_at, sessionsBefore),
        lt(authSessions.renewal_expires_at, sessionsBefore),
        and(isNotNull(authSessions.revoked_at), lt(authSessions.revoked_at, sessionsBefore)),
      ),
    );
}
