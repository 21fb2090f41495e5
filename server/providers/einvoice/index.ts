/**
 * The e-invoice provider the server issues VAT invoices through (docs/finance.md "VAT
 * e-invoices"). Only the offline sandbox exists: outside production it is on; in production
 * there is no provider until a licensed provider's adapter is configured, and asking for a VAT
 * invoice answers NOT_IMPLEMENTED.
 */
import type { Db } from '../../db/client.js';
import { createSandboxEInvoiceProvider } from './sandbox.js';
import type { EInvoiceParty, EInvoiceProvider } from './types.js';

export * from './types.js';

export interface EInvoiceConfig {
  /** 'sandbox' outside production; null: none configured. */
  provider: 'sandbox' | null;
  /** The platform's own tax details: the seller on every VAT invoice. */
  seller: EInvoiceParty;
  /** The two letters ending the invoice series (EINVOICE_SERIES_SUFFIX). */
  seriesSuffix: string;
  /** Seconds between two sends of PENDING requests (EINVOICE_SWEEP_SECONDS); 0 = off. */
  sweepSeconds: number;
}

export function createEInvoiceProvider(
  config: EInvoiceConfig,
  deps: { db: Db; isProduction: boolean },
): EInvoiceProvider | null {
  if (config.provider === 'sandbox') {
    if (deps.isProduction) throw new Error('the e-invoice sandbox never runs in production');
    return createSandboxEInvoiceProvider(deps.db, { seriesSuffix: config.seriesSuffix });
  }
  return null;
}
