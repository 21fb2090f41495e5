import type { IResolvers } from 'mercurius';
import {
  changeStatus,
  replyToTicket,
  staffTicket,
  staffTickets,
} from '../../domain/support/threads.js';
import { requireSupportStaff } from '../../domain/support/tickets.js';
import type { RequestContext } from '../context.js';
import { support } from '../main/support-resolvers.js';

/*
 * The admin service: platform staff only (users.role ADMIN; anyone else FORBIDDEN). Issue 12:
 * the support inbox. The role check runs before any input is read.
 */
const resolvers = {
  Query: {
    support_tickets: (_: unknown, args: { input?: unknown }, ctx: RequestContext) => {
      requireSupportStaff(ctx.user);
      return staffTickets(support(ctx), args.input);
    },
    support_ticket: (_: unknown, args: { id: string }, ctx: RequestContext) => {
      requireSupportStaff(ctx.user);
      return staffTicket(support(ctx), args.id);
    },
  },
  Mutation: {
    reply_support_ticket: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
      replyToTicket(support(ctx), requireSupportStaff(ctx.user), args.input),
    update_support_ticket_status: (_: unknown, args: { input: unknown }, ctx: RequestContext) =>
      changeStatus(support(ctx), requireSupportStaff(ctx.user), args.input),
  },
};

/** Registered for /graphql/admin in ../resolvers.ts. */
export const adminResolvers = resolvers as unknown as IResolvers;
