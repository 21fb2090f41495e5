import { AppError } from '../../errors.js';
import { addSeconds } from '../context/clock.js';
import { newToken, safeEqual, tokenHash } from '../../auth/crypto.js';
import { IP_LIMITS, SESSION_PARAMS_TTL_SECONDS } from '../../auth/limits.js';
import { hitIpLimit, type AccountServices } from '../../auth/services.js';
import type { IdentityService } from '../../providers/identity/index.js';
import {
  consumeSessionParams,
  findIdentity,
  insertSessionParams,
  linkIdentity,
} from './flows-repository.js';
import { createUserFor } from './new-users.js';
import { badInput } from './password-rules.js';
import { retryIfRaced } from './races.js';
import { openSession, type TokenPair } from './sessions.js';
import { findUserById, findUserByIdentifier, updateUser } from './users-repository.js';

/** GET /auth/otp/new: session_params for a sign-in by code. */
export async function newOtpSessionParams(s: AccountServices, ip: string): Promise<string> {
  await hitIpLimit(s, IP_LIMITS.flowStart, ip);
  const params = newToken();
  const now = s.clock.now();
  await insertSessionParams(s.db, {
    params_hash: tokenHash(params),
    provider: 'otp',
    created_at: now,
    expires_at: addSeconds(now, SESSION_PARAMS_TTL_SECONDS),
  });
  return params;
}

/** GET /auth/google/new: the provider's authorization URL and the session_params binding it. */
export async function startGoogleSignIn(
  s: AccountServices,
  identity: IdentityService,
  redirectUri: string,
  ip: string,
): Promise<{ url: string; session_params: string }> {
  await hitIpLimit(s, IP_LIMITS.flowStart, ip);
  const { url, attempt } = await (await identity.client()).start(redirectUri);
  const params = newToken();
  const now = s.clock.now();
  await insertSessionParams(s.db, {
    params_hash: tokenHash(params),
    provider: 'google',
    ...attempt,
    created_at: now,
    expires_at: addSeconds(now, SESSION_PARAMS_TTL_SECONDS),
  });
  return { url, session_params: params };
}

/**
 * POST /auth/google/callback: checks state, exchanges the code (PKCE), verifies the ID token
 * (signature, issuer, audience, nonce, expiry) and signs in the user linked to the Google
 * subject, else the owner of the verified e-mail (linking it), else a new account.
 */
export async function finishGoogleSignIn(
  s: AccountServices,
  identity: IdentityService,
  input: {
    session_params: string;
    params: Record<string, string>;
    lang: string | null;
    ip: string;
  },
): Promise<TokenPair> {
  await hitIpLimit(s, IP_LIMITS.callback, input.ip);
  const now = s.clock.now();
  const flow = await consumeSessionParams(s.db, tokenHash(input.session_params), 'google', now);
  if (!flow?.state || !flow.nonce || !flow.code_verifier || !flow.redirect_uri) {
    throw badInput('invalid_session_params', 'session_params', 'live');
  }
  if (input.params.error) throw new AppError('UNAUTHENTICATED', 'google_denied');
  if (!safeEqual(input.params.state ?? '', flow.state))
    throw badInput('invalid_state', 'state', 'matches');

  let claims;
  try {
    claims = await (
      await identity.client()
    ).finish(input.params, {
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.code_verifier,
      redirect_uri: flow.redirect_uri,
    });
  } catch (err) {
    s.log.warn(
      { err: { name: (err as Error).name, message: (err as Error).message } },
      'google sign-in refused',
    );
    throw new AppError('UNAUTHENTICATED', 'google_sign_in_failed');
  }
  if (!claims.email || !claims.email_verified) {
    throw new AppError('UNAUTHENTICATED', 'google_email_unverified');
  }
  const email = claims.email;

  return retryIfRaced(() =>
    s.db.transaction(async (tx) => {
      const linked = await findIdentity(tx, 'google', claims.subject);
      let user = linked ? await findUserById(tx, linked.user_id) : null;
      user ??= await findUserByIdentifier(tx, { channel: 'email', value: email });
      user ??= await createUserFor(
        tx,
        { channel: 'email', value: email },
        {
          first_name: claims.given_name,
          last_name: claims.family_name,
          locale: input.lang ?? undefined,
        },
        s.clock.now(),
      );
      if (!user.first_name && !user.last_name && (claims.given_name || claims.family_name)) {
        user = await updateUser(tx, user.id, {
          first_name: claims.given_name,
          last_name: claims.family_name,
        });
      }
      if (!linked)
        await linkIdentity(
          tx,
          { provider: 'google', subject: claims.subject, user_id: user.id, email },
          now,
        );
      return openSession(s, user.id, 'google', tx);
    }),
  );
}
