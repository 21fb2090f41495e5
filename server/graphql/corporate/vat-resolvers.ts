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
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * VAT e-invoices (issue 22; docs/finance.md "VAT e-invoices"): thin, arguments to
 * server/domain/vat-invoices, which authorizes (`invoices`) and scopes by the caller's company.
 */

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
