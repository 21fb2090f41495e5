import { wallTimeIn } from '../../../common/calendar.js';

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Date arithmetic on 'YYYY-MM-DD' is the calendar's (common/calendar.ts). */
export { addDays, daysBetween } from '../../../common/calendar.js';

/** The instant of a local wall time ('YYYY-MM-DD', 'HH:mm') in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  // Two passes settle the offset, also next to a DST change.
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const wall = new Date(`${wallTimeIn(instant, timeZone)}:00Z`);
    instant = new Date(instant.getTime() + (guess.getTime() - wall.getTime()));
  }
  return instant;
}
