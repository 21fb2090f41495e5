import { foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentCheckoutSessions } from './checkout.js';
import { id, insertedAt, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { costCenters } from './cost-centers.js';
import { users } from './users.js';

/**
 * A checkout booked under a company's expense programme (book_expense_management,
 * docs/checkout.md "Expense booking"). One per checkout; always carries its corporate, so
 * every read is scoped by `corporate_id`. The expense screens (a later issue) hang claims,
 * receipts and approvals off this row by its id; the order's state is read from the checkout's
 * order, never copied here.
 */
export const expenseBookings = pgTable(
  'expense_bookings',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'restrict' }),
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'restrict' }),
    /** The traveller (a staff member of the corporate). */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who recorded it (the traveller, or a colleague booking for them). */
    booked_by: uuid('booked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The business trip it belongs to (trips are a later issue: no foreign key yet). */
    trip_id: uuid('trip_id'),
    cost_center_id: uuid('cost_center_id'),
    note: text('note'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('expense_bookings_session_unique').on(t.payment_checkout_session_id),
    index('expense_bookings_corporate_idx').on(t.corporate_id, t.inserted_at.desc()),
    foreignKey({
      name: 'expense_bookings_cost_center_fk',
      columns: [t.corporate_id, t.cost_center_id],
      foreignColumns: [costCenters.corporate_id, costCenters.id],
    }),
  ],
);
