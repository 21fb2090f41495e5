import { describe, expect, it } from 'vitest';
import {
  bucketKey,
  bucketOfKey,
  bucketStart,
  bucketsOf,
  previousRange,
  splitMonths,
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
});
