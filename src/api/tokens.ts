import Cookies from 'js-cookie';

/** Session token cookie (spec §3, 365 days). */
export const SESSION_COOKIE = 'uts_token';
/** Renewal token cookie (spec §3). */
export const RENEWAL_COOKIE = 'account.renewal_token';
/** Spec §9: session cookies live 365 days. */
export const SESSION_COOKIE_DAYS = 365;

/** What the account service answers on sign-in, sign-up, code or social callback and renewal. */
export interface TokenPair {
  access_token: string;
  renewal_token: string;
  /** Seconds the access token is valid (docs/accounts-api.md). */
  expires_in?: number;
}

function cookieOptions(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { expires: SESSION_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure };
}

export function readSessionToken(): string | undefined {
  return Cookies.get(SESSION_COOKIE) || undefined;
}

export function readRenewalToken(): string | undefined {
  return Cookies.get(RENEWAL_COOKIE) || undefined;
}

/** True when a session exists (an access or a renewal token is held). */
export function hasSessionTokens(): boolean {
  return Boolean(readSessionToken() || readRenewalToken());
}

export function storeTokens(pair: Pick<TokenPair, 'access_token' | 'renewal_token'>): void {
  Cookies.set(SESSION_COOKIE, pair.access_token, cookieOptions());
  Cookies.set(RENEWAL_COOKIE, pair.renewal_token, cookieOptions());
}

export function clearTokens(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  Cookies.remove(RENEWAL_COOKIE, { path: '/' });
}

export function bearer(token: string): string {
  return `Bearer ${token}`;
}
