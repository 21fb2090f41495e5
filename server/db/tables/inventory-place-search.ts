import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The searchable places (docs/capacity.md, "Places"): one row per airport, city, area and
 * listed property, with everything autocomplete, nearby places and the hotel place look-up
 * show, so they read one table instead of a union computing hotel counts and flight routes on
 * every call. Written only by triggers on the inventory tables (migration place_search): the
 * seed, imports and any edit keep it in step in their own transaction. Rows are what the union
 * in the migration's wf_places_rows() gives; `search_text` is the source row's (see
 * inventory-places.ts), matched with LIKE through a trigram index.
 */
export const places = pgTable(
  'places',
  {
    /** The Place id: `airport:HAN`, `city:da-nang`, `area:my-khe`, `property:<uuid>`. */
    id: text('id').primaryKey(),
    /** AIRPORT, CITY, AREA or PROPERTY. */
    type: text('type').notNull(),
    /** IATA airport or city code, trimmed; null for areas and properties. */
    code: text('code'),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    /** A property's area. */
    area_vi: text('area_vi'),
    area_en: text('area_en'),
    city_id: varchar('city_id', { length: 64 }).notNull(),
    city_vi: text('city_vi').notNull(),
    city_en: text('city_en').notNull(),
    country_code: char('country_code', { length: 2 }).notNull(),
    country_vi: text('country_vi').notNull(),
    country_en: text('country_en').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    property_id: uuid('property_id'),
    /** Listed properties of a city or area. */
    property_count: integer('property_count'),
    has_flights: boolean('has_flights').notNull(),
    /** Ranks autocomplete ties (higher first). */
    popularity: integer('popularity').notNull(),
    search_text: text('search_text').notNull(),
  },
  (t) => [index('places_code_idx').on(t.code)],
);
