import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import {
  manualCreditInput,
  recordManualCredit,
  transferTarget,
  transferTargetInput,
} from '../../domain/finance/manual-credits.js';
import { currentActing, endActingFor, startActingFor } from '../../domain/support/acting.js';
import { readAuditLog } from '../../domain/support/audit-log.js';
import {
  findCorporates,
  findOneCorporate,
  findUser,
  findUsers,
} from '../../domain/support/people.js';
import {
  auditLogInput,
  corporatesInput,
  INVALID_INPUT,
  rejectInput,
  replyInput,
  staffTicketsInput,
  startActingInput,
  statusInput,
  usersInput,
} from '../../domain/support/input.js';
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
 * The admin service: platform staff only (users.role ADMIN; anyone else FORBIDDEN, checked
 * before any input is parsed: requireSupportStaff is the first argument evaluated, and each
 * service checks again). Issue 12: the support inbox; issue 11: the directory,
 * corporate registrations, acting for a user and the audit log (docs/support.md).
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const db = (ctx: RequestContext) => ctx.database.db;

const Query: Q = {
  support_tickets: (_p, args, ctx) => {
    requireSupportStaff(ctx.user);
    return staffTickets(
      support(ctx),
      parseInput(staffTicketsInput, args.input ?? {}, INVALID_INPUT),
    );
  },
  support_ticket: (_p, args, ctx) => {
    requireSupportStaff(ctx.user);
    return staffTicket(support(ctx), args.id);
  },
  users: (_p, args, ctx) =>
    findUsers(db(ctx), requireSupportStaff(ctx.user), parseInput(usersInput, args.input ?? {})),
  user: (_p, args, ctx) => findUser(db(ctx), ctx.user, args.id),
  corporates: (_p, args, ctx) =>
    findCorporates(
      db(ctx),
      requireSupportStaff(ctx.user),
      parseInput(corporatesInput, args.input ?? {}),
    ),
  corporate: (_p, args, ctx) => findOneCorporate(db(ctx), ctx.user, args.id),
  acting_session: (_p, _args, ctx) => currentActing(support(ctx), ctx.user),
  audit_logs: (_p, args, ctx) =>
    readAuditLog(
      db(ctx),
      requireSupportStaff(ctx.user),
      parseInput(auditLogInput, args.input ?? {}),
    ),
  corporate_transfer_target: (_p, args, ctx) =>
    transferTarget(
      db(ctx),
      requireSupportStaff(ctx.user),
      parseInput(transferTargetInput, args.input),
      now(ctx),
    ),
};

const Mutation: M = {
  reply_support_ticket: (_p, args, ctx) =>
    replyToTicket(
      support(ctx),
      requireSupportStaff(ctx.user),
      parseInput(replyInput, args.input ?? {}, INVALID_INPUT),
    ),
  update_support_ticket_status: (_p, args, ctx) =>
    changeStatus(
      support(ctx),
      requireSupportStaff(ctx.user),
      parseInput(statusInput, args.input ?? {}, INVALID_INPUT),
    ),
  approve_corporate: (_p, args, ctx) => approveCorporate(support(ctx), ctx.user, args.corporate_id),
  reject_corporate: (_p, args, ctx) =>
    rejectCorporate(
      support(ctx),
      requireSupportStaff(ctx.user),
      parseInput(rejectInput, args.input),
    ),
  start_acting_for: (_p, args, ctx) =>
    startActingFor(
      support(ctx),
      requireSupportStaff(ctx.user),
      parseInput(startActingInput, args.input),
    ),
  end_acting_for: (_p, _args, ctx) => endActingFor(support(ctx), ctx.user),
  record_corporate_bank_credit: (_p, args, ctx) =>
    recordManualCredit(
      db(ctx),
      requireSupportStaff(ctx.user),
      parseInput(manualCreditInput, args.input),
      now(ctx),
    ),
};

export const adminResolvers = forMercurius({ Query, Mutation });
