import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LimitRule } from '../auth/limits.js';
import type { AccountServices } from '../auth/services.js';
import {
  PaymentVerificationError,
  type PaymentNotificationSink,
  type PaymentRails,
} from '../providers/payments/index.js';
import { addressLimitHook } from './address-limit.js';

/*
 * Gateway returns relayed by the browser (docs/payments.md "Returns"). A gateway sends the
 * payer back to the result page with its signed result in the query (VNPay's vnp_* fields,
 * Stripe's payment_intent, 2C2P's paymentResponse); the page posts that query here, the rail verifies it exactly as it
 * verifies an IPN (VNPay: HMAC-SHA512; card: the PaymentIntent read back from Stripe; 2C2P: its
 * unsigned paymentResponse only names the invoice, asked back with a signed paymentInquiry), and the
 * checkout's idempotent sink records it. This is how a cancellation on VNPay's page, which sends
 * no IPN, reaches the order, so the traveller can pick another way to pay at once.
 */

const GATEWAYS = { vnpay: 'VNPAY', stripe: 'CARD', '2c2p': 'P2C2P' } as const;

const body = z.object({
  query: z
    .record(z.string().max(64), z.string().max(2048))
    .refine((q) => Object.keys(q).length <= 40),
});

/** Returns relayed per client address and minute: a payer sends one, a reload a few more. */
export const PAYMENT_RETURN_RULE: LimitRule = {
  name: 'payment_return_ip',
  max: 60,
  windowSeconds: 60,
};

export interface PaymentReturnOptions {
  rails: PaymentRails;
  sink: PaymentNotificationSink | null;
  services: AccountServices;
}

export async function paymentReturnRoutes(app: FastifyInstance, opts: PaymentReturnOptions) {
  app.post<{ Params: { gateway: string } }>(
    '/payments/returns/:gateway',
    { onRequest: addressLimitHook(opts.services, PAYMENT_RETURN_RULE) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = GATEWAYS[request.params.gateway as keyof typeof GATEWAYS];
      const rail = code ? opts.rails[code] : undefined;
      if (!rail?.verifyReturn) return reply.code(404).send({ error: 'NOT_FOUND' });
      const parsed = body.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ error: 'MALFORMED' });
      let result;
      try {
        result = await rail.verifyReturn({ query: parsed.data.query, headers: {}, body: '' });
      } catch (error) {
        if (!(error instanceof PaymentVerificationError)) throw error;
        request.log.warn({ rail: rail.code, reason: error.reason }, 'payment return refused');
        return reply
          .code(error.reason === 'INVALID_SIGNATURE' ? 401 : 400)
          .send({ error: error.reason });
      }
      if (!opts.sink) return reply.code(503).send({ error: 'ERROR' });
      const outcome = await opts.sink.settle(result);
      request.log.info(
        { rail: rail.code, order: result.orderRef, status: result.status, outcome },
        'payment return',
      );
      return reply.send({ status: result.status, outcome });
    },
  );
}
