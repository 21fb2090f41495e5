import { describe, expect, it } from 'vitest';
import { periodAt } from '../../../common/calendar';
import { usedInPeriod } from '../../../server/domain/corporates/budget-period';

// Vietnam time is UTC+7: local midnight of a day is 17:00 UTC the day before.
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('budget periods', () => {
  it('start monthly at local midnight of the reset day', () => {
    const p = periodAt('MONTHLY', 5, at('2026-03-10T08:00:00Z'));
    expect(iso(p.start)).toBe('2026-03-04T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-04-04T17:00:00.000Z');
  });

  it('belong to the previous month before the reset day, across a year', () => {
    const p = periodAt('MONTHLY', 15, at('2026-01-03T00:00:00Z'));
    expect(iso(p.start)).toBe('2025-12-14T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-01-14T17:00:00.000Z');
  });

  it('follow the Vietnamese date, not the UTC one', () => {
    // 2026-03-31T18:00Z is 1 April, 01:00 in Hà Nội: April's period has begun.
    const p = periodAt('MONTHLY', 1, at('2026-03-31T18:00:00Z'));
    expect(iso(p.start)).toBe('2026-03-31T17:00:00.000Z');
  });

  it('clamp a day past the end of a short month to its last day', () => {
    const feb = periodAt('MONTHLY', 31, at('2026-02-28T12:00:00Z'));
    expect(iso(feb.start)).toBe('2026-02-27T17:00:00.000Z');
    expect(iso(feb.end)).toBe('2026-03-30T17:00:00.000Z');
    const jan = periodAt('MONTHLY', 31, at('2026-02-20T12:00:00Z'));
    expect(iso(jan.start)).toBe('2026-01-30T17:00:00.000Z');
  });

  it('start quarterly in January, April, July and October', () => {
    const p = periodAt('QUARTERLY', 1, at('2026-05-20T00:00:00Z'));
    expect(iso(p.start)).toBe('2026-03-31T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-06-30T17:00:00.000Z');
    const early = periodAt('QUARTERLY', 10, at('2026-01-05T00:00:00Z'));
    expect(iso(early.start)).toBe('2025-10-09T17:00:00.000Z');
  });

  it('start yearly in January and never for NEVER', () => {
    const p = periodAt('YEARLY', null, at('2026-07-01T00:00:00Z'));
    expect(iso(p.start)).toBe('2025-12-31T17:00:00.000Z');
    expect(iso(p.end)).toBe('2026-12-31T17:00:00.000Z');
    expect(periodAt('NEVER', null, at('2026-07-01T00:00:00Z'))).toEqual({ start: null, end: null });
  });

  it('count spending of the current period only', () => {
    const budget = { reset_period: 'MONTHLY' as const, reset_day: 1, used_balance: 700 };
    const now = at('2026-03-10T00:00:00Z');
    expect(usedInPeriod(budget, at('2026-03-02T00:00:00Z'), now)).toBe(700);
    expect(usedInPeriod(budget, at('2026-02-27T00:00:00Z'), now)).toBe(0);
    const never = { ...budget, reset_period: 'NEVER' as const, reset_day: null };
    expect(usedInPeriod(never, at('2020-01-01T00:00:00Z'), now)).toBe(700);
  });
});
