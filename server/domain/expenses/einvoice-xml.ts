/**
 * Reads a Vietnamese e-invoice (hóa đơn điện tử, Decree 123/2020 and Circular 78/2021, the
 * tax authority's XML format): `HDon > DLHDon > TTChung` (series, number, date `NLap`,
 * currency `DVTTe`, rate `TGia`) and `NDHDon` (seller `NBan: Ten, MST`, buyer `NMua`, totals
 * `TToan: TgTCThue` before VAT, `TgTThue` VAT, `TgTTTBSo` to pay). The invoice may come alone
 * or inside the authority's envelope (`TDiep > DLieu > HDon`). Pure: bytes in, fields out.
 *
 * Safety: saxes is a non-validating parser that never reads a DTD's external entities or
 * expands custom ones (an undefined entity is an error); a DOCTYPE is refused outright, and so
 * is a document larger than the receipt limit or nested deeper than an invoice ever is.
 */
import { SaxesParser } from 'saxes';

export interface EInvoice {
  seller_name: string;
  /** Mã số thuế: 10 digits, or 10-3 for a branch. */
  seller_tax_code: string;
  buyer_name: string | null;
  buyer_tax_code: string | null;
  /** NLap, YYYY-MM-DD. */
  issue_date: string;
  /** DVTTe (VND when absent). */
  currency: string;
  /** TGia: VND per unit of `currency` as written on the invoice (1 for VND). */
  exchange_rate: number | null;
  /** KHMSHDon + KHHDon, e.g. 1C24TAA. */
  series: string | null;
  number: string | null;
  /** TgTCThue: total before VAT, in `currency` (major units). */
  amount_before_vat: number | null;
  /** TgTThue: the VAT. */
  vat_amount: number;
  /** TgTTTBSo: the total to pay, VAT included. */
  total: number;
}

export interface EInvoiceProblem {
  field: string;
  rule: string;
  message: string;
}

export type EInvoiceResult =
  { ok: true; invoice: EInvoice } | { ok: false; problems: EInvoiceProblem[] };

export const EINVOICE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_DEPTH = 32;
const TAX_CODE = /^\d{10}(-\d{3})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const AMOUNT = /^-?\d+(\.\d+)?$/;

/** Whether the bytes look like an XML document (for telling an e-invoice from a photo). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(start, start + 256))
    .trimStart();
  return head.startsWith('<?xml') || /^<(\w+:)?(HDon|TDiep)\b/.test(head);
}

/** Text of the elements we read, by their path below HDon (e.g. `DLHDon/TTChung/NLap`). */
function collect(xml: string): Map<string, string> {
  const parser = new SaxesParser({ xmlns: false });
  const stack: string[] = [];
  let root = -1;
  const values = new Map<string, string>();
  let text = '';
  parser.on('doctype', () => {
    throw new Error('a DOCTYPE is not allowed');
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.replace(/^\w+:/, '');
    stack.push(name);
    if (stack.length > MAX_DEPTH) throw new Error('nested too deep');
    if (name === 'HDon' && root === -1) root = stack.length;
    text = '';
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', () => {
    if (root > 0 && stack.length > root) {
      const key = stack.slice(root).join('/');
      if (!values.has(key)) values.set(key, text.trim());
    }
    if (stack.length === root) root = -2;
    stack.pop();
    text = '';
  });
  parser.write(xml).close();
  if (root === -1) throw new Error('no HDon element');
  return values;
}

const amountOf = (value: string | undefined): number | null => {
  if (value == null || value === '') return null;
  const clean = value.replace(/\s/g, '');
  return AMOUNT.test(clean) ? Number(clean) : Number.NaN;
};

/** Reads the invoice; every missing or malformed field is reported, named by its element. */
export function readEInvoice(bytes: Uint8Array): EInvoiceResult {
  if (bytes.length > EINVOICE_MAX_BYTES) {
    return {
      ok: false,
      problems: [
        { field: 'receipt', rule: 'max_size', message: 'The e-invoice is larger than 5 MB' },
      ],
    };
  }
  let v: Map<string, string>;
  try {
    v = collect(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    return {
      ok: false,
      problems: [
        {
          field: 'receipt',
          rule: 'einvoice_format',
          message: `Not a readable e-invoice (HDon XML): ${(error as Error).message}`.slice(0, 300),
        },
      ],
    };
  }
  const get = (path: string) => v.get(`DLHDon/${path}`) || undefined;
  const problems: EInvoiceProblem[] = [];
  const fail = (element: string, rule: string, message: string) =>
    problems.push({ field: `einvoice.${element}`, rule, message });

  const sellerName = get('NDHDon/NBan/Ten');
  const sellerTax = get('NDHDon/NBan/MST')?.replace(/\s/g, '');
  const date = get('TTChung/NLap');
  const total = amountOf(get('NDHDon/TToan/TgTTTBSo'));
  const vat = amountOf(get('NDHDon/TToan/TgTThue'));
  const before = amountOf(get('NDHDon/TToan/TgTCThue'));
  const rate = amountOf(get('TTChung/TGia'));
  const currency = (get('TTChung/DVTTe') ?? 'VND').toUpperCase();

  if (!sellerName) fail('NBan.Ten', 'required', "The seller's name (NBan/Ten) is missing");
  if (!sellerTax) fail('NBan.MST', 'required', "The seller's tax code (NBan/MST) is missing");
  else if (!TAX_CODE.test(sellerTax)) {
    fail('NBan.MST', 'tax_code', "The seller's tax code is not 10 digits (or 10-3)");
  }
  const day = date?.match(DATE);
  const validDay =
    day && !Number.isNaN(Date.parse(`${day[1]}-${day[2]}-${day[3]}T00:00:00Z`))
      ? `${day[1]}-${day[2]}-${day[3]}`
      : null;
  if (!date) fail('NLap', 'required', 'The invoice date (TTChung/NLap) is missing');
  else if (!validDay) fail('NLap', 'date', 'The invoice date is not YYYY-MM-DD');
  if (total == null) fail('TgTTTBSo', 'required', 'The total (TToan/TgTTTBSo) is missing');
  else if (!(total > 0)) fail('TgTTTBSo', 'positive', 'The total is not a positive amount');
  if (vat != null && !(vat >= 0)) fail('TgTThue', 'amount', 'The VAT is not an amount');
  if (before != null && !(before >= 0))
    fail('TgTCThue', 'amount', 'The pre-VAT total is not an amount');
  if (vat != null && total != null && total > 0 && vat > total) {
    fail('TgTThue', 'vat_above_total', 'The VAT is larger than the total');
  }
  if (!/^[A-Z]{3}$/.test(currency)) fail('DVTTe', 'currency', 'The currency is not an ISO code');
  if (problems.length) return { ok: false, problems };

  const template = get('TTChung/KHMSHDon');
  const series = get('TTChung/KHHDon');
  return {
    ok: true,
    invoice: {
      seller_name: sellerName!,
      seller_tax_code: sellerTax!,
      buyer_name: get('NDHDon/NMua/Ten') ?? get('NDHDon/NMua/HVTNMHang') ?? null,
      buyer_tax_code: get('NDHDon/NMua/MST') ?? null,
      issue_date: validDay!,
      currency,
      exchange_rate: rate != null && rate > 0 ? rate : currency === 'VND' ? 1 : null,
      series: template || series ? `${template ?? ''}${series ?? ''}` : null,
      number: get('TTChung/SHDon') ?? null,
      amount_before_vat: before,
      vat_amount: vat ?? 0,
      total: total!,
    },
  };
}
