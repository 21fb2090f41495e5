import { describe, expect, it } from 'vitest';
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
});
