/**
 * A corporate invoice as a PDF (docs/finance.md "Invoices and payments"): the platform as the
 * issuer and the company with its tax details, the statement's period, value, paid, what is
 * left and the due date, and — while something is left — the VietQR transfer of that amount
 * with the invoice's own memo (the QR a banking app scans, and the account, amount and memo in
 * words). Rendered when asked, so it shows the payments as they stand. It is the payment
 * request for a period, not the VAT e-invoice (issued per booking: docs/finance.md "VAT
 * e-invoices"), and says so.
 */
import { addDays } from '../../../common/calendar.js';
import { createPdf, type CompanyTaxDetails } from '../../documents/pdf.js';
import type { DocumentLocale } from '../../documents/format.js';
import { AppError } from '../../errors.js';
import type { EInvoiceParty } from '../../providers/einvoice/types.js';
import { checkIds } from '../corporates/ids.js';
import { corporateTaxDetails } from '../corporates/tax-details.js';
import { invoiceCorporate, presentInvoice } from './invoices.js';
import { INVOICE_FILE_PREFIX } from './invoice-files.js';
import { invoicePeriod, invoiceRow } from './invoices-repository.js';
import type { TransferDeps } from './top-ups.js';
import { transferFor, type CorporateTransfer } from './transfers.js';

const WORDS = {
  vi: {
    title: 'HOÁ ĐƠN THANH TOÁN',
    subtitle: (month: string) => `Công nợ kỳ ${month}`,
    issuer: 'Đơn vị cung cấp',
    customer: 'Khách hàng',
    reference: 'Số hoá đơn',
    issued: 'Ngày phát hành',
    period: 'Kỳ đối soát',
    due: 'Hạn thanh toán',
    status: 'Trạng thái',
    statuses: {
      UNPAID: 'Chưa thanh toán',
      PARTIALLY_PAID: 'Thanh toán một phần',
      PAID: 'Đã thanh toán',
      OVERDUE: 'Quá hạn',
    },
    no: 'STT',
    item: 'Nội dung',
    amount: 'Số tiền',
    line: (from: string, to: string) =>
      `Dịch vụ đặt vé máy bay và khách sạn theo bảng kê đối soát ${from} – ${to}`,
    value: 'Giá trị hoá đơn',
    paid: 'Đã thanh toán',
    unpaid: 'Còn phải thanh toán',
    pay: 'Thanh toán bằng chuyển khoản (VietQR)',
    payHint:
      'Quét mã bằng ứng dụng ngân hàng, hoặc chuyển khoản với đúng nội dung dưới đây để hoá đơn được ghi nhận tự động.',
    bank: 'Ngân hàng',
    account: 'Số tài khoản',
    beneficiary: 'Chủ tài khoản',
    memo: 'Nội dung chuyển khoản',
    settled: 'Hoá đơn đã được thanh toán đủ.',
    noTransfer:
      'Chuyển khoản ngân hàng hiện không khả dụng; vui lòng thanh toán từ ví doanh nghiệp.',
    note: 'Chứng từ đề nghị thanh toán; hoá đơn GTGT điện tử được xuất riêng cho từng đặt chỗ theo yêu cầu.',
  },
  en: {
    title: 'INVOICE',
    subtitle: (month: string) => `Amount owed for ${month}`,
    issuer: 'Issued by',
    customer: 'Customer',
    reference: 'Invoice number',
    issued: 'Issued on',
    period: 'Statement period',
    due: 'Due date',
    status: 'Status',
    statuses: {
      UNPAID: 'Unpaid',
      PARTIALLY_PAID: 'Partially paid',
      PAID: 'Paid',
      OVERDUE: 'Overdue',
    },
    no: 'No.',
    item: 'Description',
    amount: 'Amount',
    line: (from: string, to: string) =>
      `Flight and hotel bookings per the reconciliation statement ${from} – ${to}`,
    value: 'Invoice value',
    paid: 'Paid',
    unpaid: 'Left to pay',
    pay: 'Pay by bank transfer (VietQR)',
    payHint:
      'Scan the code with a banking app, or transfer with exactly the memo below so the invoice is matched automatically.',
    bank: 'Bank',
    account: 'Account number',
    beneficiary: 'Account holder',
    memo: 'Transfer memo',
    settled: 'This invoice is paid in full.',
    noTransfer: 'Bank transfers are not available now; please pay from the company wallet.',
    note: 'A request for payment; VAT e-invoices are issued separately for each booking on request.',
  },
} as const;

export interface InvoicePdfData {
  seller: CompanyTaxDetails;
  buyer: CompanyTaxDetails;
  invoice: ReturnType<typeof presentInvoice>;
  /** The invoice's transfer reference (its number and, as `WF<ref>`, its memo). */
  ref: string;
  /** The statement's first and last day. */
  period: { start: string; end: string } | null;
  /** The transfer of what is left; null once paid or without a bank rail. */
  transfer: CorporateTransfer | null;
}

export function renderInvoicePdf(data: InvoicePdfData, locale: DocumentLocale) {
  const w = WORDS[locale];
  const inv = data.invoice;
  const month = `${String(inv.effective_for.month).padStart(2, '0')}/${inv.effective_for.year}`;
  const pdf = createPdf({
    locale,
    currency: inv.currency,
    title: `${w.title} ${data.ref}`,
    author: data.seller.name,
  });
  const day = (d: string) => pdf.cellText(d, 'date');
  const period = data.period ? `${day(data.period.start)} – ${day(data.period.end)}` : month;
  pdf.companyHeader(data.seller, w.issuer);
  pdf.title(w.title, w.subtitle(month));
  pdf.keyValues([
    [w.reference, data.ref],
    [w.issued, inv.inserted_at, 'date'],
    [w.period, period],
    [w.due, inv.due_at, 'date'],
    [w.status, w.statuses[inv.status]],
  ]);
  pdf.companyHeader(data.buyer, w.customer);
  pdf.table(
    [
      { header: w.no, kind: 'number', weight: 0.5 },
      { header: w.item, weight: 5 },
      { header: w.amount, kind: 'money', weight: 2 },
    ],
    [[1, data.period ? w.line(day(data.period.start), day(data.period.end)) : period, inv.value]],
  );
  pdf.totals([
    { label: w.value, amount: inv.value },
    { label: w.paid, amount: inv.paid },
    { label: w.unpaid, amount: inv.unpaid, strong: true },
  ]);
  pdf.heading(w.pay);
  const bank = data.transfer?.banks[0];
  if (inv.unpaid <= 0) {
    pdf.paragraph(w.settled);
  } else if (!data.transfer || !bank?.qr) {
    pdf.paragraph(w.noTransfer);
  } else {
    pdf.paragraph(w.payHint);
    pdf.qr(bank.qr, [
      [w.bank, `${bank.name} (${bank.bank_code})`],
      [w.account, bank.account],
      [w.beneficiary, bank.beneficiary_name],
      [w.amount, data.transfer.amount, 'money'],
      [w.memo, data.transfer.memo],
    ]);
  }
  pdf.paragraph(w.note);
  return pdf.finish();
}

export interface InvoicePdfDeps extends TransferDeps {
  /** The platform's tax details (the e-invoice seller's: EINVOICE_SELLER_*). */
  seller: EInvoiceParty;
}

/** What the invoice PDF prints, for the caller's corporate's invoice `id`. */
export async function invoicePdfData(
  deps: InvoicePdfDeps,
  corporateId: string,
  id: string,
  now: Date,
): Promise<InvoicePdfData | null> {
  const row = await invoiceRow(deps.db, corporateId, id, now);
  if (!row) return null;
  const invoice = presentInvoice(row);
  const [period, buyer] = await Promise.all([
    invoicePeriod(deps.db, corporateId, row.id),
    corporateTaxDetails(deps.db, corporateId),
  ]);
  const transfer =
    invoice.unpaid > 0 && deps.rails.BANK_TRANSFER
      ? await transferFor(deps.rails, row.ref, invoice.unpaid, row.currency, deps.origin)
      : null;
  return {
    seller: {
      name: deps.seller.name,
      taxCode: deps.seller.tax_code,
      address: deps.seller.address,
    },
    buyer,
    invoice,
    ref: row.ref,
    period: period ? { start: period.start, end: addDays(period.end, -1) } : null,
    transfer,
  };
}

/** The invoice `id` of the caller's corporate as a PDF (`invoices` show; NOT_FOUND else). */
export async function invoicePdf(
  deps: InvoicePdfDeps,
  userId: string | null,
  id: string,
  now: Date,
  locale: DocumentLocale,
): Promise<{ name: string; body: Buffer }> {
  const { corporate } = await invoiceCorporate(deps.db, userId, null, 'show');
  checkIds({ id });
  const data = await invoicePdfData(deps, corporate, id, now);
  if (!data) throw new AppError('NOT_FOUND', 'No such invoice.');
  const { month, year } = data.invoice.effective_for;
  return {
    name: `${INVOICE_FILE_PREFIX[locale]}-${year}-${String(month).padStart(2, '0')}`,
    body: await renderInvoicePdf(data, locale),
  };
}
