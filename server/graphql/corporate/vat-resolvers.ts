import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import {
  createVatRequestInput,
  downloadInvoiceInput,
  vatRequestsInput,
  vatRequestsPageInput,
} from '../../domain/vat-invoices/input.js';
import { invoiceUrlKey } from '../../domain/vat-invoices/links.js';
import {
  createVatRequest,
  downloadInvoice,
  listVatRequests,
  vatRequestsPage,
} from '../../domain/vat-invoices/vat-requests.js';
import { z } from 'zod';
import { opaqueId } from '../../domain/context/input.js';
import { JOURNAL_ROLES } from '../../domain/finance/journal-accounts.js';
import { readJournalAccounts, updateJournalAccounts } from '../../domain/finance/journal.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * VAT e-invoices and the accounting export's account mapping (issue 22; docs/finance.md "VAT e-invoices"): thin, arguments to
 * server/domain/vat-invoices, which authorizes (`invoices`) and scopes by the caller's company.
 */

const journalAccountsInput = z.object({
  corporate_id: opaqueId.nullish().transform((v) => v ?? null),
});
const updateJournalAccountsInput = z.object({
  corporate_id: opaqueId.nullish().transform((v) => v ?? null),
  accounts: z
    .array(z.object({ role: z.enum(JOURNAL_ROLES), account: z.string().max(16) }))
    .max(JOURNAL_ROLES.length),
});

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;
const user = (ctx: RequestContext) => ctx.user?.id ?? null;

let cachedKey: { pepper: string; key: Buffer } | null = null;
const linkKey = (ctx: RequestContext) => {
  const pepper = ctx.config.auth.passwordPepper;
  if (cachedKey?.pepper !== pepper) cachedKey = { pepper, key: invoiceUrlKey(pepper) };
  return cachedKey.key;
};

const vat_requests: Q['vat_requests'] = (_p, args, ctx) =>
  listVatRequests(ctx.database.db, user(ctx), parseInput(vatRequestsInput, args));

const vat_requests_page: Q['vat_requests_page'] = (_p, args, ctx) =>
  vatRequestsPage(ctx.database.db, user(ctx), parseInput(vatRequestsPageInput, args));

const download_invoice: Q['download_invoice'] = (_p, args, ctx) =>
  downloadInvoice(ctx.database.db, user(ctx), parseInput(downloadInvoiceInput, args), {
    key: linkKey(ctx),
    now: now(ctx),
    locale: ctx.locale,
  });

const create_vat_request: M['create_vat_request'] = (_p, { input }, ctx) =>
  createVatRequest(ctx.database.db, user(ctx), parseInput(createVatRequestInput, input), {
    providerConfigured: ctx.config.einvoice.provider !== null,
  });

export const vatQueries = { vat_requests, vat_requests_page, download_invoice };
export const vatMutations = { create_vat_request };

const journal_accounts: Q['journal_accounts'] = (_p, args, ctx) =>
  readJournalAccounts(
    ctx.database.db,
    user(ctx),
    parseInput(journalAccountsInput, args).corporate_id,
  );

const update_journal_accounts: M['update_journal_accounts'] = (_p, { input }, ctx) =>
  updateJournalAccounts(ctx.database.db, user(ctx), parseInput(updateJournalAccountsInput, input));

export const journalQueries = { journal_accounts };
export const journalMutations = { update_journal_accounts };
