import Cookies from 'js-cookie';

/** Session token cookie (spec §3, 365 days). */
export const SESSION_COOKIE = 'uts_token';
/** Renewal token cookie (spec §3). */
export const RENEWAL_COOKIE = 'account.renewal_token';

export function readSessionToken(): string | undefined {
  return Cookies.get(SESSION_COOKIE) || undefined;
}

export function bearer(token: string): string {
  return `Bearer ${token}`;
}
