/**
 * Short-lived links to an issued invoice's PDF or XML (download_invoice answers one): signed
 * with a key derived from the server secret for this use only, naming the company, the key,
 * the format and the reader's language, valid 15 minutes.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../../auth/crypto.js';

export const INVOICE_URL_TTL_SECONDS = 15 * 60;

export type InvoiceFormat = 'PDF' | 'XML';

export interface InvoiceLink {
  corporateId: string;
  invoiceKey: string;
  format: InvoiceFormat;
  locale: 'vi' | 'en';
}

export function invoiceUrlKey(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'wayfare-files-v1', 'vat-invoices', 32));
}

const signatureOf = (key: Buffer, link: InvoiceLink, expires: number) =>
  createHmac('sha256', key)
    .update(
      `vat-invoice.${link.corporateId}.${link.invoiceKey}.${link.format}.${link.locale}.${expires}`,
    )
    .digest('base64url');

export function signedInvoiceUrl(key: Buffer, link: InvoiceLink, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_URL_TTL_SECONDS;
  const extension = link.format === 'PDF' ? 'pdf' : 'xml';
  const query = new URLSearchParams({
    locale: link.locale,
    expires: String(expires),
    signature: signatureOf(key, link, expires),
  });
  return `/api/v1/corporate/vat-invoices/${link.corporateId}/${encodeURIComponent(link.invoiceKey)}.${extension}?${query}`;
}

export function verifyInvoiceUrl(
  key: Buffer,
  link: InvoiceLink,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  return expires * 1000 > now.getTime() && safeEqual(signatureOf(key, link, expires), signature);
}
