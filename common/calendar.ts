/**
 * The Vietnam calendar (docs/decisions.md, "One Vietnam calendar"): what day it is, when a
 * month starts and which budget period an instant falls in, in Asia/Ho_Chi_Minh. Staff monthly
 * limits, the corporate's monthly limit, cost-center budgets, the search boxes, the API's date
 * windows, VNPay's dates and the demo data all read the calendar here, so they turn the page
 * at the same instant: local midnight, 17:00 UTC the day before.
 *
 * Calendar dates are 'YYYY-MM-DD' strings (what the URL, the API and SQL `date` carry), and
 * compare as strings; instants are `Date`s. Vietnam keeps UTC+7 all year (no daylight saving
 * since 1975), so its dates are computed from the fixed offset: no ICU time-zone data is loaded
 * for them (that cost ~25 ms of main thread on every page). Other zones go through Intl.
 *
 * Pure and dependency-free: imported by server/ and src/.
 */

/** The market's time zone. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** UTC+7, all year. */
export const VIETNAM_OFFSET_MS = 7 * 3_600_000;

const DAY_MS = 86_400_000;

/** Wall-clock time in Vietnam of an instant, 'YYYY-MM-DDTHH:mm:ss.sss' (no zone suffix). */
export function vietnamDateTime(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 23);
}

/** The date in Vietnam of an instant: "today" when it is now. */
export function vietnamDate(instant: Date = new Date()): string {
  return vietnamDateTime(instant).slice(0, 10);
}

/** The instant a Vietnamese date begins (its local midnight: 17:00 UTC the day before). */
export function vietnamMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - VIETNAM_OFFSET_MS);
}

/** Building an Intl.DateTimeFormat costs far more than using one: one per time zone. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** Wall time through ICU: 'YYYY-MM-DDTHH:mm'. */
function formattedWallTime(instant: Date, timeZone: string): string {
  let format = wallFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A zone's offset from UTC (ms) at an instant that falls on a whole minute. */
function offsetAt(ms: number, timeZone: string): number {
  return Date.parse(`${formattedWallTime(new Date(ms), timeZone)}:00Z`) - ms;
}

/**
 * Per zone, its offset through each UTC day asked about, or null for a day on which it changes
 * (daylight saving). ICU's formatToParts took 6–7 µs a call, and a flight search shows two wall
 * times per option: 13 % of the server's busy main thread under flight-search load
 * (docs/capacity.md, "Seventeenth session"). An offset that is the same at a UTC day's two ends
 * holds all day (checked against ICU for every zone and day of 1990–2040: docs/decisions.md).
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
/** Days remembered per zone before the zone's memory starts over (a few years of days). */
const DAYS_REMEMBERED = 2_048;

function dayOffset(day: number, timeZone: string): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * DAY_MS, timeZone);
    offset = start === offsetAt((day + 1) * DAY_MS, timeZone) ? start : null;
    if (days.size >= DAYS_REMEMBERED) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/** Wall-clock time of an instant in any IANA time zone, 'YYYY-MM-DDTHH:mm'. */
export function wallTimeIn(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const offset =
    timeZone === VIETNAM_TIME_ZONE
      ? VIETNAM_OFFSET_MS
      : dayOffset(Math.floor(ms / DAY_MS), timeZone);
  if (offset === null) return formattedWallTime(instant, timeZone);
  return new Date(ms + offset).toISOString().slice(0, 16);
}

/** The date of an instant in any IANA time zone (a property's, an airport's). */
export function dateIn(instant: Date, timeZone: string): string {
  return wallTimeIn(instant, timeZone).slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'; the nights of a stay). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * How often a budget turns over (the GraphQL BudgetResetPeriod). A period starts at local
 * midnight of `reset_day` (default 1) of its first month: every month (MONTHLY), January,
 * April, July and October (QUARTERLY) or January (YEARLY); a day past the end of a short month
 * means its last day (31 → 28 or 29 February, 30 April). NEVER has no periods.
 */
export type ResetPeriod = 'NEVER' | 'MONTHLY' | 'QUARTERLY' | 'YEARLY';

const MONTHS: Record<Exclude<ResetPeriod, 'NEVER'>, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
};

export interface Period {
  /** When the period began; null for NEVER (all spending counts). */
  start: Date | null;
  /** When the next one begins; null for NEVER. */
  end: Date | null;
}

/** Local midnight of `day` (clamped to the month's length) of month index `month` (may overflow). */
function localStart(year: number, month: number, day: number): Date {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay)) - VIETNAM_OFFSET_MS);
}

/** The period that `now` falls in, for a budget reset every `period` on `resetDay`. */
export function periodAt(period: ResetPeriod, resetDay: number | null, now: Date): Period {
  if (period === 'NEVER') return { start: null, end: null };
  const step = MONTHS[period];
  const day = resetDay ?? 1;
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  let month = Math.floor(local.getUTCMonth() / step) * step;
  if (localStart(year, month, day) > now) month -= step;
  return { start: localStart(year, month, day), end: localStart(year, month + step, day) };
}

/**
 * Midnight in Vietnam of the first day of `now`'s month: where monthly limits (the traveller's,
 * the corporate's) count from. The same instant as a MONTHLY budget's period start, by
 * construction.
 */
export function monthStart(now: Date): Date {
  return periodAt('MONTHLY', 1, now).start!;
}
