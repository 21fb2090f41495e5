/**
 * The offline e-invoice provider for development, tests and the demo (never in production:
 * createEInvoiceProvider refuses it there). It checks what the tax authority checks of a
 * buyer and seller, numbers invoices per template and series in its own register (the table
 * `einvoice_sandbox_invoices`, surviving restarts), and answers the Circular 78 XML. In process,
 * no HTTP face. Sending a reference again answers the invoice already issued for it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { checkTaxCode } from '../../../common/tax-code.js';
import type { Db } from '../../db/client.js';
import { invoiceXml } from './xml.js';
import type { EInvoiceProvider, EInvoiceRequest, EInvoiceResult } from './types.js';

export interface SandboxOptions {
  /** The two letters ending the series (C26T + WF). */
  seriesSuffix: string;
}

interface RegisterRow extends Record<string, unknown> {
  template: string;
  series: string;
  number: number;
  invoice_key: string;
  issued_on: string | Date;
  xml: string;
}

const TEMPLATE = '1';

/** What the authority refuses before numbering, in the words a provider answers with. */
function refusal(request: EInvoiceRequest): string | null {
  const seller = request.seller.tax_code;
  if (!seller || 'problem' in checkTaxCode(seller)) {
    return 'Mã số thuế người bán không hợp lệ (NBan/MST)';
  }
  const buyer = request.buyer.tax_code;
  if (!buyer)
    return 'Thiếu mã số thuế người mua (NMua/MST): hoá đơn GTGT cho doanh nghiệp cần mã số thuế';
  if ('problem' in checkTaxCode(buyer)) return `Mã số thuế người mua không hợp lệ: ${buyer}`;
  if (!request.buyer.name.trim()) return 'Thiếu tên người mua (NMua/Ten)';
  if (!request.lines.length) return 'Hoá đơn không có dòng hàng hoá, dịch vụ (DSHHDVu)';
  const total = request.lines.reduce((s, l) => s + l.amount + l.vat_amount, 0);
  if (!(total > 0)) return 'Tổng tiền thanh toán phải lớn hơn 0 (TgTTTBSo)';
  return null;
}

const day = (value: string | Date) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function createSandboxEInvoiceProvider(db: Db, options: SandboxOptions): EInvoiceProvider {
  const find = async (reference: string) => {
    const { rows } = await db.execute<RegisterRow>(sql`
      select template, series, number, invoice_key, issued_on, xml
      from einvoice_sandbox_invoices where reference = ${reference}`);
    return rows[0] ?? null;
  };
  const answer = (row: RegisterRow): EInvoiceResult => ({
    status: 'ISSUED',
    template: row.template,
    series: row.series,
    number: String(row.number).padStart(7, '0'),
    invoice_key: row.invoice_key,
    issue_date: day(row.issued_on),
    xml: row.xml,
  });
  return {
    name: 'sandbox',
    async issue(request) {
      const known = await find(request.reference);
      if (known) return answer(known);
      const reason = refusal(request);
      if (reason) return { status: 'REJECTED', reason };
      const series = `C${request.issue_date.slice(2, 4)}T${options.seriesSuffix}`;
      // The next number of the series; a racing issue that took it makes this insert do
      // nothing, and the loop takes the one after.
      for (let attempt = 0; attempt < 20; attempt++) {
        const { rows } = await db.execute<{ next: number | string }>(sql`
          select coalesce(max(number), 0) + 1 as next from einvoice_sandbox_invoices
          where template = ${TEMPLATE} and series = ${series}`);
        const number = Number(rows[0]?.next ?? 1);
        const key = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
        const numbering = {
          template: TEMPLATE,
          series,
          number: String(number).padStart(7, '0'),
          authority_code: createHash('sha256').update(key).digest('hex').slice(0, 34).toUpperCase(),
        };
        const xml = invoiceXml(request, numbering);
        await db.execute(sql`
          insert into einvoice_sandbox_invoices
            (reference, template, series, number, invoice_key, issued_on, xml)
          values (${request.reference}, ${TEMPLATE}, ${series}, ${number}, ${key},
            ${request.issue_date}::date, ${xml})
          on conflict do nothing`);
        const row = await find(request.reference);
        if (row) return answer(row);
      }
      throw new Error('the sandbox could not number the invoice');
    },
  };
}
