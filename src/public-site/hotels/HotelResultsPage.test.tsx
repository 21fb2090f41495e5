import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphqlError } from '../../test/graphqlError';
import { graphqlService, type GraphqlCall, type ServiceAnswers } from '../../test/graphqlService';
import { addDays, todayIn } from '../search/dates';
import { hotel, hotelSearch } from '../testing/hotelFixtures';
import { DA_NANG } from '../testing/placeFixtures';
import { renderSite } from '../testing/renderSite';
import { HotelResultsPage } from './HotelResultsPage';
import type { MapViewProps } from './map/mapTypes';

// Leaflet needs a real layout engine: the page logic is tested against a stand-in map that
// shows its markers and lets the test "move" it; Playwright covers the real map.
vi.mock('./map/LeafletMap', () => ({
  LeafletMap: (props: MapViewProps) => (
    <div role="region" aria-label={props.label}>
      {props.markers.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-label={m.label}
          onClick={() => props.onSelect?.(m.id)}
        >
          {m.text}
        </button>
      ))}
      <button
        type="button"
        onClick={() => props.onMoved?.({ south: 16, west: 108.1, north: 16.1, east: 108.3 })}
      >
        move-map
      </button>
    </div>
  ),
}));

const CHECK_IN = addDays(todayIn(), 12);
const URL_ = `/p?to=city%3Ada-nang&depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=2&n_o_c=0&rooms=1`;
const searches = (calls: GraphqlCall[]) =>
  calls
    .filter((c) => c.operationName === 'SearchProperties')
    .map((c) => c.variables.input as Record<string, unknown>);

/** The hotel search's answers; returns the calls they answered. */
function mockHotels(
  search: ServiceAnswers<'property'>['SearchProperties'] = () =>
    hotelSearch([hotel(), hotel({ id: 'p2', name: 'Biển Xanh Resort', stay_price: null })]),
): GraphqlCall[] {
  graphqlService('places', { PlaceLookup: () => ({ place: DA_NANG }) });
  return graphqlService('property', { SearchProperties: search });
}

const renderHotels = (path: string, locale: 'vi' | 'en') =>
  renderSite(<HotelResultsPage />, { path, locale, route: '/p' });

describe('/p hotel results', () => {
  it('lists hotels with nightly and total prices, and shows them on the map', async () => {
    const calls = mockHotels();
    renderHotels(URL_, 'vi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Khách sạn tại Đà Nẵng' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('link', { name: 'Khách sạn Sông Hàn' })).toHaveAttribute(
      'href',
      `/property/p1?depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=2&n_o_c=0&rooms=1`,
    );
    expect(within(cards[0]).getByText(/1\.250\.000\s₫/)).toBeInTheDocument();
    expect(
      within(cards[0]).getByText(/Tổng 2\.500\.000\s₫ cho 2 đêm, 1 phòng/),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('Hủy miễn phí · Có bữa sáng')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: '4 sao' })).toBeInTheDocument();
    expect(searches(calls)[0]).toMatchObject({
      place_id: 'city:da-nang',
      check_in: CHECK_IN,
      n_o_a: 2,
      rooms: 1,
      sort: 'RECOMMENDED',
    });

    const map = await screen.findByRole('region', { name: 'Bản đồ khách sạn' });
    // One marker per hotel with a price; the one without a price for the stay has none.
    expect(within(map).getAllByRole('button', { name: /:/ })).toHaveLength(1);
    expect(
      within(map).getByRole('button', { name: /Khách sạn Sông Hàn: 1\.250\.000/ }),
    ).toHaveTextContent(/1,3\sTr\s₫/);
  });

  it('searches the map area when the map moves, or offers it when moving is paused', async () => {
    const user = userEvent.setup();
    const calls = mockHotels();
    renderHotels(URL_, 'en');
    const map = await screen.findByRole('region', { name: 'Hotel map' });
    await user.click(within(map).getByRole('button', { name: 'move-map' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        bounds: {
          northeast: { latitude: 16.1, longitude: 108.3 },
          southwest: { latitude: 16, longitude: 108.1 },
        },
      }),
    );
    expect(searches(calls).at(-1)?.place_id).toBeUndefined();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotels in the map area' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Hotel map' })).getByRole('button', {
        name: 'move-map',
      }),
    );
    expect(screen.getByRole('button', { name: 'Search this area' })).toBeInTheDocument();
  });

  it('filters by stars and free cancellation, and sorts by price', async () => {
    const user = userEvent.setup();
    const calls = mockHotels();
    renderHotels(URL_, 'en');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: /^5 stars/ }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ stars: [5] }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('checkbox', {
        name: 'Free cancellation',
      }),
    );
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ stars: [5], free_cancellation: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ sort: 'PRICE', stars: [5] }),
    );
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('says when no hotel has rooms, and shows errors with Retry', async () => {
    const user = userEvent.setup();
    let mode: 'empty' | 'error' = 'error';
    mockHotels(() =>
      mode === 'error' ? graphqlError('INTERNAL', 'Hotel supplier timed out') : hotelSearch([]),
    );
    renderHotels(URL_, 'en');
    expect(await screen.findByText('Hotel supplier timed out')).toBeInTheDocument();
    mode = 'empty';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No hotel has rooms')).toBeInTheDocument();
    expect(screen.getByText(/Try other dates or another area/)).toBeInTheDocument();
  });

  it('asks for a valid stay instead of searching', async () => {
    mockHotels();
    renderHotels(`/p?to=city%3Ada-nang&depart=${CHECK_IN}&return=${addDays(CHECK_IN, 45)}`, 'en');
    expect(
      await screen.findByText('Check-out must be after check-in, at most 30 nights.'),
    ).toBeInTheDocument();
  });
});
