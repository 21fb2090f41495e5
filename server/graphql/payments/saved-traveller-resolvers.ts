import { parseInput } from '../../domain/context/input.js';
import { requireUser } from '../../domain/context/user.js';
import { hideSavedTravellerInput } from '../../domain/checkout/input.js';
import { hideSavedTraveller, savedTravellers } from '../../domain/checkout/saved-travellers.js';
import type { Resolvers } from '../generated/payments.js';
import { forMercurius } from '../typed.js';

/*
 * Saved travellers (docs/checkout.md "Saved travellers"): saved_travellers and
 * hide_saved_traveller. Thin: whose list (the traveller, or the person acted for), then
 * server/domain/checkout/saved-travellers.ts.
 */
const resolvers: Resolvers = {
  Query: {
    saved_travellers: (_, _args, ctx) => savedTravellers(ctx.database.db, requireUser(ctx.user).id),
  },
  Mutation: {
    hide_saved_traveller: (_, args, ctx) =>
      hideSavedTraveller(
        ctx.database.db,
        requireUser(ctx.user).id,
        parseInput(hideSavedTravellerInput, args).key,
      ),
  },
};

/** Combined with the other payments resolvers in ../resolvers.ts. */
export const savedTravellerResolvers = forMercurius(resolvers);
