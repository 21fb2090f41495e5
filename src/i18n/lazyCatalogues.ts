import { lookup } from './interpolate';
import type { Locale } from './types';

/**
 * Catalogues of lazily loaded pages (search, flights, hotels). They stay out of the initial
 * bundle: each page chunk registers its namespace when it loads, before it renders. Their keys
 * are typed in `site/index.ts` (`LazySiteMessages`), so `t()` checks them like the others.
 */
const registry: Record<Locale, Record<string, object>> = { vi: {}, en: {} };

export function registerCatalogue<T extends object>(namespace: string, vi: T, en: T): void {
  registry.vi[namespace] = vi;
  registry.en[namespace] = en;
}

/** The text under `key` (e.g. 'search.box.label') if its namespace has been registered. */
export function lookupRegistered(locale: Locale, key: string): string | undefined {
  return lookup(registry[locale], key);
}
