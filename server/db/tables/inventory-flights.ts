import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, instant, money } from './columns.js';
import { seatClass } from './inventory-enums.js';
import { airports } from './inventory-places.js';

/* Flights: airlines, fare families, schedules (one row per flight number or connection), the
 * dated instances of the schedules and their fares with seats left. */

export const airlines = pgTable('airlines', {
  /** IATA code, e.g. VN. */
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  country_code: char('country_code', { length: 2 }).notNull(),
  /** Path of the logo on this site, e.g. /airlines/VN.svg. */
  logo: text('logo'),
  /** FSC (full service) or LCC (low cost). */
  kind: varchar('kind', { length: 3 }).notNull(),
});

/** A fare family of an airline in one cabin, with what it includes and its rules. */
export const farePlans = pgTable(
  'fare_plans',
  {
    /** `<airline>-<code>`, e.g. VN-ECO_LITE. */
    id: varchar('id', { length: 40 }).primaryKey(),
    airline_code: varchar('airline_code', { length: 3 })
      .notNull()
      .references(() => airlines.code),
    code: varchar('code', { length: 32 }).notNull(),
    cabin: seatClass('cabin').notNull(),
    name_vi: text('name_vi').notNull(),
    name_en: text('name_en').notNull(),
    booking_class: char('booking_class', { length: 1 }).notNull(),
    /** Multiplier of the route's base fare. */
    factor: numeric('factor', { precision: 5, scale: 3, mode: 'number' }).notNull(),
    baggage_pieces: smallint('baggage_pieces').notNull(),
    baggage_kg: smallint('baggage_kg').notNull(),
    cabin_kg: smallint('cabin_kg').notNull(),
    meal: boolean('meal').notNull(),
    seat_selection: boolean('seat_selection').notNull(),
    refundable: boolean('refundable').notNull(),
    refund_fee: money('refund_fee'),
    changeable: boolean('changeable').notNull(),
    change_fee: money('change_fee'),
    free_cancellation_hours: smallint('free_cancellation_hours').notNull().default(0),
    /** Extra checked baggage on sale, per passenger and flight (docs/checkout.md "Extra baggage"). */
    baggage_offers: jsonb('baggage_offers')
      .$type<{ value: number; unit: 'kg'; price: number }[]>()
      .notNull()
      .default([]),
    currency: currency(),
  },
  (t) => [index('fare_plans_airline_idx').on(t.airline_code)],
);

export interface ScheduleSegment {
  code: string;
  airline: string;
  operating: string | null;
  origin: string;
  destination: string;
  /** Minutes after the itinerary's departure. */
  depart_offset: number;
  arrive_offset: number;
  aircraft: string;
}

/** A flight number (or a connection sold as one itinerary) flown on some weekdays. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: id(),
    /** Stable small number, used by the generator for deterministic prices. */
    seq: integer('seq').notNull().unique(),
    airline_code: varchar('airline_code', { length: 3 })
      .notNull()
      .references(() => airlines.code),
    /** Flight number of the first segment, e.g. VN213. */
    code: varchar('code', { length: 8 }).notNull(),
    origin: char('origin', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: char('destination', { length: 3 })
      .notNull()
      .references(() => airports.code),
    stops: smallint('stops').notNull().default(0),
    /** Local departure time at the origin, minutes after midnight. */
    depart_minute: smallint('depart_minute').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    /** Bit i set = flies on ISO weekday i+1 (bit 0 Monday … bit 6 Sunday). */
    days_of_week: smallint('days_of_week').notNull().default(127),
    /** Economy base fare of the route for this airline (before the plan factor), VND. */
    base_fare: money('base_fare').notNull(),
    international: boolean('international').notNull(),
    aircraft: text('aircraft').notNull(),
    segments: jsonb('segments').$type<ScheduleSegment[]>().notNull(),
    supplier: varchar('supplier', { length: 32 }).notNull().default('local'),
  },
  (t) => [index('flight_schedules_route_idx').on(t.origin, t.destination)],
);

/** A schedule on one local departure date. */
export const flightInstances = pgTable(
  'flight_instances',
  {
    id: uuid('id').primaryKey(),
    schedule_id: uuid('schedule_id')
      .notNull()
      .references(() => flightSchedules.id, { onDelete: 'cascade' }),
    /** Local date at the origin. */
    depart_date: date('depart_date', { mode: 'string' }).notNull(),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    airline_code: varchar('airline_code', { length: 3 }).notNull(),
    stops: smallint('stops').notNull(),
    departs_at: instant('departs_at').notNull(),
    arrives_at: instant('arrives_at').notNull(),
    /** Local clock minutes at departure (origin) and arrival (destination). */
    depart_minute: smallint('depart_minute').notNull(),
    arrive_minute: smallint('arrive_minute').notNull(),
    /** Local date of arrival at the destination. */
    arrive_date: date('arrive_date', { mode: 'string' }).notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    index('flight_instances_search_idx').on(t.origin, t.destination, t.depart_date),
    index('flight_instances_schedule_idx').on(t.schedule_id, t.depart_date),
  ],
);

/**
 * A fare of a plan on an instance: per-passenger prices and seats left. Generated in bulk for
 * 90 days (about 270,000 rows), so it has no foreign keys: per-row FK triggers tripled the
 * seed time on PGlite. The supplier writes fares only for instances and plans it has just
 * written, and deletes them with their instance (see server/providers/inventory/local).
 */
export const flightFares = pgTable(
  'flight_fares',
  {
    instance_id: uuid('instance_id').notNull(),
    plan_id: varchar('plan_id', { length: 40 }).notNull(),
    cabin: seatClass('cabin').notNull(),
    adult_fare: money('adult_fare').notNull(),
    adult_charge: money('adult_charge').notNull(),
    child_fare: money('child_fare').notNull(),
    child_charge: money('child_charge').notNull(),
    infant_fare: money('infant_fare').notNull(),
    infant_charge: money('infant_charge').notNull(),
    currency: currency(),
    seats_left: smallint('seats_left').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance_id, t.plan_id] })],
);
