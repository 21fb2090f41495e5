import { travellersOfAgent } from '../../domain/accounts/agent-travellers.js';
import { requireUser } from '../../domain/context/user.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/*
 * travel_agent_accounts (spec §6): whom the signed-in agent may pick in the header. Always the
 * signed-in user's own list, even while the request acts for a traveller.
 */
const resolvers: Resolvers = {
  Query: {
    travel_agent_accounts: (_, __, ctx) =>
      travellersOfAgent(ctx.database.db, requireUser(ctx.user).id),
  },
};

export const mainAgentResolvers = forMercurius(resolvers);
