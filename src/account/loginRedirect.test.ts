import { describe, expect, it } from 'vitest';
import { hotelCheckoutPath } from '../public-site/hotels/hotelCheckout';
import { hotelSearchParams, NO_HOTEL_FILTERS } from '../public-site/hotels/hotelQuery';
import { ROUTE_NAMES } from '../../common/route-names';
import { loginRedirectTarget } from './loginRedirect';
import { CORPORATE_REGISTER_PATH, guardRedirect, opensDialogOnLoad } from './redirect';

describe('route guard (spec §2)', () => {
  it('sends /corporate/register without a token home with redirect and rl', () => {
    expect(guardRedirect('/corporate/register', false)).toBe(
      '/?redirect=%2Fcorporate%2Fregister&rl=true',
    );
    expect(guardRedirect('/corporate/register/', false)).not.toBeNull();
  });

  it('lets a token through and guards nothing else', () => {
    expect(guardRedirect('/corporate/register', true)).toBeNull();
    expect(guardRedirect('/corporate/users', false)).toBeNull();
    expect(CORPORATE_REGISTER_PATH).toBe(ROUTE_NAMES['corporate-register']);
  });

  it('opens the dialog on rl=true or the corporate sign-up service', () => {
    expect(opensDialogOnLoad('?rl=true')).toBe(true);
    expect(opensDialogOnLoad('?service=sign-up-for-corporate-account')).toBe(true);
    expect(opensDialogOnLoad('?rl=false')).toBe(false);
  });
});

describe('login redirect (spec §2)', () => {
  it('stays without a redirect', () => {
    expect(loginRedirectTarget('')).toBeNull();
    expect(loginRedirectTarget('?rl=true')).toBeNull();
  });

  it('goes to corporate-register for the corporate sign-up service', () => {
    expect(loginRedirectTarget('?service=sign-up-for-corporate-account&redirect=/p')).toBe(
      '/corporate/register',
    );
  });

  it('follows a local path and carries the spec parameters, id renamed ticket_id', () => {
    expect(
      loginRedirectTarget(
        '?redirect=/checkout/flight&id=t9&type=RT&depart=2026-12-01&return=2026-12-05&from=SGN&to=HAN&n_o_a=2&n_o_c=1&n_o_i=0&page=2&other=x&rl=true',
      ),
    ).toBe(
      '/checkout/flight?ticket_id=t9&type=RT&depart=2026-12-01&return=2026-12-05&from=SGN&to=HAN&n_o_a=2&n_o_c=1&n_o_i=0&page=2&other=x',
    );
  });

  // `rooms` (and filters, sort, bounds, pages, the checkout choice) are not in the spec's list:
  // only that list used to be carried, so a 2-room search came back as 1 room.
  it('carries every search parameter back to /p, rooms included', () => {
    const search = hotelSearchParams({
      criteria: {
        placeId: 'city:da-nang',
        near: null,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        party: { adults: 4, children: 1, rooms: 2 },
        bounds: { south: 16, west: 108.1, north: 16.1, east: 108.3 },
      },
      filters: { ...NO_HOTEL_FILTERS, stars: [4, 5], breakfast: true },
      sort: 'price',
    });
    search.set('pages', '3');
    const back = loginRedirectTarget(`?redirect=p&rl=true&${search.toString()}`);
    expect(back).toBe(`/p?${search.toString()}`);
    expect(new URL(back!, 'http://x').searchParams.get('rooms')).toBe('2');
    // The search page's own query inside `redirect` is kept too.
    expect(
      loginRedirectTarget(`?${new URLSearchParams({ redirect: `/p?${search}`, rl: 'true' })}`),
    ).toBe(`/p?${search.toString()}`);
  });

  it('carries the hotel checkout choice and stay, and never the login parameters', () => {
    const checkout = hotelCheckoutPath('p1', 'rate-1', {
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      party: { adults: 3, children: 0, rooms: 2 },
    });
    const query = checkout.split('?')[1];
    expect(loginRedirectTarget(`?redirect=checkout-hotel&rl=true&${query}`)).toBe(checkout);
    expect(loginRedirectTarget(`?redirect=${encodeURIComponent(checkout)}&rl=true`)).toBe(checkout);
    expect(
      loginRedirectTarget(`?redirect=${encodeURIComponent('/p?to=x&rl=true')}&service=other`),
    ).toBe('/p?to=x');
  });

  it('keeps id for trip-detail, by name or path', () => {
    expect(loginRedirectTarget('?redirect=trip-detail&id=7')).toBe('/trip/detail?id=7');
    expect(loginRedirectTarget('?redirect=/trip/detail&id=7')).toBe('/trip/detail?id=7');
  });

  it('resolves route names; property-id takes the id in its path', () => {
    expect(loginRedirectTarget('?redirect=checkout-hotel&id=3')).toBe(
      '/checkout/hotel?ticket_id=3',
    );
    expect(loginRedirectTarget('?redirect=property-id&id=42&depart=2026-01-01')).toBe(
      '/property/42?depart=2026-01-01',
    );
  });

  it('refuses redirects off the site', () => {
    expect(loginRedirectTarget('?redirect=https://evil.example/x')).toBeNull();
    expect(loginRedirectTarget('?redirect=//evil.example/x')).toBeNull();
  });

  // The query value is decoded once by URLSearchParams; a browser then drops tabs and newlines
  // and reads `\` as `/`, so each of these used to be followed to evil.example.
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('never leaves the site for redirect=%j', (redirect) => {
    const origin = 'https://wayfare.vn';
    const target = loginRedirectTarget(`?${new URLSearchParams({ redirect, rl: 'true' })}`, origin);
    if (target !== null) {
      expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
      expect(new URL(target, origin).origin).toBe(origin);
    }
    expect(loginRedirectTarget(`?redirect=${redirect}`, origin) ?? '/').not.toMatch(
      /^\/\/|^\/\\|:/,
    );
  });

  it('keeps a local path with its query and hash, and its own origin', () => {
    const origin = 'https://wayfare.vn';
    expect(loginRedirectTarget('?redirect=%2Ftrips%3Fpage%3D2', origin)).toBe('/trips?page=2');
    expect(loginRedirectTarget('?redirect=https://wayfare.vn/trips', origin)).toBe('/trips');
    expect(loginRedirectTarget('?redirect=/.//evil.example', origin)).toBeNull();
  });
});
