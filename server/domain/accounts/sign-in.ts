import { AppError } from '../../errors.js';
import { tokenHash } from '../../auth/crypto.js';
import type { Identifier } from '../../auth/identifiers.js';
import { IP_LIMITS } from '../../auth/limits.js';
import { hashPassword, spendVerificationTime, verifyPassword } from '../../auth/passwords.js';
import { hitIpLimit, identifierHash, type AccountServices } from '../../auth/services.js';
import { writeAudit } from './audit-repository.js';
import { consumeSessionParams } from './flows-repository.js';
import { createUserFor } from './new-users.js';
import { consumeAuthCode } from './otp-repository.js';
import { startPasswordCheck } from './password-lock.js';
import { retryIfRaced } from './races.js';
import { badInput, checkNewPassword } from './password-rules.js';
import { openSession, type TokenPair } from './sessions.js';
import { findReferrer, findUserByIdentifier } from './users-repository.js';

const invalidCredentials = () => new AppError('UNAUTHENTICATED', 'invalid_credentials');

/**
 * POST /user/session/new. Unknown account, account without a password and wrong password
 * answer the same 401 invalid_credentials in the same time. 10 failures per account in
 * 15 minutes lock it until the window ends (429 too_many_attempts): the attempt is taken
 * before the password is checked (password-lock.ts).
 */
export async function passwordSignIn(
  s: AccountServices,
  input: { identifier: Identifier; password: string; ip: string },
): Promise<TokenPair> {
  await hitIpLimit(s, IP_LIMITS.signIn, input.ip);
  const user = await findUserByIdentifier(s.db, input.identifier);
  const attempt = await startPasswordCheck(
    s,
    user ? { userId: user.id } : { identifierHash: identifierHash(s, input.identifier) },
    'sign_in',
  );
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password, s.keys.password)
    : (await spendVerificationTime(s.keys.password), false);
  if (!user || !ok) {
    if (user) {
      await writeAudit(s.db, {
        actor_user_id: user.id,
        action: 'auth.sign_in_failed',
        metadata: { method: 'password' },
        created_at: s.clock.now(),
      });
    }
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.passed();
  return openSession(s, user.id, 'password');
}

/** Spends session_params and the authorization code from /oauth2/otp/verify, atomically. */
async function spendCodeAndParams(
  s: AccountServices,
  tx: AccountServices['db'],
  code: string,
  sessionParams: string,
): Promise<Identifier> {
  const now = s.clock.now();
  const params = await consumeSessionParams(tx, tokenHash(sessionParams), 'otp', now);
  if (!params) throw badInput('invalid_session_params', 'session_params', 'live');
  const verified = await consumeAuthCode(tx, tokenHash(code), now);
  if (!verified) throw badInput('invalid_code', 'code', 'live');
  return { channel: verified.channel, value: verified.identifier };
}

/**
 * POST /auth/otp/callback: signs in by a verified code, creating the account the first time
 * (once, when first sign-ins race).
 */
export async function otpCallback(
  s: AccountServices,
  input: { code: string; session_params: string; lang: string | null; ip: string },
): Promise<TokenPair> {
  await hitIpLimit(s, IP_LIMITS.callback, input.ip);
  return retryIfRaced(() =>
    s.db.transaction(async (tx) => {
      const identifier = await spendCodeAndParams(s, tx, input.code, input.session_params);
      const user =
        (await findUserByIdentifier(tx, identifier)) ??
        (await createUserFor(tx, identifier, { locale: input.lang ?? undefined }, s.clock.now()));
      return openSession(s, user.id, 'otp', tx);
    }),
  );
}

export interface SignupInput {
  code: string;
  session_params: string;
  first_name?: string;
  last_name?: string;
  password?: string;
  password_confirmation?: string;
  referred_by_code?: string;
  lang: string | null;
  ip: string;
}

/** POST /user/signup: creates an account for a verified code (409-like 400 when one exists). */
export async function signup(s: AccountServices, input: SignupInput): Promise<TokenPair> {
  await hitIpLimit(s, IP_LIMITS.callback, input.ip);
  if (input.password || input.password_confirmation) {
    checkNewPassword(input.password ?? '', input.password_confirmation ?? '');
  }
  const passwordHash = input.password ? await hashPassword(input.password, s.keys.password) : null;
  // A lost race to create the account runs again and answers account_exists.
  return retryIfRaced(() =>
    s.db.transaction(async (tx) => {
      const identifier = await spendCodeAndParams(s, tx, input.code, input.session_params);
      if (await findUserByIdentifier(tx, identifier)) {
        // The code proved control of the address, so saying the account exists reveals nothing.
        throw badInput('account_exists', identifier.channel === 'email' ? 'email' : 'phone_number');
      }
      let referredBy: string | null = null;
      if (input.referred_by_code) {
        const referrer = await findReferrer(tx, input.referred_by_code.trim());
        if (!referrer) throw badInput('invalid_referral_code', 'referred_by_code', 'exists');
        referredBy = referrer.referral_code;
      }
      const user = await createUserFor(
        tx,
        identifier,
        {
          first_name: input.first_name,
          last_name: input.last_name,
          locale: input.lang ?? undefined,
          referred_by_code: referredBy,
          password_hash: passwordHash,
        },
        s.clock.now(),
      );
      return openSession(s, user.id, 'signup', tx);
    }),
  );
}
