import type { Locale } from '../../i18n/types';
import { isPlainNumber, plainCalendarDate, plainNumber, plainVnd } from './plainFormat';

/** BCP 47 tag per site locale: vi-VN prints '1.250.000 ₫', en-US prints '₫1,250,000'. */
export function intlLocale(locale: Locale): string {
  return locale === 'vi' ? 'vi-VN' : 'en-US';
}

// Intl formatters are costly to build (a results page formats hundreds of values): keep them.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

const moneyFormat = (locale: Locale, currency: string) =>
  numberFormat(locale, { style: 'currency', currency });

const minorDigits = new Map<string, number>();

/** ISO 4217 exponent of a currency as Intl knows it (VND 0, USD 2). */
function digitsOf(currency: string): number {
  if (currency === 'VND') return 0;
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = moneyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 0;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/**
 * Money from the API: a whole number of minor units of `currency` (VND has none, so 1 = 1 ₫).
 * Spaces inside the result are no-break spaces, as Intl writes them.
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  return formatMajorMoney(majorUnits(minorUnits, currency), currency, locale);
}

/** Whole minor units of `currency` as major units (VND: 1 = 1 ₫; USD: 4921 = 49.21). */
export function majorUnits(minorUnits: number, currency: string): number {
  return minorUnits / 10 ** digitsOf(currency);
}

/** `standard` as the currency writes it, `compact` for map markers, `whole` for slider labels. */
export type MoneyStyle = 'standard' | 'compact' | 'whole';

const MONEY_STYLES: Record<MoneyStyle, Intl.NumberFormatOptions> = {
  standard: {},
  compact: { notation: 'compact', maximumFractionDigits: 1 },
  whole: { minimumFractionDigits: 0, maximumFractionDigits: 0 },
};

/** An amount in major units of `currency` (e.g. converted for display), in the locale. */
export function formatMajorMoney(
  amount: number,
  currency: string,
  locale: Locale,
  style: MoneyStyle = 'standard',
): string {
  if (currency === 'VND' && style !== 'compact' && isPlainNumber(amount)) {
    return plainVnd(amount, locale);
  }
  return numberFormat(locale, { style: 'currency', currency, ...MONEY_STYLES[style] }).format(
    amount,
  );
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

/** Short money for map markers: '1,3 Tr ₫' (vi) or '₫1.3M' (en). */
export function formatMoneyCompact(minorUnits: number, currency: string, locale: Locale): string {
  return formatMajorMoney(majorUnits(minorUnits, currency), currency, locale, 'compact');
}
