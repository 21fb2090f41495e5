import {
  CorporateInvoiceDocument,
  CorporateInvoicesDocument,
  CorporateInvoiceTransferDocument,
  PayCorporateInvoiceFromWalletDocument,
  type CorporateInvoiceFieldsFragment,
  type CorporateInvoiceQuery,
  type CorporateInvoicesQuery,
  type CorporateInvoiceStatus,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, notFound } from '../paging';

const RESOURCE = 'invoice-reconciliation';

export type InvoiceRecord = CorporateInvoiceFieldsFragment & {
  payments?: CorporateInvoiceQuery['corporate_payment_histories']['entries'];
  wallet_available?: number;
};
export type InvoiceStatistic = CorporateInvoicesQuery['corporate_invoice_statistic'];

/** A client key per payment: a retried call pays once (pay_corporate_invoice_from_wallet). */
function paymentKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `console-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Invoices at /corporate/invoice-reconciliation: corporate_invoices with the statistic (the
 * list's summary, in `meta`), one invoice with its payments and what the wallet can pay,
 * its VietQR transfer and the payment from the wallet.
 */
export const invoiceQueries: ResourceQueries<string> = {
  getList: (params, corporateId) =>
    call(
      CorporateInvoicesDocument,
      {
        filter: {
          corporate_id: corporateId,
          status:
            ((params.filter ?? {}) as { status?: CorporateInvoiceStatus }).status || undefined,
        },
        ...limitOffset(params.pagination),
      },
      (data) => ({
        data: data.corporate_invoices.entries,
        total: data.corporate_invoices.total_count,
        meta: { statistic: data.corporate_invoice_statistic },
      }),
    ),

  getOne: ({ id }) =>
    call(CorporateInvoiceDocument, { id: String(id) }, (data) => {
      if (!data.corporate_invoice) throw notFound(RESOURCE, id);
      return {
        data: {
          ...data.corporate_invoice,
          payments: data.corporate_payment_histories.entries,
          wallet_available: data.corporate_invoice_wallet_available,
        },
      };
    }),

  custom: {
    async getInvoiceTransfer(params, { query }) {
      const data = await query(CorporateInvoiceTransferDocument, { id: String(params.id) });
      return { data: data.corporate_invoice_transfer };
    },
    async payInvoiceFromWallet(params, { query }) {
      const data = await query(PayCorporateInvoiceFromWalletDocument, {
        id: String(params.id),
        amount: Number(params.amount),
        idempotency_key: String(params.idempotency_key ?? paymentKey()),
      });
      return { data: data.pay_corporate_invoice_from_wallet };
    },
  },
};

export { paymentKey };
