/** Calendar dates as 'YYYY-MM-DD' strings: what the URL and the API carry. */
import { addDays, dateIn, VIETNAM_TIME_ZONE } from '../../../common/calendar';

/** Date arithmetic is the calendar's, shared with the server. */
export { addDays, daysBetween } from '../../../common/calendar';

/** How far ahead the inventory goes: today … today + 89 (docs/search-api.md). */
export const SEARCH_WINDOW_DAYS = 90;
/** Longest hotel stay the API accepts. */
export const MAX_NIGHTS = 30;
/** The market's zone: "today" for the search boxes (every destination shares it or is close). */
export const HOME_TIME_ZONE = VIETNAM_TIME_ZONE;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Today's date in a time zone (common/calendar.ts). The home zone is computed from its fixed
 * offset: loading ICU's time-zone data for it cost ~25 ms of main thread on every page (~100 ms
 * on a slow phone).
 */
export function todayIn(timeZone = HOME_TIME_ZONE, now: Date = new Date()): string {
  return dateIn(now, timeZone);
}

/** The last date the inventory covers, counted from `today`. */
export function lastSearchDate(today: string): string {
  return addDays(today, SEARCH_WINDOW_DAYS - 1);
}

/** `value` when it is a date inside [min, max], else null. */
/**
 * The check-out to keep when the check-in moves: the current one while the stay is still 1 to
 * MAX_NIGHTS nights long, else the next day.
 */
export function checkOutAfter(checkIn: string, checkOut: string | null | undefined): string {
  return (
    dateWithin(checkOut, addDays(checkIn, 1), addDays(checkIn, MAX_NIGHTS)) ?? addDays(checkIn, 1)
  );
}

export function dateWithin(value: string | null | undefined, min: string, max: string) {
  return isIsoDate(value) && value >= min && value <= max ? value : null;
}
