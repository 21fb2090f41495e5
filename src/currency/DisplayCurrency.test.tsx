import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../public-site/search/dates';
import { hotel, hotelSearch, propertyDetail } from '../public-site/testing/hotelFixtures';
import { DA_NANG } from '../public-site/testing/placeFixtures';
import type { MapViewProps } from '../public-site/hotels/map/mapTypes';
import { Route } from 'react-router-dom';
import type { CurrencyRatesQuery } from '../api/generated/currencies';
import type { Locale } from '../i18n/types';
import { BookingsLayout } from '../layouts/BookingsLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { CheckoutHotelPage } from '../public-site/checkout/CheckoutHotelPage';
import { HotelResultsPage } from '../public-site/hotels/HotelResultsPage';
import { graphqlError } from '../test/graphqlError';
import { graphqlService, type GraphqlCall } from '../test/graphqlService';
import { CURRENCY_STORAGE_KEY, resetCurrencyForTests } from './currencyStore';
import Cookies from 'js-cookie';
import { profileOf, renderShell } from '../account/testing/renderAccount';
import { hotelSession } from '../public-site/testing/checkoutFixtures';

// Leaflet needs a real layout engine: a stand-in map shows the markers' texts and names.
vi.mock('../public-site/hotels/map/LeafletMap', () => ({
  LeafletMap: (props: MapViewProps) => (
    <div role="region" aria-label={props.label}>
      {props.markers.map((m) => (
        <button key={m.id} type="button" aria-label={m.label}>
          {m.text}
        </button>
      ))}
    </div>
  ),
}));

const CHECK_IN = addDays(todayIn(), 12);
const STAY = `depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=2&n_o_c=0&rooms=1`;
const RESULTS = `/p?to=city%3Ada-nang&${STAY}`;

/**
 * The hotel results (/p, default layout: the header's currency menu) and the hotel checkout
 * (bookings layout), mounted as the app mounts them.
 */
const renderPage = (path: string, locale: Locale) =>
  renderShell(
    <>
      <Route element={<DefaultLayout />}>
        <Route path="/p" element={<HotelResultsPage />} />
      </Route>
      <Route element={<BookingsLayout />}>
        <Route path="/checkout/hotel" element={<CheckoutHotelPage />} />
      </Route>
    </>,
    { path, locale },
  );

const RATES = {
  currencies: [
    { code: 'VND', name: 'Vietnamese dong', symbol: '₫', minor_units: 0 },
    { code: 'USD', name: 'US dollar', symbol: '$', minor_units: 2 },
    { code: 'EUR', name: 'Euro', symbol: '€', minor_units: 2 },
  ],
  exchange_rates: [
    { currency: 'USD', rate: 1 / 25_400, as_of: '2025-06-01T00:00:00Z' },
    { currency: 'EUR', rate: 1 / 27_600, as_of: '2025-06-01T00:00:00Z' },
  ],
} satisfies CurrencyRatesQuery;

/** What the page asked of each service mockSite answers. */
interface SiteCalls {
  currencies: GraphqlCall[];
  property: GraphqlCall[];
}

const rateCalls = (calls: SiteCalls) =>
  calls.currencies.filter((c) => c.operationName === 'CurrencyRates');
const searches = (calls: SiteCalls) =>
  calls.property
    .filter((c) => c.operationName === 'SearchProperties')
    .map((c) => c.variables.input as Record<string, unknown>);

function mockSite(rates: () => CurrencyRatesQuery | Response = () => RATES): SiteCalls {
  const currencies = graphqlService('currencies', { CurrencyRates: rates });
  const property = graphqlService('property', {
    SearchProperties: () => hotelSearch([hotel()]),
    PropertyDetail: () => propertyDetail(),
  });
  graphqlService('places', { PlaceLookup: () => ({ place: DA_NANG }) });
  return { currencies, property };
}

describe('display currency', () => {
  it('shows hotel prices and map markers in the currency chosen in the header', async () => {
    const user = userEvent.setup();
    const calls = mockSite();
    renderPage(RESULTS, 'en');
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByText(/₫1,250,000/)).toBeInTheDocument();
    // VND is the default: no rates are fetched for it.
    expect(rateCalls(calls)).toHaveLength(0);

    // By keyboard: open the menu, wait for the list, move to USD, choose it.
    act(() => screen.getByRole('button', { name: 'Currency: VND' }).focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Currency: VND' });
    expect(
      await within(menu).findByRole('menuitemradio', { name: 'USD US Dollar' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: /VND/, checked: true })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: /USD/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    expect(await within(card).findByText(/\$49\.21/)).toBeInTheDocument();
    expect(within(card).getByText(/\$98\.43 total for 2 nights/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency: USD' })).toBeInTheDocument();
    expect(
      screen.getByText('Prices in USD are estimated conversions. You pay in VND.'),
    ).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Hotel map' });
    expect(
      within(map).getByRole('button', { name: 'Khách sạn Sông Hàn: $49.21' }),
    ).toHaveTextContent('$49.2');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');
    expect(rateCalls(calls)).toHaveLength(1);
  });

  it('labels the price filter in the chosen currency and still filters in VND', async () => {
    const user = userEvent.setup();
    const calls = mockSite();
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    resetCurrencyForTests();
    renderPage(RESULTS, 'en');
    const [card] = await screen.findAllByRole('article');
    expect(await within(card).findByText(/\$49\.21/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    // Bounds 500,000 – 5,000,000 ₫ (the results' cheapest and dearest) in steps of 90,000 ₫:
    // labels in whole dollars.
    const from = await within(drawer).findByRole('slider', {
      name: 'Price per room per night: Price from',
    });
    expect(from).toHaveAttribute('aria-valuetext', '$20');
    act(() => from.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ price_min: 590_000 }));
    expect(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('slider', {
        name: 'Price per room per night: Price from',
      }),
    ).toHaveAttribute('aria-valuetext', '$23');
  });

  it('remembers the choice across a reload and fetches the rates once per page load', async () => {
    const calls = mockSite();
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    resetCurrencyForTests(); // a new page load reads the stored choice
    const first = renderPage(RESULTS, 'vi');
    const [card] = await screen.findAllByRole('article');
    // 1,250,000 / 27,600 = 45.29
    expect(await within(card).findByText(/45,29\s€/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tiền tệ: EUR' })).toBeInTheDocument();
    expect(rateCalls(calls)).toHaveLength(1);

    first.unmount();
    resetCurrencyForTests();
    renderPage(RESULTS, 'vi');
    const [again] = await screen.findAllByRole('article');
    expect(await within(again).findByText(/45,29\s€/)).toBeInTheDocument();
    expect(rateCalls(calls)).toHaveLength(2);
  });

  it('falls back to VND when the rates cannot be loaded, and the menu offers to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockSite(() => (fail ? graphqlError('INTERNAL', 'rates unavailable') : RATES));
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    resetCurrencyForTests();
    renderPage(RESULTS, 'en');
    expect(
      await screen.findByText('Exchange rates could not be loaded, so prices are shown in VND.'),
    ).toBeInTheDocument();
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByText(/₫1,250,000/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency: VND' })).toBeInTheDocument();
    // The choice is kept for the next visit.
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');

    await user.click(screen.getByRole('button', { name: 'Currency: VND' }));
    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByText('Exchange rates could not be loaded. Prices are shown in VND.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(menu).getByRole('menuitem', { name: 'Try again' }));
    expect(await within(card).findByText(/\$49\.21/)).toBeInTheDocument();
    expect(
      await within(menu).findByRole('menuitemradio', { name: /USD/, checked: true }),
    ).toBeInTheDocument();
  });

  it('keeps the amount to pay in VND at checkout, with the converted amount as an estimate', async () => {
    mockSite();
    // A signed-in traveller whose choice became a held cart of 2,500,000 ₫.
    Cookies.set('uts_token', 'access-0');
    graphqlService('main', { SessionProfile: () => ({ profile: profileOf() }) });
    graphqlService('corporate', { MyCorporate: () => ({ corporate: null }) });
    graphqlService('payments', {
      CreateCart: () => ({ create_cart: hotelSession() }),
      CheckoutSession: () => ({ payment_checkout_session: hotelSession() }),
    });
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    resetCurrencyForTests();
    renderPage(`/checkout/hotel?property=p1&rate=rate-1&${STAY}`, 'vi');
    expect(await screen.findByText(/Khoảng 98,43\sUS\$ · Bạn thanh toán bằng VND/)).toBeVisible();
    const total = screen.getByRole('heading', { name: 'Tổng thanh toán' }).parentElement!;
    expect(within(total).getByText(/^2\.500\.000\s₫$/)).toBeInTheDocument();
    // The price parts stay in VND too.
    const parts = screen.getByRole('region', { name: 'Chi tiết giá' });
    expect(within(parts).getAllByText(/^2\.500\.000\s₫$/)).toHaveLength(2);
    expect(screen.queryByText(/49,21/)).not.toBeInTheDocument();
  });
});
