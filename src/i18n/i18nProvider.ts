import type { I18nProvider, TranslateFunction } from 'ra-core';
import { interpolate, lookup } from './interpolate';
import type { Locale, MessageVars } from './types';
import type { AppMessages } from './vi';

/**
 * The console's catalogues (site texts, console texts, resource labels and react-admin's
 * `ra.*`), one language per chunk: only the language in use is downloaded.
 */
const LOADERS: Record<Locale, () => Promise<AppMessages>> = {
  vi: () => import('./vi').then((module) => module.vi),
  en: () => import('./en').then((module) => module.en),
};

const loaded: Partial<Record<Locale, AppMessages>> = {};
const loading: Partial<Record<Locale, Promise<AppMessages>>> = {};

/** Loads a language's console catalogue once (the same promise for every caller). */
export function loadConsoleCatalogue(locale: Locale): Promise<AppMessages> {
  loading[locale] ??= LOADERS[locale]().then(
    (messages) => (loaded[locale] = messages),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/**
 * react-admin's i18nProvider over the app's own polyglot-style formatting (src/i18n/interpolate:
 * `%{var}`, `smart_count` with `||||` plural forms, `_` as the text of a missing key), instead of
 * ra-i18n-polyglot, whose node-polyglot and its polyfills cost ~5 KB gzip of the console's first
 * load (docs/decisions.md, "Console bundle"). `initial` must be loaded first
 * (loadConsoleCatalogue); a later language loads when react-admin switches to it.
 */
export function createI18nProvider(initial: Locale): I18nProvider {
  let locale = initial;
  const translate: TranslateFunction = (key, options = {}) => {
    const { _: fallback, ...vars } = options as MessageVars & { _?: unknown };
    const messages = loaded[locale];
    const template =
      (messages && lookup(messages, key)) ?? (typeof fallback === 'string' ? fallback : key);
    return interpolate(template, vars, locale);
  };
  return {
    translate,
    changeLocale: async (next: string) => {
      const target: Locale = next === 'en' ? 'en' : 'vi';
      await loadConsoleCatalogue(target);
      locale = target;
    },
    getLocale: () => locale,
    getLocales: () => [
      { locale: 'vi', name: 'Tiếng Việt' },
      { locale: 'en', name: 'English' },
    ],
  };
}
