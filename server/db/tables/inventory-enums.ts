import { pgEnum } from 'drizzle-orm/pg-core';

/** Cabin of a fare (spec seat_class type). */
export const seatClass = pgEnum('seat_class', ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']);

/** Listing review state of a property (PropertyStatusValue). */
export const propertyStatus = pgEnum('property_status', ['PENDING', 'APPROVED', 'REJECTED']);

/** How a property surcharge is counted. */
export const surchargeKind = pgEnum('surcharge_kind', [
  'PER_ROOM_NIGHT',
  'PER_STAY',
  'PER_CHILD_NIGHT',
]);
