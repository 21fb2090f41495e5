/**
 * A corporate invoice's documents as the API lists them (`CorporateInvoice.files`, spec §3
 * File {name, url}): its PDF, then its statement's PDF as the appendix. The links are the
 * signed-in REST downloads (bearer session, the same permission as reading the invoice), not
 * signed public links: an invoice's page may stay open longer than a link would last.
 */
export const INVOICE_FILE_PREFIX = { vi: 'hoa-don', en: 'invoice' } as const;
const STATEMENT_FILE_PREFIX = { vi: 'bang-ke', en: 'statement' } as const;

export interface FileLinks {
  /** The REST API's base (`ACCOUNT_API_URL`, …/api/v1). */
  apiBase: string;
  locale: 'vi' | 'en';
}

export function invoiceFiles(
  invoice: {
    id: string;
    corporate_reconcilliation_statement_id: string | null;
    effective_month: number;
    effective_year: number;
  },
  { apiBase, locale }: FileLinks,
): { name: string; url: string }[] {
  const month = `${invoice.effective_year}-${String(invoice.effective_month).padStart(2, '0')}`;
  const base = apiBase.replace(/\/+$/, '');
  const files = [
    {
      name: `${INVOICE_FILE_PREFIX[locale]}-${month}.pdf`,
      url: `${base}/corporate/invoices/${invoice.id}/export?format=pdf&locale=${locale}`,
    },
  ];
  const statement = invoice.corporate_reconcilliation_statement_id;
  if (statement) {
    files.push({
      name: `${STATEMENT_FILE_PREFIX[locale]}-${month}.pdf`,
      url: `${base}/corporate/statements/${statement}/export?format=pdf&locale=${locale}`,
    });
  }
  return files;
}
