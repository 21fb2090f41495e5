import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';
import type { PaymentFetch } from '../providers/payments/index.js';
import type { StripeCardConfig } from '../providers/payments/stripe-card.js';
import {
  acceptForms,
  formatVnd,
  hiddenFields,
  sandboxPage,
  withQuery,
} from './dev-payments-page.js';
import { devStripeRefundRoutes } from './dev-stripe-refunds.js';
import { devStripeCustomerRoutes, type SandboxCard } from './dev-stripe-customers.js';
import { expands, sandboxCharges, typedCard } from './dev-stripe-charges.js';

/*
 * The Stripe sandbox (never in production): the slice of Stripe's API Wayfare uses, answered in
 * Stripe's shapes so the official SDK works against it unchanged (server/providers/payments/
 * stripe-card.ts rewrites api.stripe.com/v1 to /dev/stripe/v1):
 *   POST /v1/payment_intents (Idempotency-Key honoured), GET /v1/payment_intents/:id (with
 *   `expand[]=latest_charge`: the Charge and its card's network and last 4, dev-stripe-charges.ts),
 *   POST /v1/payment_intents/:id/confirm (secret key, or publishable key + client_secret as
 *   Stripe.js sends it), POST /v1/payment_intents/:id/cancel.
 * Stripe's test cards decide the outcome: 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444
 * (Mastercard) succeed, 4000 0000 0000 0002 is
 * declined, 4000 0025 0000 3155 asks for 3-D Secure (/dev/stripe/3ds/:id). Each outcome sends a
 * webhook signed as Stripe signs them (Stripe-Signature: t=…,v1=HMAC-SHA256). Stripe.js cannot
 * run offline, so /dev/stripe/pay?client_secret=…&return_url=… is a card form standing in for
 * Elements. Intents live in memory.
 */

type Outcome = 'succeed' | 'decline' | 'authenticate';
const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000002500003155': 'authenticate',
};
const TEST_PAYMENT_METHODS: Record<string, Outcome> = {
  pm_card_visa: 'succeed',
  pm_card_chargeDeclined: 'decline',
  pm_card_authenticationRequired: 'authenticate',
};
/** The card numbers behind Stripe's test PaymentMethods. */
const TEST_PAYMENT_METHOD_NUMBERS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequired: '4000002500003155',
};

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  created: number;
  livemode: false;
  payment_method: string | null;
  /** The Charge of a succeeded intent (its id; expanded on request). */
  latest_charge: string | null;
  customer: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
  return_url?: string;
}

const stripeError = (
  reply: FastifyReply,
  status: number,
  type: string,
  message: string,
  extra = {},
) => reply.code(status).send({ error: { type, message, ...extra } });

const random = (n = 12) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');

export async function devStripeRoutes(
  app: FastifyInstance,
  opts: { config: StripeCardConfig; clock: Clock; fetch: PaymentFetch },
) {
  const { config, clock } = opts;
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, Intent>();
  const charges = sandboxCharges();
  /** The card each intent is being paid with, until it succeeds (3-D Secure comes between). */
  const cards = new Map<string, SandboxCard>();
  acceptForms(app);
  const savedCards = devStripeCustomerRoutes(app, opts);
  const origin = config.sandboxOrigin ?? '';
  const now = () => Math.floor(clock.now().getTime() / 1000);
  devStripeRefundRoutes(app, { secretKey: config.secretKey, intents, now });

  const keyOf = (request: FastifyRequest) => {
    const header = String(request.headers.authorization ?? '');
    const body = (request.body ?? {}) as Record<string, string>;
    return header.startsWith('Bearer ') ? header.slice(7) : (body.key ?? '');
  };
  /** Secret key: anything. Publishable key: only with the intent's client secret. */
  const allowed = (request: FastifyRequest, intent?: Intent) => {
    const key = keyOf(request);
    if (key === config.secretKey) return true;
    const params = { ...(request.query as object), ...((request.body ?? {}) as object) } as Record<
      string,
      string
    >;
    return (
      key === config.publishableKey && !!intent && params.client_secret === intent.client_secret
    );
  };

  async function sendWebhook(type: string, intent: Intent, log: FastifyRequest['log']) {
    const payload = JSON.stringify({
      id: `evt_${random()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object: { ...intent, return_url: undefined } },
    });
    const t = now();
    const v1 = createHmac('sha256', config.webhookSecret).update(`${t}.${payload}`).digest('hex');
    try {
      await opts.fetch(config.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
        body: payload,
      });
    } catch (err) {
      log.warn({ err }, 'Stripe sandbox: webhook not delivered');
    }
  }

  /** Succeeds the intent: its Charge records the card (network, last 4), then the webhook. */
  async function succeed(intent: Intent, log: FastifyRequest['log']) {
    const card = cards.get(intent.id) ?? typedCard('4242424242424242', 2030);
    const charge = charges.charge(intent, card, now());
    Object.assign(intent, {
      status: 'succeeded',
      last_payment_error: null,
      next_action: null,
      latest_charge: charge.id,
    });
    await sendWebhook('payment_intent.succeeded', intent, log);
  }

  /** Confirms with a test card or test PaymentMethod; answers the intent or a card error. */
  async function confirm(
    intent: Intent,
    params: Record<string, string>,
    log: FastifyRequest['log'],
  ) {
    const number = (params['payment_method_data[card][number]'] ?? '').replace(/\s+/g, '');
    const saved = savedCards.savedCardOutcome(params.payment_method, intent.customer);
    if (saved && 'error' in saved) return { status: 400, error: saved.error };
    const outcome =
      TEST_CARDS[number] ?? TEST_PAYMENT_METHODS[params.payment_method ?? ''] ?? saved?.outcome;
    if (!outcome)
      return {
        status: 402,
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        },
      };
    if (params.return_url) intent.return_url = params.return_url;
    intent.payment_method = saved ? params.payment_method! : `pm_${random()}`;
    const year = new Date(now() * 1000).getUTCFullYear() + 3;
    cards.set(
      intent.id,
      saved && 'card' in saved
        ? saved.card
        : typedCard(number || TEST_PAYMENT_METHOD_NUMBERS[params.payment_method ?? ''] || '', year),
    );
    if (outcome === 'succeed') {
      await succeed(intent, log);
    } else if (outcome === 'decline') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: error,
        next_action: null,
      });
      await sendWebhook('payment_intent.payment_failed', intent, log);
      return { status: 402, error: { ...error, payment_intent: intent } };
    } else {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `${origin}/dev/stripe/3ds/${intent.id}`,
            return_url: intent.return_url ?? '',
          },
        },
      });
    }
    return { status: 200, intent };
  }

  app.post('/dev/stripe/v1/payment_intents', async (request, reply) => {
    if (keyOf(request) !== config.secretKey)
      return stripeError(reply, 401, 'invalid_request_error', 'Invalid API Key provided.');
    const key = String(request.headers['idempotency-key'] ?? '');
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) return earlier;
    const body = (request.body ?? {}) as Record<string, string>;
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      return stripeError(reply, 400, 'invalid_request_error', 'Invalid integer: amount', {
        param: 'amount',
      });
    }
    if (!body.currency)
      return stripeError(reply, 400, 'invalid_request_error', 'Missing required param: currency.', {
        param: 'currency',
      });
    const metadata = Object.fromEntries(
      Object.entries(body)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const id = `pi_${random()}`;
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      currency: body.currency.toLowerCase(),
      description: body.description ?? null,
      metadata,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${random()}`,
      created: now(),
      livemode: false,
      payment_method: null,
      latest_charge: null,
      customer: body.customer ?? null,
      last_payment_error: null,
      next_action: null,
    };
    intents.set(id, intent);
    if (key) idempotent.set(key, intent);
    return intent;
  });

  app.get('/dev/stripe/v1/payment_intents/:id', async (request, reply) => {
    const intent = intents.get((request.params as { id: string }).id);
    if (!allowed(request, intent))
      return stripeError(reply, 401, 'invalid_request_error', 'Invalid API Key provided.');
    if (!intent)
      return stripeError(reply, 404, 'invalid_request_error', 'No such payment_intent', {
        code: 'resource_missing',
      });
    const query = (request.query ?? {}) as Record<string, unknown>;
    return {
      ...intent,
      return_url: undefined,
      ...(expands(query, 'latest_charge')
        ? { latest_charge: charges.get(intent.latest_charge) ?? null }
        : {}),
    };
  });

  app.post('/dev/stripe/v1/payment_intents/:id/confirm', async (request, reply) => {
    const intent = intents.get((request.params as { id: string }).id);
    if (!allowed(request, intent))
      return stripeError(reply, 401, 'invalid_request_error', 'Invalid API Key provided.');
    if (!intent)
      return stripeError(reply, 404, 'invalid_request_error', 'No such payment_intent', {
        code: 'resource_missing',
      });
    if (intent.status !== 'requires_payment_method') {
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}.`,
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    }
    const result = await confirm(
      intent,
      (request.body ?? {}) as Record<string, string>,
      request.log,
    );
    if (result.error) return reply.code(result.status).send({ error: result.error });
    return { ...intent, return_url: undefined };
  });

  app.post('/dev/stripe/v1/payment_intents/:id/cancel', async (request, reply) => {
    const intent = intents.get((request.params as { id: string }).id);
    if (keyOf(request) !== config.secretKey)
      return stripeError(reply, 401, 'invalid_request_error', 'Invalid API Key provided.');
    if (!intent)
      return stripeError(reply, 404, 'invalid_request_error', 'No such payment_intent', {
        code: 'resource_missing',
      });
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}.`,
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    }
    Object.assign(intent, { status: 'canceled', next_action: null });
    await sendWebhook('payment_intent.canceled', intent, request.log);
    return { ...intent, return_url: undefined };
  });

  const back = (intent: Intent, reply: FastifyReply) => {
    const status = intent.status === 'succeeded' ? 'succeeded' : 'failed';
    const query = new URLSearchParams({
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: status,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(withQuery(intent.return_url ?? '/', query.toString()), 303);
  };

  // The card form standing in for Stripe Elements.
  const cardPage = (intent: Intent, returnUrl: string, message = '') =>
    sandboxPage(
      'Stripe',
      `<h1>Card payment (Stripe sandbox)</h1>${message}
<dl><dt>Amount</dt><dd>${formatVnd(intent.amount)}</dd><dt>Description</dt><dd>${escapeHtml(intent.description ?? '')}</dd></dl>
<p>Test cards: 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for 3-D Secure.</p>
<form method="post" action="/dev/stripe/pay">${hiddenFields({ client_secret: intent.client_secret, return_url: returnUrl })}
<label for="number">Card number</label><input id="number" type="text" name="number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<button class="ok">Pay</button></form>`,
    );
  const intentBySecret = (secret: string | undefined) => {
    const intent = intents.get((secret ?? '').split('_secret_')[0] ?? '');
    return intent && intent.client_secret === secret ? intent : undefined;
  };

  app.get('/dev/stripe/pay', async (request, reply) => {
    const q = request.query as Record<string, string>;
    const intent = intentBySecret(q.client_secret);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (
      !intent ||
      intent.status !== 'requires_payment_method' ||
      !/^https?:\/\//.test(q.return_url ?? '')
    ) {
      reply.code(400);
      return sandboxPage(
        'Stripe',
        '<h1>Stripe</h1><p class="error" role="alert">Unknown or finished payment, or no return_url.</p>',
      );
    }
    return cardPage(intent, q.return_url!);
  });

  app.post('/dev/stripe/pay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const intent = intentBySecret(body.client_secret);
    if (
      !intent ||
      intent.status !== 'requires_payment_method' ||
      !/^https?:\/\//.test(body.return_url ?? '')
    ) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage(
        'Stripe',
        '<h1>Stripe</h1><p class="error" role="alert">Unknown or finished payment.</p>',
      );
    }
    const result = await confirm(
      intent,
      { 'payment_method_data[card][number]': body.number ?? '', return_url: body.return_url! },
      request.log,
    );
    if (result.error) {
      // Elements shows the decline in place; the traveller may try another card.
      reply.code(402).type('text/html; charset=utf-8');
      return cardPage(
        intent,
        body.return_url!,
        `<p class="error" role="alert">${escapeHtml(result.error.message)}</p>`,
      );
    }
    const status = intent.status as Intent['status'];
    if (status === 'requires_action' && intent.next_action) {
      return reply.redirect(intent.next_action.redirect_to_url.url, 303);
    }
    return back(intent, reply);
  });

  app.get('/dev/stripe/3ds/:id', async (request, reply) => {
    const intent = intents.get((request.params as { id: string }).id);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!intent || intent.status !== 'requires_action') {
      reply.code(404);
      return sandboxPage(
        'Stripe',
        '<h1>3-D Secure</h1><p class="error" role="alert">No authentication is waiting here.</p>',
      );
    }
    return sandboxPage(
      'Stripe',
      `<h1>3-D Secure authentication (sandbox)</h1><p>Your bank asks you to confirm a payment of ${formatVnd(intent.amount)}.</p>
<form method="post" action="/dev/stripe/3ds/${intent.id}">
<button class="ok" name="outcome" value="complete">Complete authentication</button>
<button class="fail" name="outcome" value="fail">Fail authentication</button></form>`,
    );
  });

  app.post('/dev/stripe/3ds/:id', async (request, reply) => {
    const intent = intents.get((request.params as { id: string }).id);
    const outcome = ((request.body ?? {}) as Record<string, string>).outcome;
    if (
      !intent ||
      intent.status !== 'requires_action' ||
      !['complete', 'fail'].includes(outcome ?? '')
    ) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage(
        'Stripe',
        '<h1>3-D Secure</h1><p class="error" role="alert">No authentication is waiting here.</p>',
      );
    }
    if (outcome === 'complete') {
      await succeed(intent, request.log);
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
        },
      });
      await sendWebhook('payment_intent.payment_failed', intent, request.log);
    }
    return back(intent, reply);
  });
}
