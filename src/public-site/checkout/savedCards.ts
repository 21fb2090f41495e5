/**
 * Saved cards in the browser (docs/checkout-ui.md "Saved cards"): the calls, and how a card is
 * entered and confirmed. With real keys Stripe.js does it (stripeElements.ts); offline the
 * /dev/stripe sandbox stands in: its card form at `setup` beside `sandbox_pay_url` creates the
 * PaymentMethod and returns with `?payment_method=pm_…`, and a saved card confirms an intent the
 * way Stripe.js does, by POSTing the intent's confirm with the publishable key.
 */
import { graphqlRequest } from '../../api/graphql';
import {
  AddSavedCardDocument,
  RemoveSavedCardDocument,
  SavedCardsDocument,
  type SavedCardPartsFragment,
} from '../../api/generated/payments';
import { confirmWithSavedCard } from './stripeElements';

export type SavedCard = SavedCardPartsFragment;

/** Where the browser goes (a seam for tests). */
export const cardNavigation = { assign: (url: string) => window.location.assign(url) };

export async function fetchSavedCards(args: {
  last_id?: string | null;
  limit?: number;
  cart_token?: string | null;
}): Promise<SavedCard[]> {
  return (await graphqlRequest('payments', SavedCardsDocument, args, { report: false }))
    .stripe_payment_methods;
}

export async function saveCard(id: string, cartToken?: string | null): Promise<SavedCard> {
  return (
    await graphqlRequest(
      'payments',
      AddSavedCardDocument,
      { id, cart_token: cartToken ?? null },
      { report: false },
    )
  ).add_stripe_payment_method;
}

export async function removeCard(id: string): Promise<SavedCard> {
  return (await graphqlRequest('payments', RemoveSavedCardDocument, { id }, { report: false }))
    .remove_stripe_payment_method;
}

/** A card is usable through the end of its expiry month. */
export const isExpired = (card: SavedCard['card'], now = new Date()) =>
  card.exp_year * 12 + card.exp_month < now.getFullYear() * 12 + now.getMonth() + 1;

export const brandName = (brand: string) =>
  brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);

/** The sandbox's card form for saving, which returns to `returnUrl`. */
export function sandboxSetupUrl(sandboxPayUrl: string, publishableKey: string, returnUrl: string) {
  const target = new URL('setup', new URL(sandboxPayUrl, window.location.origin));
  target.searchParams.set('key', publishableKey);
  target.searchParams.set('return_url', returnUrl);
  return target.toString();
}

/** The query the card form returns with; the page removes it once read. */
export const SETUP_PARAMS = ['payment_method', 'setup_status'] as const;

export function setupReturn(
  params: URLSearchParams,
): { paymentMethod: string } | { cancelled: true } | null {
  const status = params.get('setup_status');
  const id = params.get('payment_method');
  if (status === 'succeeded' && id) return { paymentMethod: id };
  if (status) return { cancelled: true };
  return null;
}

/**
 * Pays an intent with a saved card: Stripe.js, or offline the sandbox's confirm. Leaves the page
 * (3-D Secure, or the return URL) on success; answers Stripe's message when it refused.
 */
export async function payWithSavedCard(
  config: { publishable_key: string; sandbox_pay_url?: string | null },
  intent: { id: string; client_secret: string },
  paymentMethod: string,
  returnUrl: string,
): Promise<string | null> {
  if (!config.sandbox_pay_url) {
    return confirmWithSavedCard(
      config.publishable_key,
      intent.client_secret,
      paymentMethod,
      returnUrl,
    );
  }
  const base = new URL(config.sandbox_pay_url, window.location.origin);
  const response = await fetch(new URL(`v1/payment_intents/${intent.id}/confirm`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: config.publishable_key,
      client_secret: intent.client_secret,
      payment_method: paymentMethod,
      return_url: returnUrl,
    }).toString(),
  });
  const body = (await response.json()) as {
    status?: string;
    error?: { message?: string };
    next_action?: { redirect_to_url?: { url: string } } | null;
  };
  if (body.error) return body.error.message ?? 'card error';
  const redirect = body.next_action?.redirect_to_url?.url;
  if (body.status === 'requires_action' && redirect) {
    cardNavigation.assign(redirect);
    return null;
  }
  const back = new URL(returnUrl);
  back.searchParams.set('payment_intent', intent.id);
  back.searchParams.set('payment_intent_client_secret', intent.client_secret);
  back.searchParams.set('redirect_status', body.status === 'succeeded' ? 'succeeded' : 'failed');
  cardNavigation.assign(back.toString());
  return null;
}
