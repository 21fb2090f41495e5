import { COUNTRY_CODES } from '../../../common/countries';
import { intlLocale } from '../../../common/money';
import type { Locale } from '../../i18n/types';

export interface CountryOption {
  code: string;
  name: string;
}

const lists = new Map<Locale, CountryOption[]>();

/**
 * Every country of common/countries.ts by its name in the reader's language (the browser's
 * Intl.DisplayNames: 'Việt Nam' / 'Vietnam'), in that language's alphabetical order. Built once
 * per language.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  let list = lists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    const order = new Intl.Collator(intlLocale(locale));
    list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      order.compare(a.name, b.name),
    );
    lists.set(locale, list);
  }
  return list;
}
