import type { FastifyReply } from 'fastify';
import { systemClock } from '../../domain/context/clock.js';
import { confirmPayment } from '../../domain/checkout/confirm.js';
import { requireUser } from '../../domain/context/user.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';
import { followedUpSink } from './order-follow-up.js';

/*
 * confirm_payment (docs/checkout.md "Confirming and reconciling"): thin — who asks, then
 * server/domain/checkout/confirm.ts with the same followed-up sink the gateways' notifications use.
 */

const resolvers: Resolvers = {
  Mutation: {
    confirm_payment: (_, args, ctx: RequestContext & { reply?: FastifyReply }) => {
      const user = requireUser(ctx.user);
      const clock = ctx.auth?.services.clock ?? systemClock;
      return confirmPayment(
        {
          db: ctx.database.db,
          rails: ctx.paymentRails,
          sink: followedUpSink(ctx, clock),
          onGatewayError: (err) =>
            ctx.reply?.log.warn({ err }, 'confirm_payment: the gateway could not be asked'),
        },
        user.id,
        args,
      );
    },
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const confirmResolvers = forMercurius(resolvers);
