/**
 * A reconciliation statement's arithmetic (docs/finance.md "Statements"), pure: the lines of a
 * period, the sections' and the statement's totals, and cashback_or_penalty. Every amount is a
 * whole number of đồng; a percentage rounds once, on its line (half up; cash back down, as at
 * checkout), and every total is a sum of lines, so the totals equal the sum of the lines by
 * construction and VAT is the same counted line by line or in total.
 */
import { daysBetween, vietnamDate } from '../../../common/calendar.js';
import { percentOf, percentOfDown, splitVat } from '../context/money.js';

export type Section = 'FLIGHT' | 'PROPERTY';

/** A booking charged to the corporate, as the repository reads it. */
export interface BookingSource {
  payment_checkout_session_id: string;
  user_order_id: string;
  section: Section;
  booked_at: Date;
  /** The checkout's price, its part before VAT, its VAT and VAT rate. */
  price: number;
  duty_free_price: number;
  tax_fee: number;
  tax_rate: number;
  /** What the corporate was charged (the price, or a split's company part). */
  company_amount: number;
  voucher_discount: number;
  /** Booked by someone other than the traveller (the rank's admin-booked cash back rate). */
  booked_for_other: boolean;
}

/** The corporate's rates at issue time. */
export interface Rates {
  /** corporates.commission_rate, %. */
  rebate_rate: number;
  /** rank_configurations: the traveller booked themselves / a colleague booked for them, %. */
  owner_cashback_rate: number;
  admin_booked_cashback_rate: number;
}

export interface LineDraft {
  kind: 'BOOKING' | 'ADJUSTMENT';
  /** Null only on a balance carried forward (carriedForwardLine). */
  section: Section | null;
  payment_checkout_session_id: string | null;
  user_order_id: string | null;
  booked_at: Date;
  net_price: number;
  vat_rate: number | null;
  vat_amount: number;
  voucher_discount: number;
  rebate_rate: number | null;
  rebate_amount: number;
  cashback_rate: number | null;
  cashback_amount: number;
  adjusts_line_id: string | null;
  /** CARRIED_FORWARD: the earlier statement whose balance the line brings in. */
  carries_statement_id: string | null;
  reason: string | null;
}

/** net − rebate − cash back: what a line adds to the statement before VAT. */
export const lineNet = (l: LineDraft) => l.net_price - l.rebate_amount - l.cashback_amount;

/** A booking's line: the company's part of it, its rebate and its cash back. */
export function bookingLine(b: BookingSource, rates: Rates): LineDraft {
  // A split payment's company part carries its share of the VAT, split at the booking's rate.
  const whole = b.company_amount === b.price;
  const { dutyFree, tax } = whole
    ? { dutyFree: b.duty_free_price, tax: b.tax_fee }
    : splitVat(b.company_amount, b.tax_rate);
  const cashbackRate = b.booked_for_other
    ? rates.admin_booked_cashback_rate
    : rates.owner_cashback_rate;
  return {
    kind: 'BOOKING',
    section: b.section,
    payment_checkout_session_id: b.payment_checkout_session_id,
    user_order_id: b.user_order_id,
    booked_at: b.booked_at,
    net_price: dutyFree,
    vat_rate: b.tax_rate,
    vat_amount: tax,
    voucher_discount: b.voucher_discount,
    rebate_rate: rates.rebate_rate,
    rebate_amount: percentOf(dutyFree, rates.rebate_rate),
    cashback_rate: cashbackRate,
    cashback_amount: percentOfDown(dutyFree, cashbackRate),
    adjusts_line_id: null,
    carries_statement_id: null,
    reason: null,
  };
}

/** The correction of an earlier line: every amount negated (the booking was refunded). */
export function adjustmentLine(
  original: LineDraft & { id: string },
  reason: string,
  at: Date,
): LineDraft {
  const neg = (n: number) => 0 - n;
  return {
    kind: 'ADJUSTMENT',
    section: original.section,
    payment_checkout_session_id: original.payment_checkout_session_id,
    user_order_id: original.user_order_id,
    booked_at: at,
    net_price: neg(original.net_price),
    vat_rate: original.vat_rate,
    vat_amount: neg(original.vat_amount),
    voucher_discount: neg(original.voucher_discount),
    rebate_rate: original.rebate_rate,
    rebate_amount: neg(original.rebate_amount),
    cashback_rate: original.cashback_rate,
    cashback_amount: neg(original.cashback_amount),
    adjusts_line_id: original.id,
    carries_statement_id: null,
    reason,
  };
}

/**
 * A statement whose total is negative (credits exceeded charges: the company is owed) is not
 * invoiced; its balance comes into the next statement as this adjustment line — its net and
 * its VAT, so the next statement's totals stay sums of lines and its VAT nets the credit.
 * Statements are immutable: the credit is never written back onto the statement it came from.
 */
export function carriedForwardLine(
  previous: { id: string; total_net_price: number; vat_amount: number },
  reason: string,
  at: Date,
): LineDraft {
  return {
    kind: 'ADJUSTMENT',
    section: null,
    payment_checkout_session_id: null,
    user_order_id: null,
    booked_at: at,
    net_price: previous.total_net_price,
    vat_rate: null,
    vat_amount: previous.vat_amount,
    voucher_discount: 0,
    rebate_rate: null,
    rebate_amount: 0,
    cashback_rate: null,
    cashback_amount: 0,
    adjusts_line_id: null,
    carries_statement_id: previous.id,
    reason,
  };
}

/** One rate if every line shares it, else null. */
function sharedRate(rates: (number | null)[]): number | null {
  const distinct = new Set(rates.map((r) => (r == null ? null : Number(r))));
  return distinct.size === 1 ? [...distinct][0]! : null;
}

const total = (lines: LineDraft[], pick: (l: LineDraft) => number) =>
  lines.reduce((s, l) => s + pick(l), 0);

export interface SectionTotals {
  section: Section;
  booking_count: number;
  subtotal_net_price: number;
  rebate_rate: number | null;
  rebate_amount: number;
  cashback_rate: number | null;
  cashback_amount: number;
  voucher_discount_amount: number;
  vat_amount: number;
  total_net_price: number;
  total_price: number;
}

/** A section's totals over its BOOKING lines (adjustments are listed apart). */
export function sectionTotals(section: Section, lines: LineDraft[]): SectionTotals {
  const mine = lines.filter((l) => l.kind === 'BOOKING' && l.section === section);
  const subtotal = total(mine, (l) => l.net_price);
  const rebate = total(mine, (l) => l.rebate_amount);
  const cashback = total(mine, (l) => l.cashback_amount);
  const vat = total(mine, (l) => l.vat_amount);
  const net = subtotal - rebate - cashback;
  return {
    section,
    booking_count: mine.length,
    subtotal_net_price: subtotal,
    rebate_rate: mine.length ? sharedRate(mine.map((l) => l.rebate_rate)) : null,
    rebate_amount: rebate,
    cashback_rate: mine.length ? sharedRate(mine.map((l) => l.cashback_rate)) : null,
    cashback_amount: cashback,
    voucher_discount_amount: total(mine, (l) => l.voucher_discount),
    vat_amount: vat,
    total_net_price: net,
    total_price: net + vat,
  };
}

/** A payment against the previous statement (its invoice): amount and when it was received. */
export interface Payment {
  amount: number;
  paid_at: Date;
}

/** The corporate credit's reward and penalty terms (days after issue, % of the payment). */
export interface CreditTerms {
  reward_days: number | null;
  reward_rate: number | null;
  penalty_days: number | null;
  penalty_rate: number | null;
}

/**
 * cashback_or_penalty from the previous statement's payments: a payment received within
 * `reward_days` of the previous statement's issue day earns `reward_rate` % of it (rounded
 * down); a payment received more than `penalty_days` after it costs `penalty_rate` % (half up);
 * and what is still unpaid when this period ends, past `penalty_days`, costs the same. Days
 * are Vietnamese calendar days.
 */
export function cashbackOrPenalty(
  previous: { issued_on: string; total_price: number } | null,
  payments: Payment[],
  terms: CreditTerms,
  periodEnd: string,
): { cashback: number; penalty: number } {
  if (!previous || previous.total_price <= 0) return { cashback: 0, penalty: 0 };
  let cashback = 0;
  let penalty = 0;
  let paid = 0;
  const rewarded = (days: number) =>
    terms.reward_days != null && terms.reward_rate != null && days <= terms.reward_days;
  const late = (days: number) =>
    terms.penalty_days != null && terms.penalty_rate != null && days > terms.penalty_days;
  for (const p of payments) {
    const days = daysBetween(previous.issued_on, vietnamDate(p.paid_at));
    if (days >= daysBetween(previous.issued_on, periodEnd)) continue; // after this period
    paid += p.amount;
    if (rewarded(days)) cashback += percentOfDown(p.amount, terms.reward_rate!);
    else if (late(days)) penalty += percentOf(p.amount, terms.penalty_rate!);
  }
  const unpaid = previous.total_price - paid;
  if (unpaid > 0 && late(daysBetween(previous.issued_on, periodEnd))) {
    penalty += percentOf(unpaid, terms.penalty_rate!);
  }
  return { cashback, penalty };
}

export interface StatementTotals {
  lines_net_price: number;
  adjustment_amount: number;
  cashback: number;
  penalty: number;
  vat_rate: number | null;
  vat_amount: number;
  total_net_price: number;
  total_price: number;
}

/** The statement's totals: every line, then early-payment cash back and late penalty. */
export function statementTotals(
  lines: LineDraft[],
  cashbackOrPenalty: { cashback: number; penalty: number },
): StatementTotals {
  const linesNet = total(lines, lineNet);
  const vat = total(lines, (l) => l.vat_amount);
  const adjustments = lines.filter((l) => l.kind === 'ADJUSTMENT');
  const net = linesNet - cashbackOrPenalty.cashback + cashbackOrPenalty.penalty;
  return {
    lines_net_price: linesNet,
    adjustment_amount: total(adjustments, (l) => lineNet(l) + l.vat_amount),
    cashback: cashbackOrPenalty.cashback,
    penalty: cashbackOrPenalty.penalty,
    vat_rate: lines.length ? sharedRate(lines.map((l) => l.vat_rate)) : null,
    vat_amount: vat,
    total_net_price: net,
    total_price: net + vat,
  };
}
