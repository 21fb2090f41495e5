import { currentActing, endActingFor, startActingFor } from '../../domain/support/acting.js';
import { readAuditLog } from '../../domain/support/audit-log.js';
import {
  findCorporates,
  findOneCorporate,
  findUser,
  findUsers,
} from '../../domain/support/people.js';
import { approveCorporate, rejectCorporate } from '../../domain/support/registrations.js';
import { forMercurius } from '../typed.js';
import {
  changeStatus,
  replyToTicket,
  staffTicket,
  staffTickets,
} from '../../domain/support/threads.js';
import { requireSupportStaff } from '../../domain/support/tickets.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/admin.js';
import { support } from '../main/support-resolvers.js';

/*
 * The admin service: platform staff only (users.role ADMIN; anyone else FORBIDDEN, checked in
 * the domain before any input is read). Issue 12: the support inbox; issue 11: the directory,
 * corporate registrations, acting for a user and the audit log (docs/support.md).
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const db = (ctx: RequestContext) => ctx.database.db;

const Query: Q = {
  support_tickets: (_p, args, ctx) => {
    requireSupportStaff(ctx.user);
    return staffTickets(support(ctx), args.input);
  },
  support_ticket: (_p, args, ctx) => {
    requireSupportStaff(ctx.user);
    return staffTicket(support(ctx), args.id);
  },
  users: (_p, args, ctx) => findUsers(db(ctx), ctx.user, args.input),
  user: (_p, args, ctx) => findUser(db(ctx), ctx.user, args.id),
  corporates: (_p, args, ctx) => findCorporates(db(ctx), ctx.user, args.input),
  corporate: (_p, args, ctx) => findOneCorporate(db(ctx), ctx.user, args.id),
  acting_session: (_p, _args, ctx) => currentActing(support(ctx), ctx.user),
  audit_logs: (_p, args, ctx) => readAuditLog(db(ctx), ctx.user, args.input),
};

const Mutation: M = {
  reply_support_ticket: (_p, args, ctx) =>
    replyToTicket(support(ctx), requireSupportStaff(ctx.user), args.input),
  update_support_ticket_status: (_p, args, ctx) =>
    changeStatus(support(ctx), requireSupportStaff(ctx.user), args.input),
  approve_corporate: (_p, args, ctx) => approveCorporate(support(ctx), ctx.user, args.corporate_id),
  reject_corporate: (_p, args, ctx) => rejectCorporate(support(ctx), ctx.user, args.input),
  start_acting_for: (_p, args, ctx) => startActingFor(support(ctx), ctx.user, args.input),
  end_acting_for: (_p, _args, ctx) => endActingFor(support(ctx), ctx.user),
};

export const adminResolvers = forMercurius({ Query, Mutation });
