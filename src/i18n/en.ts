import englishMessages from 'ra-language-english';
import type { AppMessages } from './vi';
import { consoleEn } from './console.en';
import { siteEn } from './site';
import { validateEn } from './site/validate.en';

/**
 * English: the site texts, server messages, console texts and ra-language-english. Imports an ra-* package, so only the
 * console (via i18nProvider.ts) may import this module; the public site uses `siteEn`.
 */
// ra-core types some ra-language-english groups as optional; the catalogue test checks
// that every `ra.*` key of `vi` is present here.
const raEn = englishMessages.ra as AppMessages['ra'];

export const en = {
  ...siteEn,
  validate: validateEn,
  ...consoleEn,
  ra: raEn,
} satisfies AppMessages;
