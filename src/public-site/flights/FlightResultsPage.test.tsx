import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { addDays, todayIn } from '../search/dates';
import { flightDetail, flightOption, flightSearch } from '../testing/flightFixtures';
import { answer, graphqlError, type GraphqlCall } from '../testing/graphqlMock';
import { HAN, SGN } from '../testing/placeFixtures';

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

function mockFlights(calls: GraphqlCall[], search = () => flightSearch([flightOption(), VJ])) {
  server.use(
    answer('flights', 'SearchFlights', search, calls),
    answer(
      'flights',
      'FlightPriceCalendar',
      (vars) => {
        const around = (vars.input as { around: string }).around;
        return {
          flight_price_calendar: [-3, -2, -1, 0, 1, 2, 3].map((d) => ({
            date: addDays(around, d),
            min_price: d === 2 ? null : 1000000 + d * 10000,
            currency: 'VND',
            flights: d === 2 ? 0 : 5,
          })),
        };
      },
      calls,
    ),
    answer('flights', 'Flight', () => flightDetail(), calls),
    answer('places', 'PlaceLookup', (vars) => ({
      place: (vars.input as { code: string }).code === 'HAN' ? HAN : SGN,
    })),
  );
}

const searches = (calls: GraphqlCall[]) =>
  calls
    .filter((c) => c.operation === 'SearchFlights')
    .map((c) => c.variables.input as Record<string, unknown>);

describe('/flight results', () => {
  it('lists flights with local times, prices per locale and the price calendar', async () => {
    const calls: GraphqlCall[] = [];
    mockFlights(calls);
    renderApp(URL_, 'vi');
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
  });

  it('shows money the English way', async () => {
    mockFlights([]);
    renderApp(URL_, 'en');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('₫1,250,000')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Total for 1 passenger')).toBeInTheDocument();
  });

  it('filters, sorts and picks another day through the URL', async () => {
    const user = userEvent.setup();
    const calls: GraphqlCall[] = [];
    mockFlights(calls);
    renderApp(URL_, 'en');
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
    const calls: GraphqlCall[] = [];
    mockFlights(calls);
    renderApp(URL_, 'en');
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
    const calls: GraphqlCall[] = [];
    mockFlights(calls, () => flightSearch([]));
    renderApp(`${URL_}&airlines=QH`, 'en');
    expect(await screen.findByText('No matching flights')).toBeInTheDocument();
    expect(screen.getByText(/No flight matches your filters/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(searches(calls).at(-1)?.airlines).toBeNull());
  });

  it('shows the error with Retry, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFlights(
      [],
      () =>
        (fail
          ? graphqlError('INTERNAL', 'Flight supplier is down')
          : flightSearch([flightOption()])) as never,
    );
    renderApp(URL_, 'en');
    expect(await screen.findByText('Flight supplier is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('asks to fix a search it cannot run', async () => {
    mockFlights([]);
    renderApp(`/flight?from=HAN&to=HAN&depart=${DEPART}`, 'en');
    expect(await screen.findByText('Origin and destination must differ.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toBeInTheDocument();
  });

  it('loads more results with the cursor', async () => {
    const user = userEvent.setup();
    const calls: GraphqlCall[] = [];
    mockFlights(calls, () => flightSearch([flightOption()], null, 'cursor-2'));
    renderApp(URL_, 'en');
    await screen.findByRole('article');
    server.use(answer('flights', 'SearchFlights', () => flightSearch([VJ]), calls));
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(searches(calls).at(-1)).toMatchObject({ after: 'cursor-2' });
  });
});
