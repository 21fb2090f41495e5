/**
 * Calendar files (RFC 5545) for a booking's confirmation and change e-mails (docs/manage-booking.md): one
 * VEVENT per flight (its departure and arrival instants, in UTC) and per stay (all-day, from
 * check-in to check-out). Pure: text in, text out. Lines end in CRLF and are folded at 75
 * octets; text values are escaped (\\, ;, , and new lines), so a hostile name stays text.
 */

export interface CalendarFlight {
  kind: 'FLIGHT';
  uid: string;
  summary: string;
  /** ISO instants. */
  departs: string;
  arrives: string;
  location: string;
  description: string;
}

export interface CalendarStay {
  kind: 'STAY';
  uid: string;
  summary: string;
  /** YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  location: string;
  description: string;
}

export type CalendarEvent = CalendarFlight | CalendarStay;

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An instant as a UTC date-time, e.g. 20261204T000000Z. */
const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const date = (day: string) => day.replace(/-/g, '');

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * `sequence`: the events' revision (RFC 5545 SEQUENCE, 0 for the first file); a later file with
 * the same UIDs and a higher one replaces them in a calendar that imported the first.
 */
export function calendarFile(events: CalendarEvent[], stamp: Date, sequence = 0): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfare//Bookings//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utc(stamp.toISOString())}`);
    if (sequence > 0) lines.push(`SEQUENCE:${sequence}`);
    if (e.kind === 'FLIGHT') {
      lines.push(`DTSTART:${utc(e.departs)}`, `DTEND:${utc(e.arrives)}`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${date(e.checkIn)}`, `DTEND;VALUE=DATE:${date(e.checkOut)}`);
    }
    lines.push(
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
