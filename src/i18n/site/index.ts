import type { DeepStrings, MessageKey } from '../types';
import { commonVi } from './common.vi';
import { commonEn } from './common.en';
import { pagesVi } from './pages.vi';
import { pagesEn } from './pages.en';
import { infoVi } from './info.vi';
import { infoEn } from './info.en';

/**
 * The site catalogue: every text of the public site, the account area and the console chrome.
 * It holds no react-admin texts (`ra.*`), so the public bundle carries no ra-* module.
 */
export const siteVi = { ...commonVi, pages: pagesVi, info: infoVi };
export type SiteMessages = DeepStrings<typeof siteVi>;
export const siteEn = { ...commonEn, pages: pagesEn, info: infoEn } satisfies SiteMessages;

export type SiteKey = MessageKey<SiteMessages>;
export type { PageKey } from './pages.vi';
export type { InfoPageKey } from './info.vi';
