import type { FastifyInstance } from 'fastify';
import type { Clock } from '../domain/context/clock.js';
import type { Db } from '../db/client.js';
import type {
  PaymentFetch,
  PaymentRails,
  PaymentRailsConfig,
} from '../providers/payments/index.js';
import { dev2c2pRoutes } from './dev-2c2p.js';
import { devBankRoutes } from './dev-bank.js';
import { devStripeRoutes } from './dev-stripe.js';
import { devVnpayRoutes } from './dev-vnpay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment rails (server/providers/payments), for the checkout core. */
    paymentRails: PaymentRails;
  }
}

/**
 * The offline payment sandboxes, one per rail that has no gateway credentials: /dev/stripe,
 * /dev/vnpay, /dev/bank, /dev/2c2p. app.ts registers them only outside production, and the configuration
 * never marks a rail as sandboxed in production either (server/providers/payments/config.ts).
 */
export async function devPaymentSandboxes(
  app: FastifyInstance,
  /** `db`: where the sandboxes keep what they took (dev-gateway-store.ts). */
  opts: { config: PaymentRailsConfig; clock: Clock; fetch: PaymentFetch; db?: Db },
) {
  const { config, clock, fetch, db } = opts;
  if (config.card?.sandbox)
    await app.register(devStripeRoutes, { config: config.card, clock, fetch });
  if (config.vnpay?.sandbox) {
    await app.register(devVnpayRoutes, { config: config.vnpay, clock, fetch, db });
  }
  if (config.bank?.sandbox)
    await app.register(devBankRoutes, { config: config.bank, clock, fetch });
  if (config.p2c2p?.sandbox)
    await app.register(dev2c2pRoutes, { config: config.p2c2p, clock, fetch, db });
}
