/**
 * An issued VAT invoice as a PDF (server/documents): the seller's and the buyer's tax details,
 * the template, series, number and date, the line, the VAT and the total, in the reader's
 * language (the invoice's own data — names, the line — as issued, in Vietnamese).
 */
import { createPdf } from '../../documents/pdf.js';
import type { DocumentLocale } from '../../documents/format.js';
import type { VatRequestRow } from './repository.js';

const WORDS = {
  vi: {
    title: 'HOÁ ĐƠN GIÁ TRỊ GIA TĂNG',
    subtitle: 'Hoá đơn điện tử (Nghị định 123/2020/NĐ-CP, Thông tư 78/2021/TT-BTC)',
    seller: 'Đơn vị bán hàng',
    buyer: 'Đơn vị mua hàng',
    template: 'Mẫu số',
    series: 'Ký hiệu',
    number: 'Số',
    date: 'Ngày lập',
    key: 'Mã tra cứu',
    payment: 'Hình thức thanh toán',
    paymentValue: 'Tiền mặt/Chuyển khoản',
    no: 'STT',
    item: 'Tên hàng hoá, dịch vụ',
    quantity: 'Số lượng',
    rate: 'Thuế suất',
    amount: 'Thành tiền',
    before: 'Cộng tiền hàng',
    vat: 'Tiền thuế GTGT',
    total: 'Tổng cộng tiền thanh toán',
  },
  en: {
    title: 'VAT INVOICE',
    subtitle: 'Electronic invoice (Decree 123/2020/ND-CP, Circular 78/2021/TT-BTC)',
    seller: 'Seller',
    buyer: 'Buyer',
    template: 'Template',
    series: 'Series',
    number: 'Number',
    date: 'Date',
    key: 'Lookup key',
    payment: 'Payment',
    paymentValue: 'Cash/Bank transfer',
    no: 'No.',
    item: 'Goods or services',
    quantity: 'Quantity',
    rate: 'VAT rate',
    amount: 'Amount',
    before: 'Total before VAT',
    vat: 'VAT',
    total: 'Total to pay',
  },
} as const;

export async function vatInvoicePdf(row: VatRequestRow, locale: DocumentLocale): Promise<Buffer> {
  const w = WORDS[locale];
  const net = Number(row.net_price);
  const vat = Number(row.vat_amount);
  const rate = Number(row.vat_rate);
  const pdf = createPdf({
    locale,
    currency: row.currency,
    title: `${w.title} ${row.invoice_template}${row.invoice_series} ${row.invoice_number}`,
    author: row.seller?.name ?? undefined,
  });
  if (row.seller) {
    pdf.companyHeader(
      { name: row.seller.name, taxCode: row.seller.tax_code, address: row.seller.address },
      w.seller,
    );
  }
  pdf.title(w.title, w.subtitle);
  pdf.keyValues([
    [w.template, row.invoice_template],
    [w.series, row.invoice_series],
    [w.number, row.invoice_number],
    [w.date, row.issued_on ? String(row.issued_on) : null, 'date'],
    [w.key, row.invoice_key],
    [w.payment, w.paymentValue],
  ]);
  pdf.companyHeader(
    {
      name: row.buyer.name,
      taxCode: row.buyer.tax_code,
      address: row.buyer.address,
      email: row.buyer.email,
    },
    w.buyer,
  );
  pdf.table(
    [
      { header: w.no, kind: 'number', weight: 0.5 },
      { header: w.item, weight: 4.5 },
      { header: w.quantity, kind: 'number', weight: 1 },
      { header: w.rate, weight: 1 },
      { header: w.amount, kind: 'money', weight: 2 },
    ],
    [[1, row.description, 1, `${rate}%`, net]],
  );
  pdf.totals([
    { label: w.before, amount: net },
    { label: `${w.vat} (${rate}%)`, amount: vat },
    { label: w.total, amount: net + vat, strong: true },
  ]);
  return pdf.finish();
}
