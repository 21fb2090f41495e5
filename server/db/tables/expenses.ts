import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  type PgTableExtraConfigValue,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { expenseBookings } from './expense-bookings.js';
import { userOrders } from './orders.js';
import { corporateStaffs } from './staff.js';
import { users } from './users.js';
import { ledgerTransactions } from './wallet.js';

/*
 * Expenses (issue 21, docs/expenses.md): a staff member's claim, its receipts, and the payout
 * batches that pay approved claims back once. Every row carries its corporate; references to
 * another company's row are impossible by composite foreign keys (corporate_id, id).
 */

export const expenseStatus = pgEnum('expense_status', [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'REIMBURSED',
]);

export const expenseCategory = pgEnum('expense_category', [
  'AIRFARE',
  'LODGING',
  'TRANSPORT',
  'MEALS',
  'ENTERTAINMENT',
  'OFFICE',
  'OTHER',
]);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** Who is paid back: a staff member of the corporate (composite key below). */
    user_id: uuid('user_id').notNull(),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was spent, in minor units of `currency`. */
    amount: money('amount').notNull(),
    currency: currency(),
    /** The same in VND at the rate of `rate_date` (the currencies service's rate that day). */
    amount_vnd: money('amount_vnd').notNull(),
    /** VND per one unit of `currency` (1 for VND). */
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    rate_date: date('rate_date', { mode: 'string' }).notNull(),
    category: expenseCategory('category').notNull(),
    expense_date: date('expense_date', { mode: 'string' }).notNull(),
    merchant: varchar('merchant', { length: 200 }).notNull(),
    /** Mã số thuế of the seller (10 digits, or 10-3 for a branch), from the e-invoice or typed. */
    seller_tax_code: varchar('seller_tax_code', { length: 14 }),
    /** VAT included in `amount`, same currency; null when unknown. */
    vat_amount: money('vat_amount'),
    note: text('note'),
    /** A booking recorded under the expense programme (book_expense_management). */
    expense_booking_id: uuid('expense_booking_id').references(() => expenseBookings.id, {
      onDelete: 'restrict',
    }),
    /** The booking's order the money went to (checked: never one the company paid). */
    user_order_id: uuid('user_order_id').references(() => userOrders.id, { onDelete: 'restrict' }),
    /** The trip (trips arrive on another branch: no foreign key yet). */
    trip_id: uuid('trip_id'),
    /** The e-invoice's own fields (series, number, buyer), when one was read. */
    einvoice: jsonb('einvoice').$type<Record<string, unknown>>(),
    status: expenseStatus('status').notNull().default('DRAFT'),
    /** Who has to decide it now (the approver chain's answer at submission). */
    approver_id: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: instant('submitted_at'),
    decision_deadline: instant('decision_deadline'),
    /** When the current holder was reminded of the deadline (null again on escalation). */
    reminded_at: instant('reminded_at'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: instant('decided_at'),
    decision_comment: text('decision_comment'),
    reimbursed_at: instant('reimbursed_at'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('expenses_corporate_id_unique').on(t.corporate_id, t.id),
    index('expenses_corporate_status_idx').on(t.corporate_id, t.status, t.inserted_at.desc()),
    index('expenses_user_idx').on(t.corporate_id, t.user_id, t.inserted_at.desc()),
    foreignKey({
      name: 'expenses_staff_fk',
      columns: [t.corporate_id, t.user_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    check('expenses_amount_positive', sql`${t.amount} > 0 and ${t.amount_vnd} > 0`),
    check(
      'expenses_vat_range',
      sql`${t.vat_amount} is null or ${t.vat_amount} between 0 and ${t.amount}`,
    ),
    check('expenses_rate_positive', sql`${t.rate} > 0`),
  ],
);

export const receiptKind = pgEnum('expense_receipt_kind', ['IMAGE', 'PDF', 'EINVOICE_XML']);

export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    expense_id: uuid('expense_id').notNull(),
    /** Where the bytes are (server/providers/storage): `expenses/<corporate>/<expense>/<uuid>`. */
    storage_key: varchar('storage_key', { length: 512 }).notNull(),
    kind: receiptKind('kind').notNull(),
    content_type: varchar('content_type', { length: 64 }).notNull(),
    file_name: varchar('file_name', { length: 120 }).notNull(),
    size_bytes: integer('size_bytes').notNull(),
    uploaded_by: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('expense_receipts_storage_key_unique').on(t.storage_key),
    index('expense_receipts_expense_idx').on(t.corporate_id, t.expense_id),
    foreignKey({
      name: 'expense_receipts_expense_fk',
      columns: [t.corporate_id, t.expense_id],
      foreignColumns: [expenses.corporate_id, expenses.id],
    }).onDelete('cascade'),
    check('expense_receipts_size', sql`${t.size_bytes} > 0`),
  ],
);

export const reimbursementBatchStatus = pgEnum('reimbursement_batch_status', ['OPEN', 'PAID']);

/** Approved expenses paid back together: one ledger movement, one bank payment file. */
export const reimbursementBatches = pgTable(
  'reimbursement_batches',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    status: reimbursementBatchStatus('status').notNull().default('OPEN'),
    total_vnd: money('total_vnd').notNull(),
    item_count: integer('item_count').notNull(),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paid_by: uuid('paid_by').references(() => users.id, { onDelete: 'restrict' }),
    paid_at: instant('paid_at'),
    ledger_transaction_id: uuid('ledger_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('reimbursement_batches_corporate_id_unique').on(t.corporate_id, t.id),
    index('reimbursement_batches_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    check('reimbursement_batches_total', sql`${t.total_vnd} > 0 and ${t.item_count} > 0`),
    check(
      'reimbursement_batches_paid',
      sql`(${t.status} = 'PAID') = (${t.paid_at} is not null and ${t.ledger_transaction_id} is not null)`,
    ),
  ],
);

/** One expense in one batch; the unique expense makes a second reimbursement impossible. */
export const reimbursementBatchItems = pgTable(
  'reimbursement_batch_items',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    batch_id: uuid('batch_id').notNull(),
    expense_id: uuid('expense_id').notNull(),
    user_id: uuid('user_id').notNull(),
    amount_vnd: money('amount_vnd').notNull(),
    currency: currency(),
  },
  (t) => [
    uniqueIndex('reimbursement_batch_items_expense_unique').on(t.expense_id),
    index('reimbursement_batch_items_batch_idx').on(t.corporate_id, t.batch_id),
    foreignKey({
      name: 'reimbursement_batch_items_batch_fk',
      columns: [t.corporate_id, t.batch_id],
      foreignColumns: [reimbursementBatches.corporate_id, reimbursementBatches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reimbursement_batch_items_expense_fk',
      columns: [t.corporate_id, t.expense_id],
      foreignColumns: [expenses.corporate_id, expenses.id],
    }),
    check('reimbursement_batch_items_amount', sql`${t.amount_vnd} > 0`),
  ],
);
