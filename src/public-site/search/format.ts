import { vietnamDate, vietnamDateTime } from '../../../common/calendar';
import type { Locale } from '../../i18n/types';
import { isPlainNumber, plainCalendarDate, plainNumber } from './plainFormat';
import {
  formatMajorMoney,
  formatMoney,
  formatMoneyCompact,
  intlLocale,
  majorUnits,
  numberFormat,
  type MoneyStyle,
} from '../../../common/money';

// Money has one implementation for both tiers, in common/money.ts; the site imports it from here.
export { formatMajorMoney, formatMoney, formatMoneyCompact, intlLocale, majorUnits };
export type { MoneyStyle };

// Intl formatters are costly to build (a results page formats hundreds of values): keep them.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A UTC instant as wall-clock time (HH:mm, 24 h) in the place's IANA time zone. */
export function formatLocalTime(instant: string, timeZone: string, locale: Locale): string {
  return dateFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** A UTC instant as a short date ('Th 5, 12 thg 3' / 'Thu, Mar 12') in the place's zone. */
export function formatLocalDate(instant: string, timeZone: string, locale: Locale): string {
  return dateFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(instant));
}

/** A UTC instant as date and time in the place's zone, e.g. for free-cancellation deadlines. */
export function formatLocalDateTime(instant: string, timeZone: string, locale: Locale): string {
  return dateFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

function zonePart(
  timeZone: string,
  locale: Locale,
  style: 'longGeneric' | 'shortOffset',
  at: Date,
) {
  return dateFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * An IANA zone as people read it, in the page language: 'Giờ Đông Dương (GMT+7)' /
 * 'Indochina Time (GMT+7)' for Asia/Ho_Chi_Minh; the id itself if the browser does not know it.
 */
export function formatTimeZone(timeZone: string, locale: Locale, at = new Date()): string {
  try {
    const name = zonePart(timeZone, locale, 'longGeneric', at);
    const offset = zonePart(timeZone, locale, 'shortOffset', at);
    if (!name || !offset) return timeZone;
    return name === offset ? name : `${name} (${offset})`;
  } catch {
    return timeZone;
  }
}

export interface CalendarDateStyle {
  weekday?: 'short' | 'long';
  year?: boolean;
}

/** A calendar date ('YYYY-MM-DD', no time zone of its own) as written in the locale. */
export function formatCalendarDate(
  isoDate: string,
  locale: Locale,
  style: CalendarDateStyle = { weekday: 'short' },
): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!Number.isNaN(date.getTime())) {
    return plainCalendarDate(date, locale, style.weekday, style.year ?? false);
  }
  return dateFormat(locale, {
    timeZone: 'UTC',
    weekday: style.weekday,
    day: 'numeric',
    month: 'short',
    ...(style.year ? { year: 'numeric' } : {}),
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The day in Vietnam of an instant (an expiry, a history entry) as written in the locale, with
 * the year: '12 thg 3, 2026' / 'Mar 12, 2026'. Never the browser's time zone.
 */
export function formatVietnamDay(instant: string, locale: Locale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return formatCalendarDate(vietnamDate(at), locale, { year: true });
}

/** An instant as its day and 24-hour time in Vietnam: '12 thg 3, 2026 14:05'. */
export function formatVietnamDayTime(instant: string, locale: Locale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return `${formatVietnamDay(instant, locale)} ${vietnamDateTime(at).slice(11, 16)}`;
}

/** Minutes as '2h 5m' (en) or '2 giờ 5 phút' (vi), through Intl unit formatting. */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** A plain number in the locale (counts, kilograms, ratings). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  if (isPlainNumber(value)) return plainNumber(value, locale, maximumFractionDigits);
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}
