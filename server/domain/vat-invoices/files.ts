/**
 * Opening an issued invoice through its signed link (server/http/vat-invoice-routes.ts): the
 * link names the company, the key, the format and the language; the SQL names the company.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../db/sql-values.js';
import { vatInvoicePdf } from './invoice-pdf.js';
import { verifyInvoiceUrl, type InvoiceLink } from './links.js';
import { issuedByKey } from './repository.js';

export async function openInvoiceFile(
  db: Db,
  key: Buffer,
  link: InvoiceLink,
  signed: { expires: number; signature: string },
  now: Date,
): Promise<{ name: string; contentType: string; body: Buffer }> {
  if (
    !isUuid(link.corporateId) ||
    !verifyInvoiceUrl(key, link, signed.expires, signed.signature, now)
  ) {
    throw new AppError('FORBIDDEN', 'This link is not valid or has expired.');
  }
  const row = await issuedByKey(db, link.corporateId, link.invoiceKey);
  if (!row) throw new AppError('NOT_FOUND', 'No issued invoice has this key.');
  const base = `${row.invoice_template}${row.invoice_series}-${row.invoice_number}`;
  if (link.format === 'XML') {
    return {
      name: `${base}.xml`,
      contentType: 'application/xml; charset=utf-8',
      body: Buffer.from(row.xml, 'utf8'),
    };
  }
  return {
    name: `${base}.pdf`,
    contentType: 'application/pdf',
    body: await vatInvoicePdf(row, link.locale),
  };
}
