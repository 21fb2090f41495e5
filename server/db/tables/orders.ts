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
 * SUCCESSFUL (paid; the spec's success state) or FAILED; SUCCESSFUL → REFUNDED; PENDING →
 * CANCELLED. docs/checkout.md has the table.
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
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_orders_session_unique').on(t.payment_checkout_session_id),
    uniqueIndex('user_orders_cart_token_unique').on(t.cart_token),
    index('user_orders_user_idx').on(t.user_id, t.inserted_at.desc()),
    check('user_orders_money', sql`${t.price} >= 0 and ${t.cash_back} >= 0`),
    check(
      'user_orders_paid',
      sql`${t.status} not in ('SUCCESSFUL', 'REFUNDED') or (${t.paid_at} is not null and ${t.payment_method} is not null)`,
    ),
  ],
);
