import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Refunds in the Stripe sandbox (never in production; registered by dev-stripe.ts on its
 * intents), in Stripe's shapes so the official SDK works unchanged:
 *   POST /v1/refunds (payment_intent, amount ≤ what is left; Idempotency-Key honoured),
 *   GET  /v1/refunds?payment_intent=… (newest first).
 * Only a succeeded PaymentIntent can be refunded, never for more than it took
 * (`charge_already_refunded`, `amount_too_large`). Card refunds succeed at once here; Stripe
 * would also send `charge.refunded`, which Wayfare does not subscribe to (it reads the answer).
 */

/** What a refund needs of the sandbox's PaymentIntent. */
export interface RefundableIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: null;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

const error = (reply: FastifyReply, status: number, message: string, extra = {}) =>
  reply.code(status).send({ error: { type: 'invalid_request_error', message, ...extra } });

export function devStripeRefundRoutes(
  app: FastifyInstance,
  opts: { secretKey: string; intents: ReadonlyMap<string, RefundableIntent>; now: () => number },
) {
  const refunds: Refund[] = [];
  const idempotent = new Map<string, Refund>();
  const secret = (request: FastifyRequest) =>
    String(request.headers.authorization ?? '') === `Bearer ${opts.secretKey}`;
  const refundedOf = (intent: string) =>
    refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);

  app.post('/dev/stripe/v1/refunds', async (request, reply) => {
    if (!secret(request)) return error(reply, 401, 'Invalid API Key provided.');
    const key = String(request.headers['idempotency-key'] ?? '');
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) return earlier;
    const body = (request.body ?? {}) as Record<string, string>;
    const intent = opts.intents.get(body.payment_intent ?? '');
    if (!intent) {
      return error(reply, 404, `No such payment_intent: '${body.payment_intent ?? ''}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    if (intent.status !== 'succeeded') {
      return error(reply, 400, 'This PaymentIntent does not have a successful charge to refund.', {
        code: 'charge_not_refundable',
      });
    }
    const left = intent.amount - refundedOf(intent.id);
    if (left === 0) {
      return error(reply, 400, `Charge for ${intent.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
      return error(
        reply,
        400,
        `Refund amount (${body.amount}) is greater than unrefunded amount.`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    }
    const refund: Refund = {
      id: `re_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: null,
      status: 'succeeded',
      reason: body.reason ?? null,
      metadata: Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice(9, -1), v]),
      ),
      created: opts.now(),
    };
    refunds.push(refund);
    if (key) idempotent.set(key, refund);
    return refund;
  });

  app.get('/dev/stripe/v1/refunds', async (request, reply) => {
    if (!secret(request)) return error(reply, 401, 'Invalid API Key provided.');
    const q = request.query as Record<string, string>;
    const limit = Math.min(Math.max(Number(q.limit ?? 10) || 10, 1), 100);
    const data = refunds
      .filter((r) => !q.payment_intent || r.payment_intent === q.payment_intent)
      .reverse()
      .slice(0, limit);
    return { object: 'list', url: '/v1/refunds', has_more: false, data };
  });
}
