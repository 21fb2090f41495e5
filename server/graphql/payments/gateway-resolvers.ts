import { now } from '../../domain/context/clock.js';
import {
  bankTransferInstructions,
  bankTransferTemplate,
  beginBankTransfer,
  findBankTransfer,
  startVnpayPayment,
  type GatewayDeps,
} from '../../domain/checkout/gateway-payments.js';
import {
  cardPaymentOf,
  startCardPayment,
  stripeConfig,
} from '../../domain/checkout/card-payments.js';
import { requireUser } from '../../domain/context/user.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Paying a checkout through a gateway (docs/checkout.md "Gateway payments"): VNPay's pay link,
 * the bank transfer and the card's Stripe PaymentIntent. Thin: who acts, the clock, then server/domain/checkout.
 */

const deps = (ctx: RequestContext): GatewayDeps => ({
  db: ctx.database.db,
  rails: ctx.paymentRails,
  payments: ctx.config.payments,
  origin: ctx.config.paymentRails.origin,
  publishableKey: ctx.config.paymentRails.card?.publishableKey ?? null,
  bankAccount: ctx.config.paymentRails.bank ?? null,
});

const resolvers: Resolvers = {
  Query: {
    stripe_payment_intent: (_, args, ctx) =>
      cardPaymentOf(
        deps(ctx),
        requireUser(ctx.user).id,
        args.payment_checkout_session_id,
        now(ctx),
      ),
    bank_transfer_template: (_, args, ctx) =>
      bankTransferTemplate(deps(ctx), requireUser(ctx.user).id, args, now(ctx)),
    stripe_config: (_, _args, ctx) => {
      requireUser(ctx.user);
      return stripeConfig(deps(ctx));
    },
    bank_transfer: (_, args, ctx) =>
      findBankTransfer(deps(ctx), requireUser(ctx.user).id, args.input, now(ctx)),
  },
  Mutation: {
    create_stripe_payment_intent: (_, args, ctx) =>
      startCardPayment(deps(ctx), requireUser(ctx.user).id, args, ctx.locale, now(ctx)),
    create_vnpay_payment: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const link = await startVnpayPayment(
        deps(ctx),
        user.id,
        args,
        { locale: ctx.locale, ip: ctx.ip },
        now(ctx),
      );
      return { pay_link: link };
    },
    bank_transfer: (_, args, ctx) =>
      bankTransferInstructions(
        deps(ctx),
        requireUser(ctx.user).id,
        args.payment_checkout_session_id,
        now(ctx),
      ),
    begin_bank_transfer: (_, args, ctx) =>
      beginBankTransfer(
        deps(ctx),
        requireUser(ctx.user).id,
        args.payment_checkout_session_id,
        now(ctx),
      ),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const gatewayResolvers = forMercurius(resolvers);
