import type { ReactNode } from 'react';
import Cookies from 'js-cookie';
import { CheckoutFlightPage } from '../checkout/CheckoutFlightPage';
import { CheckoutHotelPage } from '../checkout/CheckoutHotelPage';
import {
  CheckoutSuccessFlightPage,
  CheckoutSuccessHotelPage,
} from '../checkout/CheckoutResultPage';
import { graphqlService } from '../../test/graphqlService';
import type { Locale } from '../../i18n/types';
import { renderSite } from './renderSite';
import { sessionProfile, type SessionProfile } from '../../test/profileFixtures';

/** The checkout routes of src/routes/routeTable.ts, with their pages. */
const CHECKOUT_PAGES: Record<string, ReactNode> = {
  '/checkout/flight': <CheckoutFlightPage />,
  '/checkout/hotel': <CheckoutHotelPage />,
  '/checkout/success-flight': <CheckoutSuccessFlightPage />,
  '/checkout/success-hotel': <CheckoutSuccessHotelPage />,
};

/**
 * The checkout page at `url` (/checkout/flight, /checkout/hotel or a result page) and the other
 * checkout pages it leads to, with the AccountHost loading who is signed in, as the app mounts
 * them.
 */
export function renderCheckout(url: string, locale: Locale) {
  const route = url.split('?')[0];
  const { [route]: page, ...others } = CHECKOUT_PAGES;
  if (!page) throw new Error(`not a checkout page: ${route}`);
  return renderSite(page, { path: url, locale, route, routes: others, account: true });
}

/**
 * A signed-in traveller (Nguyễn Lan unless `profile` says otherwise); returns the main service's
 * calls of this answer.
 */
export function signInTraveller(profile: Partial<SessionProfile> = {}) {
  Cookies.set('uts_token', 'access-0');
  // The details form asks for the traveller's saved travellers: none unless a test says so.
  graphqlService('payments', { SavedTravellers: () => ({ saved_travellers: [] }) });
  return graphqlService('main', { SessionProfile: () => ({ profile: sessionProfile(profile) }) });
}
