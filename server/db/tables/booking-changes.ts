import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money } from './columns.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/**
 * A flight of a paid booking changed by its traveller to another flight of the same route and
 * fare (docs/manage-booking.md "Changing a flight"): what it was, what it became, and the money
 * (fare difference + the fare's change fee = total; positive paid, negative given back). One
 * row per change, written in the change's transaction: the booking page's history.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: id(),
    user_order_id: uuid('user_order_id')
      .notNull()
      .references(() => userOrders.id, { onDelete: 'cascade' }),
    /** `departure` or `return`: which flight of the item. */
    leg: varchar('leg', { length: 10 }).notNull(),
    /** The flight before and after (the payments SDL's Flight shape, as sold). */
    from_flight: jsonb('from_flight').$type<Record<string, unknown>>().notNull(),
    to_flight: jsonb('to_flight').$type<Record<string, unknown>>().notNull(),
    fare_difference: money('fare_difference').notNull(),
    change_fee: money('change_fee').notNull(),
    total: money('total').notNull(),
    currency: currency(),
    changed_by: uuid('changed_by')
      .notNull()
      .references(() => users.id),
    /** The wallet movement that paid or gave back the total (null when it was 0). */
    ledger_transaction_id: uuid('ledger_transaction_id'),
    /**
     * A negative total given back to the card, VNPay, 2C2P or bank transfer that paid the
     * booking (bookings/change-refund.ts): REQUIRED in the change's transaction, then
     * REQUESTING (claimed), PENDING / FAILED (asked again), SUCCEEDED or MANUAL (accounting).
     * Null when the wallet took or gave the total, or it was 0.
     */
    refund_status: varchar('refund_status', { length: 16 }),
    /** The rail, its refund id and code, attempts, the last error. */
    refund_details: jsonb('refund_details').$type<Record<string, unknown>>(),
    refund_requested_at: instant('refund_requested_at'),
    refunded_at: instant('refunded_at'),
    /** The booking_changed e-mail was claimed (sent once). */
    email_sent_at: instant('email_sent_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('booking_changes_order_idx').on(t.user_order_id),
    index('booking_changes_refund_due_idx')
      .on(t.refund_status)
      .where(sql`${t.refund_status} in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED')`),
    // The order follow-ups sweep's changes whose e-mail is not sent (change-email.ts).
    index('booking_changes_mail_due_idx')
      .on(t.inserted_at)
      .where(sql`${t.email_sent_at} is null`),
    check(
      'booking_changes_refund_status',
      sql`${t.refund_status} in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED', 'SUCCEEDED', 'MANUAL')`,
    ),
    check('booking_changes_leg', sql`${t.leg} in ('departure', 'return')`),
    check(
      'booking_changes_total',
      sql`${t.total} = ${t.fare_difference} + ${t.change_fee} and ${t.change_fee} >= 0`,
    ),
  ],
);
