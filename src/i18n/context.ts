import { createContext, useContext } from 'react';
import type { Locale, MessageVars } from './types';
import type { SiteKey } from './site';

export type Translate = (key: SiteKey, vars?: MessageVars) => string;

export interface I18nContextValue {
  locale: Locale;
  /** Switches language; `persist: false` applies it without remembering the choice. */
  setLocale: (locale: Locale, options?: { persist?: boolean }) => void;
  /** The configured default: applied only while the visitor has made no choice. */
  offerDefaultLocale: (locale: Locale) => void;
  t: Translate;
}

export const I18nContext = createContext<I18nContextValue | null>(null);

function useI18nContext(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT/useLocale must be used inside <LocaleProvider>');
  return value;
}

/** The public site's translate function (no react-admin). */
export function useT(): Translate {
  return useI18nContext().t;
}

export function useLocale(): Pick<I18nContextValue, 'locale' | 'setLocale' | 'offerDefaultLocale'> {
  const { locale, setLocale, offerDefaultLocale } = useI18nContext();
  return { locale, setLocale, offerDefaultLocale };
}
