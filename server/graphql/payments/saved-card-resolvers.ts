import { now } from '../../domain/context/clock.js';
import {
  addSavedCard,
  removeSavedCard,
  savedCards,
  type SavedCardDeps,
} from '../../domain/checkout/saved-cards.js';
import { requireUser } from '../../domain/context/user.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Saved cards (docs/payments.md "Saved cards"): stripe_payment_methods,
 * add_stripe_payment_method, remove_stripe_payment_method. Thin: who acts, the clock, then
 * server/domain/checkout/saved-cards.ts.
 */

const deps = (ctx: RequestContext): SavedCardDeps => ({
  db: ctx.database.db,
  rails: ctx.paymentRails,
});

const resolvers: Resolvers = {
  Query: {
    stripe_payment_methods: (_, args, ctx) =>
      savedCards(deps(ctx), requireUser(ctx.user).id, args, now(ctx)),
  },
  Mutation: {
    add_stripe_payment_method: (_, args, ctx) =>
      addSavedCard(deps(ctx), requireUser(ctx.user).id, args, now(ctx)),
    remove_stripe_payment_method: (_, args, ctx) =>
      removeSavedCard(deps(ctx), requireUser(ctx.user).id, args.id),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const savedCardResolvers = forMercurius(resolvers);
