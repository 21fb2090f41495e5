/**
 * Passenger ages by the airlines' usual rule (docs/checkout.md "Booking details"): adult 12 and
 * over on the day of the flight, child 2 to 11, infant under 2. The server checks a booking's
 * passengers by it (server/domain/checkout/passengers.ts); checkout offers saved travellers by it.
 */
export type PassengerAgeType = 'ADULT' | 'CHILD' | 'INFANT';

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The passenger type of someone born on `birth` flying on `day`. */
export function passengerTypeOn(birth: string, day: string): PassengerAgeType {
  const age = ageOn(birth, day);
  return age >= 12 ? 'ADULT' : age >= 2 ? 'CHILD' : 'INFANT';
}
