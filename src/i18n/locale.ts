import Cookies from 'js-cookie';
import type { Locale } from './types';

export const LOCALES: readonly Locale[] = ['vi', 'en'];
export const DEFAULT_LOCALE: Locale = 'vi';
/** Cookie that remembers the visitor's language choice (spec §3, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_STORAGE_KEY = 'locale';
const COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice: cookie first, then local storage; null when the visitor never chose. */
export function readStoredLocale(): Locale | null {
  const fromCookie = Cookies.get(LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const fromStorage = safeLocalStorage()?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(fromStorage) ? fromStorage : null;
}

export function persistLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  safeLocalStorage()?.setItem(LOCALE_STORAGE_KEY, locale);
}

let current: Locale = readStoredLocale() ?? DEFAULT_LOCALE;

/** The locale in use, for non-React code (e.g. the x-locale header). */
export function getCurrentLocale(): Locale {
  return current;
}

/** Makes `locale` current: module state and `<html lang>`. Persisting is separate. */
export function applyLocale(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Value of the x-locale header: `zh_TW` is sent as `zh-TW` (spec §1). */
export function localeHeaderValue(locale: string): string {
  return locale.replace(/_/g, '-');
}
