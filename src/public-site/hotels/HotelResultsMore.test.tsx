import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { graphqlService, operationsOf, type GraphqlCall } from '../../test/graphqlService';
import { addDays, todayIn } from '../search/dates';
import { hotel, hotelSearch } from '../testing/hotelFixtures';
import { DA_NANG } from '../testing/placeFixtures';
import { renderSite } from '../testing/renderSite';
import { HotelResultsPage } from './HotelResultsPage';
import type { MapViewProps } from './map/mapTypes';

// The real map needs a layout engine (HotelResultsPage.test.tsx explains); a stand-in will do.
vi.mock('./map/LeafletMap', () => ({
  LeafletMap: (props: MapViewProps) => <div role="region" aria-label={props.label} />,
}));

const CHECK_IN = addDays(todayIn(), 12);
const STAY = `depart=${CHECK_IN}&return=${addDays(CHECK_IN, 2)}&n_o_a=2&n_o_c=0&rooms=2`;
const searches = (calls: GraphqlCall[]) =>
  calls
    .filter((c) => c.operationName === 'SearchProperties')
    .map((c) => c.variables.input as Record<string, unknown>);

/** Three pages of two hotels: cursors `c2`, `c3`. */
function mockPagedHotels(): GraphqlCall[] {
  return graphqlService('property', {
    SearchProperties: ({ input }) => {
      const page = input.after ? Number(input.after.slice(1)) : 1;
      return hotelSearch(
        [
          hotel({ id: `h${page}a`, name: `Hotel ${page}A` }),
          hotel({ id: `h${page}b`, name: `Hotel ${page}B` }),
        ],
        page < 3 ? `c${page + 1}` : null,
      );
    },
  });
}

/** /p; the places lookups are counted apart. */
function renderHotels(path: string) {
  const places = graphqlService('places', { PlaceLookup: () => ({ place: DA_NANG }) });
  renderSite(<HotelResultsPage />, { path, locale: 'en', route: '/p' });
  return places;
}

describe('/p: near me and "show more" pages in the URL', () => {
  it('lists hotels near a point, nearest first, titled "Hotels near you"', async () => {
    const calls = mockPagedHotels();
    const places = renderHotels(`/p?to=near%3A16.061%2C108.224&${STAY}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotels near you' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(searches(calls)[0]).toMatchObject({
      near: { latitude: 16.061, longitude: 108.224, radius_km: 10 },
      sort: 'DISTANCE',
      rooms: 2,
    });
    expect(searches(calls)[0].place_id).toBeUndefined();
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
    expect(operationsOf(places)).not.toContain('PlaceLookup');

    // "Change search" starts from "Near me".
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change search' }));
    expect(screen.getByRole('combobox', { name: 'Destination, area or hotel' })).toHaveValue(
      'Near me',
    );
  });

  it('brings back the pages of a URL with pages=3, and drops them when the sort changes', async () => {
    const user = userEvent.setup();
    const calls = mockPagedHotels();
    renderHotels(`/p?to=city%3Ada-nang&${STAY}&pages=3`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6), {
      timeout: 5000,
    });
    expect(searches(calls).map((s) => s.after ?? null)).toEqual([null, 'c2', 'c3']);
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
    const last = screen.getAllByRole('article')[5];
    expect(within(last).getByRole('link', { name: 'Hotel 3B' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ sort: 'PRICE' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(searches(calls).filter((s) => s.sort === 'PRICE')).toHaveLength(1);
    // The button follows the list's page info, a render after the two hotels (raced under load).
    expect(await screen.findByRole('button', { name: 'Show more results' })).toBeEnabled();
  });
});
