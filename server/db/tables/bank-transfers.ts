import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bookingChangePayments } from './booking-change-payments.js';
import { paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, money } from './columns.js';
import { users } from './users.js';

/**
 * Each bank credit that named a checkout (docs/checkout.md "Bank transfer: partial payments"),
 * recorded once per bank transaction id, so a replayed notification adds nothing. The
 * checkout's `paid_amount` is their sum; `excess` is what a credit brought beyond what was due
 * (an overpayment, or money for a checkout already paid), flagged for an accountant to return.
 */
export const bankTransferCredits = pgTable(
  'bank_transfer_credits',
  {
    id: id(),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'restrict' }),
    /** The bank's id of the credit. */
    provider_txn_id: varchar('provider_txn_id', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    excess: money('excess').notNull().default(0),
    currency: currency(),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('bank_transfer_credits_txn_unique').on(t.provider_txn_id),
    index('bank_transfer_credits_session_idx').on(t.payment_checkout_session_id),
    check(
      'bank_transfer_credits_money',
      sql`${t.amount} > 0 and ${t.excess} >= 0 and ${t.excess} <= ${t.amount}`,
    ),
  ],
);

/**
 * A proof of transfer the payer uploaded (an image or PDF, type checked from its bytes), for
 * exactly one transfer: a checkout's, or a flight change attempt's paid by bank transfer
 * (docs/manage-booking.md "2C2P and bank transfer (issue 23)"). One table for both, so the
 * limits (count and bytes per transfer) are counted by one rule (bank-proofs.ts).
 */
export const bankTransferFiles = pgTable(
  'bank_transfer_files',
  {
    id: id(),
    payment_checkout_session_id: uuid('payment_checkout_session_id').references(
      () => paymentCheckoutSessions.id,
      { onDelete: 'cascade' },
    ),
    booking_change_payment_id: uuid('booking_change_payment_id').references(
      () => bookingChangePayments.id,
      { onDelete: 'cascade' },
    ),
    uploaded_by: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    note: varchar('note', { length: 500 }),
    content_type: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    /** Where the bytes are (server/providers/storage). */
    storage_key: varchar('storage_key', { length: 300 }).notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('bank_transfer_files_session_idx').on(t.payment_checkout_session_id),
    index('bank_transfer_files_change_payment_idx').on(t.booking_change_payment_id),
    check(
      'bank_transfer_files_one_transfer',
      sql`num_nonnulls(${t.payment_checkout_session_id}, ${t.booking_change_payment_id}) = 1`,
    ),
  ],
);
