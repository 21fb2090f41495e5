import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PaymentVerificationError,
  type NotificationAnswerCase,
  type PaymentNotificationSink,
  type PaymentRail,
  type PaymentResult,
} from '../providers/payments/index.js';
import type { PaymentRails } from '../providers/payments/index.js';

/*
 * Where gateways report payments (docs/payments.md): Stripe's webhooks, VNPay's IPN (GET, signed query), the bank's
 * credit notification and 2C2P's backend notification (POST, signed bodies). Each is verified by
 * its rail before the checkout core's sink settles the order; the rail words the answer in its
 * gateway's protocol. Until a sink is wired, verified notifications answer ERROR (the gateway
 * retries later) so none is acknowledged without being recorded.
 */

const ROUTES = [
  { rail: 'CARD', method: 'POST', url: '/payments/stripe/webhook' },
  { rail: 'VNPAY', method: 'GET', url: '/payments/vnpay/ipn' },
  { rail: 'BANK_TRANSFER', method: 'POST', url: '/payments/bank/notifications' },
  { rail: 'P2C2P', method: 'POST', url: '/payments/2c2p/notifications' },
] as const;

export interface PaymentNotificationOptions {
  rails: PaymentRails;
  sink: PaymentNotificationSink | null;
}

export async function paymentNotificationRoutes(
  app: FastifyInstance,
  opts: PaymentNotificationOptions,
) {
  // Signatures cover the exact bytes, so bodies stay unparsed strings.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  for (const route of ROUTES) {
    const rail = opts.rails[route.rail];
    if (!rail) continue;
    app.route({
      method: route.method,
      url: route.url,
      handler: (request, reply) => notify(rail, opts.sink, request, reply),
    });
  }
}

async function notify(
  rail: PaymentRail,
  sink: PaymentNotificationSink | null,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let answer: NotificationAnswerCase = 'ERROR';
  let result: PaymentResult | undefined;
  try {
    result = await rail.verifyNotification({
      query: request.query as Record<string, string | string[] | undefined>,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : '',
    });
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error;
    request.log.warn(
      { rail: rail.code, reason: error.reason, detail: error.message },
      'payment notification refused',
    );
    answer = error.reason;
  }
  if (result) {
    if (!sink) {
      request.log.error(
        { rail: rail.code, order: result.orderRef },
        'payment notification: no order sink wired',
      );
      answer = 'ERROR';
    } else {
      try {
        answer = await sink.settle(result);
      } catch (err) {
        request.log.error(
          { err, rail: rail.code, order: result.orderRef },
          'payment notification: settling failed',
        );
        answer = 'ERROR';
      }
    }
    request.log.info(
      {
        rail: rail.code,
        order: result.orderRef,
        status: result.status,
        txn: result.providerTxnId,
        answer,
      },
      'payment notification',
    );
  }
  const out = rail.answerNotification(answer);
  return reply
    .code(out.status)
    .header('cache-control', 'no-store')
    .type(out.contentType)
    .send(out.body);
}
