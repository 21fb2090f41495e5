import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money } from './columns.js';
import { corporates } from './corporates.js';
import { users } from './users.js';
import { reconcilliationStatements } from './statements.js';
import { ledgerTransactions } from './wallet.js';

/*
 * Corporate finance (issue 22, docs/finance.md "Invoices and payments", "Wallet top-up"):
 * the company's bank top-ups, the invoices issued from reconciliation statements and the
 * payments recorded against them. Money moves on the ledger (CORPORATE_ACCOUNT); these rows say
 * what each movement was for. Paid, unpaid and status are derived from the payments.
 */

/** How an invoice payment was made (spec §3 payment history `payment_method`). */
export const corporatePaymentMethod = pgEnum('corporate_payment_method', [
  'BANK_TRANSFER',
  'CORPORATE_WALLET',
]);

/**
 * A top-up of the corporate wallet by bank transfer: the VietQR transfer's memo names it
 * (`ref`); each bank credit naming it is one ledger TOP_UP (key `corporate-bank-credit:<bank
 * id>`) recorded in corporate_top_up_credits.
 */
export const corporateTopUps = pgTable(
  'corporate_top_ups',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** The transfer reference: the memo is `WF<ref>`. */
    ref: varchar('ref', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    requested_by: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('corporate_top_ups_ref_unique').on(t.ref),
    index('corporate_top_ups_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    check('corporate_top_ups_amount', sql`${t.amount} > 0`),
  ],
);

/** One bank credit (or an accountant's confirmation) for a top-up; once per bank id. */
export const corporateTopUpCredits = pgTable(
  'corporate_top_up_credits',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    corporate_top_up_id: uuid('corporate_top_up_id')
      .notNull()
      .references(() => corporateTopUps.id, { onDelete: 'restrict' }),
    /** The bank's id of the credit, or `manual:<top-up id>` for a confirmation. */
    provider_txn_id: varchar('provider_txn_id', { length: 120 }).notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    ledger_transaction_id: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** Who confirmed it by hand; null for a bank notification. */
    confirmed_by: uuid('confirmed_by').references(() => users.id, { onDelete: 'restrict' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('corporate_top_up_credits_txn_unique').on(t.provider_txn_id),
    index('corporate_top_up_credits_top_up_idx').on(t.corporate_top_up_id),
    check('corporate_top_up_credits_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * An invoice issued from a reconciliation statement: one per statement (unique), so issuing
 * twice issues once. `value` and `due_at` are fixed at issue (a statement is immutable; credit
 * terms may change later); paid, unpaid and status are derived from the payments and the clock.
 */
export const corporateInvoices = pgTable(
  'corporate_invoices',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** The statement invoiced: the same corporate's (composite foreign key below). */
    corporate_reconcilliation_statement_id: uuid(
      'corporate_reconcilliation_statement_id',
    ).notNull(),
    /** The transfer reference: the memo is `WF<ref>`. */
    ref: varchar('ref', { length: 20 }).notNull(),
    value: money('value').notNull(),
    currency: currency(),
    effective_month: integer('effective_month').notNull(),
    effective_year: integer('effective_year').notNull(),
    /** WEEKLY, SEMI_MONTHLY or MONTHLY: the statement's cycle (text, the statements own the enum). */
    reconcilliation_cycle_type: varchar('reconcilliation_cycle_type', { length: 20 }),
    due_at: instant('due_at').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    foreignKey({
      name: 'corporate_invoices_statement_fk',
      columns: [t.corporate_id, t.corporate_reconcilliation_statement_id],
      foreignColumns: [reconcilliationStatements.corporate_id, reconcilliationStatements.id],
    }).onDelete('restrict'),
    uniqueIndex('corporate_invoices_statement_unique').on(t.corporate_reconcilliation_statement_id),
    uniqueIndex('corporate_invoices_ref_unique').on(t.ref),
    index('corporate_invoices_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    check('corporate_invoices_value', sql`${t.value} >= 0`),
    check('corporate_invoices_month', sql`${t.effective_month} between 1 and 12`),
    check(
      'corporate_invoices_cycle',
      sql`${t.reconcilliation_cycle_type} in ('WEEKLY', 'SEMI_MONTHLY', 'MONTHLY')`,
    ),
  ],
);

/**
 * A payment against a corporate invoice (spec §3 payment history): a bank credit naming the
 * invoice (once per bank id), or a payment from the corporate wallet (once per client key).
 * `invoice_value`, `paid` and `unpaid` as of each payment are derived from the rows before it.
 */
export const corporatePaymentHistories = pgTable(
  'corporate_payment_histories',
  {
    id: id(),
    /** Increasing: the order payments were recorded in (running paid and unpaid). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    corporate_invoice_id: uuid('corporate_invoice_id')
      .notNull()
      .references(() => corporateInvoices.id, { onDelete: 'restrict' }),
    value: money('value').notNull(),
    currency: currency(),
    payment_method: corporatePaymentMethod('payment_method').notNull(),
    /** `bank:<bank id>`, `wallet:<client key>` or `manual:<…>`: each payment happens once. */
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    ledger_transaction_id: uuid('ledger_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    /** Who paid from the wallet or confirmed a transfer; null for a bank notification. */
    recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('corporate_payment_histories_key_unique').on(t.idempotency_key),
    index('corporate_payment_histories_invoice_idx').on(t.corporate_invoice_id, t.seq),
    index('corporate_payment_histories_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    check('corporate_payment_histories_value', sql`${t.value} > 0`),
  ],
);
