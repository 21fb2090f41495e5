import { parseInput } from '../../domain/context/input.js';
import { INVALID_INPUT, myTicketsInput } from '../../domain/support/input.js';
import { myTicket, myTickets } from '../../domain/support/threads.js';
import { requireUser } from '../../domain/context/user.js';
import { supportServices } from '../../domain/support/tickets.js';
import type { RequestContext } from '../context.js';
import type { Resolvers } from '../generated/main.js';
import { forMercurius } from '../typed.js';

/** The signed-in user's support tickets (thin: the rules are in server/domain/support). */
export function support(ctx: RequestContext) {
  if (!ctx.auth) throw new Error('request auth was not resolved');
  return supportServices(ctx.auth.services, ctx.config);
}

const resolvers: Resolvers = {
  Query: {
    support_tickets: (_, args, ctx) =>
      myTickets(
        support(ctx),
        requireUser(ctx.user),
        parseInput(myTicketsInput, args.input ?? {}, INVALID_INPUT),
      ),
    support_ticket: (_, args, ctx) => myTicket(support(ctx), requireUser(ctx.user), args.id),
  },
};

/** Merged into /graphql/main in ../resolvers.ts. */
export const mainSupportResolvers = forMercurius(resolvers);
