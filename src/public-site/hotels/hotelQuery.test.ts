import { describe, expect, it } from 'vitest';
import { hotelSearchTarget } from '../search/hotelNavigation';
import { formatNear, parseNear } from '../search/near';
import {
  hotelSearchParams,
  parseBounds,
  parseHotelQuery,
  toSearchPropertiesInput,
} from './hotelQuery';

const TODAY = '2026-03-01';
const parse = (qs: string) => parseHotelQuery(new URLSearchParams(qs), TODAY);

describe('hotel query', () => {
  it('reads place, dates, guests and filters, and writes them back', () => {
    const query = parse(
      'to=city:da-nang&depart=2026-03-12&return=2026-03-14&n_o_a=2&n_o_c=1&rooms=1' +
        '&stars=5,4&amenities=pool&free_cancellation=1&sort=price&price_max=2000000',
    );
    expect(query.problem).toBeNull();
    expect(query.criteria).toMatchObject({
      placeId: 'city:da-nang',
      checkIn: '2026-03-12',
      checkOut: '2026-03-14',
      party: { adults: 2, children: 1, rooms: 1 },
      bounds: null,
    });
    expect(query.filters).toMatchObject({ stars: [4, 5], amenities: ['POOL'], priceMax: 2000000 });
    expect(parse(hotelSearchParams(query).toString())).toEqual(query);
    expect(toSearchPropertiesInput(query)).toMatchObject({
      place_id: 'city:da-nang',
      check_in: '2026-03-12',
      check_out: '2026-03-14',
      stars: [4, 5],
      amenities: ['POOL'],
      free_cancellation: true,
      sort: 'PRICE',
    });
  });

  it('searches the map viewport instead of the place once the map moved', () => {
    const query = parse(
      'to=city:da-nang&depart=2026-03-12&return=2026-03-14&bounds=16.02,108.19,16.09,108.26',
    );
    const input = toSearchPropertiesInput(query);
    expect(input.place_id).toBeUndefined();
    expect(input.bounds).toEqual({
      northeast: { latitude: 16.09, longitude: 108.26 },
      southwest: { latitude: 16.02, longitude: 108.19 },
    });
  });

  it('rejects broken bounds and stays outside the 30-night limit', () => {
    expect(parseBounds('16.1,108,16.0,109')).toBeNull();
    expect(parseBounds('a,b,c,d')).toBeNull();
    expect(parse('to=x&depart=2026-03-12&return=2026-04-20').problem).toBe('checkOut');
    expect(parse('to=x&depart=2026-02-12&return=2026-02-14').problem).toBe('checkIn');
    expect(parse('depart=2026-03-12&return=2026-03-14').problem).toBe('missing');
  });

  it('reads and writes a near-me search: nearest first by default, the point sent as near', () => {
    const query = parse('to=near:16.0612,108.22449&depart=2026-03-12&return=2026-03-14&n_o_a=2');
    expect(query.problem).toBeNull();
    expect(query.criteria).toMatchObject({
      placeId: '',
      near: { latitude: 16.061, longitude: 108.224 },
    });
    expect(query.sort).toBe('distance');
    const params = hotelSearchParams(query);
    expect(params.get('to')).toBe('near:16.061,108.224');
    expect(params.has('sort')).toBe(false);
    expect(parse(params.toString())).toEqual(query);
    const input = toSearchPropertiesInput(query);
    expect(input.place_id).toBeUndefined();
    expect(input).toMatchObject({
      near: { latitude: 16.061, longitude: 108.224, radius_km: 10 },
      sort: 'DISTANCE',
    });

    // Another sort is kept, also through a round trip; a moved map searches its bounds.
    const recommended = parse(`${params.toString()}&sort=recommended`);
    expect(recommended.sort).toBe('recommended');
    expect(hotelSearchParams(recommended).get('sort')).toBe('recommended');
    expect(parse(hotelSearchParams(recommended).toString())).toEqual(recommended);
    const moved = toSearchPropertiesInput(parse(`${params.toString()}&bounds=16,108.1,16.1,108.3`));
    expect(moved.near).toBeUndefined();
    expect(moved.bounds).toBeDefined();
  });

  it('builds the /p link of a near-me search from the form', () => {
    const url = hotelSearchTarget(
      { type: 'NEAR', latitude: 21.02851, longitude: 105.8542 },
      {
        checkIn: '2026-03-12',
        checkOut: '2026-03-14',
        party: { adults: 2, children: 0, rooms: 1 },
      },
    );
    expect(url.startsWith('/p?')).toBe(true);
    const query = parse(url.slice(3));
    expect(query.criteria.near).toEqual({ latitude: 21.029, longitude: 105.854 });
    expect(query.sort).toBe('distance');
    expect(query.problem).toBeNull();
  });

  it('refuses broken near points instead of searching elsewhere', () => {
    for (const to of [
      'near:',
      'near:16',
      'near:abc,108',
      'near:91,108',
      'near:16,181',
      'near:16,',
    ]) {
      expect(parseNear(to)).toBeNull();
      expect(parse(`to=${to}&depart=2026-03-12&return=2026-03-14`).problem).toBe('missing');
    }
    expect(parseNear('city:da-nang')).toBeNull();
    expect(parseNear(formatNear({ latitude: -33.8688, longitude: 151.2093 }))).toEqual({
      latitude: -33.869,
      longitude: 151.209,
    });
  });
});
