/**
 * An invoice's XML in the tax authority's format (Circular 78/2021, schema 2.0.x): `HDon >
 * DLHDon > TTChung` (template KHMSHDon, series KHHDon, number SHDon, date NLap, currency) and
 * `NDHDon` (seller NBan, buyer NMua, lines DSHHDVu, totals TToan), then the authority's code
 * MCCQT. Amounts in major units of the currency. Read back by server/domain/expenses/einvoice-xml.
 */
import { majorUnits } from '../../../common/money.js';
import type { EInvoiceParty, EInvoiceRequest } from './types.js';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${escape(String(value))}</${name}>`;

const party = (tag: 'NBan' | 'NMua', p: EInvoiceParty) =>
  `<${tag}>${el('Ten', p.name)}${el('MST', p.tax_code)}${el('DChi', p.address)}${el('DCTDTu', p.email)}</${tag}>`;

export interface InvoiceNumbering {
  template: string;
  series: string;
  number: string;
  /** Mã của cơ quan thuế (MCCQT). */
  authority_code: string;
}

/** The HDon document of an invoice. */
export function invoiceXml(request: EInvoiceRequest, numbering: InvoiceNumbering): string {
  const money = (minor: number) => majorUnits(minor, request.currency);
  const lines = request.lines
    .map(
      (line, i) =>
        `<HHDVu><TChat>1</TChat><STT>${i + 1}</STT>${el('THHDVu', line.name)}${el('DVTinh', line.unit)}` +
        `${el('SLuong', line.quantity)}${el('DGia', money(line.unit_price))}` +
        `${el('ThTien', money(line.amount))}${el('TSuat', `${line.vat_rate}%`)}</HHDVu>`,
    )
    .join('');
  const byRate = new Map<number, { amount: number; vat: number }>();
  for (const line of request.lines) {
    const sum = byRate.get(line.vat_rate) ?? { amount: 0, vat: 0 };
    sum.amount += line.amount;
    sum.vat += line.vat_amount;
    byRate.set(line.vat_rate, sum);
  }
  const rates = [...byRate]
    .map(
      ([rate, sum]) =>
        `<LTSuat>${el('TSuat', `${rate}%`)}${el('ThTien', money(sum.amount))}${el('TThue', money(sum.vat))}</LTSuat>`,
    )
    .join('');
  const before = request.lines.reduce((s, l) => s + l.amount, 0);
  const vat = request.lines.reduce((s, l) => s + l.vat_amount, 0);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<HDon><DLHDon Id="data"><TTChung>` +
    `<PBan>2.0.1</PBan><THDon>HÓA ĐƠN GIÁ TRỊ GIA TĂNG</THDon>` +
    `${el('KHMSHDon', numbering.template)}${el('KHHDon', numbering.series)}${el('SHDon', numbering.number)}` +
    `${el('NLap', request.issue_date)}${el('DVTTe', request.currency)}<TGia>1</TGia>` +
    `${el('HTTToan', request.payment_method)}${el('MSTTCGP', request.seller.tax_code)}</TTChung>` +
    `<NDHDon>${party('NBan', request.seller)}${party('NMua', request.buyer)}` +
    `<DSHHDVu>${lines}</DSHHDVu>` +
    `<TToan><THTTLTSuat>${rates}</THTTLTSuat>${el('TgTCThue', money(before))}` +
    `${el('TgTThue', money(vat))}${el('TgTTTBSo', money(before + vat))}</TToan>` +
    `</NDHDon></DLHDon>${el('MCCQT', numbering.authority_code)}</HDon>\n`
  );
}
