import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { currency, id, insertedAt, money, rate, updatedAt } from './columns.js';

/**
 * The traveller membership ranks: the payments service's `rank_configurations` (spec §3: rank,
 * price, currency, cash_back_rate). `price` is the spend over the qualifying 12 months that
 * reaches the rank; `cash_back_rate` is a percentage of each booking paid back as cash back.
 * (The table name differs from the corporate tiers' `rank_configurations`, which came first.)
 */
export const userRankConfigurations = pgTable(
  'user_rank_configurations',
  {
    id: id(),
    rank: text('rank').notNull().unique('user_rank_configurations_rank_unique'),
    /** Order of the ranks, lowest first. */
    position: smallint('position').notNull().unique('user_rank_configurations_position_unique'),
    price: money('price').notNull(),
    currency: currency(),
    cash_back_rate: rate('cash_back_rate').notNull().default(0),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('user_rank_configurations_price', sql`${t.price} >= 0`),
    check(
      'user_rank_configurations_rate',
      sql`${t.cash_back_rate} >= 0 and ${t.cash_back_rate} <= 100`,
    ),
  ],
);
