import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlService } from '../../test/graphqlService';
import { addDays, todayIn } from '../search/dates';
import { toPlaceChoice } from '../search/place';
import { STORAGE_KEYS } from '../search/storage';
import { flightDetail, flightOption, flightSearch } from '../testing/flightFixtures';
import { HAN, place, SGN } from '../testing/placeFixtures';
import { renderSite } from '../testing/renderSite';
import { FlightResultsPage } from './FlightResultsPage';

const DEPART = addDays(todayIn(), 10);
const RETURN = addDays(todayIn(), 14);
const ROUND_TRIP = `/flight?from=HAN&to=SGN&depart=${DEPART}&return=${RETURN}&n_o_a=1&n_o_c=0&n_o_i=0`;
const HA_NOI_CITY = place({ id: 'city:ha-noi', code: 'HAN', name: 'Hà Nội' });

function mockFlights() {
  graphqlService('flights', {
    SearchFlights: () => flightSearch([flightOption()], [flightOption({ id: 'opt-back' })]),
    FlightPriceCalendar: () => ({ flight_price_calendar: [] }),
    Flight: () => flightDetail(),
  });
  graphqlService('places', {
    PlaceLookup: ({ input }) => {
      if (input.id === HA_NOI_CITY.id) return { place: HA_NOI_CITY };
      return { place: input.code === 'HAN' ? HAN : SGN };
    },
  });
}

const renderFlights = (path: string, locale: 'vi' | 'en') =>
  renderSite(<FlightResultsPage />, { path, locale, route: '/flight' });

describe('/flight round trip', () => {
  it('heads the return step with the way back, in vi and en', async () => {
    mockFlights();
    const { unmount } = renderFlights(`${ROUND_TRIP}&outbound=opt-1&outbound_seat=s1`, 'vi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Chuyến về TP. Hồ Chí Minh (SGN) → Hà Nội (HAN)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chọn chuyến về' })).toBeInTheDocument();
    unmount();

    renderFlights(`${ROUND_TRIP}&outbound=opt-1&outbound_seat=s1`, 'en');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Return flights TP. Hồ Chí Minh (SGN) → Hà Nội (HAN)',
      }),
    ).toBeInTheDocument();
  });

  it('heads the departure step with the way out', async () => {
    mockFlights();
    renderFlights(ROUND_TRIP, 'vi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Chuyến bay Hà Nội (HAN) → TP. Hồ Chí Minh (SGN)',
      }),
    ).toBeInTheDocument();
  });
});

describe('Change search', () => {
  it('shows the city the traveller picked, not the airport sharing its code', async () => {
    localStorage.setItem(STORAGE_KEYS.flightFrom, JSON.stringify(toPlaceChoice(HA_NOI_CITY)));
    localStorage.setItem(STORAGE_KEYS.flightTo, JSON.stringify(toPlaceChoice(SGN)));
    mockFlights();
    const user = userEvent.setup();
    renderFlights(ROUND_TRIP, 'vi');
    await screen.findByRole('heading', { level: 1, name: /^Chuyến bay Hà Nội \(HAN\)/ });
    await user.click(screen.getByRole('button', { name: 'Thay đổi tìm kiếm' }));
    expect(await screen.findByRole('combobox', { name: 'Điểm đi' })).toHaveValue('Hà Nội (HAN)');
    expect(screen.getByRole('combobox', { name: 'Điểm đến' })).toHaveValue(
      'Sân bay quốc tế Tân Sơn Nhất (SGN)',
    );
  });

  it('shows the airport of a shared link (no choice remembered)', async () => {
    mockFlights();
    const user = userEvent.setup();
    renderFlights(ROUND_TRIP, 'vi');
    await screen.findByRole('heading', { level: 1, name: /^Chuyến bay Hà Nội \(HAN\)/ });
    await user.click(screen.getByRole('button', { name: 'Thay đổi tìm kiếm' }));
    expect(await screen.findByRole('combobox', { name: 'Điểm đi' })).toHaveValue(
      'Sân bay quốc tế Nội Bài (HAN)',
    );
  });
});
