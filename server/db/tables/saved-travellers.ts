import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { insertedAt } from './columns.js';
import { users } from './users.js';

/**
 * Saved travellers a user took off their checkout list (hide_saved_traveller; docs/checkout.md
 * "Saved travellers"). A per-user hide, never a change to an order: the passengers stay on
 * their bookings. `traveller_key` is the list's key (folded last and first names and the date
 * of birth); a booking made for the same person after `inserted_at` brings them back.
 */
export const savedTravellerHides = pgTable(
  'saved_traveller_hides',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    traveller_key: text('traveller_key').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.traveller_key] })],
);
