import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, insertedAt } from './columns.js';
import { corporates } from './corporates.js';
import { users } from './users.js';

/** A property a user saved, personally (corporate_id null) or for a corporate. */
export const favouriteProperties = pgTable(
  'favourite_properties',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A property id as the property service shows it: a local property's uuid, or
    // '<supplier>:<id>' for another supplier's (docs/inventory.md). No foreign key: most
    // suppliers' hotels are not rows of `properties`; a favourite whose property is gone is
    // left out of fav_properties and can still be removed.
    property_id: text('property_id').notNull(),
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
