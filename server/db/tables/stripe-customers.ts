import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { insertedAt } from './columns.js';
import { users } from './users.js';

/*
 * Saved cards (docs/payments.md "Saved cards"): the Stripe Customer of each Wayfare user who
 * saved or paid with a card. The cards themselves live at Stripe; Wayfare keeps only this link.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customer_id: varchar('customer_id', { length: 255 }).notNull().unique(),
  inserted_at: insertedAt(),
});
