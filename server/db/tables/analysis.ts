import {
  bigint,
  boolean,
  char,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The analysis dashboards' facts and rollups (issue 25, docs/analysis.md). Kept by the triggers
 * of migration 0037 (analysis_rollups), in the transaction that pays, refunds or cancels; never
 * written by the application. Their key indexes (unique, NULLS NOT DISTINCT, with the sums
 * INCLUDEd) are in that migration too: drizzle cannot declare them.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

/** One company booking whose order was paid, its dimensions worked out once. */
export const analysisBookings = pgTable('analysis_bookings', {
  session_id: uuid('session_id').primaryKey(),
  corporate_id: uuid('corporate_id').notNull(),
  user_order_id: uuid('user_order_id').notNull(),
  user_id: uuid('user_id').notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  product: varchar('product', { length: 6 }).notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  /** SUCCESSFUL: what the rollups count. */
  counted: boolean('counted').notNull(),
  paid_at: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The payment's date in Vietnam. */
  day: date('day', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  amount: money('amount').notNull(),
  voucher: money('voucher').notNull(),
  policy_saving: money('policy_saving').notNull(),
  /** Tickets (passengers) of a flight, room nights of a hotel. */
  units: integer('units').notNull(),
  description: text('description').notNull(),
  route: varchar('route', { length: 16 }),
  airline: varchar('airline', { length: 3 }),
  airline_name: text('airline_name'),
  cabin: varchar('cabin', { length: 16 }),
  days_ahead: integer('days_ahead'),
  ahead: varchar('ahead', { length: 5 }),
  reason_code: varchar('reason_code', { length: 32 }),
  co2_g: money('co2_g').notNull(),
  city_id: varchar('city_id', { length: 64 }),
  property_id: text('property_id'),
  property_name: text('property_name'),
  star: varchar('star', { length: 4 }),
  nights: integer('nights'),
});

/** Counted bookings by day × product × department × cost center. */
export const analysisDaily = pgTable('analysis_daily', {
  corporate_id: uuid('corporate_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  product: varchar('product', { length: 6 }).notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  amount: money('amount').notNull(),
  bookings: integer('bookings').notNull(),
  units: integer('units').notNull(),
  voucher: money('voucher').notNull(),
  policy_saving: money('policy_saving').notNull(),
  co2_g: money('co2_g').notNull(),
  out_of_policy: integer('out_of_policy').notNull(),
});

/** Counted bookings by month × product × department × cost center × one dimension's key. */
export const analysisMonthly = pgTable('analysis_monthly', {
  corporate_id: uuid('corporate_id').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  product: varchar('product', { length: 6 }).notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  /** user, route, airline, cabin, ahead, reason, city, property, star. */
  dim: varchar('dim', { length: 8 }).notNull(),
  key: text('key').notNull(),
  label: text('label'),
  amount: money('amount').notNull(),
  bookings: integer('bookings').notNull(),
  units: integer('units').notNull(),
  co2_g: money('co2_g').notNull(),
  out_of_policy: integer('out_of_policy').notNull(),
});

/**
 * Counted bookings of each traveller by month and by quarter × department × cost center, any
 * product: how many people travelled in a range is counted from the quarters and months inside
 * it, a third of the rows the person dimension of `analysis_monthly` holds for a year (migration
 * 0056, which also holds the key index with `bookings` INCLUDEd).
 */
export const analysisTravellers = pgTable('analysis_travellers', {
  corporate_id: uuid('corporate_id').notNull(),
  /** MONTH or QUARTER. */
  period: varchar('period', { length: 7 }).notNull(),
  /** The first day of the month or quarter. */
  start: date('start', { mode: 'string' }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  user_id: uuid('user_id').notNull(),
  bookings: integer('bookings').notNull(),
});

/**
 * One expense claim that counts as spending (SUBMITTED, APPROVED or REIMBURSED), its dimensions
 * worked out once: the claimant's department and the trip's cost center when it last changed.
 */
export const analysisExpenses = pgTable('analysis_expenses', {
  expense_id: uuid('expense_id').primaryKey(),
  corporate_id: uuid('corporate_id').notNull(),
  user_id: uuid('user_id').notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  trip_id: uuid('trip_id'),
  category: varchar('category', { length: 16 }).notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  /** The expense date (a Vietnamese calendar day already). */
  day: date('day', { mode: 'string' }).notNull(),
  /** In VND (`expenses.amount_vnd`). */
  amount: money('amount').notNull(),
});

/** Counted claims by day × status × category × department × cost center. */
export const analysisExpenseDaily = pgTable('analysis_expense_daily', {
  corporate_id: uuid('corporate_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  category: varchar('category', { length: 16 }).notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  amount: money('amount').notNull(),
  claims: integer('claims').notNull(),
});

/**
 * Counted claims by month × department × cost center × person or trip (no trip: null). No status:
 * the people and trip slices sum every counted claim (migration 0054).
 */
export const analysisExpenseMonthly = pgTable('analysis_expense_monthly', {
  corporate_id: uuid('corporate_id').notNull(),
  /** user or trip. */
  dim: varchar('dim', { length: 8 }).notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  department_id: uuid('department_id'),
  cost_center_id: uuid('cost_center_id'),
  key: uuid('key'),
  amount: money('amount').notNull(),
  claims: integer('claims').notNull(),
});

/**
 * Counted claims of each trip, whatever their department or cost center, and the first and last
 * expense dates among them: a trip whose claims all fall within a range counts its whole amount
 * there, so the company's top trips read one row per trip (migration 0054). Its indexes by
 * amount and by first day are in that migration.
 */
export const analysisExpenseTrips = pgTable(
  'analysis_expense_trips',
  {
    corporate_id: uuid('corporate_id').notNull(),
    trip_id: uuid('trip_id').notNull(),
    first_day: date('first_day', { mode: 'string' }).notNull(),
    last_day: date('last_day', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    claims: integer('claims').notNull(),
  },
  (t) => [primaryKey({ name: 'analysis_expense_trips_pk', columns: [t.corporate_id, t.trip_id] })],
);
