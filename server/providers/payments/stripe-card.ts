import Stripe from 'stripe';
import type { Clock } from '../../auth/clock.js';
import { checkPaymentRequest, single } from './request.js';
import {
  PaymentProviderError,
  PaymentVerificationError,
  type NotificationAnswerCase,
  type PaymentFetch,
  type PaymentRail,
  type PaymentResult,
  type PaymentStatus,
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
        return resultOf(await stripe.paymentIntents.retrieve(id));
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
        intent = await stripe.paymentIntents.retrieve(query.providerTxnId);
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
      return resultOf(event.data.object as Stripe.PaymentIntent);
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
