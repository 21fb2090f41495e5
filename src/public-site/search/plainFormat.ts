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

// Numbers and VND amounts are written by common/money.ts, for both tiers.
export { isPlainNumber, plainNumber, plainVnd } from '../../../common/money';
