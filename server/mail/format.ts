/**
 * Money, dates and times as a mail writes them, in the recipient's language and time zone:
 * amounts through common/money.ts, instants placed in the zone through common/calendar.ts.
 */
import { VIETNAM_TIME_ZONE, wallTimeIn } from '../../common/calendar.js';
import { formatMoneyText } from '../../common/money.js';
import type { MailLocale, Recipient } from './types.js';

const EN_MONTHS = [
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

/** 'YYYY-MM-DD' → 04/12/2026 (vi) or 4 Dec 2026 (en). */
export function formatDate(locale: MailLocale, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return locale === 'vi'
    ? `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`
    : `${d} ${EN_MONTHS[m - 1]} ${y}`;
}

/** A wall time as written ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm…'): 'HH:mm date', or the date. */
export function formatWallTime(locale: MailLocale, value: string): string {
  const [date, time] = value.split('T');
  const day = formatDate(locale, date);
  return time ? `${time.slice(0, 5)} ${day}` : day;
}

const ZONE_NAMES: Record<MailLocale, Record<string, string>> = {
  vi: { [VIETNAM_TIME_ZONE]: 'giờ Việt Nam' },
  en: { [VIETNAM_TIME_ZONE]: 'Vietnam time' },
};

/** The formatters of one recipient. */
export interface MailFormat {
  /** Whole minor units with the currency code: '1.250.000 VND' (vi), 'VND 1,250,000' (en). */
  money(minorUnits: number, currency: string): string;
  /** 'YYYY-MM-DD' in the recipient's language. */
  date(date: string): string;
  /** A local wall time (a flight's departure at its airport), not moved to another zone. */
  wallTime(value: string): string;
  /** An instant in the recipient's time zone, with the zone: '14:30 27/11/2026 (giờ Việt Nam)'. */
  instant(at: Date): string;
}

export function mailFormat(recipient: Recipient): MailFormat {
  const { locale, timeZone } = recipient;
  return {
    money: (minorUnits, currency) => formatMoneyText(minorUnits, currency, locale),
    date: (date) => formatDate(locale, date),
    wallTime: (value) => formatWallTime(locale, value),
    instant: (at) =>
      `${formatWallTime(locale, wallTimeIn(at, timeZone))} (${ZONE_NAMES[locale][timeZone] ?? timeZone})`,
  };
}
