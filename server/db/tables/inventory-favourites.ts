import { index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { id, insertedAt } from './columns.js';
import { corporates } from './corporates.js';
import { properties } from './inventory-properties.js';
import { users } from './users.js';

/** A property a user saved, personally (corporate_id null) or for a corporate. */
export const favouriteProperties = pgTable(
  'favourite_properties',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    corporate_id: uuid('corporate_id').references(() => corporates.id, { onDelete: 'cascade' }),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('favourite_properties_unique')
      .on(t.user_id, t.property_id, t.corporate_id)
      .nullsNotDistinct(),
    index('favourite_properties_user_idx').on(t.user_id, t.inserted_at),
    index('favourite_properties_corporate_idx').on(t.corporate_id, t.inserted_at),
  ],
);
