import { describe, expect, it } from 'vitest';
import * as calendar from '../../../common/calendar';
import {
  addDays,
  defaultFilter,
  filterSearch,
  graphqlFilter,
  parseFilter,
  presetPeriod,
  quarterOf,
  vietnamDay,
  vietnamDayStart,
} from './filter';

describe('the analysis filter in the URL', () => {
  it('round-trips every field of the spec’s filter', () => {
    const filter = {
      department_ids: ['d1', 'd2'],
      user_ids: ['u1'],
      cost_center_ids: ['cc1'],
      start: '2026-04-01',
      end: '2026-06-30',
      time_unit: 'WEEK' as const,
      group_by: 'COST_CENTER' as const,
      selectedTime: '2026-W20',
    };
    expect(parseFilter(filterSearch(filter), '2026-11-27')).toEqual(filter);
    expect(graphqlFilter(filter)).toEqual({
      department_ids: ['d1', 'd2'],
      user_ids: ['u1'],
      cost_center_ids: ['cc1'],
      start: '2026-04-01',
      end: '2026-06-30',
      time_unit: 'WEEK',
      group_by: 'COST_CENTER',
      selectedTime: '2026-W20',
    });
  });

  it('defaults to this quarter in Vietnam, month buckets, by product, everyone', () => {
    expect(parseFilter(new URLSearchParams(''), '2026-11-27')).toEqual(defaultFilter('2026-11-27'));
    expect(defaultFilter('2026-11-27')).toMatchObject({
      start: '2026-10-01',
      end: '2026-12-31',
      time_unit: 'MONTH',
      group_by: 'PRODUCT',
      department_ids: [],
      selectedTime: null,
    });
  });

  it('takes the default for what is malformed, and the start’s quarter for an end before it', () => {
    const bad = new URLSearchParams(
      'start=2026-02-30x&end=2026-01-01&time_unit=HOUR&group_by=AIRLINE&department_ids=,,a,a',
    );
    expect(parseFilter(bad, '2026-11-27')).toMatchObject({
      start: '2026-10-01',
      end: '2026-12-31',
      time_unit: 'MONTH',
      group_by: 'PRODUCT',
      department_ids: ['a'],
    });
    const backwards = new URLSearchParams('start=2026-05-10&end=2026-05-01');
    expect(parseFilter(backwards, '2026-11-27')).toMatchObject({
      start: '2026-04-01',
      end: '2026-06-30',
    });
  });

  it('names periods on the Vietnam calendar: quarters, months and years at their edges', () => {
    expect(quarterOf('2026-12-31')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(quarterOf('2024-02-29')).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(presetPeriod('lastQuarter', '2026-01-15')).toEqual({
      start: '2025-10-01',
      end: '2025-12-31',
    });
    expect(presetPeriod('lastMonth', '2026-03-31')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(presetPeriod('thisYear', '2026-07-01')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('computes Vietnamese days exactly as common/calendar does', () => {
    for (const iso of [
      '2026-12-31T16:59:59.999Z',
      '2026-12-31T17:00:00.000Z',
      '2024-02-28T17:00:00.000Z',
      '2026-06-30T23:00:00.000Z',
    ]) {
      expect(vietnamDay(new Date(iso))).toBe(calendar.vietnamDate(new Date(iso)));
    }
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31']) {
      expect(vietnamDayStart(day)).toEqual(calendar.vietnamMidnight(day));
      expect(addDays(day, 1)).toBe(calendar.addDays(day, 1));
      expect(addDays(day, -1)).toBe(calendar.addDays(day, -1));
    }
  });
});
