import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphqlService, type GraphqlCall } from '../../test/graphqlService';
import { DA_NANG, HAN, HOTEL_PLACE, SGN } from '../testing/placeFixtures';
import { currentUrl, renderSite } from '../testing/renderSite';
import { addDays, todayIn } from './dates';
import { SearchBox } from './SearchBox';

const PLACES = [HAN, SGN, DA_NANG, HOTEL_PLACE];

/** The places search, typed by the generated SearchPlaces operation; returns its calls. */
function mockPlaces(): GraphqlCall[] {
  return graphqlService('places', {
    SearchPlaces: ({ input }) => {
      const q = input.query.toLowerCase();
      const entries = PLACES.filter(
        (p) =>
          (!input.types || input.types.includes(p.type)) &&
          (`${p.name} ${p.code ?? ''}`.toLowerCase().includes(q) || q === ''),
      );
      return { search_places: { entries } };
    },
  });
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  text: string,
  option: RegExp,
) {
  const box = await screen.findByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('home search box — flights', () => {
  it('autocompletes places, searches and remembers origin and destination', async () => {
    const user = userEvent.setup();
    const calls = mockPlaces();
    renderSite(<SearchBox />);
    await pick(user, 'Điểm đi', 'han', /Nội Bài/);
    await pick(user, 'Điểm đến', 'sgn', /Tân Sơn Nhất/);
    expect(screen.getByRole('combobox', { name: 'Điểm đi' })).toHaveValue(
      'Sân bay quốc tế Nội Bài (HAN)',
    );
    expect(calls.at(-1)?.variables.input).toMatchObject({
      query: 'sgn',
      types: ['AIRPORT', 'CITY'],
      locale: 'vi',
    });

    const depart = addDays(todayIn(), 5);
    fireEvent.change(screen.getByLabelText('Ngày đi'), { target: { value: depart } });
    await user.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));

    const url = currentUrl(screen.getByTestId('location'));
    expect(url.pathname).toBe('/flight');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'HAN',
      to: 'SGN',
      depart,
      n_o_a: '1',
      n_o_c: '0',
      n_o_i: '0',
    });
    expect(JSON.parse(localStorage.getItem('location_flight_from')!).code).toBe('HAN');
    expect(JSON.parse(localStorage.getItem('location_flight_to')!).code).toBe('SGN');
    expect(JSON.parse(localStorage.getItem('direction')!)).toBe('one_way');
  });

  it('starts from the remembered places, swaps them, and searches a round trip in business', async () => {
    const user = userEvent.setup();
    mockPlaces();
    localStorage.setItem(
      'location_flight_from',
      JSON.stringify({ id: HAN.id, type: 'AIRPORT', code: 'HAN', name: 'Hà Nội', subtitle: null }),
    );
    localStorage.setItem(
      'location_flight_to',
      JSON.stringify({ id: SGN.id, type: 'AIRPORT', code: 'SGN', name: 'TP. HCM', subtitle: null }),
    );
    renderSite(<SearchBox />, { locale: 'en' });
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Hà Nội (HAN)');
    await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('TP. HCM (SGN)');

    await user.click(screen.getByRole('button', { name: 'Round trip' }));
    await user.click(screen.getByRole('button', { name: /Passengers/ }));
    const panel = screen.getByRole('group', { name: 'Passengers' });
    await user.click(within(panel).getByRole('button', { name: 'One more: Adults' }));
    // An infant sits on an adult's lap: at most one per adult.
    const moreInfants = within(panel).getByRole('button', { name: 'One more: Infants' });
    await user.click(moreInfants);
    await user.click(moreInfants);
    expect(moreInfants).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: 'Business' }));
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: /Passengers/ })).toHaveTextContent(
      '4 passengers, Business',
    );

    await user.click(screen.getByRole('button', { name: 'Search flights' }));
    const params = currentUrl(screen.getByTestId('location')).searchParams;
    expect(params.get('from')).toBe('SGN');
    expect(params.get('to')).toBe('HAN');
    expect(params.get('return')).not.toBeNull();
    expect([params.get('n_o_a'), params.get('n_o_i'), params.get('type')]).toEqual([
      '2',
      '2',
      'business',
    ]);
    expect(JSON.parse(localStorage.getItem('direction')!)).toBe('round_trip');
  });

  it('explains what is missing instead of searching', async () => {
    const user = userEvent.setup();
    renderSite(<SearchBox />);
    await user.click(screen.getByRole('button', { name: 'Tìm chuyến bay' }));
    expect(screen.getByText('Chọn điểm đi')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Điểm đến' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('moves through suggestions with the keyboard', async () => {
    const user = userEvent.setup();
    mockPlaces();
    renderSite(<SearchBox />);
    const box = screen.getByRole('combobox', { name: 'Điểm đi' });
    await user.click(box);
    await user.type(box, 's');
    await screen.findByRole('option', { name: /Tân Sơn Nhất/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('option', { name: /Tân Sơn Nhất/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Sân bay quốc tế Tân Sơn Nhất (SGN)');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('home search box — hotels', () => {
  it('searches a city for two nights and keeps it among the three recent searches', async () => {
    const user = userEvent.setup();
    mockPlaces();
    renderSite(<SearchBox />);
    await user.click(screen.getByRole('tab', { name: 'Khách sạn' }));
    await pick(user, 'Điểm đến, khu vực hoặc khách sạn', 'đà', /Đà Nẵng/);
    const checkIn = addDays(todayIn(), 10);
    fireEvent.change(screen.getByLabelText('Nhận phòng'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText(/Trả phòng/), {
      target: { value: addDays(checkIn, 2) },
    });
    expect(screen.getByLabelText(/Trả phòng · 2 đêm/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tìm khách sạn' }));

    const url = currentUrl(screen.getByTestId('location'));
    expect(url.pathname).toBe('/p');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      to: 'city:da-nang',
      depart: checkIn,
      return: addDays(checkIn, 2),
      n_o_a: '2',
      n_o_c: '0',
      rooms: '1',
    });
    const recent = JSON.parse(localStorage.getItem('h-search')!);
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({
      place: { id: 'city:da-nang' },
      checkIn,
      adults: 2,
      rooms: 1,
    });
  });

  it('opens a hotel chosen in the box directly, and re-runs a recent search', async () => {
    const user = userEvent.setup();
    mockPlaces();
    const checkIn = addDays(todayIn(), 3);
    localStorage.setItem(
      'h-search',
      JSON.stringify([
        {
          place: { id: 'city:hue', type: 'CITY', code: null, name: 'Huế', subtitle: null },
          checkIn,
          checkOut: addDays(checkIn, 1),
          adults: 1,
          children: 1,
          rooms: 1,
        },
      ]),
    );
    renderSite(<SearchBox />);
    await user.click(screen.getByRole('tab', { name: 'Khách sạn' }));
    const recent = await screen.findByRole('region', { name: 'Tìm kiếm gần đây' });
    await user.click(within(recent).getByRole('button', { name: /Huế/ }));
    expect(currentUrl(screen.getByTestId('location')).searchParams.get('to')).toBe('city:hue');
  });

  it('goes straight to the property page when a hotel is chosen', async () => {
    const user = userEvent.setup();
    mockPlaces();
    renderSite(<SearchBox />);
    await user.click(screen.getByRole('tab', { name: 'Khách sạn' }));
    await pick(user, 'Điểm đến, khu vực hoặc khách sạn', 'sông', /Sông Hàn/);
    await user.click(screen.getByRole('button', { name: 'Tìm khách sạn' }));
    await waitFor(() =>
      expect(currentUrl(screen.getByTestId('location')).pathname).toBe('/property/p1'),
    );
  });
});
