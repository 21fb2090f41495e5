import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkOutAfter,
  dateWithin,
  daysBetween,
  isIsoDate,
  lastSearchDate,
  MAX_NIGHTS,
  todayIn,
} from './dates';

describe('dates', () => {
  it('knows today in Vietnam when UTC is still yesterday', () => {
    expect(todayIn('Asia/Ho_Chi_Minh', new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-01');
  });

  it('adds days across months and counts nights', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(daysBetween('2026-03-12', '2026-03-14')).toBe(2);
    expect(lastSearchDate('2026-01-01')).toBe('2026-03-31');
  });

  it('accepts only real dates inside the window', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(dateWithin('2026-03-05', '2026-03-01', '2026-03-31')).toBe('2026-03-05');
    expect(dateWithin('2026-02-28', '2026-03-01', '2026-03-31')).toBeNull();
    expect(dateWithin(null, '2026-03-01', '2026-03-31')).toBeNull();
  });
});

describe('checkOutAfter', () => {
  it('keeps the check-out while the stay stays 1 to MAX_NIGHTS nights, else takes the next day', () => {
    expect(checkOutAfter('2026-03-10', '2026-03-14')).toBe('2026-03-14');
    expect(checkOutAfter('2026-03-10', addDays('2026-03-10', MAX_NIGHTS))).toBe(
      addDays('2026-03-10', MAX_NIGHTS),
    );
    expect(checkOutAfter('2026-03-10', addDays('2026-03-10', MAX_NIGHTS + 1))).toBe('2026-03-11');
    expect(checkOutAfter('2026-03-10', '2026-03-10')).toBe('2026-03-11');
    expect(checkOutAfter('2026-03-10', '')).toBe('2026-03-11');
  });
});
