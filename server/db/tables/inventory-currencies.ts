import { char, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/** Currencies prices can be shown in, with the rate to VND (prices are stored in VND). */
export const currencies = pgTable('currencies', {
  /** ISO 4217. */
  code: char('code', { length: 3 }).primaryKey(),
  name_vi: text('name_vi').notNull(),
  name_en: text('name_en').notNull(),
  symbol: text('symbol').notNull(),
  /** ISO 4217 exponent (VND 0, USD 2). */
  minor_units: smallint('minor_units').notNull(),
  /** VND for one major unit of this currency. */
  vnd_per_unit: numeric('vnd_per_unit', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  as_of: instant('as_of').notNull(),
  source: text('source').notNull(),
  position: smallint('position').notNull().default(0),
});
