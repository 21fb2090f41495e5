/** Checks the dates and party of a stay and turns them into a pricing Stay. */
import { InputCheck } from '../common.js';
import { addDays, daysBetween, vietnamDate } from '../../../../common/calendar.js';

export const MAX_NIGHTS = 30;

export interface StayInput {
  check_in?: string | null;
  check_out?: string | null;
  n_o_a?: number | null;
  n_o_c?: number | null;
  rooms?: number | null;
}

export interface Party {
  adults: number;
  children: number;
  rooms: number;
  perRoom: { adults: number; children: number; guests: number };
}

export function checkStayParty(check: InputCheck, input: StayInput): Party {
  const adults = check.int('n_o_a', input.n_o_a ?? 2, 1, 36);
  const children = check.int('n_o_c', input.n_o_c ?? 0, 0, 18);
  const rooms = check.int('rooms', input.rooms ?? 1, 1, 9);
  if (rooms > adults) check.fail('rooms', 'adult_per_room', 'Every room needs at least one adult.');
  return {
    adults,
    children,
    rooms,
    perRoom: {
      adults: Math.ceil(adults / rooms),
      children: Math.ceil(children / rooms),
      guests: Math.ceil((adults + children) / rooms),
    },
  };
}

/** Nights of the stay; records errors for dates in the past, reversed or too long. */
export function checkStayDates(
  check: InputCheck,
  checkIn: string,
  checkOut: string,
  now: Date,
): number {
  const nights = daysBetween(checkIn, checkOut);
  if (checkIn < addDays(vietnamDate(now), -1)) {
    check.fail('check_in', 'past', 'check_in is in the past.');
  }
  if (nights < 1) check.fail('check_out', 'after_check_in', 'check_out must be after check_in.');
  if (nights > MAX_NIGHTS) check.fail('check_out', 'max_nights', `At most ${MAX_NIGHTS} nights.`);
  return nights;
}
