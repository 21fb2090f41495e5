import type { Locale } from '../../i18n/types';

/**
 * Text for the values a results page shows on first paint, written without Intl. The first
 * Intl.DateTimeFormat and the first Intl.NumberFormat a page builds each load ICU data: about
 * 25 ms of main thread apiece here, 100 ms on a slow phone, inside the render that paints the
 * page. These functions write exactly what Intl writes for the site's two locales (format.test.ts
 * compares them over every date of two years and thousands of amounts); anything else, such as
 * other currencies, compact amounts or time zones, is left to Intl in format.ts.
 */

const WEEKDAYS_SHORT: Record<Locale, string[]> = {
  vi: ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const WEEKDAYS_LONG: Record<Locale, string[]> = {
  vi: ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'Thứ 5, 12 thg 3, 2026' / 'Thu, Mar 12, 2026', each part optional as Intl would leave it. */
export function plainCalendarDate(
  date: Date,
  locale: Locale,
  weekday: 'short' | 'long' | undefined,
  withYear: boolean,
): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const dayMonth = locale === 'vi' ? `${day} thg ${month + 1}` : `${MONTHS_EN[month]} ${day}`;
  const names = weekday === 'long' ? WEEKDAYS_LONG : weekday === 'short' ? WEEKDAYS_SHORT : null;
  const head = names ? `${names[locale][date.getUTCDay()]}, ` : '';
  return `${head}${dayMonth}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
}

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Largest magnitude written here; beyond it (never a price) Intl takes over. */
const PLAIN_LIMIT = 1e15;

/** Whether `plainNumber` writes `value`: finite, of a sane size, not in exponent notation. */
export function isPlainNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < PLAIN_LIMIT && !String(value).includes('e');
}

/**
 * `value` rounded half away from zero to at most `maxFraction` digits, grouped by thousands,
 * trailing zeros dropped: what Intl.NumberFormat writes with `maximumFractionDigits`.
 */
export function plainNumber(value: number, locale: Locale, maxFraction: number): string {
  const { group, decimal } = SEPARATORS[locale];
  // Rounding through the shortest decimal text ('1.005e2'), as ICU does, not the binary value.
  const rounded = Math.round(Number(`${Math.abs(value)}e${maxFraction}`));
  const digits = String(rounded).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  const fraction = digits.slice(digits.length - maxFraction).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** A whole VND amount: '1.250.000 ₫' (vi, no-break space) or '₫1,250,000' (en). */
export function plainVnd(amount: number, locale: Locale): string {
  const text = plainNumber(amount, locale, 0);
  if (locale === 'vi') return `${text}\u00a0₫`;
  return text.startsWith('-') ? `-₫${text.slice(1)}` : `₫${text}`;
}
