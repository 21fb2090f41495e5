import { describe, expect, it } from 'vitest';
import { calendarFile } from '../../../server/mail/ics';

/* The booking's calendar file (RFC 5545): CRLF lines, folded at 75 octets, text escaped. */

describe('calendarFile', () => {
  const stamp = new Date('2026-11-27T10:00:00Z');

  it('writes a flight with UTC times and a stay as all-day dates', () => {
    const ics = calendarFile(
      [
        {
          kind: 'FLIGHT',
          uid: 'o1-0@wayfare',
          summary: 'VN213 HAN → SGN',
          departs: '2026-12-04T01:00:00.000Z',
          arrives: '2026-12-04T03:10:00.000Z',
          location: 'Nội Bài',
          description: '3F9A0C12 · K7Q2ZP',
        },
        {
          kind: 'STAY',
          uid: 'o1-stay@wayfare',
          summary: 'Sea Breeze',
          checkIn: '2026-12-04',
          checkOut: '2026-12-06',
          location: '1 Trần Phú, Nha Trang',
          description: '3F9A0C12',
        },
      ],
      stamp,
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261204T010000Z');
    expect(lines).toContain('DTEND:20261204T031000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261204');
    expect(lines).toContain('DTEND;VALUE=DATE:20261206');
    expect(lines).toContain('LOCATION:1 Trần Phú\\, Nha Trang');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('escapes hostile text and folds long lines at 75 octets', () => {
    const ics = calendarFile(
      [
        {
          kind: 'STAY',
          uid: 'x@wayfare',
          summary: 'Khách sạn; "Đà Nẵng"\nEND:VCALENDAR',
          checkIn: '2026-12-04',
          checkOut: '2026-12-05',
          location: 'Đường '.repeat(30),
          description: '',
        },
      ],
      stamp,
    );
    expect(ics).toContain('SUMMARY:Khách sạn\\; "Đà Nẵng"\\nEND:VCALENDAR');
    expect(ics.match(/^END:VCALENDAR/gm)).toHaveLength(1);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });

  it('marks a later revision of the same events (a change’s file) with its SEQUENCE, not the first', () => {
    const flight = {
      kind: 'FLIGHT' as const,
      uid: 'o1-0@wayfare',
      summary: 'VN247 HAN → SGN',
      departs: '2026-12-10T08:00:00.000Z',
      arrives: '2026-12-10T10:10:00.000Z',
      location: 'Nội Bài',
      description: '3F9A0C12',
    };
    expect(calendarFile([flight], stamp)).not.toContain('SEQUENCE');
    const lines = calendarFile([flight], stamp, 2).split('\r\n');
    expect(lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('BEGIN:VEVENT') + 4)).toEqual([
      'BEGIN:VEVENT',
      'UID:o1-0@wayfare',
      'DTSTAMP:20261127T100000Z',
      'SEQUENCE:2',
    ]);
  });
});
