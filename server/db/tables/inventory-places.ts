import { char, doublePrecision, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/*
 * Places of the travel inventory: countries, cities, areas and airports. Every searchable row
 * has `search_text`: its names in vi and en, codes and aliases, normalized by
 * server/domain/inventory/normalize.ts (lower case, no diacritics, đ → d, single spaces) and
 * wrapped in spaces, so autocomplete is a plain LIKE without the unaccent extension.
 */

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: char('code', { length: 2 }).primaryKey(),
  name_vi: text('name_vi').notNull(),
  name_en: text('name_en').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    /** Slug, e.g. da-nang; the Place id is `city:<id>`. */
    id: varchar('id', { length: 64 }).primaryKey(),
    /** IATA city code (covers all the city's airports), null without an airport. */
    code: char('code', { length: 3 }),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    search_text: text('search_text').notNull(),
    country_code: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull(),
    /** 0-100, ranks autocomplete ties. */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('cities_code_idx').on(t.code)],
);

export const areas = pgTable(
  'areas',
  {
    /** Slug; the Place id is `area:<id>`. */
    id: varchar('id', { length: 64 }).primaryKey(),
    city_id: varchar('city_id', { length: 64 })
      .notNull()
      .references(() => cities.id),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    search_text: text('search_text').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('areas_city_idx').on(t.city_id)],
);

export const airports = pgTable(
  'airports',
  {
    /** IATA code; the Place id is `airport:<code>`. */
    code: char('code', { length: 3 }).primaryKey(),
    icao: char('icao', { length: 4 }),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    search_text: text('search_text').notNull(),
    city_id: varchar('city_id', { length: 64 })
      .notNull()
      .references(() => cities.id),
    country_code: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA time zone: local schedule times are in it. */
    timezone: text('timezone').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('airports_city_idx').on(t.city_id)],
);
