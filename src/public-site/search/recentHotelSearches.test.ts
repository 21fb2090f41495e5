import { describe, expect, it } from 'vitest';
import { readRememberedFlight, rememberFlight } from './flightMemory';
import type { PlaceChoice } from './place';
import { readRecentHotelSearches, rememberHotelSearch } from './recentHotelSearches';

const place = (id: string, name = id): PlaceChoice => ({
  id,
  type: 'CITY',
  code: null,
  name,
  subtitle: 'Việt Nam',
});
const search = (id: string) => ({
  place: place(id),
  checkIn: '2026-03-12',
  checkOut: '2026-03-14',
  adults: 2,
  children: 0,
  rooms: 1,
});

describe('recent hotel searches (h-search)', () => {
  it('keeps the newest three, one per place', () => {
    rememberHotelSearch(search('city:hue'));
    rememberHotelSearch(search('city:da-nang'));
    rememberHotelSearch(search('city:hoi-an'));
    rememberHotelSearch(search('city:hue'));
    rememberHotelSearch(search('city:nha-trang'));
    expect(readRecentHotelSearches().map((s) => s.place.id)).toEqual([
      'city:nha-trang',
      'city:hue',
      'city:hoi-an',
    ]);
    expect(JSON.parse(window.localStorage.getItem('h-search')!)).toHaveLength(3);
  });

  it('ignores unreadable storage', () => {
    window.localStorage.setItem('h-search', '{not json');
    expect(readRecentHotelSearches()).toEqual([]);
    window.localStorage.setItem('h-search', JSON.stringify([{ place: 1 }, search('city:hue')]));
    expect(readRecentHotelSearches()).toHaveLength(1);
  });
});

describe('remembered flight places', () => {
  it('stores origin, destination and direction under the spec keys', () => {
    expect(readRememberedFlight()).toEqual({ from: null, to: null, direction: 'one_way' });
    rememberFlight({
      from: place('airport:HAN'),
      to: place('airport:SGN'),
      direction: 'round_trip',
    });
    expect(JSON.parse(window.localStorage.getItem('location_flight_from')!).id).toBe('airport:HAN');
    expect(JSON.parse(window.localStorage.getItem('location_flight_to')!).id).toBe('airport:SGN');
    expect(JSON.parse(window.localStorage.getItem('direction')!)).toBe('round_trip');
    expect(readRememberedFlight().to?.id).toBe('airport:SGN');
  });
});
