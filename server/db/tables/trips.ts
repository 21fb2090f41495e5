import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { insertedAt, updatedAt, id } from './columns.js';
import { corporates } from './corporates.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/*
 * Trips (issue 21, docs/trips.md): a traveller's paid bookings grouped by dates and places.
 * An order joins one trip when it is paid (server/domain/trips/assign.ts); trip_orders holds the
 * link, one per order, so assigning an order twice links it once.
 */

export const tripPurpose = pgEnum('trip_purpose', ['BUSINESS', 'PERSONAL']);

export const trips = pgTable(
  'trips',
  {
    id: id(),
    /** The traveller. */
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the trip is for: set for BUSINESS trips only (the company sees those). */
    corporate_id: uuid('corporate_id').references(() => corporates.id, { onDelete: 'cascade' }),
    purpose: tripPurpose('purpose').notNull(),
    /** Null: the client shows the places. Set by update_trip. */
    name: text('name'),
    /** First and last local day (Vietnam) of its bookings. */
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** Where it starts from: the first flight's departure city (null: a stay only). */
    origin: text('origin'),
    /** Its destinations: city ids (inventory `cities.id`) its bookings go to, origin aside. */
    places: text('places').array().notNull(),
    /** The company's cost center charged (the first booking's, or update_trip's). */
    cost_center_id: uuid('cost_center_id'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('trips_user_idx').on(t.user_id, t.start_date),
    index('trips_corporate_idx')
      .on(t.corporate_id, t.start_date)
      .where(sql`${t.corporate_id} is not null`),
    check('trips_dates', sql`${t.end_date} >= ${t.start_date}`),
    check(
      'trips_business_corporate',
      sql`(${t.purpose} = 'BUSINESS') = (${t.corporate_id} is not null)`,
    ),
  ],
);

/** Which trip an order belongs to: one row per order (the primary key). */
export const tripOrders = pgTable(
  'trip_orders',
  {
    user_order_id: uuid('user_order_id')
      .primaryKey()
      .references(() => userOrders.id, { onDelete: 'cascade' }),
    trip_id: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    /** The order's destinations (cities). */
    places: text('places').array().notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [index('trip_orders_trip_idx').on(t.trip_id)],
);
