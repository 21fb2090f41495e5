import { AppError } from '../../errors.js';
import { addSeconds } from '../context/clock.js';
import { newToken, tokenHash } from '../../auth/crypto.js';
import type { Identifier } from '../../auth/identifiers.js';
import { RESET_TOKEN_TTL_SECONDS } from '../../auth/limits.js';
import { hashPassword, UTS_PLACEHOLDER, verifyPassword } from '../../auth/passwords.js';
import type { AccountServices } from '../../auth/services.js';
import type { AuthUser } from './sessions.js';
import { writeAudit } from './audit-repository.js';
import { consumeResetToken, insertResetToken } from './flows-repository.js';
import { checkCode, codeError, sendCode } from './otp.js';
import { startPasswordCheck, unlockPasswordChecks } from './password-lock.js';
import { badInput, checkNewPassword } from './password-rules.js';
import { revokeUserSessions } from './sessions-repository.js';
import { findUserById, findUserByIdentifier, updateUser } from './users-repository.js';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST /user/change-password. The current password is checked (MD5 of 'UTS' while the account
 * has none); wrong guesses count against the account's password lock. The user's
 * other sessions are revoked; this one stays signed in.
 */
export async function changePassword(
  s: AccountServices,
  user: AuthUser,
  input: ChangePasswordInput,
): Promise<void> {
  checkNewPassword(input.password, input.password_confirmation);
  const attempt = await startPasswordCheck(s, { userId: user.id }, 'change_password');
  const row = await findUserById(s.db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  const currentOk = row.password_hash
    ? await verifyPassword(row.password_hash, input.current_password, s.keys.password)
    : input.current_password === UTS_PLACEHOLDER;
  if (!currentOk) {
    await attempt.failed();
    throw badInput('invalid_current_password', 'current_password', 'matches');
  }
  await attempt.passed();
  const hash = await hashPassword(input.password, s.keys.password);
  const now = s.clock.now();
  await s.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { password_hash: hash });
    await revokeUserSessions(tx, user.id, now, 'password_changed', user.sessionId);
    await writeAudit(tx, {
      actor_user_id: user.id,
      action: row.password_hash ? 'auth.password_changed' : 'auth.password_created',
      created_at: now,
    });
  });
  s.sessions?.forgetUser(user.id); // this node at once; the others hear the commit
}

/** POST /user/reset-password: sends a reset code, only if the account exists (same answer). */
export async function requestPasswordReset(
  s: AccountServices,
  input: { token: string; identifier: Identifier; lang: string | null; ip: string },
): Promise<void> {
  const user = await findUserByIdentifier(s.db, input.identifier);
  await sendCode(s, { ...input, purpose: 'reset_password', deliver: user !== null });
}

/** POST /user/otp/reset-password: a reset code for a reset token (15 minutes, single use). */
export async function verifyPasswordReset(
  s: AccountServices,
  input: { token: string; identifier: Identifier; code: string; ip: string },
): Promise<string> {
  await checkCode(s, { ...input, purpose: 'reset_password' });
  const user = await findUserByIdentifier(s.db, input.identifier);
  if (!user) throw codeError('invalid_code');
  const token = newToken();
  const now = s.clock.now();
  await insertResetToken(s.db, {
    user_id: user.id,
    token_hash: tokenHash(token),
    created_at: now,
    expires_at: addSeconds(now, RESET_TOKEN_TTL_SECONDS),
  });
  return token;
}

/** POST /user/reset-password/update: sets the password, revokes every session, lifts a lock. */
export async function completePasswordReset(
  s: AccountServices,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  checkNewPassword(input.password, input.password_confirmation);
  const hash = await hashPassword(input.password, s.keys.password);
  const now = s.clock.now();
  const userId = await s.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash(input.token), now);
    if (!userId) throw badInput('invalid_token', 'token', 'live');
    await updateUser(tx, userId, { password_hash: hash });
    await revokeUserSessions(tx, userId, now, 'password_reset');
    await writeAudit(tx, { actor_user_id: userId, action: 'auth.password_reset', created_at: now });
    return userId;
  });
  s.sessions?.forgetUser(userId);
  // The reset code proved control of the account: its new password works at once.
  await unlockPasswordChecks(s, userId);
}
