import {
  CreateVatRequestDocument,
  DownloadInvoiceDocument,
  VatRequestsPageDocument,
  type VatInvoiceFormat,
  type VatRequestFieldsFragment,
  type VatRequestSortField,
  type VatRequestStatus,
} from '../../api/generated/corporate';
import { call, type ResourceQueries } from '../graphqlProvider';
import { limitOffset, sortInput } from '../paging';

const RESOURCE = 'vat-requests';

const SORTS: Record<string, VatRequestSortField> = {
  inserted_at: 'INSERTED_AT',
  status: 'STATUS',
};

export type VatRequestRecord = VatRequestFieldsFragment;

interface FilterValues {
  q?: string;
  status?: VatRequestStatus;
}

/**
 * VAT e-invoice requests (/corporate/vat-requests; docs/finance.md "VAT e-invoices"):
 * vat_requests_page, create_vat_request (from a booking) and download_invoice's link.
 */
export const vatRequestQueries: ResourceQueries<string> = {
  getList: (params, corporateId) => {
    const filter = (params.filter ?? {}) as FilterValues;
    return call(
      VatRequestsPageDocument,
      {
        corporate_id: corporateId,
        filter: { search: filter.q?.trim() || undefined, status: filter.status || undefined },
        sort: sortInput(RESOURCE, params.sort, SORTS),
        ...limitOffset(params.pagination),
      },
      ({ vat_requests_page: page }) => ({ data: page.entries, total: page.total_count }),
    );
  },

  create: (params, corporateId) =>
    call(
      CreateVatRequestDocument,
      {
        input: {
          corporate_id: corporateId,
          booking_history_id: String(
            (params.data as { booking_history_id: string }).booking_history_id,
          ),
        },
      },
      (data) => ({ data: data.create_vat_request }),
    ),

  custom: {
    /** A short-lived link to an issued invoice's PDF or XML. */
    async downloadInvoice(params, { scope, query }) {
      const data = await query(DownloadInvoiceDocument, {
        corporate_id: scope,
        invoice_key: String(params.invoice_key),
        format: (params.format as VatInvoiceFormat) ?? 'PDF',
      });
      return data.download_invoice;
    },
  },
};
