import type { Cabin } from '../flights/flightQuery';
import type { SiteKey } from '../../i18n/site';
import { addDays, dateWithin, lastSearchDate, MAX_NIGHTS } from './dates';
import type { FlightDirection } from './flightMemory';
import type { HotelDestination } from './near';
import type { FlightParty, HotelParty } from './party';
import type { PlaceChoice } from './place';

export interface FlightFormValues {
  direction: FlightDirection;
  from: PlaceChoice | null;
  to: PlaceChoice | null;
  depart: string;
  return: string;
  party: FlightParty;
  cabin: Cabin;
}

export type FlightFormErrors = Partial<Record<'from' | 'to' | 'depart' | 'return', SiteKey>>;

export function validateFlightForm(v: FlightFormValues, today: string): FlightFormErrors {
  const errors: FlightFormErrors = {};
  const last = lastSearchDate(today);
  if (!v.from?.code) errors.from = 'search.errors.fromRequired';
  if (!v.to?.code) errors.to = 'search.errors.toRequired';
  else if (v.from?.code === v.to.code) errors.to = 'search.errors.samePlaces';
  if (!dateWithin(v.depart, today, last)) errors.depart = 'search.errors.departRange';
  else if (v.direction === 'round_trip' && !dateWithin(v.return, v.depart, last)) {
    errors.return = 'search.errors.returnRange';
  }
  return errors;
}

export interface HotelFormValues {
  place: HotelDestination | null;
  checkIn: string;
  checkOut: string;
  party: HotelParty;
}

export type HotelFormErrors = Partial<Record<'place' | 'checkIn' | 'checkOut', SiteKey>>;

export function validateHotelForm(v: HotelFormValues, today: string): HotelFormErrors {
  const errors: HotelFormErrors = validateStayDates(v, today);
  if (!v.place) errors.place = 'search.errors.destinationRequired';
  return errors;
}

/** Check-in within the next 90 days; 1 to 30 nights. */
export function validateStayDates(
  v: { checkIn: string; checkOut: string },
  today: string,
): HotelFormErrors {
  const errors: HotelFormErrors = {};
  if (!dateWithin(v.checkIn, today, lastSearchDate(today))) {
    errors.checkIn = 'search.errors.checkInRange';
  } else if (!dateWithin(v.checkOut, addDays(v.checkIn, 1), addDays(v.checkIn, MAX_NIGHTS))) {
    errors.checkOut = 'search.errors.checkOutRange';
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
