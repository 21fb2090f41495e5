import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Locale } from './types';
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

const LOCALES = [
  { locale: 'vi', name: 'Tiếng Việt' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's i18nProvider: ra-i18n-polyglot over the console catalogues (`%{var}`,
 * `smart_count` with `||||` plural forms, `_` as the text of a missing key, else the key).
 * `initial` must be loaded first (loadConsoleCatalogue); a later language loads when
 * react-admin switches to it.
 */
export function createI18nProvider(initial: Locale, area?: Area): I18nProvider {
  return polyglotI18nProvider(
    (next: string) => {
      const target: Locale = next === 'en' ? 'en' : 'vi';
      return loaded[keyOf(target, area)] ?? loadConsoleCatalogue(target, area);
    },
    initial,
    LOCALES,
    { allowMissing: true },
  );
}
