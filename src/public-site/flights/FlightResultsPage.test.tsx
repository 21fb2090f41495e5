import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../test/graphqlError';
import {
  graphqlService,
  lastVariables,
  type GraphqlCall,
  type ServiceAnswers,
} from '../../test/graphqlService';
import { CheckoutFlightPage } from '../checkout/CheckoutFlightPage';
import { addDays, todayIn } from '../search/dates';
import { flightDetail, flightOption, flightSearch } from '../testing/flightFixtures';
import { HAN, SGN } from '../testing/placeFixtures';
import { renderSite } from '../testing/renderSite';
import { FlightResultsPage } from './FlightResultsPage';

const DEPART = addDays(todayIn(), 10);
const URL_ = `/flight?from=HAN&to=SGN&depart=${DEPART}&n_o_a=1&n_o_c=0&n_o_i=0`;
const VJ = flightOption({
  id: 'opt-2',
  code: 'VJ121',
  airline: { code: 'VJ', name: 'Vietjet Air', logo: null },
  price: 990000,
  day_offset: 1,
  departure: {
    code: 'HAN',
    airport_name: null,
    city_name: 'Hà Nội',
    date: '2026-03-12T16:30:00Z',
    timezone: 'Asia/Ho_Chi_Minh',
    local_time: '2026-03-12T23:30',
  },
  arrival: {
    code: 'SGN',
    airport_name: null,
    city_name: 'TP. Hồ Chí Minh',
    date: '2026-03-12T18:40:00Z',
    timezone: 'Asia/Ho_Chi_Minh',
    local_time: '2026-03-13T01:40',
  },
});

/** The flights service's answers; returns the calls they answered. */
function mockFlights(
  search: ServiceAnswers<'flights'>['SearchFlights'] = () => flightSearch([flightOption(), VJ]),
): GraphqlCall[] {
  graphqlService('places', {
    PlaceLookup: ({ input }) => ({ place: input.code === 'HAN' ? HAN : SGN }),
  });
  return graphqlService('flights', {
    SearchFlights: search,
    FlightPriceCalendar: ({ input }) => ({
      flight_price_calendar: [-3, -2, -1, 0, 1, 2, 3].map((d) => ({
        date: addDays(input.around, d),
        min_price: d === 2 ? null : 1000000 + d * 10000,
        currency: 'VND',
        flights: d === 2 ? 0 : 5,
      })),
    }),
    Flight: () => flightDetail(),
  });
}

const searches = (calls: GraphqlCall[]) =>
  calls
    .filter((c) => c.operationName === 'SearchFlights')
    .map((c) => c.variables.input as Record<string, unknown>);

/** /flight, and the checkout a fare leads to. */
const renderFlights = (path: string, locale: 'vi' | 'en') =>
  renderSite(<FlightResultsPage />, {
    path,
    locale,
    route: '/flight',
    routes: { '/checkout/flight': <CheckoutFlightPage /> },
  });

describe('/flight results', () => {
  it('lists flights with local times, prices per locale and the price calendar', async () => {
    const calls = mockFlights();
    renderFlights(URL_, 'vi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Chuyến bay Hà Nội (HAN) → TP. Hồ Chí Minh (SGN)',
      }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    // 23:05 UTC is 06:05 in Hà Nội; the Vietjet flight lands the next day.
    expect(within(cards[0]).getByText('06:05')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/1\.250\.000\s₫/)).toBeInTheDocument();
    expect(within(cards[0]).getByText(/Hành lý ký gửi 1 kiện × 23 kg/)).toBeInTheDocument();
    expect(
      within(cards[1]).getByText('(Hạ cánh 1 ngày sau)', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 kết quả')).toBeInTheDocument();
    expect(searches(calls)[0]).toMatchObject({
      from: 'HAN',
      to: 'SGN',
      depart: DEPART,
      n_o_a: 1,
      seat_class: 'ECONOMY',
      sort: 'PRICE',
    });

    const calendar = screen.getByRole('navigation', { name: 'Giá rẻ nhất theo ngày' });
    await waitFor(() => expect(within(calendar).getAllByRole('button')).toHaveLength(7));
    expect(within(calendar).getByRole('button', { current: 'date' })).toHaveAccessibleName(
      /1\.000\.000/,
    );
    expect(within(calendar).getAllByRole('button')[5]).toBeDisabled();
    // Each day is named by what it shows (WCAG 2.5.3; axe's label-content-name-mismatch found a
    // day without flights named otherwise, late in the day when today had none left).
    for (const day of within(calendar).getAllByRole('button')) {
      for (const line of Array.from(day.querySelectorAll('p'), (p) => p.textContent ?? '')) {
        expect(day).toHaveAccessibleName(expect.stringContaining(line));
      }
    }
    expect(within(calendar).getAllByRole('button')[5]).toHaveAccessibleName(/Không có chuyến/);
  });

  it('shows money the English way', async () => {
    mockFlights();
    renderFlights(URL_, 'en');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('₫1,250,000')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Total for 1 passenger')).toBeInTheDocument();
  });

  it('filters, sorts and picks another day through the URL', async () => {
    const user = userEvent.setup();
    const calls = mockFlights();
    renderFlights(URL_, 'en');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('checkbox', { name: /^Vietjet Air/ }));
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ airlines: ['VJ'] }));
    await user.click(
      within(screen.getByRole('group', { name: 'Departure time' })).getByRole('button', {
        name: /^Morning/,
      }),
    );
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        depart_time_from: '06:00',
        depart_time_to: '11:59',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /^Checked baggage included/ }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'duration');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        airlines: ['VJ'],
        baggage_included: true,
        sort: 'DURATION',
      }),
    );
    const calendar = screen.getByRole('navigation', { name: 'Lowest price by date' });
    await user.click(within(calendar).getAllByRole('button')[4]);
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        depart: addDays(DEPART, 1),
        airlines: ['VJ'],
      }),
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('opens the flight detail with segments and fares, and a fare leads to checkout', async () => {
    const user = userEvent.setup();
    mockFlights();
    renderFlights(URL_, 'en');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Details of flight VN213' }));
    const dialog = await screen.findByRole('dialog', { name: /Flight details/ });
    expect(await within(dialog).findByText(/Aircraft Airbus A321/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Phổ thông Linh hoạt' }),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Refundable, fee ₫300,000')).toHaveLength(2);
    expect(
      within(dialog).getAllByText('Free cancellation until 24 hours before departure')[0],
    ).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Choose this fare' })[1]);
    // Checkout holds the fare for a signed-in traveller (src/public-site/checkout tests).
    expect(await screen.findByRole('heading', { name: 'Book your flight' })).toBeInTheDocument();
    expect(await screen.findByText(/^Sign in to hold your choice and pay/)).toBeInTheDocument();
  });

  it('shows an empty state, and clears the filters from it', async () => {
    const user = userEvent.setup();
    const calls = mockFlights(() => flightSearch([]));
    renderFlights(`${URL_}&airlines=QH`, 'en');
    expect(await screen.findByText('No matching flights')).toBeInTheDocument();
    expect(screen.getByText(/No flight matches your filters/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(searches(calls).at(-1)?.airlines).toBeNull());
  });

  it('shows the error with Retry, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFlights(() =>
      fail ? graphqlError('INTERNAL', 'Flight supplier is down') : flightSearch([flightOption()]),
    );
    renderFlights(URL_, 'en');
    expect(await screen.findByText('Flight supplier is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('asks to fix a search it cannot run', async () => {
    mockFlights();
    renderFlights(`/flight?from=HAN&to=HAN&depart=${DEPART}`, 'en');
    expect(await screen.findByText('Origin and destination must differ.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
  });

  it('loads more results with the cursor', async () => {
    const user = userEvent.setup();
    mockFlights(() => flightSearch([flightOption()], null, 'cursor-2'));
    renderFlights(URL_, 'en');
    await screen.findByRole('article');
    const more = graphqlService('flights', { SearchFlights: () => flightSearch([VJ]) });
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(lastVariables(more, 'SearchFlights')?.input).toMatchObject({ after: 'cursor-2' });
  });
});
