import Cookies from 'js-cookie';

/** Session token cookie (spec §3, 365 days). */
export const SESSION_COOKIE = 'uts_token';
/**
 * Renewal token cookie (spec §3). The server sets it HttpOnly, for the session calls only
 * (docs/accounts.md, "Renewal cookie"): scripts never see it. A readable one at path / is a
 * leftover of a session begun before; it is used once to renew, then removed.
 */
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

/**
 * The page's cookies, read once per turn of the event loop. A page load asks for the tokens
 * dozens of times in one task (every request's headers, every signed-in hook's first render),
 * and each read of `document.cookie` parses them all: at Lighthouse's 4× slow-down that was
 * 40–110 ms of the checkout's long tasks. Nothing changes the cookies within a task but this
 * page's own writes, which forget the copy (below); another tab's change is seen at the next.
 */
let cookieCopy: Record<string, string> | null = null;

function cookies(): Record<string, string> {
  if (!cookieCopy) {
    cookieCopy = Cookies.get();
    queueMicrotask(forgetCookies);
  }
  return cookieCopy;
}

/** The next read asks `document.cookie` again (after waiting on another tab, say). */
export function forgetCookies() {
  cookieCopy = null;
}

export function readSessionToken(): string | undefined {
  return cookies()[SESSION_COOKIE] || undefined;
}

/** A renewal token readable by scripts: only the leftover of an older session, if any. */
export function readLegacyRenewalToken(): string | undefined {
  return cookies()[RENEWAL_COOKIE] || undefined;
}

/** True when a session exists (an access token, or an older session's renewal token). */
export function hasSessionTokens(): boolean {
  return Boolean(readSessionToken() || readLegacyRenewalToken());
}

/**
 * Keeps the access token; the renewal token of the answer is already in the HttpOnly cookie
 * the server set with it, so the browser does not store it where scripts could read it.
 */
export function storeTokens(pair: Pick<TokenPair, 'access_token'>): void {
  Cookies.set(SESSION_COOKIE, pair.access_token, cookieOptions());
  Cookies.remove(RENEWAL_COOKIE, { path: '/' });
  forgetCookies();
}

/** Forgets the tokens scripts can reach; sign-out makes the server clear the HttpOnly one. */
export function clearTokens(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  Cookies.remove(RENEWAL_COOKIE, { path: '/' });
  forgetCookies();
}

export function bearer(token: string): string {
  return `Bearer ${token}`;
}
