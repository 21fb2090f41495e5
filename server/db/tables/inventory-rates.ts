import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, money } from './columns.js';
import { surchargeKind } from './inventory-enums.js';
import { properties, roomTypes } from './inventory-properties.js';

/* What a stay costs: rate plans, nightly prices with rooms left, surcharges and promotions. */

/** Meals and cancellation terms, sold with every room type of the property. */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: id(),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 32 }).notNull(),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    breakfast_included: boolean('breakfast_included').notNull(),
    refundable: boolean('refundable').notNull(),
    /** Free cancellation until this many days before check-in (refundable plans). */
    free_cancellation_days: smallint('free_cancellation_days'),
    /** Multiplier of the room's nightly price. */
    price_factor: numeric('price_factor', { precision: 5, scale: 3, mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('rate_plans_property_idx').on(t.property_id)],
);

/**
 * One night of one room type: price per room (room-only plan) and rooms left. Generated in bulk
 * (about 130,000 rows for 90 days), so without a foreign key (per-row FK triggers doubled the
 * seed time on PGlite); the supplier deletes a room type's rates with it.
 */
export const roomDailyRates = pgTable(
  'room_daily_rates',
  {
    room_type_id: uuid('room_type_id').notNull(),
    /** The night's date in the property's calendar. */
    date: date('date', { mode: 'string' }).notNull(),
    price: money('price').notNull(),
    currency: currency(),
    /** Rooms left to sell that night; 0 = sold out. */
    allotment: smallint('allotment').notNull(),
  },
  (t) => [primaryKey({ columns: [t.room_type_id, t.date] })],
);

export const propertySurcharges = pgTable(
  'property_surcharges',
  {
    id: id(),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    kind: surchargeKind('kind').notNull(),
    amount: money('amount').notNull(),
    currency: currency(),
    /** Nights it applies to (inclusive); null = always. */
    date_from: date('date_from', { mode: 'string' }),
    date_to: date('date_to', { mode: 'string' }),
  },
  (t) => [index('property_surcharges_property_idx').on(t.property_id)],
);

export const propertyPromotions = pgTable(
  'property_promotions',
  {
    id: id(),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Null = every room type. */
    room_type_id: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'cascade' }),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    percent_off: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    min_nights: smallint('min_nights').notNull().default(1),
    /** Booked at least (early bird) / at most (last minute) this many days before check-in. */
    min_days_before: integer('min_days_before'),
    max_days_before: integer('max_days_before'),
    /** Check-in dates it applies to (inclusive); null = any. */
    stay_from: date('stay_from', { mode: 'string' }),
    stay_to: date('stay_to', { mode: 'string' }),
  },
  (t) => [index('property_promotions_property_idx').on(t.property_id)],
);
