import { AppError } from '../../errors.js';
import {
  listStaffAfter,
  pageStaff,
  pageTravellers,
  readStaff,
  readStaffBrief,
} from '../../domain/corporates/staff.js';
import { beforeCreateStaff, createStaff } from '../../domain/corporates/staff-create.js';
import { confirmImport, readImport } from '../../domain/corporates/staff-import.js';
import { updateStaff, type StaffDeps } from '../../domain/corporates/staff-write.js';
import {
  answerInvitation,
  cancelInvitation,
  invitationByToken,
  myInvitations,
  resendInvitation,
} from '../../domain/corporates/staff-invitations.js';
import type { RequestContext } from '../context.js';
import { now } from '../../domain/context/clock.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * The staff operations of the corporate service (spec §3, §7, §9): thin — arguments to the
 * domain (server/domain/corporates/staff*.ts), which validates, authorizes and scopes by
 * corporate. Typed by the codegen's resolver types.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const caller = (ctx: RequestContext) => ctx.user?.id ?? null;

function deps(ctx: RequestContext): StaffDeps {
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  const host = ['0.0.0.0', '::', '[::]'].includes(ctx.config.host) ? 'localhost' : ctx.config.host;
  return {
    db: ctx.database.db,
    messenger: services.messenger,
    origin: ctx.config.auth.publicOrigin ?? `http://${host}:${ctx.config.port}`,
    locale: ctx.locale,
    now: () => now(ctx),
  };
}

const corporate_staffs: Q['corporate_staffs'] = (_p, args, ctx) =>
  listStaffAfter(ctx.database.db, caller(ctx), args, now(ctx));

const corporate_staffs_page: Q['corporate_staffs_page'] = (_p, args, ctx) =>
  pageStaff(ctx.database.db, caller(ctx), args, now(ctx));

const corporate_travellers: Q['corporate_travellers'] = (_p, args, ctx) =>
  pageTravellers(ctx.database.db, caller(ctx), args, now(ctx));

const corporate_staff: Q['corporate_staff'] = (_p, args, ctx) =>
  readStaff(ctx.database.db, caller(ctx), args, now(ctx));

const corporate_staff_brief: Q['corporate_staff_brief'] = (_p, args, ctx) =>
  readStaffBrief(ctx.database.db, caller(ctx), args);

const before_create_corporate_staff: Q['before_create_corporate_staff'] = (_p, args, ctx) => {
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return beforeCreateStaff(services, caller(ctx), ctx.ip, args);
};

const create_corporate_staff: M['create_corporate_staff'] = (_p, args, ctx) =>
  createStaff(deps(ctx), caller(ctx), args.input);

const update_corporate_staff: M['update_corporate_staff'] = (_p, args, ctx) =>
  updateStaff(deps(ctx), caller(ctx), args.input);

const my_staff_invitations: Q['my_staff_invitations'] = (_p, _args, ctx) =>
  myInvitations(ctx.database.db, caller(ctx), now(ctx));

const staff_invitation: Q['staff_invitation'] = (_p, args, ctx) =>
  invitationByToken(ctx.database.db, args.token, now(ctx));

const accept_staff_invitation: M['accept_staff_invitation'] = (_p, args, ctx) =>
  answerInvitation(ctx.database.db, caller(ctx), args, true, now(ctx));

const decline_staff_invitation: M['decline_staff_invitation'] = (_p, args, ctx) =>
  answerInvitation(ctx.database.db, caller(ctx), args, false, now(ctx));

const resend_corporate_staff_invitation: M['resend_corporate_staff_invitation'] = (_p, args, ctx) =>
  resendInvitation(deps(ctx), caller(ctx), args);

const cancel_corporate_staff_invitation: M['cancel_corporate_staff_invitation'] = (_p, args, ctx) =>
  cancelInvitation(deps(ctx), caller(ctx), args);

const corporate_staff_import: Q['corporate_staff_import'] = (_p, args, ctx) =>
  readImport(ctx.database.db, caller(ctx), args);

const confirm_corporate_staff_import: M['confirm_corporate_staff_import'] = (_p, args, ctx) =>
  confirmImport(deps(ctx), caller(ctx), args);

export const staffResolvers = {
  Query: {
    corporate_staffs,
    corporate_staffs_page,
    corporate_travellers,
    corporate_staff,
    corporate_staff_brief,
    before_create_corporate_staff,
    corporate_staff_import,
    my_staff_invitations,
    staff_invitation,
  },
  Mutation: {
    create_corporate_staff,
    update_corporate_staff,
    confirm_corporate_staff_import,
    accept_staff_invitation,
    decline_staff_invitation,
    resend_corporate_staff_invitation,
    cancel_corporate_staff_invitation,
  },
};
