/**
 * A licensed e-invoice provider (Decree 123/2020, Circular 78/2021): the seller sends an
 * invoice's data, the provider signs it, has the tax authority code it and answers its number
 * (template, series, number), its lookup key and the XML — or refuses it with a reason.
 * docs/finance.md "VAT e-invoices".
 */

export interface EInvoiceParty {
  name: string;
  /** Mã số thuế: 10 digits, or 10-3 for a branch. */
  tax_code: string | null;
  address: string | null;
  email?: string | null;
}

export interface EInvoiceLine {
  /** Tên hàng hoá, dịch vụ. */
  name: string;
  /** Đơn vị tính. */
  unit: string;
  quantity: number;
  /** Before VAT, in minor units of the invoice's currency (VND: đồng). */
  unit_price: number;
  /** Thành tiền before VAT. */
  amount: number;
  /** Thuế suất, percent (0, 5, 8, 10). */
  vat_rate: number;
  vat_amount: number;
}

export interface EInvoiceRequest {
  /**
   * The caller's reference, unique per invoice wanted: sending it again answers the invoice
   * already issued for it (the provider's idempotency key).
   */
  reference: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** YYYY-MM-DD (Vietnam): the invoice's date (NLap). */
  issue_date: string;
  currency: string;
  lines: EInvoiceLine[];
  /** Hình thức thanh toán, e.g. 'TM/CK'. */
  payment_method: string;
}

export interface IssuedEInvoice {
  status: 'ISSUED';
  /** Ký hiệu mẫu số: 1 for a VAT invoice. */
  template: string;
  /** Ký hiệu: C (coded by the authority), two digits of the year, T, two letters. */
  series: string;
  /** Số hoá đơn, written with leading zeros to 7 digits as printed. */
  number: string;
  /** The provider's lookup key of the invoice. */
  invoice_key: string;
  issue_date: string;
  /** The invoice as the authority received it (HDon, Circular 78 schema). */
  xml: string;
}

export interface RejectedEInvoice {
  status: 'REJECTED';
  /** Why, as the provider says it (the tax authority's checks), for the requester to act on. */
  reason: string;
}

export type EInvoiceResult = IssuedEInvoice | RejectedEInvoice;

export interface EInvoiceProvider {
  /** A short name kept on each request (e.g. 'sandbox'). */
  readonly name: string;
  /**
   * Issues the invoice, or answers the one already issued for `request.reference`. Throws
   * when the provider could not be reached or failed: the caller tries again later.
   */
  issue(request: EInvoiceRequest): Promise<EInvoiceResult>;
}
