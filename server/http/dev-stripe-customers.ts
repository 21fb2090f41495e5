import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import type { StripeCardConfig } from '../providers/payments/stripe-card.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';
import { hiddenFields, sandboxPage, withQuery } from './dev-payments-page.js';

/*
 * Saved cards in the Stripe sandbox (never in production): Customers and PaymentMethods, the
 * slice of Stripe's API the SDK calls for them, in Stripe's shapes and errors:
 *   POST /v1/customers (Idempotency-Key honoured), GET /v1/customers/:id,
 *   POST /v1/payment_methods (type=card with a test card number or test token; the secret key,
 *   or the publishable key as Stripe.js sends it), GET and POST /v1/payment_methods/:id,
 *   POST /v1/payment_methods/:id/attach and /detach, GET /v1/payment_methods?customer=&type=card.
 * Stripe.js cannot run offline, so /dev/stripe/setup?key=…&return_url=… is a card form standing
 * in for Elements' createPaymentMethod: it returns to return_url?payment_method=pm_…. dev-stripe.ts
 * asks `savedCardOutcome` when an intent is confirmed with a saved card. Kept in memory.
 */

export type CardOutcome = 'succeed' | 'decline' | 'authenticate';

const TEST_NUMBERS: Record<string, CardOutcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000002500003155': 'authenticate',
};
const TEST_TOKENS: Record<string, string> = {
  tok_visa: '4242424242424242',
  tok_chargeDeclined: '4000000000000002',
  tok_authenticationRequired: '4000002500003155',
};

interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  metadata: Record<string, string>;
  livemode: false;
  billing_details: { name: string | null; email: string | null };
  card: {
    brand: 'visa';
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    country: 'US';
    fingerprint: string;
  };
}

interface Stored {
  method: PaymentMethod;
  outcome: CardOutcome;
  /** Detached once: Stripe refuses to attach or use it again. */
  spent: boolean;
}

type StripeErrorBody = { type: string; code?: string; message: string; param?: string };

const random = (n = 12) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x');
const missing = (what: string, id: string): StripeErrorBody => ({
  type: 'invalid_request_error',
  code: 'resource_missing',
  message: `No such ${what}: '${id}'`,
});
const send = (reply: FastifyReply, status: number, error: StripeErrorBody) =>
  reply.code(status).send({ error });
const metadataOf = (body: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice(9, -1), v]),
  );

export interface SavedCards {
  /**
   * How a confirm with `paymentMethod` ends, if it is one of ours: the card's outcome, or
   * Stripe's error when it belongs to another customer than the intent's or was detached.
   */
  savedCardOutcome(
    paymentMethod: string | undefined,
    customer: string | null,
  ): { outcome: CardOutcome; card: SandboxCard } | { error: StripeErrorBody } | null;
}

/** What a charge reports of the card that paid (Stripe's `payment_method_details.card`). */
export interface SandboxCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export function devStripeCustomerRoutes(
  app: FastifyInstance,
  opts: { config: StripeCardConfig; clock: Clock },
): SavedCards {
  const { config, clock } = opts;
  const customers = new Map<string, Customer>();
  const byKey = new Map<string, Customer>();
  const methods = new Map<string, Stored>();
  const now = () => Math.floor(clock.now().getTime() / 1000);

  const keyOf = (request: FastifyRequest) => {
    const header = String(request.headers.authorization ?? '');
    const body = (request.body ?? {}) as Record<string, string>;
    return header.startsWith('Bearer ') ? header.slice(7) : (body.key ?? '');
  };
  const badKey: StripeErrorBody = {
    type: 'invalid_request_error',
    message: 'Invalid API Key provided.',
  };
  /** Secret-key calls only (the server's); false after answering 401. */
  const secret = (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(request) === config.secretKey) return true;
    void send(reply, 401, badKey);
    return false;
  };
  const paramOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  /** A card PaymentMethod from a test number or token; an error in Stripe's words otherwise. */
  function createMethod(body: Record<string, string>): PaymentMethod | StripeErrorBody {
    if (body.type !== 'card')
      return {
        type: 'invalid_request_error',
        message: 'Invalid type: must be card.',
        param: 'type',
      };
    const token = body['card[token]'];
    const number = token ? TEST_TOKENS[token] : (body['card[number]'] ?? '').replace(/[\s-]+/g, '');
    if (token && !number) return missing('token', token);
    const outcome = TEST_NUMBERS[number ?? ''];
    if (!outcome) {
      return {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'card[number]',
      };
    }
    const year = new Date(clock.now()).getUTCFullYear();
    const month = token ? 12 : Number(body['card[exp_month]']);
    const expYear = token ? year + 3 : Number(body['card[exp_year]']);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      return {
        type: 'card_error',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'card[exp_month]',
      };
    }
    const fullYear = expYear < 100 ? 2000 + expYear : expYear;
    const current = new Date(clock.now());
    if (
      !Number.isInteger(fullYear) ||
      fullYear * 12 + month < current.getUTCFullYear() * 12 + current.getUTCMonth() + 1 ||
      fullYear > year + 50
    ) {
      return {
        type: 'card_error',
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
        param: 'card[exp_year]',
      };
    }
    const method: PaymentMethod = {
      id: `pm_${random()}`,
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      metadata: metadataOf(body),
      livemode: false,
      billing_details: {
        name: body['billing_details[name]'] ?? null,
        email: body['billing_details[email]'] ?? null,
      },
      card: {
        brand: 'visa',
        last4: number!.slice(-4),
        exp_month: month,
        exp_year: fullYear,
        funding: 'credit',
        country: 'US',
        fingerprint: createHash('sha256').update(number!).digest('base64url').slice(0, 16),
      },
    };
    methods.set(method.id, { method, outcome, spent: false });
    return method;
  }

  app.post('/dev/stripe/v1/customers', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const key = String(request.headers['idempotency-key'] ?? '');
    const earlier = key ? byKey.get(key) : undefined;
    if (earlier) return earlier;
    const body = (request.body ?? {}) as Record<string, string>;
    const customer: Customer = {
      id: `cus_${random()}`,
      object: 'customer',
      created: now(),
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: metadataOf(body),
      livemode: false,
    };
    customers.set(customer.id, customer);
    if (key) byKey.set(key, customer);
    return customer;
  });

  app.get('/dev/stripe/v1/customers/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const customer = customers.get(paramOf(request));
    return customer ?? send(reply, 404, missing('customer', paramOf(request)));
  });

  app.post('/dev/stripe/v1/payment_methods', async (request, reply) => {
    const key = keyOf(request);
    if (key !== config.secretKey && key !== config.publishableKey) return send(reply, 401, badKey);
    const created = createMethod((request.body ?? {}) as Record<string, string>);
    return 'id' in created ? created : send(reply, 402, created);
  });

  app.get('/dev/stripe/v1/payment_methods', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const q = request.query as Record<string, string>;
    if (!q.customer || !customers.has(q.customer)) {
      return send(reply, 400, { ...missing('customer', q.customer ?? ''), param: 'customer' });
    }
    const limit = Math.min(100, Math.max(1, Number(q.limit ?? 10) || 10));
    // Newest first, as Stripe lists them; starting_after pages on.
    const all = [...methods.values()]
      .map((s) => s.method)
      .filter((m) => m.customer === q.customer && (!q.type || m.type === q.type))
      .reverse();
    const after = q.starting_after ? all.findIndex((m) => m.id === q.starting_after) : -1;
    if (q.starting_after && after < 0) {
      return send(reply, 400, {
        ...missing('payment_method', q.starting_after),
        param: 'starting_after',
      });
    }
    const from = after + 1;
    const data = all.slice(from, from + limit);
    return {
      object: 'list',
      url: '/v1/payment_methods',
      has_more: from + limit < all.length,
      data,
    };
  });

  app.get('/dev/stripe/v1/payment_methods/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const stored = methods.get(paramOf(request));
    return stored?.method ?? send(reply, 404, missing('payment_method', paramOf(request)));
  });

  app.post('/dev/stripe/v1/payment_methods/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const stored = methods.get(paramOf(request));
    if (!stored) return send(reply, 404, missing('payment_method', paramOf(request)));
    Object.assign(
      stored.method.metadata,
      metadataOf((request.body ?? {}) as Record<string, string>),
    );
    return stored.method;
  });

  app.post('/dev/stripe/v1/payment_methods/:id/attach', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const stored = methods.get(paramOf(request));
    if (!stored) return send(reply, 404, missing('payment_method', paramOf(request)));
    const customer = ((request.body ?? {}) as Record<string, string>).customer ?? '';
    if (!customers.has(customer)) {
      return send(reply, 400, { ...missing('customer', customer), param: 'customer' });
    }
    if (stored.spent) {
      return send(reply, 400, {
        type: 'invalid_request_error',
        message:
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      });
    }
    if (stored.method.customer && stored.method.customer !== customer) {
      return send(reply, 400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided has already been attached to a customer.',
      });
    }
    stored.method.customer = customer;
    return stored.method;
  });

  app.post('/dev/stripe/v1/payment_methods/:id/detach', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const stored = methods.get(paramOf(request));
    if (!stored) return send(reply, 404, missing('payment_method', paramOf(request)));
    if (!stored.method.customer) {
      return send(reply, 400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message:
          'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    stored.method.customer = null;
    stored.spent = true;
    return stored.method;
  });

  // The card form standing in for Elements' createPaymentMethod.
  const returnOk = (url: string | undefined) => /^https?:\/\//.test(url ?? '');
  const setupPage = (returnUrl: string, message = '') => {
    const year = new Date(clock.now()).getUTCFullYear() + 3;
    return sandboxPage(
      'Stripe',
      `<h1>Save a card (Stripe sandbox)</h1>${message}
<p>Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined when paying; 4000 0025 0000 3155 asks for 3-D Secure when paying.</p>
<form method="post" action="/dev/stripe/setup">${hiddenFields({ key: config.publishableKey, return_url: returnUrl })}
<label for="number">Card number</label><input id="number" type="text" name="number" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<label for="exp_month">Expiry month</label><input id="exp_month" type="text" name="exp_month" inputmode="numeric" value="12">
<label for="exp_year">Expiry year</label><input id="exp_year" type="text" name="exp_year" inputmode="numeric" value="${year}">
<button class="ok">Save card</button></form>
<p><a href="${escapeHtml(withQuery(returnUrl, 'setup_status=canceled'))}">Cancel</a></p>`,
    );
  };

  app.get('/dev/stripe/setup', async (request, reply) => {
    const q = request.query as Record<string, string>;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (q.key !== config.publishableKey || !returnOk(q.return_url)) {
      reply.code(400);
      return sandboxPage(
        'Stripe',
        '<h1>Stripe</h1><p class="error" role="alert">Unknown key, or no return_url.</p>',
      );
    }
    return setupPage(q.return_url!);
  });

  app.post('/dev/stripe/setup', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    reply.header('cache-control', 'no-store');
    if (body.key !== config.publishableKey || !returnOk(body.return_url)) {
      reply.code(400).type('text/html; charset=utf-8');
      return sandboxPage('Stripe', '<h1>Stripe</h1><p class="error" role="alert">Unknown key.</p>');
    }
    const created = createMethod({
      type: 'card',
      'card[number]': body.number ?? '',
      'card[exp_month]': body.exp_month ?? '',
      'card[exp_year]': body.exp_year ?? '',
    });
    if (!('id' in created)) {
      reply.code(402).type('text/html; charset=utf-8');
      return setupPage(
        body.return_url!,
        `<p class="error" role="alert">${escapeHtml(created.message)}</p>`,
      );
    }
    const query = new URLSearchParams({ payment_method: created.id, setup_status: 'succeeded' });
    return reply.redirect(withQuery(body.return_url!, query.toString()), 303);
  });

  return {
    savedCardOutcome(paymentMethod, customer) {
      const stored = methods.get(paymentMethod ?? '');
      if (!stored) return null;
      const owner = stored.method.customer;
      if (stored.spent || (owner && owner !== customer)) {
        return {
          error: {
            type: 'invalid_request_error',
            message: owner
              ? 'The provided PaymentMethod belongs to a Customer, but the PaymentIntent is for another Customer.'
              : 'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
            param: 'payment_method',
          },
        };
      }
      const { brand, last4, exp_month, exp_year } = stored.method.card;
      return { outcome: stored.outcome, card: { brand, last4, exp_month, exp_year } };
    },
  };
}
