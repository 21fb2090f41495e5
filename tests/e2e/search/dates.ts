import { addDays, vietnamDate as todayInVietnam } from '../../../common/calendar';

/** A date `days` from today in Vietnam's calendar (the search boxes count from it). */
export function vietnamDate(days: number): string {
  return addDays(todayInVietnam(new Date()), days);
}
