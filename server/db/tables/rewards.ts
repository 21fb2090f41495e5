import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, insertedAt, money } from './columns.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/*
 * Rewards (docs/checkout.md "Rewards"): points earned per paid order and the user's history
 * (top-ups, bookings, cash back). Both are append-only; a point balance is the sum of its
 * entries. `idempotency_key` (unique) makes the settle hook's writes happen once per order.
 */

export const userPointEntries = pgTable(
  'user_point_entries',
  {
    /** Increasing: newest first is `seq desc`; the history's cursor. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: + earned, − spent. */
    point: integer('point').notNull(),
    /** Point kind (spec: `type`); REWARD is the only kind earned today. */
    type: varchar('type', { length: 32 }).notNull().default('REWARD'),
    /** Why: BOOKING (earned for a paid order), REDEEM, ADJUSTMENT. */
    action_type: varchar('action_type', { length: 32 }).notNull(),
    user_order_id: uuid('user_order_id').references(() => userOrders.id, {
      onDelete: 'restrict',
    }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('user_point_entries_idempotency_unique').on(t.idempotency_key),
    index('user_point_entries_user_idx').on(t.user_id, t.seq.desc()),
    check('user_point_entries_point', sql`${t.point} <> 0`),
  ],
);

export const userHistoryEntries = pgTable(
  'user_history_entries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TOP_UP, BOOK_FLIGHT, BOOK_HOTEL, CASH_BACK. */
    action_type: varchar('action_type', { length: 40 }).notNull(),
    /** Whole minor units of `currency` (the display currency is VND today). */
    converted_price: money('converted_price'),
    currency: currency(),
    user_order_id: uuid('user_order_id').references(() => userOrders.id, {
      onDelete: 'restrict',
    }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('user_history_entries_idempotency_unique').on(t.idempotency_key),
    index('user_history_entries_user_idx').on(t.user_id, t.seq.desc()),
  ],
);
