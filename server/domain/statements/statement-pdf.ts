/**
 * A reconciliation statement as a PDF (docs/finance.md "Statements"): the company's tax
 * details, the period, the flight and hotel sections line by line with their rebate, cash back,
 * vouchers, VAT and totals, the adjustments, the early-payment reward or late-payment penalty
 * and what is due — in the reader's language, money and dates through server/documents.
 * `statements` export (owner, admins, accounting), scoped by the caller's corporate.
 */
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { createPdf, type Cell, type CompanyTaxDetails } from '../../documents/pdf.js';
import type { DocumentLocale } from '../../documents/format.js';
import { corporateTaxDetails } from '../corporates/tax-details.js';
import { corporateOf, statementLines } from './statements.js';
import { presentStatement, presentSection, type presentLine } from './present.js';
import { sectionsOf, statementById } from './repository.js';

type Line = ReturnType<typeof presentLine>;
type Statement = ReturnType<typeof presentStatement>;
type Section = NonNullable<ReturnType<typeof presentSection>>;

const WORDS = {
  vi: {
    title: 'BẢNG KÊ ĐỐI SOÁT',
    customer: 'Khách hàng',
    period: (from: string, to: string) => `Kỳ ${from} – ${to}`,
    month: 'Tháng',
    cycle: 'Chu kỳ',
    cycles: { WEEKLY: 'Hằng tuần', SEMI_MONTHLY: 'Nửa tháng', MONTHLY: 'Hằng tháng' },
    issued: 'Ngày phát hành',
    reference: 'Mã bảng kê',
    FLIGHT: 'Vé máy bay',
    PROPERTY: 'Khách sạn',
    adjustments: 'Điều chỉnh các kỳ trước',
    noBookings: 'Không có đặt chỗ trong kỳ.',
    columns: {
      date: 'Ngày',
      code: 'Mã đặt chỗ',
      traveller: 'Người đi',
      reason: 'Lý do',
      net: 'Trước VAT',
      rebate: 'Chiết khấu',
      cashback: 'Hoàn tiền',
      vat: 'VAT',
      total: 'Thành tiền',
    },
    reasons: {
      REFUNDED: 'Đã hoàn tiền',
      CARRIED_FORWARD: 'Số dư kỳ trước chuyển sang (doanh nghiệp được ghi có)',
    } as Record<string, string>,
    bookings: (n: number) => `Số đặt chỗ: ${n}`,
    subtotal: 'Cộng trước VAT',
    rebate: 'Chiết khấu',
    cashbackLine: 'Hoàn tiền theo hạng',
    vouchers: 'Mã giảm giá (đã trừ khi thanh toán)',
    sectionNet: 'Thành tiền trước VAT',
    vat: 'Thuế GTGT',
    sectionTotal: 'Cộng mục',
    totals: 'Tổng hợp',
    adjustmentAmount: 'Điều chỉnh',
    reward: 'Thưởng thanh toán sớm',
    penalty: 'Phạt thanh toán chậm',
    net: 'Cộng trước VAT',
    due: 'Phải thanh toán',
    file: 'bang-ke',
  },
  en: {
    title: 'RECONCILIATION STATEMENT',
    customer: 'Customer',
    period: (from: string, to: string) => `Period ${from} – ${to}`,
    month: 'Month',
    cycle: 'Cycle',
    cycles: { WEEKLY: 'Weekly', SEMI_MONTHLY: 'Semi-monthly', MONTHLY: 'Monthly' },
    issued: 'Issued on',
    reference: 'Statement reference',
    FLIGHT: 'Flights',
    PROPERTY: 'Hotels',
    adjustments: 'Adjustments of earlier periods',
    noBookings: 'No bookings in this period.',
    columns: {
      date: 'Date',
      code: 'Booking code',
      traveller: 'Traveller',
      reason: 'Reason',
      net: 'Before VAT',
      rebate: 'Rebate',
      cashback: 'Cash back',
      vat: 'VAT',
      total: 'Amount',
    },
    reasons: {
      REFUNDED: 'Refunded',
      CARRIED_FORWARD: 'Balance carried from the previous statement (owed to the company)',
    } as Record<string, string>,
    bookings: (n: number) => `Bookings: ${n}`,
    subtotal: 'Subtotal before VAT',
    rebate: 'Rebate',
    cashbackLine: 'Rank cash back',
    vouchers: 'Vouchers (taken off at checkout)',
    sectionNet: 'Net before VAT',
    vat: 'VAT',
    sectionTotal: 'Section total',
    totals: 'Summary',
    adjustmentAmount: 'Adjustments',
    reward: 'Early payment reward',
    penalty: 'Late payment penalty',
    net: 'Net before VAT',
    due: 'Amount due',
    file: 'statement',
  },
} as const;

export interface StatementPdfData {
  company: CompanyTaxDetails;
  statement: Statement;
  /** Every line of the statement (BOOKING and ADJUSTMENT), with its booking. */
  lines: Line[];
}

const rate = (value: number | null | undefined) => (value == null ? '' : ` (${value}%)`);

const traveller = (line: Line) => {
  const user = line.booking_history?.user;
  return user ? [user.last_name, user.first_name].filter(Boolean).join(' ') || user.email : '';
};

/** The statement's file, rendered from its data (pure but for pdfkit: the bench calls it). */
export function renderStatementPdf(data: StatementPdfData, locale: DocumentLocale) {
  const w = WORDS[locale];
  const s = data.statement;
  const pdf = createPdf({
    locale,
    currency: s.currency,
    title: `${w.title} ${s.period_start}`,
    layout: 'landscape',
  });
  const day = (d: string) => pdf.cellText(d, 'date');
  pdf.companyHeader(data.company, w.customer);
  pdf.title(w.title, w.period(day(s.period_start), day(s.period_end)));
  pdf.keyValues([
    [w.month, `${String(s.effective_for.month).padStart(2, '0')}/${s.effective_for.year}`],
    [w.cycle, w.cycles[s.reconcilliation_cycle_type ?? 'MONTHLY']],
    [w.issued, s.issued_at ?? null, 'date'],
    [w.reference, s.id.slice(0, 8).toUpperCase()],
  ]);
  const columns = (adjustment: boolean) => [
    { header: w.columns.date, kind: 'date' as const, weight: 1.1 },
    { header: w.columns.code, weight: 1.2 },
    { header: adjustment ? w.columns.reason : w.columns.traveller, weight: 2 },
    { header: w.columns.net, kind: 'money' as const, weight: 1.4 },
    { header: w.columns.rebate, kind: 'money' as const, weight: 1.2 },
    { header: w.columns.cashback, kind: 'money' as const, weight: 1.2 },
    { header: w.columns.vat, kind: 'money' as const, weight: 1.2 },
    { header: w.columns.total, kind: 'money' as const, weight: 1.4 },
  ];
  const row = (line: Line, adjustment: boolean): Cell[] => [
    new Date(line.booked_at),
    line.booking_history?.code ?? '',
    adjustment ? (w.reasons[line.reason ?? 'REFUNDED'] ?? line.reason ?? '') : traveller(line),
    line.net_price,
    line.rebate_amount,
    line.cashback_amount,
    line.vat_amount,
    line.total_price,
  ];
  const section = (kind: 'FLIGHT' | 'PROPERTY', totals: Section | null) => {
    pdf.heading(w[kind]);
    const lines = data.lines.filter((l) => l.kind === 'BOOKING' && l.section === kind);
    if (!totals || lines.length === 0) {
      pdf.paragraph(w.noBookings);
      return;
    }
    pdf.paragraph(w.bookings(totals.booking_count));
    pdf.table(
      columns(false),
      lines.map((l) => row(l, false)),
    );
    pdf.totals([
      { label: w.subtotal, amount: totals.subtotal_net_price },
      { label: `${w.rebate}${rate(totals.rebate_rate)}`, amount: -totals.rebate_amount },
      {
        label: `${w.cashbackLine}${rate(totals.cashback.rate)}`,
        amount: -totals.cashback.amount,
      },
      { label: w.vouchers, amount: totals.voucher.discount_amount },
      { label: w.sectionNet, amount: totals.total_net_price },
      { label: w.vat, amount: totals.vat_amount },
      { label: w.sectionTotal, amount: totals.total_price, strong: true },
    ]);
  };
  section('FLIGHT', s.flight);
  section('PROPERTY', s.property);
  const adjustments = data.lines.filter((l) => l.kind === 'ADJUSTMENT');
  if (adjustments.length > 0) {
    pdf.heading(w.adjustments);
    pdf.table(
      columns(true),
      adjustments.map((l) => row(l, true)),
    );
  }
  pdf.heading(w.totals);
  pdf.totals([
    { label: w.adjustmentAmount, amount: s.adjustment_amount },
    { label: w.reward, amount: -s.cashback_or_penalty.cashback },
    { label: w.penalty, amount: s.cashback_or_penalty.penalty },
    { label: w.net, amount: s.total_net_price },
    { label: `${w.vat}${rate(s.vat_rate)}`, amount: s.vat_amount },
    { label: w.due, amount: s.total_price, strong: true },
  ]);
  return pdf.finish();
}

/** What the statement PDF prints, read for the caller's corporate (NOT_FOUND for any other). */
export async function statementPdfData(
  db: Db,
  corporateId: string,
  id: string,
): Promise<StatementPdfData | null> {
  const row = isUuid(id) ? await statementById(db, corporateId, id) : null;
  if (!row) return null;
  const [sections, lines, company] = await Promise.all([
    sectionsOf(db, corporateId, [row.id]),
    statementLines(db, corporateId, row.id),
    corporateTaxDetails(db, corporateId),
  ]);
  return {
    company,
    statement: presentStatement(row, sections, []),
    lines,
  };
}

/** The statement `id` of the caller's corporate as a PDF file, and a file name. */
export async function statementPdf(
  db: Db,
  userId: string | null,
  id: string,
  locale: DocumentLocale,
): Promise<{ name: string; body: Buffer }> {
  const corporateId = await corporateOf(db, userId, null, 'export');
  const data = await statementPdfData(db, corporateId, id);
  if (!data) throw new AppError('NOT_FOUND', 'No such statement.');
  return {
    name: `${WORDS[locale].file}-${data.statement.period_start}`,
    body: await renderStatementPdf(data, locale),
  };
}
