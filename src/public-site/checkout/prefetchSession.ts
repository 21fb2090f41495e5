import { graphqlRequest } from '../../api/graphql';
import { CheckoutSessionDocument } from '../../api/generated/payments';
import { hasSessionTokens } from '../../api/tokens';
import { loadConfig } from '../../config';
import { getCurrentLocale } from '../../i18n/locale';

// Its own small chunk: a checkout opened directly loads it beside the app's entry (AppRoutes,
// the checkout landing pages), so the held cart is asked for before the page's code is in.

export type SessionAnswer = Awaited<ReturnType<typeof loadSession>>;
export const loadSession = (cartToken: string, signal?: AbortSignal) =>
  graphqlRequest(
    'payments',
    CheckoutSessionDocument,
    { cart_token: cartToken },
    { signal, report: false },
  );

/** The session asked for before the first render (a direct load), by cart token and language. */
let prefetched: { cartToken: string; locale: string; answer: Promise<SessionAnswer> } | null = null;

/**
 * A checkout opened directly — a reload during the hold, the return from VNPay, 2C2P or 3-D
 * Secure — asks for its held cart as soon as the app's entry has run, while the page's code
 * downloads and renders, instead of after the first render (docs/checkout.md, "Speed"). The page's first read takes
 * the answer; a later read (retry, another cart or language) asks again.
 */
export function prefetchCheckoutSession(): void {
  const cartToken = new URLSearchParams(window.location.search).get('cart');
  if (!cartToken || !hasSessionTokens()) return;
  // The endpoint comes from /config.json, fetched beside the entry.
  const answer = loadConfig().then(() => loadSession(cartToken));
  answer.catch(() => undefined); // read, and reported, by the page
  prefetched = { cartToken, locale: getCurrentLocale(), answer };
}

export function takePrefetched(cartToken: string, locale: string): Promise<SessionAnswer> | null {
  const hit = prefetched?.cartToken === cartToken && prefetched.locale === locale;
  return hit ? prefetched!.answer : null;
}

export function clearPrefetched(): void {
  prefetched = null;
}
