import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, instant, money } from './columns.js';
import { corporates } from './corporates.js';
import { costCenters } from './cost-centers.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/**
 * A checkout paid from a corporate account (pay_with_corporate, docs/checkout.md "Corporate
 * payment"): the corporate's journal of charges. One per session (the unique key makes the
 * charge exactly-once); the corporate's `balance`, the traveller's staff `used_balance` and
 * the cost-center budget's `used_balance` change in the same transaction.
 */
export const corporatePayments = pgTable(
  'corporate_payments',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'restrict' }),
    user_order_id: uuid('user_order_id')
      .notNull()
      .references(() => userOrders.id, { onDelete: 'restrict' }),
    /** The traveller (a staff member of the corporate). */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who paid (the traveller, or a colleague booking for them). */
    paid_by: uuid('paid_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cost_center_id: uuid('cost_center_id'),
    amount: money('amount').notNull(),
    currency: currency(),
    /** The corporate's balance after this charge (negative: owed on the credit line). */
    balance_after: money('balance_after').notNull(),
    /**
     * The travel policy's reason code given for a fare outside the policy that it allows with a
     * reason (the session's `policy_reason_code` when charged); null: in policy.
     */
    policy_reason_code: varchar('policy_reason_code', { length: 32 }),
    inserted_at: insertedAt(),
    /** Given back (the order could not be booked): no longer counts against any limit. */
    refunded_at: instant('refunded_at'),
    /**
     * Set when a split payment's company part is given back because the traveller never paid
     * their part (the hold lapsed); a released charge counts against no limit.
     */
    released_at: instant('released_at'),
  },
  (t) => [
    uniqueIndex('corporate_payments_session_unique').on(t.payment_checkout_session_id),
    index('corporate_payments_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    foreignKey({
      name: 'corporate_payments_cost_center_fk',
      columns: [t.corporate_id, t.cost_center_id],
      foreignColumns: [costCenters.corporate_id, costCenters.id],
    }),
    check('corporate_payments_amount', sql`${t.amount} >= 0`),
  ],
);
