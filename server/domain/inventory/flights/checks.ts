/**
 * The flight rules on the inputs (the party, the route, dates and windows), which the services
 * check and normalize; the arguments' shapes are input.ts's.
 */
import type { Db } from '../../../db/client.js';
import type { Cabin } from '../../../providers/inventory/types.js';
import { InputCheck, parseClock } from '../common.js';
import { addDays, vietnamDate } from '../../../../common/calendar.js';
import type { Party } from './pricing.js';
import { airportsForCode } from './reference-repository.js';

/** How far ahead the inventory is sold. */
export const SALE_DAYS = 90;
/** Booking closes this long before departure. */
export const CLOSE_MINUTES = 60;

export function checkParty(
  check: InputCheck,
  input: { n_o_a?: number | null; n_o_c?: number | null; n_o_i?: number | null },
): Party {
  const adults = check.int('n_o_a', input.n_o_a ?? 1, 1, 9);
  const children = check.int('n_o_c', input.n_o_c ?? 0, 0, 8);
  const infants = check.int('n_o_i', input.n_o_i ?? 0, 0, 9);
  if (adults + children > 9) check.fail('n_o_c', 'max_seats', 'At most 9 adults and children.');
  if (infants > adults)
    check.fail('n_o_i', 'lap', 'Each infant needs an adult (at most one each).');
  return { adults, children, infants };
}

export async function checkRoute(db: Db, check: InputCheck, from: string, to: string) {
  const origins = await airportsForCode(db, from);
  const destinations = await airportsForCode(db, to);
  if (origins.length === 0) check.fail('from', 'unknown', `Unknown airport or city code ${from}.`);
  if (destinations.length === 0) check.fail('to', 'unknown', `Unknown airport or city code ${to}.`);
  if (origins.length && origins.some((c) => destinations.includes(c))) {
    check.fail('to', 'same', 'from and to must differ.');
  }
  return { origins, destinations };
}

/** A date must not be before today in Vietnam's calendar (a day of slack for zones behind). */
export function checkDate(check: InputCheck, field: string, date: string, now: Date): void {
  if (date < addDays(vietnamDate(now), -1)) {
    check.fail(field, 'past', `${field} is in the past.`);
  }
}

export const CABINS: Cabin[] = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'];

export interface Windows {
  departFrom?: number;
  departTo?: number;
  arriveFrom?: number;
  arriveTo?: number;
}

export function checkWindows(
  check: InputCheck,
  prefix: string,
  input: Record<string, string | null | undefined>,
): Windows {
  return {
    departFrom: parseClock(check, `${prefix}depart_time_from`, input[`${prefix}depart_time_from`]),
    departTo: parseClock(check, `${prefix}depart_time_to`, input[`${prefix}depart_time_to`]),
    arriveFrom: parseClock(check, `${prefix}arrive_time_from`, input[`${prefix}arrive_time_from`]),
    arriveTo: parseClock(check, `${prefix}arrive_time_to`, input[`${prefix}arrive_time_to`]),
  };
}
