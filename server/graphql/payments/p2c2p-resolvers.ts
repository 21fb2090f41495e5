import { now } from '../../domain/context/clock.js';
import type { GatewayDeps } from '../../domain/checkout/gateway-payments.js';
import { p2c2pPaymentInput } from '../../domain/checkout/input.js';
import { p2c2pOptions, startP2c2pPayment } from '../../domain/checkout/p2c2p-payments.js';
import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * 2C2P at checkout (docs/checkout.md "2C2P"): p2c2p_options and creat_p2c2p_payment (spelt as
 * the spec spells it). Thin: who acts, the clock, then server/domain/checkout.
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
    p2c2p_options: (_, args, ctx) => {
      requireUser(ctx.user);
      return p2c2pOptions(deps(ctx), args, ctx.locale);
    },
  },
  Mutation: {
    creat_p2c2p_payment: async (_, args, ctx) => {
      const user = requireUser(ctx.user);
      const client = { locale: ctx.locale, ip: ctx.ip };
      const input = parseInput(p2c2pPaymentInput, args);
      const link = await startP2c2pPayment(deps(ctx), user.id, input, client, now(ctx));
      return { pay_link: link };
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const p2c2pResolvers = forMercurius(resolvers);
