import type { DeepStrings, MessageKey } from '../types';
import type { searchVi } from './search.vi';
import type { flightsVi } from './flights.vi';
import type { hotelsVi } from './hotels.vi';
import type { accountVi } from './account.vi';
import type { profileVi } from './profile.vi';
import type { validateVi } from './validate.vi';
import type { currencyVi } from './currency.vi';
import type { publicInfoVi } from './publicInfo.vi';
import type { supportVi } from './support.vi';
import type { checkoutVi } from './checkout.vi';
import type { policyVi } from './policy.vi';
import type { requestsVi } from './requests.vi';

import type { rewardsVi } from './rewards.vi';
import type { tripsVi } from './trips.vi';
import type { expensesVi } from './expenses.vi';
import type { manageVi } from './manage.vi';
import type { deskVi } from './desk.vi';
import type { agentVi } from './agent.vi';
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

/** Namespaces of lazy pages: registered by their chunk (../lazyCatalogues.ts), typed here. */
export type LazySiteMessages = DeepStrings<{
  search: typeof searchVi;
  flights: typeof flightsVi;
  hotels: typeof hotelsVi;
  /** The account dialog, toasts and menu; /account/profile; server messages (src/account). */
  account: typeof accountVi;
  profile: typeof profileVi;
  validate: typeof validateVi;
  /** The display-currency picker and price notes (src/currency). */
  currency: typeof currencyVi;
  /** Policy pages, /payment-method, /membership, /corporate-program, /example. */
  publicInfo: typeof publicInfoVi;
  /** The contact, complaint and report forms and /account/support. */
  support: typeof supportVi;
  /** /checkout/* (src/public-site/checkout). */
  checkout: typeof checkoutVi;
  /** Travel-policy badges, filter and checkout notice (src/public-site/policy). */
  policy: typeof policyVi;
  /** Booking requests: /account/request-bookings, /checkout/success-request (src/account/requests). */
  requests: typeof requestsVi;

  /** /account/top-up, /account/reward, /account/voucher (src/account/rewards). */
  rewards: typeof rewardsVi;
  /** /trip/* and the mobile embeds (src/trips). */
  trips: typeof tripsVi;
  /** /expense/* (src/public-site/expenses). */
  expenses: typeof expensesVi;
  /** /account/bookings/detail and the tabs of /account/bookings (src/account/bookings). */
  manage: typeof manageVi;
  /** The travel desk's colleague picker in the header (src/account/desk). */
  desk: typeof deskVi;
  /** The travel agent's desk: picker, banner, the client's answers (src/account/agent). */
  agent: typeof agentVi;
}>;

export type SiteKey = MessageKey<SiteMessages & LazySiteMessages>;
export type { PageKey } from './pages.vi';
export type { InfoPageKey } from './info.vi';
