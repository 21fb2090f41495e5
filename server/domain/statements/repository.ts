/**
 * Reconciliation statements' SQL (docs/finance.md "Statements"): the corporate's terms, the
 * bookings a period adds, the earlier lines to correct, and the statements themselves (insert
 * once, read). Every statement names the corporate id in its WHERE clause. No rules here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import {
  reconcilliationStatementLines,
  reconcilliationStatementSections,
  reconcilliationStatements,
} from '../../db/schema.js';
import type { CycleType } from '../../../common/statement-cycles.js';
import { vietnamMidnight } from '../../../common/calendar.js';
import type {
  BookingSource,
  CreditTerms,
  LineDraft,
  Rates,
  SectionTotals,
  StatementTotals,
} from './compute.js';

const num = (v: unknown) => (v == null ? 0 : Number(v));
const numOrNull = (v: unknown) => (v == null ? null : Number(v));

export interface Terms extends CreditTerms, Rates {
  corporate_id: string;
  currency: string;
  cycle: CycleType;
}

/** The corporate's credit terms and rates; null without a credit line (no statements). */
export async function termsOf(db: Db, corporateId: string): Promise<Terms | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.currency, c.commission_rate, r.owner_cashback_rate,
      r.admin_booked_cashback_rate, cc.reconcilliation_cycle_type::text as cycle,
      cc.reward_days, cc.reward_rate, cc.penalty_days, cc.penalty_rate
    from corporates c
    join corporate_credits cc on cc.corporate_id = c.id
    left join rank_configurations r on r.id = c.rank_configuration_id
    where c.id = ${corporateId}::uuid`);
  const r = rows[0];
  if (!r) return null;
  return {
    corporate_id: String(r.id),
    currency: String(r.currency),
    cycle: r.cycle as CycleType,
    rebate_rate: num(r.commission_rate),
    owner_cashback_rate: num(r.owner_cashback_rate),
    admin_booked_cashback_rate: num(r.admin_booked_cashback_rate),
    reward_days: numOrNull(r.reward_days),
    reward_rate: numOrNull(r.reward_rate),
    penalty_days: numOrNull(r.penalty_days),
    penalty_rate: numOrNull(r.penalty_rate),
  };
}

/** Approved corporates with a credit line: the ones the cycle job issues statements to. */
export async function corporatesWithCredit(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select c.id from corporates c join corporate_credits cc on cc.corporate_id = c.id
    where c.status = 'APPROVED' order by c.id`);
  return rows.map((r) => r.id);
}

/**
 * The company's charged bookings not yet on any statement, booked before `end` (Vietnamese
 * date, exclusive): a successful order whose corporate charge stands (not refunded, not
 * released). A booking that succeeds after its period closed lands on the next statement.
 */
export async function unstatedBookings(
  db: Db,
  corporateId: string,
  end: string,
): Promise<BookingSource[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select s.id as session_id, o.id as order_id, s.product_type::text as product_type,
      o.inserted_at, s.price, s.duty_free_price, s.tax_fee, s.tax_rate, cp.amount,
      s.voucher_discount + s.gift_voucher_discount as voucher_discount,
      (o.booked_by is not null and o.booked_by <> o.user_id) as for_other
    from corporate_payments cp
    join payment_checkout_sessions s on s.id = cp.payment_checkout_session_id
    join user_orders o on o.id = cp.user_order_id
    where cp.corporate_id = ${corporateId}::uuid
      and cp.refunded_at is null and cp.released_at is null
      and o.status = 'SUCCESSFUL' and s.product_type in ('FLIGHT', 'HOTEL')
      and o.inserted_at < ${vietnamMidnight(end).toISOString()}::timestamptz
      and not exists (select 1 from reconcilliation_statement_lines l
        where l.corporate_id = ${corporateId}::uuid and l.kind = 'BOOKING'
          and l.payment_checkout_session_id = s.id)
    order by o.inserted_at, s.id`);
  return rows.map((r) => ({
    payment_checkout_session_id: String(r.session_id),
    user_order_id: String(r.order_id),
    section: r.product_type === 'FLIGHT' ? 'FLIGHT' : 'PROPERTY',
    booked_at: new Date(r.inserted_at as string),
    price: num(r.price),
    duty_free_price: num(r.duty_free_price),
    tax_fee: num(r.tax_fee),
    tax_rate: num(r.tax_rate),
    company_amount: num(r.amount),
    voucher_discount: num(r.voucher_discount),
    booked_for_other: Boolean(r.for_other),
  }));
}

export type StoredLine = LineDraft & { id: string; statement_id: string };

const LINE_COLUMNS = sql`l.id, l.statement_id, l.kind::text as kind, l.section::text as section,
  l.payment_checkout_session_id, l.user_order_id, l.booked_at, l.net_price, l.vat_rate,
  l.vat_amount, l.voucher_discount, l.rebate_rate, l.rebate_amount, l.cashback_rate,
  l.cashback_amount, l.adjusts_line_id, l.carries_statement_id, l.reason`;

function toLine(r: Record<string, unknown>): StoredLine {
  return {
    id: String(r.id),
    statement_id: String(r.statement_id),
    kind: r.kind as LineDraft['kind'],
    section: (r.section ?? null) as LineDraft['section'],
    payment_checkout_session_id:
      r.payment_checkout_session_id == null ? null : String(r.payment_checkout_session_id),
    user_order_id: r.user_order_id == null ? null : String(r.user_order_id),
    booked_at: new Date(r.booked_at as string),
    net_price: num(r.net_price),
    vat_rate: numOrNull(r.vat_rate),
    vat_amount: num(r.vat_amount),
    voucher_discount: num(r.voucher_discount),
    rebate_rate: numOrNull(r.rebate_rate),
    rebate_amount: num(r.rebate_amount),
    cashback_rate: numOrNull(r.cashback_rate),
    cashback_amount: num(r.cashback_amount),
    adjusts_line_id: r.adjusts_line_id == null ? null : String(r.adjusts_line_id),
    carries_statement_id: r.carries_statement_id == null ? null : String(r.carries_statement_id),
    reason: r.reason == null ? null : String(r.reason),
  };
}

/**
 * Booking lines of earlier statements whose charge was given back since (refunded, released)
 * and that no adjustment corrects yet: each becomes an adjustment line of the next statement.
 */
export async function linesToCorrect(db: Db, corporateId: string): Promise<StoredLine[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${LINE_COLUMNS}
    from reconcilliation_statement_lines l
    join corporate_payments cp on cp.payment_checkout_session_id = l.payment_checkout_session_id
      and cp.corporate_id = ${corporateId}::uuid
    where l.corporate_id = ${corporateId}::uuid and l.kind = 'BOOKING'
      and (cp.refunded_at is not null or cp.released_at is not null)
      and not exists (select 1 from reconcilliation_statement_lines a
        where a.corporate_id = ${corporateId}::uuid and a.adjusts_line_id = l.id)
    order by l.booked_at, l.id`);
  return rows.map(toLine);
}

export interface StatementRow {
  id: string;
  corporate_id: string;
  reconcilliation_cycle_type: CycleType;
  period_start: string;
  period_end: string;
  effective_month: number;
  effective_year: number;
  currency: string;
  status: string;
  previous_statement_id: string | null;
  lines_net_price: number;
  adjustment_amount: number;
  cashback: number;
  penalty: number;
  vat_rate: number | null;
  vat_amount: number;
  total_net_price: number;
  total_price: number;
  issued_at: Date;
  inserted_at: Date;
}

const STATEMENT_COLUMNS = sql`s.id, s.corporate_id, s.reconcilliation_cycle_type::text as cycle,
  s.period_start::text as period_start, s.period_end::text as period_end, s.effective_month,
  s.effective_year, s.currency, s.status, s.previous_statement_id, s.lines_net_price,
  s.adjustment_amount, s.cashback, s.penalty, s.vat_rate, s.vat_amount, s.total_net_price,
  s.total_price, s.issued_at, s.inserted_at`;

function toStatement(r: Record<string, unknown>): StatementRow {
  return {
    id: String(r.id),
    corporate_id: String(r.corporate_id),
    reconcilliation_cycle_type: r.cycle as CycleType,
    period_start: String(r.period_start),
    period_end: String(r.period_end),
    effective_month: num(r.effective_month),
    effective_year: num(r.effective_year),
    currency: String(r.currency),
    status: String(r.status),
    previous_statement_id: r.previous_statement_id == null ? null : String(r.previous_statement_id),
    lines_net_price: num(r.lines_net_price),
    adjustment_amount: num(r.adjustment_amount),
    cashback: num(r.cashback),
    penalty: num(r.penalty),
    vat_rate: numOrNull(r.vat_rate),
    vat_amount: num(r.vat_amount),
    total_net_price: num(r.total_net_price),
    total_price: num(r.total_price),
    issued_at: new Date(r.issued_at as string),
    inserted_at: new Date(r.inserted_at as string),
  };
}

/** The corporate's statement of the period starting `start`, or null. */
export async function statementOfPeriod(
  db: Db,
  corporateId: string,
  start: string,
): Promise<StatementRow | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${STATEMENT_COLUMNS} from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid and s.period_start = ${start}::date`);
  return rows[0] ? toStatement(rows[0]) : null;
}

/** The corporate's latest statement before the period starting `start`, or null. */
export async function statementBefore(
  db: Db,
  corporateId: string,
  start: string,
): Promise<StatementRow | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${STATEMENT_COLUMNS} from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid and s.period_start < ${start}::date
    order by s.period_start desc limit 1`);
  return rows[0] ? toStatement(rows[0]) : null;
}

/** Whether a statement's balance was already carried into a later one. */
export async function carriedAlready(db: Db, statementId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from reconcilliation_statement_lines
    where carries_statement_id = ${statementId}::uuid limit 1`);
  return rows.length > 0;
}

/** The corporate's latest statement, or null. */
export async function latestStatement(db: Db, corporateId: string): Promise<StatementRow | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${STATEMENT_COLUMNS} from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid order by s.period_start desc limit 1`);
  return rows[0] ? toStatement(rows[0]) : null;
}

/** The first day a charged booking of the corporate was made (Vietnam), or null. */
export async function firstChargeAt(db: Db, corporateId: string): Promise<Date | null> {
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    select min(cp.inserted_at) as at from corporate_payments cp
    where cp.corporate_id = ${corporateId}::uuid`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

export interface NewStatement {
  corporate_id: string;
  cycle: CycleType;
  period: { start: string; end: string };
  effective_for: { month: number; year: number };
  currency: string;
  previous_statement_id: string | null;
  totals: StatementTotals;
  sections: SectionTotals[];
  lines: LineDraft[];
  issued_at: Date;
}

/**
 * Writes a statement with its sections and lines, once: a second writer of the same corporate
 * and period finds the key taken and writes nothing (returns null). Call inside a transaction.
 */
export async function insertStatement(tx: Db, s: NewStatement): Promise<string | null> {
  const [row] = await tx
    .insert(reconcilliationStatements)
    .values({
      corporate_id: s.corporate_id,
      reconcilliation_cycle_type: s.cycle,
      period_start: s.period.start,
      period_end: s.period.end,
      effective_month: s.effective_for.month,
      effective_year: s.effective_for.year,
      currency: s.currency,
      previous_statement_id: s.previous_statement_id,
      ...s.totals,
      issued_at: s.issued_at,
    })
    .onConflictDoNothing({
      target: [reconcilliationStatements.corporate_id, reconcilliationStatements.period_start],
    })
    .returning({ id: reconcilliationStatements.id });
  if (!row) return null;
  await tx
    .insert(reconcilliationStatementSections)
    .values(s.sections.map((x) => ({ ...x, statement_id: row.id, corporate_id: s.corporate_id })));
  if (s.lines.length) {
    await tx
      .insert(reconcilliationStatementLines)
      .values(s.lines.map((l) => ({ ...l, statement_id: row.id, corporate_id: s.corporate_id })));
  }
  return row.id;
}

/** A page of the corporate's statements, newest period first, and how many there are. */
export async function statementsPage(
  db: Db,
  corporateId: string,
  page: { year: number | null; limit: number; offset: number },
): Promise<{ rows: StatementRow[]; total: number }> {
  const year = page.year != null ? sql`and s.effective_year = ${page.year}` : sql``;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${STATEMENT_COLUMNS} from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid ${year}
    order by s.period_start desc limit ${page.limit} offset ${page.offset}`);
  const counted = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid ${year}`);
  return { rows: rows.map(toStatement), total: Number(counted.rows[0]?.n ?? 0) };
}

/** One statement of the corporate, or null. */
export async function statementById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<StatementRow | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${STATEMENT_COLUMNS} from reconcilliation_statements s
    where s.corporate_id = ${corporateId}::uuid and s.id = ${id}::uuid`);
  return rows[0] ? toStatement(rows[0]) : null;
}

export type SectionRow = SectionTotals;

/** The sections of the corporate's statements `ids`. */
export async function sectionsOf(
  db: Db,
  corporateId: string,
  ids: string[],
): Promise<(SectionRow & { statement_id: string })[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select x.statement_id, x.section::text as section, x.booking_count, x.subtotal_net_price,
      x.rebate_rate, x.rebate_amount, x.cashback_rate, x.cashback_amount,
      x.voucher_discount_amount, x.vat_amount, x.total_net_price, x.total_price
    from reconcilliation_statement_sections x
    where x.corporate_id = ${corporateId}::uuid
      and x.statement_id = any(${sqlArray(ids, 'uuid')})`);
  return rows.map((r) => ({
    statement_id: String(r.statement_id),
    section: r.section as SectionRow['section'],
    booking_count: num(r.booking_count),
    subtotal_net_price: num(r.subtotal_net_price),
    rebate_rate: numOrNull(r.rebate_rate),
    rebate_amount: num(r.rebate_amount),
    cashback_rate: numOrNull(r.cashback_rate),
    cashback_amount: num(r.cashback_amount),
    voucher_discount_amount: num(r.voucher_discount_amount),
    vat_amount: num(r.vat_amount),
    total_net_price: num(r.total_net_price),
    total_price: num(r.total_price),
  }));
}

/** Every line of one of the corporate's statements, in booking order. */
export async function linesOf(
  db: Db,
  corporateId: string,
  statementId: string,
): Promise<StoredLine[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${LINE_COLUMNS} from reconcilliation_statement_lines l
    where l.corporate_id = ${corporateId}::uuid and l.statement_id = ${statementId}::uuid
    order by l.kind, l.booked_at, l.id`);
  return rows.map(toLine);
}

/** The adjustment lines of the corporate's statements `ids`, with the statement each corrects. */
export async function adjustmentsOf(
  db: Db,
  corporateId: string,
  ids: string[],
): Promise<(StoredLine & { adjusts_statement_id: string | null })[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${LINE_COLUMNS}, coalesce(o.statement_id, l.carries_statement_id) as adjusts_statement_id
    from reconcilliation_statement_lines l
    left join reconcilliation_statement_lines o on o.id = l.adjusts_line_id
      and o.corporate_id = ${corporateId}::uuid
    where l.corporate_id = ${corporateId}::uuid and l.kind = 'ADJUSTMENT'
      and l.statement_id = any(${sqlArray(ids, 'uuid')})
    order by l.booked_at, l.id`);
  return rows.map((r) => ({
    ...toLine(r),
    adjusts_statement_id: r.adjusts_statement_id == null ? null : String(r.adjusts_statement_id),
  }));
}

/** The BOOKING lines of one section of one of the corporate's statements, in booking order. */
export async function sectionLines(
  db: Db,
  corporateId: string,
  statementId: string,
  section: 'FLIGHT' | 'PROPERTY',
): Promise<StoredLine[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${LINE_COLUMNS} from reconcilliation_statement_lines l
    where l.corporate_id = ${corporateId}::uuid and l.statement_id = ${statementId}::uuid
      and l.kind = 'BOOKING' and l.section = ${section}::statement_section
    order by l.booked_at, l.id`);
  return rows.map(toLine);
}
