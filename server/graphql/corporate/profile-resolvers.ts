import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { AppConfig } from '../../config.js';
import { createStorage, type FileStorage } from '../../providers/storage/index.js';
import { readDashboard, updateCorporate } from '../../domain/corporates/profile.js';
import {
  createCorporateRequest,
  createCreditRequest,
  type ProfileDeps,
} from '../../domain/corporates/registration.js';
import { requireUser } from '../../domain/context/user.js';
import { createTicket, supportServices } from '../../domain/support/tickets.js';
import { TICKET_LIMITS } from '../../../common/support-rules.js';
import type { RequestContext } from '../context.js';
import { now } from '../../domain/context/clock.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';
import { parseInput, text } from '../../domain/context/input.js';

/*
 * The corporate's own details (docs/corporate-profile.md): registration, credit request,
 * contact, update and the dashboard. Thin: the domain validates, authorizes and scopes.
 */

type M = MutationResolvers<RequestContext>;
type Q = QueryResolvers<RequestContext>;

const caller = (ctx: RequestContext) => ctx.user?.id ?? null;

const storages = new WeakMap<AppConfig, FileStorage>();

/** One storage client per app configuration (logos). */
export function storageOf(config: AppConfig): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createStorage(config.storage);
    storages.set(config, storage);
  }
  return storage;
}

export function originOf(config: AppConfig): string {
  const host = ['0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
  return config.auth.publicOrigin ?? `http://${host}:${config.port}`;
}

function deps(ctx: RequestContext): ProfileDeps {
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  return {
    db: ctx.database.db,
    messenger: services.messenger,
    supportInbox: ctx.config.supportInboxEmail,
    origin: originOf(ctx.config),
    now: () => now(ctx),
  };
}

const create_corporate_request: M['create_corporate_request'] = async (_p, args, ctx) =>
  (await createCorporateRequest(deps(ctx), caller(ctx), args.input))!;

const create_credit_request: M['create_credit_request'] = (_p, args, ctx) =>
  createCreditRequest(deps(ctx), caller(ctx), args.input);

const update_corporate: M['update_corporate'] = async (_p, args, ctx) =>
  (await updateCorporate(
    { db: ctx.database.db, storage: storageOf(ctx.config) },
    caller(ctx),
    args.input,
  ))!;

const corporate_dashboard: Q['corporate_dashboard'] = (_p, args, ctx) =>
  readDashboard(ctx.database.db, caller(ctx), args.corporate_id);

const contactInput = z.looseObject({
  message: text(TICKET_LIMITS.messageMax)
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(TICKET_LIMITS.messageMin, `must be at least ${TICKET_LIMITS.messageMin} characters`),
    ),
  company_name: text(200)
    .transform((v) => v.trim() || null)
    .nullish(),
  source: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a page name such as contact or corporate-program')
    .nullish(),
});

/**
 * notify_contact: a message to the sales team, kept as a CONTACT support ticket (topic
 * CORPORATE) so support answers it in the same place, with the same confirmation, inbox notice
 * and abuse limits as the public contact form.
 */
const notify_contact: M['notify_contact'] = async (_p, args, ctx) => {
  const user = requireUser(ctx.user);
  const services = ctx.auth?.services;
  if (!services) throw new AppError('UNAUTHENTICATED', 'unauthorized');
  const extra = parseInput(contactInput, args.input);
  const notes = [
    extra.company_name ? `Doanh nghiệp / Company: ${extra.company_name}` : null,
    extra.source ? `Nguồn / Source: ${extra.source}` : null,
  ].filter(Boolean);
  await createTicket(supportServices(services, ctx.config), {
    fields: {
      kind: 'CONTACT',
      topic: 'CORPORATE',
      name: args.input.name,
      email: args.input.email,
      phone_number: args.input.phone_number ?? undefined,
      message: notes.length ? `${extra.message}\n\n${notes.join('\n')}` : extra.message,
      locale: ctx.locale.startsWith('en') ? 'en' : 'vi',
    },
    files: [],
    user,
    ip: ctx.ip,
    locale: ctx.locale,
  });
  return true;
};

export const profileQueries = { corporate_dashboard };
export const profileMutations = {
  create_corporate_request,
  create_credit_request,
  update_corporate,
  notify_contact,
};
