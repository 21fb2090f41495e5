import { absoluteUrl, getConfig } from '../config';
import { bearer, readRenewalToken, readSessionToken, storeTokens, type TokenPair } from './tokens';

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

async function renewOnce(fetchImpl: typeof fetch): Promise<RenewOutcome> {
  const renewalToken = readRenewalToken();
  if (!renewalToken) return 'refused';
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetchImpl(absoluteUrl(`${base}/${RENEW_PATH}`), {
      method: 'POST',
      headers: { accept: 'application/json', authorization: bearer(renewalToken) },
      credentials: 'same-origin',
    });
  } catch {
    return 'failed';
  }
  if (response.status === 401 || response.status === 403) {
    // Only a refusal of the token we sent ends the session: another tab may have rotated it.
    if (readRenewalToken() === renewalToken) refusedListeners.forEach((listener) => listener());
    return 'refused';
  }
  if (!response.ok) return 'failed';
  try {
    const body = (await response.json()) as { data?: Partial<TokenPair> } | null;
    const pair = body?.data;
    if (!pair?.access_token || !pair.renewal_token) return 'failed';
    storeTokens({ access_token: pair.access_token, renewal_token: pair.renewal_token });
  } catch {
    return 'failed';
  }
  renewedListeners.forEach((listener) => listener());
  return 'renewed';
}

/**
 * Renews the session once for everyone waiting (single-flight): concurrent callers share one
 * call, because the renewal token rotates and the old one stops working (docs/accounts-api.md).
 * `usedToken` is the access token the failed request carried: when the current token already
 * differs, someone renewed meanwhile and the caller just retries.
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
    inFlight = renewOnce(fetchImpl).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
