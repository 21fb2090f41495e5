import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, instant, money } from './columns.js';
import { propertyStatus } from './inventory-enums.js';
import { areas, cities } from './inventory-places.js';

/* Properties (hotels), their types, amenities, photos and room types. Rates are in
 * inventory-rates.ts. */

export const propertyTypes = pgTable('property_types', {
  /** e.g. HOTEL, RESORT. */
  code: varchar('code', { length: 32 }).primaryKey(),
  name_vi: text('name_vi').notNull(),
  name_en: text('name_en').notNull(),
  position: smallint('position').notNull().default(0),
});

export const amenities = pgTable('amenities', {
  /** e.g. POOL, WIFI. */
  code: varchar('code', { length: 32 }).primaryKey(),
  name_vi: text('name_vi').notNull(),
  name_en: text('name_en').notNull(),
  /** PROPERTY or ROOM. */
  scope: varchar('scope', { length: 8 }).notNull(),
  position: smallint('position').notNull().default(0),
});

export const properties = pgTable(
  'properties',
  {
    id: id(),
    /** Stable small number, used by the generator for deterministic prices. */
    seq: integer('seq').notNull().unique(),
    name: text('name').notNull(),
    /** Normalized name and area for autocomplete (see inventory-places.ts). */
    search_text: text('search_text').notNull(),
    city_id: varchar('city_id', { length: 64 })
      .notNull()
      .references(() => cities.id),
    area_id: varchar('area_id', { length: 64 }).references(() => areas.id),
    /** PropertyType codes; the first is the main one. */
    type_codes: varchar('type_codes', { length: 32 }).array().notNull(),
    /** 0-5, halves allowed. */
    star_rating: numeric('star_rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** Guest review score 0-10. */
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    review_count: integer('review_count').notNull().default(0),
    /** Popularity rank within its city, 1 = most booked. */
    hotel_rank: integer('hotel_rank'),
    featured: boolean('featured').notNull().default(false),
    status: propertyStatus('status').notNull().default('APPROVED'),
    approved_at: instant('approved_at'),
    street: text('street'),
    district: text('district'),
    raw_address: text('raw_address').notNull(),
    country_code: char('country_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    /** Local HH:mm. */
    check_in_time: char('check_in_time', { length: 5 }).notNull(),
    check_out_time: char('check_out_time', { length: 5 }).notNull(),
    /** Children up to this age (inclusive) count as children. */
    child_age_to: smallint('child_age_to').notNull(),
    currency: currency(),
    description_vi: text('description_vi'),
    description_en: text('description_en'),
    amenity_codes: varchar('amenity_codes', { length: 32 }).array().notNull(),
    supplier: varchar('supplier', { length: 32 }).notNull().default('local'),
  },
  (t) => [
    index('properties_city_idx').on(t.city_id),
    index('properties_area_idx').on(t.area_id),
    index('properties_location_idx').on(t.latitude, t.longitude),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    seq: integer('seq').notNull().unique(),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    description_vi: text('description_vi'),
    description_en: text('description_en'),
    size_m2: smallint('size_m2'),
    bed_type_vi: text('bed_type_vi'),
    bed_type_en: text('bed_type_en'),
    view_vi: text('view_vi'),
    view_en: text('view_en'),
    max_adults: smallint('max_adults').notNull(),
    max_children: smallint('max_children').notNull(),
    max_occupancy: smallint('max_occupancy').notNull(),
    amenity_codes: varchar('amenity_codes', { length: 32 }).array().notNull(),
    /** Reference nightly price before season and weekend, VND. */
    base_price: money('base_price').notNull(),
    currency: currency(),
    total_rooms: smallint('total_rooms').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('room_types_property_idx').on(t.property_id)],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: id(),
    property_id: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Set for a photo of one room type. */
    room_type_id: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** A path on this site (never another site's image). */
    url: text('url').notNull(),
    label_vi: text('label_vi'),
    label_en: text('label_en'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('property_photos_property_idx').on(t.property_id, t.position)],
);
