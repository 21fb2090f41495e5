import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { selectDeskTraveller } from '../../account/desk/deskStore';
import { PATRON_STORAGE_KEY } from '../../api/patron';
import { graphqlService, lastVariables } from '../../test/graphqlService';
import { FlightResultsPage } from '../flights/FlightResultsPage';
import { PropertyPage } from '../hotels/PropertyPage';
import { addDays, todayIn } from '../search/dates';
import { hotelSession } from '../testing/checkoutFixtures';
import { flightOption, flightSearch } from '../testing/flightFixtures';
import { propertyDetail } from '../testing/hotelFixtures';
import { HAN, SGN } from '../testing/placeFixtures';
import { renderCheckout, signInTraveller } from '../testing/renderCheckout';
import { renderSite } from '../testing/renderSite';

vi.mock('../hotels/map/LeafletMap', () => ({ LeafletMap: () => null }));

// The travel desk books for a colleague (issue 21, docs/travel-policy-verdicts.md): once a
// colleague is picked in the header, search asks for their verdicts (traveller_id) and checkout
// makes the cart theirs; a delegator picked meanwhile wins (acting for someone).

const LAN = { id: 'u-lan', name: 'Trần Thị Lan', corporateId: 'c-song-hong' };
const DEPART = addDays(todayIn(), 10);
const CHECK_IN = addDays(todayIn(), 12);

function mockFlights() {
  graphqlService('places', {
    PlaceLookup: ({ input }) => ({ place: input.code === 'HAN' ? HAN : SGN }),
  });
  return graphqlService('flights', {
    SearchFlights: () => flightSearch([flightOption()]),
    FlightPriceCalendar: () => ({ flight_price_calendar: [] }),
  });
}

describe('booking for the travel desk’s colleague', () => {
  it('/flight asks for the colleague’s verdicts', async () => {
    selectDeskTraveller(LAN);
    const calls = mockFlights();
    renderSite(<FlightResultsPage />, {
      path: `/flight?from=HAN&to=SGN&depart=${DEPART}&n_o_a=1&n_o_c=0&n_o_i=0`,
      locale: 'vi',
      route: '/flight',
    });
    await screen.findAllByRole('article');
    expect(lastVariables(calls, 'SearchFlights')!.input).toMatchObject({ traveller_id: 'u-lan' });
  });

  it('/flight asks for one’s own verdicts without a colleague, and for the delegator’s while acting', async () => {
    window.sessionStorage.setItem(PATRON_STORAGE_KEY, 'u-delegator');
    selectDeskTraveller(LAN);
    const calls = mockFlights();
    renderSite(<FlightResultsPage />, {
      path: `/flight?from=HAN&to=SGN&depart=${DEPART}&n_o_a=1&n_o_c=0&n_o_i=0`,
      locale: 'en',
      route: '/flight',
    });
    await screen.findAllByRole('article');
    expect(lastVariables(calls, 'SearchFlights')!.input).not.toHaveProperty('traveller_id');
    expect(calls.at(-1)!.headers.get('X-Patron-Id')).toBe('u-delegator');
  });

  it('/property/{id} judges the rates by the colleague’s policy', async () => {
    selectDeskTraveller(LAN);
    const calls = graphqlService('property', { PropertyDetail: () => propertyDetail() });
    renderSite(<PropertyPage />, {
      path: `/property/p1?depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=1&n_o_c=0&rooms=1`,
      locale: 'en',
      route: '/property/:id',
    });
    await waitFor(() =>
      expect(lastVariables(calls, 'PropertyDetail')?.input).toMatchObject({
        id: 'p1',
        traveller_id: 'u-lan',
      }),
    );
  });

  it('checkout makes the cart the colleague’s and says so, in both languages', async () => {
    for (const [locale, text] of [
      ['vi', 'Bạn đang đặt chỗ cho Trần Thị Lan'],
      ['en', 'You are booking for Trần Thị Lan'],
    ] as const) {
      selectDeskTraveller(LAN);
      signInTraveller();
      const calls = graphqlService('payments', {
        HeldGiftVouchers: () => ({ user_gift_vouchers: [] }),
        CorporatePaymentOptions: () => ({ corporate_payment_options: [] }),
        CreateCart: () => ({ create_cart: hotelSession() }),
        CheckoutSession: () => ({ payment_checkout_session: hotelSession() }),
      });
      const view = renderCheckout(
        `/checkout/hotel?property=p1&rate=rate-1&depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=1`,
        locale,
      );
      expect(await screen.findByText(new RegExp(text))).toBeVisible();
      expect(lastVariables(calls, 'CreateCart')!.input).toMatchObject({
        hotel: { property_id: 'p1', rate_id: 'rate-1' },
        traveller_id: 'u-lan',
      });
      view.unmount();
    }
  });
});
