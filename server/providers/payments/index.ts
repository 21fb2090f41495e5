import type { Clock } from '../../domain/context/clock.js';
import { createBankTransferRail } from './bank-transfer.js';
import type { PaymentRailsConfig } from './config.js';
import { createP2c2pRail } from './p2c2p.js';
import type { PaymentFetch, PaymentRail, RailCode } from './types.js';
import { createVnpayRail } from './vnpay.js';
import { createStripeCardRail } from './stripe-card.js';

export * from './types.js';
export type { PaymentRailsConfig } from './config.js';

/** The card rail also hands out its Stripe SDK client (reading a PaymentIntent's state). */
export type StripeCardRail = ReturnType<typeof createStripeCardRail>;
export type PaymentRails = Partial<Record<Exclude<RailCode, 'CARD'>, PaymentRail>> & {
  CARD?: StripeCardRail;
};

/**
 * The configured rails (a rail without credentials in production is absent). `fetch` carries
 * server-to-server calls (2C2P's API); app.ts passes one that answers calls to this server's
 * own sandboxes in-process.
 */
export function createPaymentRails(
  config: PaymentRailsConfig,
  deps: { clock: Clock; fetch: PaymentFetch },
): PaymentRails {
  const rails: PaymentRails = {};
  if (config.card) rails.CARD = createStripeCardRail(config.card, deps);
  if (config.vnpay) rails.VNPAY = createVnpayRail(config.vnpay, deps.clock, deps.fetch);
  if (config.bank) rails.BANK_TRANSFER = createBankTransferRail(config.bank, deps.clock);
  if (config.p2c2p) rails.P2C2P = createP2c2pRail(config.p2c2p, deps.fetch);
  return rails;
}
