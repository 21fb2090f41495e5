import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, instant, money, rate, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * PENDING (created, nothing paid) → PROCESSING (a gateway payment is being confirmed) →
 * SUCCESSFUL (paid; the spec's success state) or FAILED; PENDING → CANCELLED. A payment taken
 * for an order that cannot be booked: FAILED with a `refund_status` → REFUNDED (refunds.ts).
 * docs/checkout.md has the table.
 */
export const userOrderStatus = pgEnum('user_order_status', [
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
]);

export const paymentMethodType = pgEnum('payment_method_type', [
  'CARD',
  'WALLET',
  'CORPORATE_WALLET',
  'P2C2P',
  'VNPAY',
  'BANK_TRANSFER',
  'MOMO',
]);

/** A checkout being paid or paid: one per session (the unique key makes payment exactly-once). */
export const userOrders = pgTable(
  'user_orders',
  {
    id: id(),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'restrict' }),
    cart_token: varchar('cart_token', { length: 64 }).notNull(),
    /** The traveller. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who booked (an agent or delegate for the traveller, else the traveller). */
    booked_by: uuid('booked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Whose money paid it (the wallet debited). */
    paid_by: uuid('paid_by').references(() => users.id, { onDelete: 'restrict' }),
    status: userOrderStatus('status').notNull().default('PENDING'),
    price: money('price').notNull(),
    original_price: money('original_price').notNull(),
    currency: currency(),
    cash_back_rate: rate('cash_back_rate').notNull().default(0),
    cash_back: money('cash_back').notNull().default(0),
    platform_promotion_discount: money('platform_promotion_discount').notNull().default(0),
    payment_method: paymentMethodType('payment_method'),
    /** What the rail reported (wallet: the ledger transaction id). */
    payment_details: jsonb('payment_details').$type<Record<string, unknown>>(),
    paid_at: instant('paid_at'),
    /**
     * Money taken for an order that could not be booked (docs/checkout.md "Refunds"): REQUIRED →
     * REQUESTING (one worker asks the rail) → SUCCEEDED (order REFUNDED), PENDING (the gateway
     * has not finished), FAILED (asked again later) or MANUAL (no refund API: an accountant).
     */
    refund_status: varchar('refund_status', { length: 16 }),
    /** Why, the rail's refund id and code, attempts. */
    refund_details: jsonb('refund_details').$type<Record<string, unknown>>(),
    refund_requested_at: instant('refund_requested_at'),
    refunded_at: instant('refunded_at'),
    /** The order e-mails, each sent once (claimed by setting these). */
    confirmation_sent_at: instant('confirmation_sent_at'),
    refund_notice_sent_at: instant('refund_notice_sent_at'),
    /**
     * Cancelled by the traveller (docs/manage-booking.md): when, and the cancellation e-mail's
     * claim. The refund then follows the refund columns above (status CANCELLED → REFUNDED).
     */
    cancelled_at: instant('cancelled_at'),
    cancellation_sent_at: instant('cancellation_sent_at'),
    /**
     * Cash back "after the trip": PENDING from payment until `cash_back_due_at` (the stay's
     * check-out, the last flight's arrival), then CREDITED by the job, or VOID when the booking
     * is cancelled first; null when the order pays none (company-paid, no rank).
     */
    cash_back_status: varchar('cash_back_status', { length: 10 }),
    cash_back_due_at: instant('cash_back_due_at'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_orders_session_unique').on(t.payment_checkout_session_id),
    uniqueIndex('user_orders_cart_token_unique').on(t.cart_token),
    index('user_orders_user_idx').on(t.user_id, t.inserted_at.desc()),
    index('user_orders_refund_idx')
      .on(t.refund_status)
      .where(sql`${t.refund_status} is not null and ${t.refund_status} <> 'SUCCEEDED'`),
    index('user_orders_cash_back_due_idx')
      .on(t.cash_back_due_at)
      .where(sql`${t.cash_back_status} = 'PENDING'`),
    check('user_orders_money', sql`${t.price} >= 0 and ${t.cash_back} >= 0`),
    check(
      'user_orders_paid',
      sql`${t.status} not in ('SUCCESSFUL', 'REFUNDED') or (${t.paid_at} is not null and ${t.payment_method} is not null)`,
    ),
  ],
);
