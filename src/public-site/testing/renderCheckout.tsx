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
import { sessionProfile, type SessionProfile } from './session';

/**
 * The checkout page at `url` (/checkout/flight or /checkout/hotel) and the result pages it leads
 * to, with the AccountHost loading who is signed in, as the app mounts them.
 */
export function renderCheckout(url: string, locale: Locale) {
  const route = url.split('?')[0];
  return renderSite(route === '/checkout/flight' ? <CheckoutFlightPage /> : <CheckoutHotelPage />, {
    path: url,
    locale,
    route,
    routes: {
      '/checkout/success-flight': <CheckoutSuccessFlightPage />,
      '/checkout/success-hotel': <CheckoutSuccessHotelPage />,
    },
    account: true,
  });
}

/**
 * A signed-in traveller (Nguyễn Lan unless `profile` says otherwise); returns the main service's
 * calls of this answer.
 */
export function signInTraveller(profile: Partial<SessionProfile> = {}) {
  Cookies.set('uts_token', 'access-0');
  return graphqlService('main', { SessionProfile: () => ({ profile: sessionProfile(profile) }) });
}
