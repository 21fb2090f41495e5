import { formatMoney } from '../../../common/money';
import { VIETNAM_TIME_ZONE } from '../../../common/calendar';
import type { Locale } from '../../i18n/types';
import { formatCalendarDate, formatLocalDateTime } from '../search/format';

/** The shared formatters, as the expense pages use them. */
export const money = (amount: number, currency: string, locale: Locale) =>
  formatMoney(amount, currency, locale);
export const day = (isoDate: string, locale: Locale) =>
  formatCalendarDate(isoDate, locale, { weekday: undefined, year: true });
export const instant = (iso: string, locale: Locale) =>
  formatLocalDateTime(iso, VIETNAM_TIME_ZONE, locale);
