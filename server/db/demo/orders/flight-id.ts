import { createHash } from 'node:crypto';

/** The id the inventory SQL gives a flight: md5 of schedule id and date, as a uuid. */
export function instanceId(scheduleId: string, day: string): string {
  const h = createHash('md5').update(`${scheduleId}${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
