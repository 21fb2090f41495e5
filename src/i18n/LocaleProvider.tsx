import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nContext, type I18nContextValue, type Translate } from './context';
import { interpolate, lookup } from './interpolate';
import { lookupRegistered } from './lazyCatalogues';
import { applyLocale, DEFAULT_LOCALE, persistLocale, readStoredLocale } from './locale';
import { siteEn, siteVi, type SiteMessages } from './site';
import type { Locale } from './types';

const catalogues: Record<Locale, SiteMessages> = { vi: siteVi, en: siteEn };

export interface LocaleProviderProps {
  children: ReactNode;
  /** Overrides the stored choice (tests, embeds). */
  initialLocale?: Locale;
}

export function LocaleProvider({ children, initialLocale }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(
    () => initialLocale ?? readStoredLocale() ?? DEFAULT_LOCALE,
  );
  // True once the locale was chosen: by the visitor (stored or switched) or by the embedder.
  const chosen = useRef(initialLocale !== undefined || readStoredLocale() !== null);

  useEffect(() => {
    applyLocale(locale);
  }, [locale]);

  const setLocale = useCallback((next: Locale, options?: { persist?: boolean }) => {
    if (options?.persist !== false) persistLocale(next);
    chosen.current = true;
    applyLocale(next);
    setLocaleState(next);
  }, []);

  const offerDefaultLocale = useCallback((next: Locale) => {
    if (chosen.current) return;
    applyLocale(next);
    setLocaleState(next);
  }, []);

  const t = useCallback<Translate>(
    (key, vars) => {
      const template =
        lookup(catalogues[locale], key) ??
        lookupRegistered(locale, key) ??
        lookup(siteVi, key) ??
        key;
      return interpolate(template, vars, locale);
    },
    [locale],
  );

  const value = useMemo<I18nContextValue>(
    () => ({ locale, setLocale, offerDefaultLocale, t }),
    [locale, setLocale, offerDefaultLocale, t],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
