import {
  invoiceTransfer,
  invoiceWalletAvailable,
  listPaymentHistories,
  payInvoiceFromWallet,
} from '../../domain/finance/invoice-payments.js';
import {
  corporateOnlyInput,
  invoiceIdInput,
  invoicesInput,
  invoiceStatisticInput,
  paymentHistoriesInput,
  topUpInput,
  topUpsInput,
  walletPaymentInput,
} from '../../domain/finance/invoice-input.js';
import { invoiceStatisticOf, listInvoices, readInvoice } from '../../domain/finance/invoices.js';
import { beginCorporateTopUp, listCorporateTopUps } from '../../domain/finance/top-ups.js';
import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * Corporate invoices, their payments and the wallet top-up (issue 22, docs/finance.md). Thin:
 * zod names each bad argument; server/domain/finance authorizes and scopes by the corporate.
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;
const user = (ctx: RequestContext) => ctx.user?.id ?? null;
const transfers = (ctx: RequestContext) => ({
  db: ctx.database.db,
  rails: ctx.paymentRails,
  origin: ctx.config.paymentRails.origin,
});

/** Where the invoices' documents download from, in the caller's language. */
const links = (ctx: RequestContext) => ({
  apiBase: ctx.config.accountBaseUrl,
  locale: ctx.locale === 'en' ? ('en' as const) : ('vi' as const),
});

const corporate_invoices: Q['corporate_invoices'] = (_p, args, ctx) =>
  listInvoices(ctx.database.db, user(ctx), parseInput(invoicesInput, args), now(ctx), links(ctx));

const corporate_invoice: Q['corporate_invoice'] = (_p, args, ctx) =>
  readInvoice(
    ctx.database.db,
    user(ctx),
    parseInput(invoiceIdInput, args).id,
    now(ctx),
    links(ctx),
  );

const corporate_invoice_statistic: Q['corporate_invoice_statistic'] = (_p, args, ctx) =>
  invoiceStatisticOf(
    ctx.database.db,
    user(ctx),
    parseInput(invoiceStatisticInput, args).filter,
    now(ctx),
  );

const corporate_payment_histories: Q['corporate_payment_histories'] = (_p, args, ctx) =>
  listPaymentHistories(ctx.database.db, user(ctx), parseInput(paymentHistoriesInput, args));

const corporate_invoice_transfer: Q['corporate_invoice_transfer'] = (_p, args, ctx) =>
  invoiceTransfer(transfers(ctx), user(ctx), parseInput(invoiceIdInput, args).id, now(ctx));

const corporate_invoice_wallet_available: Q['corporate_invoice_wallet_available'] = (
  _p,
  args,
  ctx,
) =>
  invoiceWalletAvailable(
    ctx.database.db,
    user(ctx),
    parseInput(corporateOnlyInput, args).corporate_id,
  );

const corporate_top_ups: Q['corporate_top_ups'] = (_p, args, ctx) =>
  listCorporateTopUps(transfers(ctx), user(ctx), parseInput(topUpsInput, args));

const begin_corporate_top_up: M['begin_corporate_top_up'] = (_p, args, ctx) =>
  beginCorporateTopUp(transfers(ctx), user(ctx), parseInput(topUpInput, args), now(ctx));

const pay_corporate_invoice_from_wallet: M['pay_corporate_invoice_from_wallet'] = (_p, args, ctx) =>
  payInvoiceFromWallet(ctx.database.db, user(ctx), parseInput(walletPaymentInput, args), now(ctx));

export const invoiceQueries = {
  corporate_invoices,
  corporate_invoice,
  corporate_invoice_statistic,
  corporate_payment_histories,
  corporate_invoice_transfer,
  corporate_invoice_wallet_available,
  corporate_top_ups,
};

export const invoiceMutations = { begin_corporate_top_up, pay_corporate_invoice_from_wallet };
