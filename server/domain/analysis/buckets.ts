/**
 * The analysis calendar (docs/analysis.md): buckets of a time series on the Vietnam calendar
 * (dates are 'YYYY-MM-DD' strings, a booking's day is its payment's date in Asia/Ho_Chi_Minh),
 * the period before a range, and how a range splits into whole months (read from the monthly
 * rollup) and the days at its edges (read from the bookings), and whole months into whole
 * quarters and the months beside them (the travellers' rollup). Pure.
 */
import { addDays, daysBetween } from '../../../common/calendar.js';

export type TimeUnit = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER' | 'YEAR';

/** A closed range of Vietnamese dates. */
export interface DateRange {
  from: string;
  to: string;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the bucket `date` falls in (weeks start on Monday, ISO 8601). */
export function bucketStart(unit: TimeUnit, date: string): string {
  const d = utc(date);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (unit) {
    case 'DAY':
      return date;
    case 'WEEK':
      return addDays(date, -((d.getUTCDay() + 6) % 7));
    case 'MONTH':
      return `${y}-${pad(m + 1)}-01`;
    case 'QUARTER':
      return `${y}-${pad(m - (m % 3) + 1)}-01`;
    case 'YEAR':
      return `${y}-01-01`;
  }
}

/** The first day of the bucket after the one starting at `start`. */
function nextBucket(unit: TimeUnit, start: string): string {
  const d = utc(start);
  switch (unit) {
    case 'DAY':
      return addDays(start, 1);
    case 'WEEK':
      return addDays(start, 7);
    case 'MONTH':
      return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
    case 'QUARTER':
      return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1)));
    case 'YEAR':
      return `${d.getUTCFullYear() + 1}-01-01`;
  }
}

/** The ISO week-numbering year and week of a date. */
function isoWeek(date: string): { year: number; week: number } {
  const thursday = utc(addDays(bucketStart('WEEK', date), 3));
  const year = thursday.getUTCFullYear();
  const week = Math.floor(daysBetween(`${year}-01-01`, iso(thursday)) / 7) + 1;
  return { year, week };
}

/** The bucket key of the bucket starting at `start`: 2026-11-27, 2026-W48, 2026-11, 2026-Q4, 2026. */
export function bucketKey(unit: TimeUnit, start: string): string {
  switch (unit) {
    case 'DAY':
      return start;
    case 'WEEK': {
      const { year, week } = isoWeek(start);
      return `${year}-W${pad(week)}`;
    }
    case 'MONTH':
      return start.slice(0, 7);
    case 'QUARTER':
      return `${start.slice(0, 4)}-Q${Math.floor(Number(start.slice(5, 7)) / 3) + 1}`;
    case 'YEAR':
      return start.slice(0, 4);
  }
}

/** Every bucket touching the range, in order (the series shows empty ones as 0). */
export function bucketsOf(unit: TimeUnit, range: DateRange): { key: string; start: string }[] {
  const out: { key: string; start: string }[] = [];
  for (let s = bucketStart(unit, range.from); s <= range.to; s = nextBucket(unit, s)) {
    out.push({ key: bucketKey(unit, s), start: s });
  }
  return out;
}

const KEY_PATTERNS: Record<TimeUnit, RegExp> = {
  DAY: /^(\d{4})-(\d{2})-(\d{2})$/,
  WEEK: /^(\d{4})-W(\d{2})$/,
  MONTH: /^(\d{4})-(\d{2})$/,
  QUARTER: /^(\d{4})-Q([1-4])$/,
  YEAR: /^(\d{4})$/,
};

/** The dates of the bucket a key names, or null when it names none of this unit. */
export function bucketOfKey(unit: TimeUnit, key: string): DateRange | null {
  const m = KEY_PATTERNS[unit].exec(key);
  if (!m) return null;
  let start: string;
  if (unit === 'WEEK') {
    // Week 1 holds the year's first Thursday; its Monday is on or before 4 January.
    const monday = bucketStart('WEEK', `${m[1]}-01-04`);
    start = addDays(monday, (Number(m[2]) - 1) * 7);
    if (Number(m[2]) < 1 || bucketKey('WEEK', start) !== key) return null;
  } else if (unit === 'QUARTER') {
    start = `${m[1]}-${pad((Number(m[2]) - 1) * 3 + 1)}-01`;
  } else if (unit === 'MONTH') {
    start = `${m[1]}-${m[2]}-01`;
  } else if (unit === 'YEAR') {
    start = `${m[1]}-01-01`;
  } else {
    start = key;
  }
  if (Number.isNaN(utc(start).getTime()) || iso(utc(start)) !== start) return null;
  return { from: start, to: addDays(nextBucket(unit, start), -1) };
}

/** The same number of days just before the range. */
export function previousRange(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export interface MonthSplit {
  /** Months read whole from the monthly rollup: month starts from `from` to `to`; null: none. */
  months: DateRange | null;
  /** Days read from the bookings and added. */
  edges: DateRange[];
  /** Days read from the bookings and taken away (of a month read whole but not wholly asked). */
  minus: DateRange[];
}

/**
 * A range as whole months and days: a month wholly inside is read whole; a month partly inside
 * is read as its days in the range, or — when fewer days of it lie outside — whole, minus the
 * days outside (a range ending today takes the month so far and subtracts the empty rest).
 */
export function splitMonths(range: DateRange): MonthSplit {
  const whole: string[] = [];
  const edges: DateRange[] = [];
  const minus: DateRange[] = [];
  for (let m = bucketStart('MONTH', range.from); m <= range.to; m = nextBucket('MONTH', m)) {
    const end = addDays(nextBucket('MONTH', m), -1);
    const from = range.from > m ? range.from : m;
    const to = range.to < end ? range.to : end;
    const inside = daysBetween(from, to) + 1;
    const outside = daysBetween(m, end) + 1 - inside;
    if (outside === 0 || outside < inside) {
      whole.push(m);
      if (from > m) minus.push({ from: m, to: addDays(from, -1) });
      if (to < end) minus.push({ from: addDays(to, 1), to: end });
    } else {
      edges.push({ from, to });
    }
  }
  return {
    months: whole.length ? { from: whole[0], to: whole[whole.length - 1] } : null,
    edges,
    minus,
  };
}

export interface QuarterSplit {
  /** Quarters read whole: quarter starts from `from` to `to`; null: none. */
  quarters: DateRange | null;
  /** Months read whole beside them (month starts, each range in order). */
  months: DateRange[];
}

/**
 * Whole months (a MonthSplit's, starts `from`..`to`) as the whole quarters among them and the
 * months before and after those.
 */
export function splitQuarters(months: DateRange): QuarterSplit {
  const end = nextBucket('MONTH', months.to); // the day after the last month
  let first = bucketStart('QUARTER', months.from);
  if (first < months.from) first = nextBucket('QUARTER', first);
  if (nextBucket('QUARTER', first) > end) return { quarters: null, months: [months] };
  let last = first;
  while (nextBucket('QUARTER', nextBucket('QUARTER', last)) <= end) {
    last = nextBucket('QUARTER', last);
  }
  const beside: DateRange[] = [];
  if (months.from < first) {
    beside.push({ from: months.from, to: bucketStart('MONTH', addDays(first, -1)) });
  }
  const after = nextBucket('QUARTER', last);
  if (after < end) beside.push({ from: after, to: months.to });
  return { quarters: { from: first, to: last }, months: beside };
}
