import { absoluteUrl, getConfig } from '../config';
import {
  bearer,
  forgetCookies,
  readLegacyRenewalToken,
  readSessionToken,
  storeTokens,
} from './tokens';

/**
 * renewed: a new pair is stored. refused: there is no renewal token or the service refused it
 * (the dead pair is cleared). failed: the service could not be reached or failed; the tokens stay.
 */
export type RenewOutcome = 'renewed' | 'refused' | 'failed';

export const RENEW_PATH = 'user/session/renew';

let inFlight: Promise<RenewOutcome> | null = null;
const renewedListeners = new Set<() => void>();
const refusedListeners = new Set<() => void>();

/** Called after every successful renewal (e.g. to reload state tied to the token). */
export function onTokensRenewed(listener: () => void): () => void {
  renewedListeners.add(listener);
  return () => renewedListeners.delete(listener);
}

/** Called when the service refuses the renewal token: the session is over. */
export function onRenewalRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

/** Tabs of this origin share the cookie jar: one renewal at a time across all of them. */
const RENEW_LOCK = 'wayfare-session-renewal';

function oneTabAtATime(run: () => Promise<RenewOutcome>): Promise<RenewOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with what `run` resolves with (typed as the promise itself).
  return locks ? locks.request(RENEW_LOCK, run).then((outcome) => outcome) : run();
}

/**
 * One call to the renew endpoint. The renewal token travels as the HttpOnly cookie the server
 * set (docs/accounts.md); a readable one left by an older session goes as authorization once.
 * `before` is the access token the caller saw: when it changed meanwhile, another tab renewed.
 */
async function renewOnce(
  fetchImpl: typeof fetch,
  before: string | undefined,
): Promise<RenewOutcome> {
  // Read afresh: another tab may have renewed while this one waited for the lock.
  forgetCookies();
  const current = readSessionToken();
  if (current && current !== before) return 'renewed';
  const legacy = readLegacyRenewalToken();
  // Signed out meanwhile (or never signed in): the cookie must not bring the session back.
  if (!current && !legacy) return 'refused';
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetchImpl(absoluteUrl(`${base}/${RENEW_PATH}`), {
      method: 'POST',
      headers: { accept: 'application/json', ...(legacy ? { authorization: bearer(legacy) } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401 || response.status === 403) {
    // Only a refusal while nobody replaced the tokens ends the session.
    forgetCookies();
    if (readSessionToken() !== current) return 'renewed';
    if (readLegacyRenewalToken() === legacy) refusedListeners.forEach((listener) => listener());
    return 'refused';
  }
  if (!response.ok) return 'failed';
  try {
    const body = (await response.json()) as { data?: { access_token?: unknown } } | null;
    const accessToken = body?.data?.access_token;
    if (typeof accessToken !== 'string' || !accessToken) return 'failed';
    storeTokens({ access_token: accessToken });
  } catch {
    return 'failed';
  }
  renewedListeners.forEach((listener) => listener());
  return 'renewed';
}

/**
 * Renews the session once for everyone waiting (single-flight in the tab, one tab at a time
 * across tabs): concurrent callers share one call, because the renewal token rotates and the
 * old one stops working (docs/accounts-api.md). `usedToken` is the access token the failed
 * request carried: when the current token already differs, someone renewed meanwhile and the
 * caller just retries.
 */
export function renewSession(
  usedToken?: string | null,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RenewOutcome> {
  if (!inFlight) {
    const current = readSessionToken();
    if (usedToken !== undefined && current && current !== usedToken) {
      return Promise.resolve('renewed');
    }
    const before = usedToken === undefined ? current : (usedToken ?? undefined);
    inFlight = oneTabAtATime(() => renewOnce(fetchImpl, before)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
