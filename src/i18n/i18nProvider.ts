import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import type { Locale } from './types';
import { vi } from './vi';
import { en } from './en';

/**
 * react-admin's i18nProvider for the corporate console (lazy chunk only). Holds the whole
 * catalogue — site texts and `ra.*` — so console components can translate any key.
 */
export function createI18nProvider(initialLocale: Locale): I18nProvider {
  return polyglotI18nProvider(
    (locale) => (locale === 'en' ? en : vi),
    initialLocale,
    [
      { locale: 'vi', name: vi.locales.vi },
      { locale: 'en', name: vi.locales.en },
    ],
    { allowMissing: true },
  );
}
