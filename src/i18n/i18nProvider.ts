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

/** A part of the app with texts of its own, added on top of the console catalogue. */
export type Area = 'support';
type Messages = Record<string, unknown>;
const AREAS: Record<Area, Record<Locale, () => Promise<Messages>>> = {
  support: {
    vi: () => import('./supportArea.vi').then((module) => module.supportAreaVi),
    en: () => import('./supportArea.en').then((module) => module.supportAreaEn),
  },
};

const loaded: Partial<Record<string, AppMessages>> = {};
const keyOf = (locale: Locale, area?: Area) => (area ? `${locale}:${area}` : locale);
const loading: Partial<Record<string, Promise<AppMessages>>> = {};

/** The area's texts over the catalogue; `resources` merged label by label. */
function withArea(base: AppMessages, area: Messages): AppMessages {
  const resources = { ...base.resources, ...(area.resources as Messages | undefined) };
  return { ...base, ...area, resources } as AppMessages;
}

/**
 * Loads a language's console catalogue once (the same promise for every caller), with an
 * area's own texts when one is named.
 */
export function loadConsoleCatalogue(locale: Locale, area?: Area): Promise<AppMessages> {
  const key = keyOf(locale, area);
  loading[key] ??= (
    area
      ? Promise.all([LOADERS[locale](), AREAS[area][locale]()]).then(([base, extra]) =>
          withArea(base, extra),
        )
      : LOADERS[locale]()
  ).then(
    (messages) => (loaded[key] = messages),
    (error: unknown) => {
      delete loading[key];
      throw error;
    },
  );
  return loading[key];
}

/**
 * react-admin's i18nProvider over the app's own polyglot-style formatting (src/i18n/interpolate:
 * `%{var}`, `smart_count` with `||||` plural forms, `_` as the text of a missing key), instead of
 * ra-i18n-polyglot, whose node-polyglot and its polyfills cost ~5 KB gzip of the console's first
 * load (docs/decisions.md, "Console bundle"). `initial` must be loaded first
 * (loadConsoleCatalogue); a later language loads when react-admin switches to it.
 */
export function createI18nProvider(initial: Locale, area?: Area): I18nProvider {
  let locale = initial;
  const translate: TranslateFunction = (key, options = {}) => {
    const { _: fallback, ...vars } = options as MessageVars & { _?: unknown };
    const messages = loaded[keyOf(locale, area)];
    const template =
      (messages && lookup(messages, key)) ?? (typeof fallback === 'string' ? fallback : key);
    return interpolate(template, vars, locale);
  };
  return {
    translate,
    changeLocale: async (next: string) => {
      const target: Locale = next === 'en' ? 'en' : 'vi';
      await loadConsoleCatalogue(target, area);
      locale = target;
    },
    getLocale: () => locale,
    getLocales: () => [
      { locale: 'vi', name: 'Tiếng Việt' },
      { locale: 'en', name: 'English' },
    ],
  };
}
