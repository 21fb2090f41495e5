import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlService } from '../../test/graphqlService';
import { DA_NANG } from '../testing/placeFixtures';
import { currentUrl, renderSite } from '../testing/renderSite';
import './catalogue';
import { HotelSearchForm } from './HotelSearchForm';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** A stand-in navigator.geolocation answering `getCurrentPosition` with `respond`. */
function mockGeolocation(respond: (ok: Success, fail: Failure) => void) {
  const getCurrentPosition = vi.fn((ok: Success, fail: Failure, _options?: PositionOptions) =>
    respond(ok, fail),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

function mockPlaces() {
  graphqlService('places', { SearchPlaces: () => ({ search_places: { entries: [DA_NANG] } }) });
}

async function chooseNearMe(user: ReturnType<typeof userEvent.setup>, label: string, near: RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: near }));
  return box;
}

describe('hotel place field — near me', () => {
  it('asks for the position, remembers it and searches /p around it, nearest first', async () => {
    const user = userEvent.setup();
    mockPlaces();
    const ask = mockGeolocation((ok) =>
      ok({ coords: { latitude: 16.061234, longitude: 108.224491 } }),
    );
    renderSite(<HotelSearchForm />);
    const box = await chooseNearMe(user, 'Điểm đến, khu vực hoặc khách sạn', /Gần tôi/);
    await waitFor(() => expect(box).toHaveValue('Gần tôi'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0][2]).toMatchObject({ timeout: 10_000 });
    const stored = JSON.parse(localStorage.getItem('near_location')!);
    expect(stored).toMatchObject({ latitude: 16.061, longitude: 108.224 });
    expect(typeof stored.at).toBe('number');

    await user.click(screen.getByRole('button', { name: 'Tìm khách sạn' }));
    const url = currentUrl(screen.getByTestId('location'));
    expect(url.pathname).toBe('/p');
    expect(url.searchParams.get('to')).toBe('near:16.061,108.224');
    expect(url.searchParams.get('sort')).toBeNull(); // distance is the default there
    expect(url.searchParams.get('rooms')).toBe('1');
    // Not a recent search: the next one needs a new position anyway.
    expect(localStorage.getItem('h-search')).toBeNull();
  });

  it('says how to fix it when the position is refused, and keeps the field usable', async () => {
    const user = userEvent.setup();
    mockPlaces();
    mockGeolocation((_, fail) => fail({ code: 1, message: 'User denied Geolocation' }));
    renderSite(<HotelSearchForm />, { locale: 'en' });
    const box = await chooseNearMe(user, 'Destination, area or hotel', /Near me/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This site may not see your location. Allow it in your browser settings, or type a destination.',
    );
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('near_location')).toBeNull();

    // Choosing a place instead clears the message.
    await user.type(box, 'đà');
    await user.click(await screen.findByRole('option', { name: /Đà Nẵng/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('Đà Nẵng (DAD)');
  });

  it('says so when the browser has no geolocation', async () => {
    const user = userEvent.setup();
    mockPlaces();
    renderSite(<HotelSearchForm />, { locale: 'en' });
    await chooseNearMe(user, 'Destination, area or hotel', /Near me/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your location is not available on this device.',
    );
  });

  it('offers near me only before anything is typed; Enter still takes the first place', async () => {
    const user = userEvent.setup();
    mockPlaces();
    renderSite(<HotelSearchForm />, { locale: 'en' });
    const box = screen.getByRole('combobox', { name: 'Destination, area or hotel' });
    await user.click(box);
    expect(await screen.findByRole('option', { name: /Near me/ })).toBeInTheDocument();
    await user.type(box, 'đà');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Near me/ })).toBeNull());
    await screen.findByRole('option', { name: /Đà Nẵng/ });
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Đà Nẵng (DAD)');
  });
});
