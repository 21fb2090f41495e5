import md5 from 'md5';
import { HttpError } from '../api/httpError';
import { accountApi } from '../api/rest';
import type { TokenPair } from '../api/tokens';
import { getCurrentLocale, localeHeaderValue } from '../i18n/locale';
import { CREATION_PASSWORD_PLACEHOLDER } from './constants';
import { toWirePhone } from './phone';
import type { LoginType } from './store/dialogStore';

/** The calls of the account and one-time code services (docs/accounts-api.md). */

export type Identity = { email: string } | { phone_number: string };

/** Pure: the wire identity for a login type and what the user typed. */
export function identityOf(loginType: LoginType, identifier: string, countryCode = '84'): Identity {
  return loginType === 'email'
    ? { email: identifier.trim().toLowerCase() }
    : { phone_number: toWirePhone(identifier, countryCode) };
}

/** Pure: the user_name for has_name / has_password. */
export function userNameOf(identity: Identity): string {
  return 'email' in identity ? identity.email : identity.phone_number;
}

/** Spec §9: passwords are MD5-hashed (lowercase hex) before sending. */
export function hashPassword(password: string): string {
  return md5(password);
}

interface Envelope<T> {
  data: T;
}

/**
 * The message of a failed call: a server machine key (validate.*) or text; 'unknown' when the
 * service failed or could not be reached (its text is not for the user).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 0 || error.status >= 500) return 'unknown';
    const body = error.body as { error?: unknown } | null;
    if (typeof body?.error === 'string') return body.error;
    const nested = body?.error as { message?: unknown } | undefined;
    if (typeof nested?.message === 'string') return nested.message;
    return error.message;
  }
  return (error as Error | null)?.message ?? '';
}

/** Seconds to wait after a 429, when the service said. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const body = error.body as { retry_after?: unknown; error?: { retry_after?: unknown } } | null;
  const value = Number(body?.retry_after ?? body?.error?.retry_after);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

// ---- Account service ------------------------------------------------------------------------

export async function signInWithPassword(identity: Identity, password: string): Promise<TokenPair> {
  const answer = await accountApi<Envelope<TokenPair>>('user/session/new', {
    method: 'POST',
    anonymous: true,
    report: false,
    body: { ...identity, password: hashPassword(password), lang: getCurrentLocale() },
  });
  return answer.data;
}

/** Anonymous calls carry no x-locale; the ones that can make an account say the language. */
function languageHeader(): Record<string, string> {
  return { 'x-locale': localeHeaderValue(getCurrentLocale()) };
}

export async function otpSessionParams(): Promise<string> {
  const answer = await accountApi<Envelope<{ session_params: string }>>('auth/otp/new', {
    anonymous: true,
  });
  return answer.data.session_params;
}

export async function otpCallback(code: string, sessionParams: string): Promise<TokenPair> {
  const answer = await accountApi<Envelope<TokenPair>>('auth/otp/callback', {
    method: 'POST',
    anonymous: true,
    // A first sign-in makes the account: it records the language the person is using.
    headers: languageHeader(),
    body: { code, session_params: sessionParams },
  });
  return answer.data;
}

export async function googleStart(): Promise<{ url: string; session_params: unknown }> {
  const answer = await accountApi<Envelope<{ url: string; session_params: unknown }>>(
    'auth/google/new',
    { anonymous: true },
  );
  return answer.data;
}

export async function googleCallback(
  received: Record<string, unknown>,
  sessionParams: unknown,
): Promise<TokenPair> {
  const answer = await accountApi<Envelope<TokenPair>>('auth/google/callback', {
    method: 'POST',
    anonymous: true,
    headers: languageHeader(),
    body: { ...received, session_params: sessionParams },
  });
  return answer.data;
}

/** Spec §7: MD5 values; at account creation the current password is MD5('UTS'). */
export async function changePassword(input: {
  current_password?: string;
  password: string;
  password_confirmation: string;
}): Promise<void> {
  await accountApi('user/change-password', {
    method: 'POST',
    report: false,
    body: {
      current_password: hashPassword(input.current_password ?? CREATION_PASSWORD_PLACEHOLDER),
      password: hashPassword(input.password),
      password_confirmation: hashPassword(input.password_confirmation),
    },
  });
}

export async function requestPasswordReset(token: string, identity: Identity): Promise<void> {
  await accountApi('user/reset-password', {
    method: 'POST',
    anonymous: true,
    report: false,
    body: { token, lang: getCurrentLocale(), ...identity },
  });
}

/** `token` is the /oauth2/auth flow token the reset code was requested with. */
export async function verifyResetCode(
  code: string,
  token: string,
  identity: Identity,
): Promise<string> {
  const answer = await accountApi<Envelope<{ token: string }>>('user/otp/reset-password', {
    method: 'POST',
    anonymous: true,
    report: false,
    body: { code, token, ...identity },
  });
  return answer.data.token;
}

export async function updateResetPassword(
  token: string,
  password: string,
  confirmation: string,
): Promise<void> {
  await accountApi('user/reset-password/update', {
    method: 'POST',
    anonymous: true,
    report: false,
    body: {
      token,
      user: { password: hashPassword(password), password_confirmation: hashPassword(confirmation) },
    },
  });
}
