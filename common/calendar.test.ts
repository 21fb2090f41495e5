import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateIn,
  daysBetween,
  monthStart,
  periodAt,
  vietnamDate,
  vietnamDateTime,
  vietnamMidnight,
  wallTimeIn,
  type ResetPeriod,
} from './calendar';

// Vietnam is UTC+7 all year: local midnight of a day is 17:00 UTC the day before.
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('vietnamDate', () => {
  it('turns the day at 17:00 UTC', () => {
    expect(vietnamDate(at('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(vietnamDate(at('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
  });

  it('turns the month and the year at 17:00 UTC on the last day', () => {
    expect(vietnamDate(at('2026-04-30T16:59:59Z'))).toBe('2026-04-30');
    expect(vietnamDate(at('2026-04-30T17:00:00Z'))).toBe('2026-05-01');
    expect(vietnamDate(at('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(vietnamDate(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('knows 29 February in leap years only', () => {
    expect(vietnamDate(at('2028-02-28T17:00:00Z'))).toBe('2028-02-29');
    expect(vietnamDate(at('2028-02-29T17:00:00Z'))).toBe('2028-03-01');
    expect(vietnamDate(at('2026-02-28T17:00:00Z'))).toBe('2026-03-01');
    expect(vietnamDate(at('2100-02-28T17:00:00Z'))).toBe('2100-03-01');
    expect(vietnamDate(at('2000-02-28T17:00:00Z'))).toBe('2000-02-29');
  });

  it('agrees with the time-zone database for every hour of a leap year', () => {
    const tz = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.parse('2028-01-01T00:00:00Z'); t < Date.parse('2029-01-01T00:00:00Z');) {
      expect(vietnamDate(new Date(t))).toBe(tz.format(new Date(t)));
      t += 5 * 3_600_000; // every hour of the day comes round
    }
  });

  it('gives the wall clock to the millisecond', () => {
    expect(vietnamDateTime(at('2026-12-31T17:30:05.123Z'))).toBe('2027-01-01T00:30:05.123');
  });
});

describe('vietnamMidnight', () => {
  it('is 17:00 UTC the day before, across months and years', () => {
    expect(iso(vietnamMidnight('2026-03-02'))).toBe('2026-03-01T17:00:00.000Z');
    expect(iso(vietnamMidnight('2027-01-01'))).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(vietnamMidnight('2028-03-01'))).toBe('2028-02-29T17:00:00.000Z');
  });

  it('round-trips with vietnamDate', () => {
    for (const d of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31']) {
      expect(vietnamDate(vietnamMidnight(d))).toBe(d);
      expect(vietnamDate(new Date(vietnamMidnight(d).getTime() - 1))).toBe(addDays(d, -1));
    }
  });
});

describe('dateIn', () => {
  it('reads Vietnam from the fixed offset and other zones from Intl', () => {
    const instant = at('2026-03-01T18:30:00Z');
    expect(dateIn(instant, 'Asia/Ho_Chi_Minh')).toBe('2026-03-02');
    expect(dateIn(instant, 'UTC')).toBe('2026-03-01');
    expect(dateIn(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(dateIn(at('2026-03-01T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
});

/**
 * What ICU itself says, asked afresh every time: the reference for wallTimeIn. Swedish writes a
 * date and time as 'YYYY-MM-DD HH:mm', a spelling of its own rather than wallTimeIn's parts.
 */
function icuWallTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');
}

// Zones with daylight saving (whole hour, half hour at Lord Howe, 45 minutes at Chatham), a
// southern one, offsets of 5:30 and 5:45, and Vietnam's fixed one.
const ZONES = [
  'Asia/Ho_Chi_Minh',
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Asia/Kathmandu',
];

describe('wallTimeIn', () => {
  it('says what ICU says for any instant in any zone, day-saving days included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const instant = new Date(ms);
          expect(wallTimeIn(instant, zone)).toBe(icuWallTime(instant, zone));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('turns the clocks at the instant the zone does', () => {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT at 07:00 UTC.
    const ny = 'America/New_York';
    expect(wallTimeIn(at('2026-03-08T06:59:00Z'), ny)).toBe('2026-03-08T01:59');
    expect(wallTimeIn(at('2026-03-08T07:00:00Z'), ny)).toBe('2026-03-08T03:00');
    expect(wallTimeIn(at('2026-03-08T20:00:00Z'), ny)).toBe('2026-03-08T16:00');
    // London, 25 October 2026: 02:00 BST becomes 01:00 GMT at 01:00 UTC.
    expect(wallTimeIn(at('2026-10-25T00:59:00Z'), 'Europe/London')).toBe('2026-10-25T01:59');
    expect(wallTimeIn(at('2026-10-25T01:00:00Z'), 'Europe/London')).toBe('2026-10-25T01:00');
    // Lord Howe moves by half an hour: 4 October 2026, 02:00 → 02:30 at 15:30 UTC the day before.
    expect(wallTimeIn(at('2026-10-03T15:29:00Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T01:59');
    expect(wallTimeIn(at('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T02:30');
    // Every minute of the day a zone changes, and the days either side.
    for (
      let ms = Date.parse('2026-03-07T00:00Z');
      ms < Date.parse('2026-03-10T00:00Z');
      ms += 60_000
    ) {
      expect(wallTimeIn(new Date(ms), ny)).toBe(icuWallTime(new Date(ms), ny));
    }
  });

  it('keeps seconds out and reads Vietnam from its fixed offset', () => {
    expect(wallTimeIn(at('2026-03-01T16:59:59.999Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-01T23:59');
    expect(wallTimeIn(at('2026-03-01T17:00:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-03-02T00:00');
    expect(wallTimeIn(at('2026-03-01T10:15:30Z'), 'Asia/Kathmandu')).toBe('2026-03-01T16:00');
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-31', 365)).toBe('2027-01-31');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2026-12-31', '2026-12-30')).toBe(-1);
  });
});

describe('monthStart', () => {
  it('is midnight in Vietnam of the 1st, switching at 17:00 UTC on the last day', () => {
    expect(iso(monthStart(at('2026-03-31T16:59:59.999Z')))).toBe('2026-02-28T17:00:00.000Z');
    expect(iso(monthStart(at('2026-03-31T17:00:00.000Z')))).toBe('2026-03-31T17:00:00.000Z');
  });

  it('crosses Dec 31 → Jan 1 and leap Februaries', () => {
    expect(iso(monthStart(at('2026-12-31T16:59:59Z')))).toBe('2026-11-30T17:00:00.000Z');
    expect(iso(monthStart(at('2026-12-31T17:00:00Z')))).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(monthStart(at('2028-03-15T00:00:00Z')))).toBe('2028-02-29T17:00:00.000Z');
    expect(iso(monthStart(at('2026-03-15T00:00:00Z')))).toBe('2026-02-28T17:00:00.000Z');
  });
});

describe('periodAt', () => {
  it('starts monthly at local midnight of the reset day', () => {
    const p = periodAt('MONTHLY', 5, at('2026-03-10T08:00:00Z'));
    expect(iso(p.start)).toBe('2026-03-04T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-04-04T17:00:00.000Z');
    // The reset day's first instant already belongs to the new period.
    expect(iso(periodAt('MONTHLY', 5, at('2026-03-04T17:00:00Z')).start)).toBe(
      '2026-03-04T17:00:00.000Z',
    );
    expect(iso(periodAt('MONTHLY', 5, at('2026-03-04T16:59:59Z')).start)).toBe(
      '2026-02-04T17:00:00.000Z',
    );
  });

  it('falls in the previous month before the reset day, across a year', () => {
    const p = periodAt('MONTHLY', 15, at('2026-01-03T00:00:00Z'));
    expect(iso(p.start)).toBe('2025-12-14T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-01-14T17:00:00.000Z');
  });

  it('clamps a day past a short month to its last day, 29 February in leap years', () => {
    expect(iso(periodAt('MONTHLY', 31, at('2026-03-10T00:00:00Z')).start)).toBe(
      '2026-02-27T17:00:00.000Z',
    );
    expect(iso(periodAt('MONTHLY', 31, at('2028-03-10T00:00:00Z')).start)).toBe(
      '2028-02-28T17:00:00.000Z',
    );
    expect(iso(periodAt('MONTHLY', 30, at('2028-02-10T00:00:00Z')).end)).toBe(
      '2028-02-28T17:00:00.000Z',
    );
    expect(iso(periodAt('MONTHLY', 31, at('2026-05-10T00:00:00Z')).start)).toBe(
      '2026-04-29T17:00:00.000Z',
    );
  });

  it('starts quarterly in January, April, July and October', () => {
    const starts = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01', '2027-01-01'];
    for (let i = 0; i < 4; i++) {
      const mid = new Date(vietnamMidnight(starts[i]).getTime() + 40 * 86_400_000);
      const p = periodAt('QUARTERLY', 1, mid);
      expect(iso(p.start)).toBe(iso(vietnamMidnight(starts[i])));
      expect(iso(p.end)).toBe(iso(vietnamMidnight(starts[i + 1])));
    }
    const early = periodAt('QUARTERLY', 10, at('2026-01-05T00:00:00Z'));
    expect(iso(early.start)).toBe('2025-10-09T17:00:00.000Z');
    expect(iso(early.end)).toBe('2026-01-09T17:00:00.000Z');
  });

  it('starts yearly in January, Dec 31 → Jan 1 at 17:00 UTC', () => {
    expect(iso(periodAt('YEARLY', null, at('2026-12-31T16:59:59Z')).start)).toBe(
      '2025-12-31T17:00:00.000Z',
    );
    const p = periodAt('YEARLY', null, at('2026-12-31T17:00:00Z'));
    expect(iso(p.start)).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(p.end)).toBe('2027-12-31T17:00:00.000Z');
  });

  it('has no periods for NEVER', () => {
    expect(periodAt('NEVER', 1, at('2026-07-01T00:00:00Z'))).toEqual({ start: null, end: null });
  });

  it('always contains now, each period ending where the next starts', () => {
    const periods: ResetPeriod[] = ['MONTHLY', 'QUARTERLY', 'YEARLY'];
    for (const period of periods) {
      for (const day of [null, 1, 15, 28, 29, 30, 31]) {
        for (let t = Date.parse('2027-11-01T00:00:00Z'); t < Date.parse('2029-03-01Z');) {
          const now = new Date(t);
          const p = periodAt(period, day, now);
          expect(p.start!.getTime()).toBeLessThanOrEqual(t);
          expect(p.end!.getTime()).toBeGreaterThan(t);
          expect(iso(periodAt(period, day, p.end!).start)).toBe(iso(p.end));
          expect(vietnamDateTime(p.start!).slice(11)).toBe('00:00:00.000');
          t += 5 * 86_400_000 + 3_600_000;
        }
      }
    }
  });
});

describe('monthly limits and monthly budgets', () => {
  it('roll over at the same instant: Vietnam midnight on the 1st', () => {
    for (let t = Date.parse('2026-12-25T00:00:00Z'); t < Date.parse('2028-03-05Z');) {
      const now = new Date(t);
      expect(iso(monthStart(now))).toBe(iso(periodAt('MONTHLY', null, now).start));
      expect(iso(monthStart(now))).toBe(iso(periodAt('MONTHLY', 1, now).start));
      t += 3_600_000 * 7 + 60_000;
    }
    const before = at('2027-01-31T16:59:59.999Z');
    const after = at('2027-01-31T17:00:00.000Z');
    expect(iso(monthStart(before))).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(monthStart(after))).toBe('2027-01-31T17:00:00.000Z');
    expect(iso(periodAt('MONTHLY', null, before).end)).toBe(iso(monthStart(after)));
  });
});
