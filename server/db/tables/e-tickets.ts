import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { insertedAt, instant } from './columns.js';
import { shoppingItems } from './checkout.js';

/*
 * E-ticket numbers (docs/manage-booking.md "E-ticket numbers"): our own inventory is the
 * ticketing system of the local supplier, which issues one 13-digit number per passenger per
 * flight when the booking is made: the airline's 3-digit IATA accounting code and a 10-digit
 * serial from `e_ticket_serial`.
 */

/** The 10-digit serial of e-ticket numbers (shared by all airlines; gaps are harmless). */
export const eTicketSerial = pgSequence('e_ticket_serial', {
  startWith: 1,
  minValue: 1,
  maxValue: 9_999_999_999,
});

export const eTickets = pgTable(
  'e_tickets',
  {
    /** The 13 digits: accounting code + serial. */
    number: char('number', { length: 13 }).primaryKey(),
    shopping_item_id: uuid('shopping_item_id')
      .notNull()
      .references(() => shoppingItems.id, { onDelete: 'cascade' }),
    /** OUTBOUND (the product's departure_flight) or INBOUND (its return_flight). */
    leg: varchar('leg', { length: 8 }).notNull(),
    /** The flight number it was issued for. */
    flight_code: varchar('flight_code', { length: 12 }).notNull(),
    /** Index of the passenger in the product's `passengers`. */
    passenger: integer('passenger').notNull(),
    inserted_at: insertedAt(),
    /** Set when the flight was changed and the ticket replaced by a new number. */
    voided_at: instant('voided_at'),
  },
  (t) => [
    index('e_tickets_item_idx').on(t.shopping_item_id),
    uniqueIndex('e_tickets_live_idx')
      .on(t.shopping_item_id, t.leg, t.passenger)
      .where(sql`${t.voided_at} is null`),
    check('e_tickets_number_digits', sql`${t.number} ~ '^[0-9]{13}$'`),
    check('e_tickets_leg', sql`${t.leg} in ('OUTBOUND', 'INBOUND')`),
  ],
);
