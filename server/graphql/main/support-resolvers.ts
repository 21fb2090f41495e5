import type { IResolvers } from 'mercurius';
import { myTicket, myTickets } from '../../domain/support/threads.js';
import { requireUser, supportServices } from '../../domain/support/tickets.js';
import type { RequestContext } from '../context.js';

/** The signed-in user's support tickets (thin: the rules are in server/domain/support). */
export function support(ctx: RequestContext) {
  if (!ctx.auth) throw new Error('request auth was not resolved');
  return supportServices(ctx.auth.services, ctx.config);
}

const resolvers = {
  Query: {
    support_tickets: (_: unknown, args: { input?: unknown }, ctx: RequestContext) =>
      myTickets(support(ctx), requireUser(ctx.user), args.input),
    support_ticket: (_: unknown, args: { id: string }, ctx: RequestContext) =>
      myTicket(support(ctx), requireUser(ctx.user), args.id),
  },
};

/** Merged into /graphql/main in ../resolvers.ts. */
export const mainSupportResolvers = resolvers as unknown as IResolvers;
