import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, instant, money, rate } from './columns.js';
import { corporates } from './corporates.js';
import { reconcilliationCycleType } from './enums.js';
import { userOrders } from './orders.js';

/*
 * Reconciliation statements (issue 22, docs/finance.md "Statements"): what a corporate booked
 * on its account in one cycle and owes for it. Written once by the cycle job, never updated:
 * a trigger (migration) refuses UPDATE and DELETE on all three tables; corrections are
 * ADJUSTMENT lines of a later statement. Money in whole đồng (minor units of `currency`).
 */

/** The flight or the property part of a statement. */
export const statementSection = pgEnum('statement_section', ['FLIGHT', 'PROPERTY']);

/** A booking of the period, or the correction of a line of an earlier statement. */
export const statementLineKind = pgEnum('statement_line_kind', ['BOOKING', 'ADJUSTMENT']);

export const reconcilliationStatements = pgTable(
  'reconcilliation_statements',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    reconcilliation_cycle_type: reconcilliationCycleType('reconcilliation_cycle_type').notNull(),
    /** First Vietnamese day of the period. */
    period_start: date('period_start', { mode: 'string' }).notNull(),
    /** The day after the period's last (exclusive), when the statement is due to be issued. */
    period_end: date('period_end', { mode: 'string' }).notNull(),
    /** spec `effective_for`: the month and year of the period's first day. */
    effective_month: smallint('effective_month').notNull(),
    effective_year: smallint('effective_year').notNull(),
    currency: currency(),
    /** Always ISSUED: a statement exists only once issued (kept as a column for the invoices). */
    status: text('status').notNull().default('ISSUED'),
    /** The statement whose payments set cashback_or_penalty (null: the first). */
    previous_statement_id: uuid('previous_statement_id'),
    /** Sum over every line (bookings and adjustments) of net − rebate − cash back. */
    lines_net_price: money('lines_net_price').notNull(),
    /** Sum over adjustment lines of their total (included in the totals below). */
    adjustment_amount: money('adjustment_amount').notNull().default(0),
    /** spec cashback_or_penalty: early-payment reward and late-payment penalty. */
    cashback: money('cashback').notNull().default(0),
    penalty: money('penalty').notNull().default(0),
    /** The VAT rate when every line shares one (null otherwise). */
    vat_rate: rate('vat_rate'),
    vat_amount: money('vat_amount').notNull(),
    /** lines_net_price − cashback + penalty. */
    total_net_price: money('total_net_price').notNull(),
    /** total_net_price + vat_amount: what the corporate owes for the cycle. */
    total_price: money('total_price').notNull(),
    issued_at: instant('issued_at').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    // One statement per corporate and period, however many jobs run: the job's idempotency.
    unique('reconcilliation_statements_period_unique').on(t.corporate_id, t.period_start),
    unique('reconcilliation_statements_corporate_id_unique').on(t.corporate_id, t.id),
    index('reconcilliation_statements_year_idx').on(
      t.corporate_id,
      t.effective_year,
      t.period_start,
    ),
    check('reconcilliation_statements_period', sql`${t.period_end} > ${t.period_start}`),
    check('reconcilliation_statements_status', sql`${t.status} = 'ISSUED'`),
    check(
      'reconcilliation_statements_totals',
      sql`${t.total_net_price} = ${t.lines_net_price} - ${t.cashback} + ${t.penalty}
        and ${t.total_price} = ${t.total_net_price} + ${t.vat_amount}
        and ${t.cashback} >= 0 and ${t.penalty} >= 0`,
    ),
    foreignKey({
      name: 'reconcilliation_statements_previous_fk',
      columns: [t.corporate_id, t.previous_statement_id],
      foreignColumns: [t.corporate_id, t.id],
    }),
  ],
);

/** The totals of a statement's flight or property bookings (spec StatementSection). */
export const reconcilliationStatementSections = pgTable(
  'reconcilliation_statement_sections',
  {
    statement_id: uuid('statement_id').notNull(),
    corporate_id: uuid('corporate_id').notNull(),
    section: statementSection('section').notNull(),
    booking_count: integer('booking_count').notNull(),
    subtotal_net_price: money('subtotal_net_price').notNull(),
    /** The corporate's commission rate (%), when every line shares it. */
    rebate_rate: rate('rebate_rate'),
    rebate_amount: money('rebate_amount').notNull(),
    /** The rank's cash back rate (%), when every line shares one. */
    cashback_rate: rate('cashback_rate'),
    cashback_amount: money('cashback_amount').notNull(),
    /** Vouchers already taken off the bookings' prices at checkout (shown, not deducted again). */
    voucher_discount_amount: money('voucher_discount_amount').notNull(),
    vat_amount: money('vat_amount').notNull(),
    /** subtotal_net_price − rebate_amount − cashback_amount. */
    total_net_price: money('total_net_price').notNull(),
    /** total_net_price + vat_amount. */
    total_price: money('total_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.statement_id, t.section] }),
    foreignKey({
      name: 'reconcilliation_statement_sections_statement_fk',
      columns: [t.corporate_id, t.statement_id],
      foreignColumns: [reconcilliationStatements.corporate_id, reconcilliationStatements.id],
    }),
    check(
      'reconcilliation_statement_sections_totals',
      sql`${t.total_net_price} = ${t.subtotal_net_price} - ${t.rebate_amount} - ${t.cashback_amount}
        and ${t.total_price} = ${t.total_net_price} + ${t.vat_amount}`,
    ),
  ],
);

/**
 * One booking on a statement, or one correction (ADJUSTMENT: the negation of an earlier
 * statement's line whose booking was refunded since). A booking is on at most one statement,
 * and a line is corrected at most once (unique indexes).
 */
export const reconcilliationStatementLines = pgTable(
  'reconcilliation_statement_lines',
  {
    id: id(),
    statement_id: uuid('statement_id').notNull(),
    corporate_id: uuid('corporate_id').notNull(),
    kind: statementLineKind('kind').notNull(),
    /** FLIGHT or PROPERTY; null only for a balance carried forward (it is no booking's). */
    section: statementSection('section'),
    /** The booking (booking history id: its checkout); null for a balance carried forward. */
    payment_checkout_session_id: uuid('payment_checkout_session_id').references(
      () => paymentCheckoutSessions.id,
      { onDelete: 'restrict' },
    ),
    user_order_id: uuid('user_order_id').references(() => userOrders.id, {
      onDelete: 'restrict',
    }),
    booked_at: instant('booked_at').notNull(),
    /** What the corporate was charged for the booking, before VAT. */
    net_price: money('net_price').notNull(),
    vat_rate: rate('vat_rate'),
    vat_amount: money('vat_amount').notNull(),
    voucher_discount: money('voucher_discount').notNull().default(0),
    rebate_rate: rate('rebate_rate'),
    rebate_amount: money('rebate_amount').notNull().default(0),
    cashback_rate: rate('cashback_rate'),
    cashback_amount: money('cashback_amount').notNull().default(0),
    /** ADJUSTMENT: the line it corrects, and why. */
    adjusts_line_id: uuid('adjusts_line_id'),
    /**
     * ADJUSTMENT `CARRIED_FORWARD`: the earlier statement whose negative total (the company was
     * owed) this line brings into this statement; a statement is carried once.
     */
    carries_statement_id: uuid('carries_statement_id'),
    reason: text('reason'),
    inserted_at: insertedAt(),
  },
  (t) => [
    foreignKey({
      name: 'reconcilliation_statement_lines_statement_fk',
      columns: [t.corporate_id, t.statement_id],
      foreignColumns: [reconcilliationStatements.corporate_id, reconcilliationStatements.id],
    }),
    foreignKey({
      name: 'reconcilliation_statement_lines_adjusts_fk',
      columns: [t.adjusts_line_id],
      foreignColumns: [t.id],
    }),
    foreignKey({
      name: 'reconcilliation_statement_lines_carries_fk',
      columns: [t.corporate_id, t.carries_statement_id],
      foreignColumns: [reconcilliationStatements.corporate_id, reconcilliationStatements.id],
    }),
    uniqueIndex('reconcilliation_statement_lines_carried_once')
      .on(t.carries_statement_id)
      .where(sql`${t.carries_statement_id} is not null`),
    index('reconcilliation_statement_lines_statement_idx').on(t.statement_id),
    uniqueIndex('reconcilliation_statement_lines_booking_once')
      .on(t.corporate_id, t.payment_checkout_session_id)
      .where(sql`${t.kind} = 'BOOKING'`),
    uniqueIndex('reconcilliation_statement_lines_adjusted_once')
      .on(t.adjusts_line_id)
      .where(sql`${t.kind} = 'ADJUSTMENT'`),
    // A booking line names its booking; an adjustment corrects one earlier line (of a booking),
    // or carries one earlier statement's balance (no booking, no section).
    check(
      'reconcilliation_statement_lines_adjustment',
      sql`(${t.kind} = 'BOOKING' and ${t.adjusts_line_id} is null
          and ${t.carries_statement_id} is null and ${t.payment_checkout_session_id} is not null
          and ${t.section} is not null)
        or (${t.kind} = 'ADJUSTMENT' and ${t.adjusts_line_id} is not null
          and ${t.carries_statement_id} is null and ${t.payment_checkout_session_id} is not null
          and ${t.section} is not null)
        or (${t.kind} = 'ADJUSTMENT' and ${t.adjusts_line_id} is null
          and ${t.carries_statement_id} is not null and ${t.payment_checkout_session_id} is null
          and ${t.section} is null)`,
    ),
  ],
);
