/**
 * Money and dates as a document writes them, in the reader's language: amounts through
 * common/money.ts, calendar dates as the mails write them (server/mail/format.ts).
 */
import { vietnamDate } from '../../common/calendar.js';
import { formatMoney, type MoneyLocale } from '../../common/money.js';
import { formatDate } from '../mail/format.js';

export type DocumentLocale = MoneyLocale;

/** Minor units of a currency: '1.234.567 ₫' (vi) or '₫1,234,567' (en). */
export function documentMoney(minorUnits: number, currency: string, locale: DocumentLocale) {
  return formatMoney(minorUnits, currency, locale);
}

/** A calendar day 'YYYY-MM-DD', or an instant's day in Vietnam: '04/12/2026' or '4 Dec 2026'. */
export function documentDate(value: string | Date, locale: DocumentLocale): string {
  const day = value instanceof Date ? vietnamDate(value) : value.slice(0, 10);
  return formatDate(locale, day);
}
