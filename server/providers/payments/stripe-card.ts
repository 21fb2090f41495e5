import Stripe from 'stripe';
import type { Clock } from '../../domain/context/clock.js';
import { checkPaymentRequest, single } from './request.js';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type NotificationAnswerCase,
  type PaymentFetch,
  type PaymentRail,
  type PaymentResult,
  type PaymentStatus,
  type RefundResult,
} from './types.js';

/*
 * Card payments through Stripe with the official SDK. The server creates a PaymentIntent (VND is
 * a zero-decimal currency for Stripe, so the amount goes as is) and hands its client secret to
 * the browser, which confirms it with Stripe.js: card data never reaches Wayfare. Results come
 * from webhooks verified with the SDK's signature check (Stripe-Signature), and on the browser's
 * return from retrieving the PaymentIntent. Offline, the same SDK talks to /dev/stripe.
 */

export interface StripeCardConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  sandbox: boolean;
  /** Sandbox only: the server's origin, whose /dev/stripe/v1 stands in for api.stripe.com. */
  sandboxOrigin: string | null;
  /** Sandbox only: where /dev/stripe sends its signed webhooks. */
  webhookUrl: string;
}

/** The PaymentIntent events the webhook endpoint subscribes to. */
export const STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;

export function stripeStatus(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'SUCCEEDED';
    case 'canceled':
      return 'CANCELLED';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'FAILED' : 'PENDING';
    default:
      return 'PENDING';
  }
}

/** A Stripe Refund's status as the rails report it (requires_action, canceled: not refunded). */
export function stripeRefundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'SUCCEEDED';
  if (status === 'pending') return 'PENDING';
  return 'FAILED';
}

const ANSWERS: Record<NotificationAnswerCase, number> = {
  ACCEPTED: 200,
  ALREADY_CONFIRMED: 200,
  ORDER_NOT_FOUND: 200,
  AMOUNT_MISMATCH: 200,
  INVALID_SIGNATURE: 400,
  MALFORMED: 400,
  ERROR: 503,
};

/** The SDK client: api.stripe.com, or the sandbox through the back channel. */
export function stripeClient(config: StripeCardConfig, fetchFn: PaymentFetch): Stripe {
  if (!config.sandbox || !config.sandboxOrigin) {
    return new Stripe(config.secretKey, { telemetry: false, maxNetworkRetries: 2 });
  }
  const origin = new URL(config.sandboxOrigin);
  const sandboxFetch = (url: string | URL, init?: RequestInit) => {
    const target = new URL(String(url));
    return fetchFn(
      `${config.sandboxOrigin}/dev/stripe${target.pathname}${target.search}`,
      init ?? {},
    );
  };
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 0,
    host: origin.hostname,
    port: origin.port || (origin.protocol === 'https:' ? '443' : '80'),
    protocol: origin.protocol === 'https:' ? 'https' : 'http',
    httpClient: Stripe.createFetchHttpClient(sandboxFetch as typeof fetch),
  });
}

export function createStripeCardRail(
  config: StripeCardConfig,
  deps: { clock: Clock; fetch: PaymentFetch },
): PaymentRail & { stripe: Stripe } {
  const stripe = stripeClient(config, deps.fetch);

  /** The card's network and last 4 from the intent's Charge, when it was read expanded. */
  function cardOf(intent: Stripe.PaymentIntent): PaymentResult['card'] {
    const charge = intent.latest_charge;
    const card = typeof charge === 'object' ? charge?.payment_method_details?.card : null;
    if (!card?.last4 || !/^\d{4}$/.test(card.last4)) return null;
    return { brand: String(card.brand ?? 'unknown'), last4: card.last4 };
  }

  /**
   * A succeeded intent read again with its Charge (`expand: ['latest_charge']`): webhooks carry
   * the Charge's id only. A failed read leaves the card unknown; the payment still settles.
   */
  async function withCharge(intent: Stripe.PaymentIntent): Promise<Stripe.PaymentIntent> {
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') return intent;
    try {
      return await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    } catch {
      return intent;
    }
  }

  function resultOf(intent: Stripe.PaymentIntent): PaymentResult {
    const orderRef = intent.metadata?.order_ref;
    if (!orderRef)
      throw new PaymentVerificationError('MALFORMED', 'PaymentIntent has no order_ref');
    if (intent.currency !== 'vnd')
      throw new PaymentVerificationError('MALFORMED', 'currency is not VND');
    return {
      rail: 'CARD',
      orderRef,
      amount: intent.amount,
      status: stripeStatus(intent),
      providerTxnId: intent.id,
      providerCode:
        intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? intent.status,
      card: cardOf(intent),
    };
  }

  return {
    code: 'CARD',
    sandbox: config.sandbox,
    stripe,
    async createPayment(request) {
      checkPaymentRequest(request);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'vnd',
            description: request.description.slice(0, 500),
            automatic_payment_methods: { enabled: true },
            metadata: { order_ref: request.orderRef },
            ...(request.customer ? { customer: request.customer } : {}),
          },
          // One PaymentIntent per order and amount, however often the checkout retries.
          { idempotencyKey: `wayfare-${request.orderRef}-${request.amount}` },
        );
      } catch (error) {
        const code =
          error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : 'NETWORK';
        throw new PaymentProviderError(
          code,
          `Stripe refused the PaymentIntent: ${(error as Error).message}`,
        );
      }
      if (!intent.client_secret)
        throw new PaymentProviderError('NO_SECRET', 'PaymentIntent has no client secret');
      return {
        kind: 'CLIENT_SECRET',
        clientSecret: intent.client_secret,
        publishableKey: config.publishableKey,
        providerToken: intent.id,
      };
    },
    async verifyReturn(call) {
      // After 3-D Secure Stripe.js returns with ?payment_intent=pi_…; the answer is Stripe's.
      const id = single(call.query.payment_intent) ?? '';
      if (!/^pi_[A-Za-z0-9]+$/.test(id))
        throw new PaymentVerificationError('MALFORMED', 'payment_intent missing');
      try {
        return resultOf(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (error) {
        if (error instanceof PaymentVerificationError) throw error;
        throw new PaymentVerificationError(
          'MALFORMED',
          `PaymentIntent not found: ${(error as Error).message}`,
        );
      }
    },
    async queryPayment(query) {
      // The checkout keeps the intent's id from its creation; without one nothing was paid.
      if (!query.providerTxnId?.startsWith('pi_')) {
        return {
          rail: 'CARD',
          orderRef: query.orderRef,
          amount: 0,
          status: 'PENDING',
          providerTxnId: null,
          providerCode: 'no_intent',
        };
      }
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(query.providerTxnId, {
          expand: ['latest_charge'],
        });
      } catch (error) {
        const code =
          error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : 'NETWORK';
        throw new PaymentProviderError(code, `Stripe: ${(error as Error).message}`);
      }
      const result = resultOf(intent);
      if (result.orderRef !== query.orderRef) {
        throw new PaymentProviderError('MISMATCH', 'PaymentIntent belongs to another order');
      }
      return result;
    },
    async verifyNotification(call) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          call.body,
          single(call.headers['stripe-signature']) ?? '',
          config.webhookSecret,
          300,
          undefined,
          deps.clock.now().getTime(),
        );
      } catch (error) {
        throw new PaymentVerificationError('INVALID_SIGNATURE', (error as Error).message);
      }
      if (!(STRIPE_EVENTS as readonly string[]).includes(event.type)) {
        throw new PaymentVerificationError('MALFORMED', `unexpected event ${event.type}`);
      }
      return resultOf(await withCharge(event.data.object as Stripe.PaymentIntent));
    },
    /**
     * Refunds `request.amount` of the PaymentIntent (all of it, or less when a ticket's refund
     * fee is kept). A refund Stripe already has for it (an earlier attempt
     * whose answer was lost) is answered with its current state instead of asking again, and
     * the idempotency key makes two racing requests one refund.
     */
    async refund(request) {
      const intent = request.providerTxnId ?? '';
      if (!/^pi_[A-Za-z0-9]+$/.test(intent)) {
        throw new PaymentProviderError('NO_PAYMENT_INTENT', 'The payment has no PaymentIntent');
      }
      let refund: Stripe.Refund;
      try {
        // One intent may be refunded in parts (a flight change, then its cancellation): the
        // earlier attempt of *this* refund is the one with its ref (an order's own refund,
        // made before refs existed, carries only the order's).
        const ref = request.refundRef ?? request.orderRef;
        const earlier = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
        refund =
          earlier.data.find((r) => (r.metadata?.refund_ref ?? r.metadata?.order_ref) === ref) ??
          (await stripe.refunds.create(
            {
              payment_intent: intent,
              amount: request.amount,
              reason: 'requested_by_customer',
              metadata: {
                order_ref: request.orderRef,
                refund_ref: ref,
                reason: request.reason.slice(0, 200),
              },
            },
            { idempotencyKey: `wayfare-refund-${ref}` },
          ));
      } catch (error) {
        const code =
          error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : 'NETWORK';
        throw new PaymentProviderError(
          code,
          `Stripe refused the refund: ${(error as Error).message}`,
        );
      }
      return {
        status: stripeRefundStatus(refund.status),
        providerRefundId: refund.id,
        providerCode: refund.failure_reason ?? refund.status ?? 'unknown',
      };
    },
    answerNotification(answer) {
      const status = ANSWERS[answer];
      return {
        status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ received: status === 200, outcome: answer }),
      };
    },
  };
}

/*
 * Saved cards (docs/payments.md "Saved cards"): a Stripe Customer per Wayfare user, the card
 * PaymentMethods attached to it. The browser creates a PaymentMethod with Stripe.js (Elements),
 * so only its id reaches Wayfare; Stripe answers brand, last 4 and expiry.
 */

/** A saved card as Wayfare shows it: Stripe's own fields, never the number. */
export interface SavedCard {
  id: string;
  created: Date;
  metadata: Record<string, string>;
  customer: string | null;
  card: { brand: string; exp_month: number; exp_year: number; last4: string };
}

const savedCardOf = (pm: Stripe.PaymentMethod): SavedCard => ({
  id: pm.id,
  created: new Date(pm.created * 1000),
  metadata: { ...(pm.metadata ?? {}) },
  customer: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null),
  card: {
    brand: pm.card?.brand ?? 'unknown',
    exp_month: pm.card?.exp_month ?? 0,
    exp_year: pm.card?.exp_year ?? 0,
    last4: pm.card?.last4 ?? '',
  },
});

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/** Stripe's refusal of a saved-card call, as the rails report gateway refusals. */
function refused(error: unknown, what: string): never {
  const code = error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : 'NETWORK';
  throw new PaymentProviderError(code, `Stripe refused ${what}: ${(error as Error).message}`);
}

/** The Stripe Customer of a Wayfare user: one per user, however often this is retried. */
export async function createStripeCustomer(stripe: Stripe, userId: string): Promise<string> {
  try {
    const customer = await stripe.customers.create(
      { metadata: { wayfare_user: userId } },
      { idempotencyKey: `wayfare-customer-${userId}` },
    );
    return customer.id;
  } catch (error) {
    refused(error, 'the customer');
  }
}

/** A card PaymentMethod by id; null if Stripe has no such id. */
export async function retrieveSavedCard(stripe: Stripe, id: string): Promise<SavedCard | null> {
  try {
    const pm = await stripe.paymentMethods.retrieve(id);
    return pm.type === 'card' ? savedCardOf(pm) : null;
  } catch (error) {
    if (isMissing(error)) return null;
    refused(error, 'the payment method');
  }
}

/**
 * Attaches a card to the customer and marks it with the user (kept after a detach, so a
 * repeated removal is recognised). Null when Stripe refuses: another customer's card, or one
 * detached or spent before.
 */
export async function attachSavedCard(
  stripe: Stripe,
  id: string,
  customer: string,
  userId: string,
): Promise<SavedCard | null> {
  try {
    await stripe.paymentMethods.attach(id, { customer });
    return savedCardOf(
      await stripe.paymentMethods.update(id, { metadata: { wayfare_user: userId } }),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    refused(error, 'the card');
  }
}

/** Detaches a card; the card as it is afterwards (a card already detached is answered as is). */
export async function detachSavedCard(stripe: Stripe, id: string): Promise<SavedCard | null> {
  try {
    return savedCardOf(await stripe.paymentMethods.detach(id));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      return retrieveSavedCard(stripe, id);
    }
    refused(error, 'the removal');
  }
}

/** A page of the customer's cards, newest first, after `startingAfter`. */
export async function listSavedCards(
  stripe: Stripe,
  customer: string,
  page: { limit: number; startingAfter?: string },
): Promise<SavedCard[]> {
  try {
    const list = await stripe.paymentMethods.list({
      customer,
      type: 'card',
      limit: page.limit,
      ...(page.startingAfter ? { starting_after: page.startingAfter } : {}),
    });
    return list.data.map(savedCardOf);
  } catch (error) {
    refused(error, 'the card list');
  }
}
