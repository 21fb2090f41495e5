import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bookingChanges } from './booking-changes.js';
import { currency, id, insertedAt, instant, money } from './columns.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/**
 * One attempt at paying a flight change's positive total through a gateway (card, VNPay, 2C2P,
 * bank transfer) on a booking that rail paid (docs/manage-booking.md "A dearer change paid
 * through the booking's rail"): the chosen flight, its seats taken from sale while the payment runs, the price, the gateway
 * reference (`CHG…`, never a checkout session's). PENDING until the rail answers: PAID (the
 * change made, `booking_change_id`), FAILED, EXPIRED (the hold sweep gave the seats back) or
 * CANCELLED (another flight chosen). A success arriving after that is refunded (`refund_*`).
 */
export const bookingChangePayments = pgTable(
  'booking_change_payments',
  {
    id: id(),
    user_order_id: uuid('user_order_id')
      .notNull()
      .references(() => userOrders.id, { onDelete: 'cascade' }),
    leg: varchar('leg', { length: 10 }).notNull(),
    /** The seat class the leg was on when the attempt began (the change applies only to it). */
    from_seat_class_id: varchar('from_seat_class_id', { length: 160 }).notNull(),
    flight_id: varchar('flight_id', { length: 120 }).notNull(),
    seat_class_id: varchar('seat_class_id', { length: 160 }).notNull(),
    /** The new flight as priced (the payments SDL's Flight shape). */
    to_flight: jsonb('to_flight').$type<Record<string, unknown>>().notNull(),
    supplier: varchar('supplier', { length: 40 }).notNull(),
    /** The seats taken for it (an InventoryHold). */
    hold: jsonb('hold').$type<Record<string, unknown>>().notNull(),
    fare_difference: money('fare_difference').notNull(),
    change_fee: money('change_fee').notNull(),
    total: money('total').notNull(),
    currency: currency(),
    method: varchar('method', { length: 16 }).notNull(),
    order_ref: varchar('order_ref', { length: 40 }).notNull(),
    /** The rail's transaction (Stripe's PaymentIntent id, VNPay's transaction number). */
    provider_txn_id: varchar('provider_txn_id', { length: 120 }),
    status: varchar('status', { length: 16 }).notNull().default('PENDING'),
    /** The rail's codes, the card's brand and last 4. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    booking_change_id: uuid('booking_change_id').references(() => bookingChanges.id),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    expires_at: instant('expires_at').notNull(),
    settled_at: instant('settled_at'),
    /** A success after the attempt ended: given back (as change-refund.ts gives a change's). */
    refund_status: varchar('refund_status', { length: 16 }),
    refund_details: jsonb('refund_details').$type<Record<string, unknown>>(),
    refund_requested_at: instant('refund_requested_at'),
    refunded_at: instant('refunded_at'),
    /** When the late payment's refund e-mail was sent (claimed once; change-payment-refund-email.ts). */
    refund_email_sent_at: instant('refund_email_sent_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('booking_change_payments_ref_idx').on(t.order_ref),
    // One attempt running per booking: 50 at once find the one.
    uniqueIndex('booking_change_payments_pending_idx')
      .on(t.user_order_id)
      .where(sql`${t.status} = 'PENDING'`),
    index('booking_change_payments_order_idx').on(t.user_order_id),
    index('booking_change_payments_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'PENDING'`),
    check(
      'booking_change_payments_status',
      sql`${t.status} in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED')`,
    ),
    check(
      'booking_change_payments_refund_status',
      sql`${t.refund_status} in ('REQUIRED', 'REQUESTING', 'PENDING', 'FAILED', 'SUCCEEDED', 'MANUAL')`,
    ),
    check('booking_change_payments_leg', sql`${t.leg} in ('departure', 'return')`),
    check('booking_change_payments_total', sql`${t.total} > 0`),
  ],
);
