import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketKey,
  bucketOfKey,
  bucketStart,
  bucketsOf,
  previousRange,
  splitMonths,
  splitQuarters,
} from '../../../server/domain/analysis/buckets';

// The analysis calendar (pure): bucket keys at week, month, quarter and year edges, the keys a
// chart click sends back, the previous period, and how a range splits into months and days.

describe('buckets', () => {
  it('keys each unit at its edges, weeks by ISO 8601', () => {
    expect(bucketKey('WEEK', bucketStart('WEEK', '2027-01-01'))).toBe('2026-W53');
    expect(bucketStart('WEEK', '2027-01-01')).toBe('2026-12-28');
    expect(bucketKey('WEEK', bucketStart('WEEK', '2025-12-29'))).toBe('2026-W01');
    expect(bucketKey('QUARTER', bucketStart('QUARTER', '2026-12-31'))).toBe('2026-Q4');
    expect(bucketKey('MONTH', bucketStart('MONTH', '2028-02-29'))).toBe('2028-02');
    expect(bucketKey('YEAR', bucketStart('YEAR', '2027-01-01'))).toBe('2027');
  });

  it('reads a key back as its days, and refuses what is not one', () => {
    expect(bucketOfKey('WEEK', '2026-W53')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(bucketOfKey('QUARTER', '2026-Q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(bucketOfKey('MONTH', '2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(bucketOfKey('WEEK', '2025-W53')).toBeNull();
    expect(bucketOfKey('MONTH', '2026-13')).toBeNull();
    expect(bucketOfKey('DAY', '2026-02-30')).toBeNull();
  });

  it('lists every bucket touching a range and the same-length period before', () => {
    expect(bucketsOf('MONTH', { from: '2026-11-15', to: '2027-01-02' }).map((b) => b.key)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });

  it('splits a range into whole months, added days and days taken away', () => {
    expect(splitMonths({ from: '2025-11-29', to: '2026-11-28' })).toEqual({
      months: { from: '2025-12-01', to: '2026-11-01' },
      edges: [{ from: '2025-11-29', to: '2025-11-30' }],
      minus: [{ from: '2026-11-29', to: '2026-11-30' }],
    });
    expect(splitMonths({ from: '2026-02-10', to: '2026-02-12' })).toEqual({
      months: null,
      edges: [{ from: '2026-02-10', to: '2026-02-12' }],
      minus: [],
    });
    expect(splitMonths({ from: '2026-01-01', to: '2026-03-31' }).edges).toEqual([]);
  });

  it('reads whole months as the whole quarters among them and the months beside', () => {
    // The last 12 months on 2026-11-29: December, three quarters, October and November.
    expect(splitQuarters({ from: '2025-12-01', to: '2026-11-01' })).toEqual({
      quarters: { from: '2026-01-01', to: '2026-07-01' },
      months: [
        { from: '2025-12-01', to: '2025-12-01' },
        { from: '2026-10-01', to: '2026-11-01' },
      ],
    });
    expect(splitQuarters({ from: '2026-01-01', to: '2026-12-01' })).toEqual({
      quarters: { from: '2026-01-01', to: '2026-10-01' },
      months: [],
    });
    expect(splitQuarters({ from: '2026-04-01', to: '2026-06-01' })).toEqual({
      quarters: { from: '2026-04-01', to: '2026-04-01' },
      months: [],
    });
    // No whole quarter: the months as they are.
    expect(splitQuarters({ from: '2026-02-01', to: '2026-04-01' })).toEqual({
      quarters: null,
      months: [{ from: '2026-02-01', to: '2026-04-01' }],
    });
    expect(splitQuarters({ from: '2026-05-01', to: '2026-05-01' })).toEqual({
      quarters: null,
      months: [{ from: '2026-05-01', to: '2026-05-01' }],
    });
    // Across a year's end.
    expect(splitQuarters({ from: '2026-11-01', to: '2027-04-01' })).toEqual({
      quarters: { from: '2027-01-01', to: '2027-01-01' },
      months: [
        { from: '2026-11-01', to: '2026-12-01' },
        { from: '2027-04-01', to: '2027-04-01' },
      ],
    });
  });

  it('covers every month once, each quarter it reads wholly inside', () => {
    const monthsOf = (r: { from: string; to: string }) =>
      bucketsOf('MONTH', { from: r.from, to: r.to }).map((b) => b.start);
    const calendar = monthsOf({ from: '2024-01-01', to: '2031-12-31' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }), (a, n) => {
        const [from, to] = [calendar[a], calendar[a + n]];
        const split = splitQuarters({ from, to });
        const quarters = split.quarters ? bucketsOf('QUARTER', split.quarters) : [];
        const read = [
          ...split.months.flatMap(monthsOf),
          ...quarters.flatMap((q) => monthsOf(bucketOfKey('QUARTER', q.key)!)),
        ];
        expect(read.sort()).toEqual(monthsOf({ from, to }));
        // Every quarter wholly inside is read as a quarter.
        const inside = bucketsOf('QUARTER', { from, to }).filter((q) => {
          const whole = monthsOf(bucketOfKey('QUARTER', q.key)!);
          return whole[0] >= from && whole[2] <= to;
        });
        expect(quarters.map((q) => q.key)).toEqual(inside.map((q) => q.key));
      }),
    );
  });
});
