import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, rate, updatedAt } from './columns.js';
import { paymentCheckoutSessions } from './checkout.js';
import { corporates } from './corporates.js';
import { users } from './users.js';

/*
 * VAT e-invoices (issue 22, docs/finance.md "VAT e-invoices"): a company asks for the VAT
 * invoice of one of its bookings; the job queue sends the request to the e-invoice provider
 * (server/providers/einvoice), which issues it (numbered, with its key and XML) or rejects it
 * with a reason. One live request per booking: a rejected one may be asked again.
 */

export const vatRequestStatus = pgEnum('vat_request_status', ['PENDING', 'ISSUED', 'REJECTED']);

/** The buyer's tax details as they were when the request was made (the invoice prints them). */
export interface VatBuyer {
  name: string;
  tax_code: string | null;
  address: string | null;
  email: string | null;
}

export const vatRequests = pgTable(
  'vat_requests',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    /** The booking (booking history id = its checkout session). */
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'restrict' }),
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: vatRequestStatus('status').notNull().default('PENDING'),
    buyer: jsonb('buyer').$type<VatBuyer>().notNull(),
    /** What the invoice bills, copied from the booking when asked: before VAT, VAT, total. */
    net_price: money('net_price').notNull(),
    vat_amount: money('vat_amount').notNull(),
    price: money('price').notNull(),
    vat_rate: rate('vat_rate').notNull(),
    currency: currency(),
    /** The line's description (product and booking code). */
    description: text('description').notNull(),
    provider: varchar('provider', { length: 40 }),
    /** The seller's tax details as issued (the platform's, from the settings then). */
    seller: jsonb('seller').$type<VatBuyer>(),
    /** Ký hiệu mẫu số (1: VAT invoice), ký hiệu (e.g. C26TWF), số: set when ISSUED. */
    invoice_template: varchar('invoice_template', { length: 1 }),
    invoice_series: varchar('invoice_series', { length: 8 }),
    invoice_number: varchar('invoice_number', { length: 8 }),
    invoice_key: varchar('invoice_key', { length: 64 }),
    issued_on: date('issued_on'),
    issued_at: instant('issued_at'),
    /** The invoice's Circular 78 XML as the provider issued it. */
    xml: text('xml'),
    rejection_reason: text('rejection_reason'),
    /** Sends to the provider that failed (not a decision): retried by the next sweep. */
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One live request per booking; 50 racing requests insert one row.
    uniqueIndex('vat_requests_one_live_per_booking')
      .on(t.corporate_id, t.booking_id)
      .where(sql`${t.status} <> 'REJECTED'`),
    uniqueIndex('vat_requests_invoice_key').on(t.invoice_key),
    index('vat_requests_corporate_idx').on(t.corporate_id, t.inserted_at),
    index('vat_requests_pending_idx')
      .on(t.inserted_at)
      .where(sql`${t.status} = 'PENDING'`),
    check(
      'vat_requests_issued_has_invoice',
      sql`${t.status} <> 'ISSUED' or (${t.invoice_key} is not null and ${t.invoice_number} is not null and ${t.xml} is not null)`,
    ),
    check(
      'vat_requests_rejected_has_reason',
      sql`${t.status} <> 'REJECTED' or ${t.rejection_reason} is not null`,
    ),
    check('vat_requests_amounts', sql`${t.price} = ${t.net_price} + ${t.vat_amount}`),
  ],
);

/**
 * The offline sandbox provider's register (server/providers/einvoice/sandbox.ts, never used in
 * production): what it issued, by the caller's reference, numbered per template and series.
 */
export const einvoiceSandboxInvoices = pgTable(
  'einvoice_sandbox_invoices',
  {
    reference: varchar('reference', { length: 80 }).primaryKey(),
    template: varchar('template', { length: 1 }).notNull(),
    series: varchar('series', { length: 8 }).notNull(),
    number: integer('number').notNull(),
    invoice_key: varchar('invoice_key', { length: 64 }).notNull(),
    issued_on: date('issued_on').notNull(),
    xml: text('xml').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('einvoice_sandbox_invoices_number').on(t.template, t.series, t.number),
    unique('einvoice_sandbox_invoices_key').on(t.invoice_key),
  ],
);

/**
 * A company's chart-of-accounts mapping for the accounting export (docs/finance.md
 * "Accounting export"): a row overrides the default account of one role.
 */
export const corporateJournalAccounts = pgTable(
  'corporate_journal_accounts',
  {
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** The role in the journal: TRAVEL_EXPENSE, INPUT_VAT, PAYABLE, BANK. */
    role: varchar('role', { length: 32 }).notNull(),
    account: varchar('account', { length: 16 }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.corporate_id, t.role] })],
);
