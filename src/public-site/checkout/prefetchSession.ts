import { graphqlRequest } from '../../api/graphql';
import { CheckoutSessionDocument } from '../../api/generated/payments';
import { hasSessionTokens } from '../../api/tokens';
import { loadConfig } from '../../config';
import { getCurrentLocale } from '../../i18n/locale';
import { prefetchSavedTravellers } from './savedTravellersRequests';

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
let prefetched: {
  cartToken: string;
  locale: string;
  answer: Promise<SessionAnswer>;
  /** The answer once it is in: the first render reads it without waiting a tick. */
  settled?: SessionAnswer;
} | null = null;

/**
 * A checkout opened directly — a reload during the hold, the return from VNPay, 2C2P or 3-D
 * Secure — asks for its held cart as soon as the app's entry has run, while the page's code
 * downloads (docs/checkout-ui.md, "Speed"). The returned promise settles with the answer, so the
 * first render — which waits a little for its landing page — can start with the cart in hand.
 * The page's first read takes the answer; a later read (retry, another cart or language) asks
 * again.
 */
export function prefetchCheckoutSession(): Promise<void> {
  const cartToken = new URLSearchParams(window.location.search).get('cart');
  if (!cartToken || !hasSessionTokens()) return Promise.resolve();
  // The endpoint comes from /config.json, fetched beside the entry.
  const answer = loadConfig().then(() => {
    prefetchSavedTravellers(); // beside the cart: the form's chips come with it
    return loadSession(cartToken);
  });
  const entry: NonNullable<typeof prefetched> = { cartToken, locale: getCurrentLocale(), answer };
  prefetched = entry;
  return answer.then(
    (data) => {
      entry.settled = data;
    },
    () => undefined, // read, and reported, by the page
  );
}

/**
 * The answer asked for before the first render, if it is for this cart and language: `answer`
 * for the page's first read, `settled` once it is in (the first render starts with it).
 */
export function prefetchedFor(
  cartToken: string,
  locale: string,
): Pick<NonNullable<typeof prefetched>, 'answer' | 'settled'> | null {
  return prefetched?.cartToken === cartToken && prefetched.locale === locale ? prefetched : null;
}

export function clearPrefetched(): void {
  prefetched = null;
}
