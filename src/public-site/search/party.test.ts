import { describe, expect, it } from 'vitest';
import { flightPartyRanges, hotelPartyRanges, toFlightParty, toHotelParty } from './party';

describe('flight party', () => {
  it('keeps adults and children within 9 seats and infants at one per adult', () => {
    expect(flightPartyRanges({ adults: 3, children: 4, infants: 2 })).toEqual({
      adults: { min: 2, max: 5 },
      children: { min: 0, max: 6 },
      infants: { min: 0, max: 3 },
    });
  });

  it('clamps loose URL values', () => {
    expect(toFlightParty({ adults: '12', children: '4', infants: '20' })).toEqual({
      adults: 9,
      children: 0,
      infants: 9,
    });
    expect(toFlightParty({ adults: 'x', children: '-1' })).toEqual({
      adults: 1,
      children: 0,
      infants: 0,
    });
  });
});

describe('hotel party', () => {
  it('needs an adult per room', () => {
    expect(hotelPartyRanges({ adults: 2, children: 0, rooms: 2 }).adults.min).toBe(2);
    expect(hotelPartyRanges({ adults: 3, children: 0, rooms: 1 }).rooms.max).toBe(3);
    expect(toHotelParty({ adults: '1', rooms: '4' })).toEqual({
      adults: 1,
      children: 0,
      rooms: 1,
    });
    expect(toHotelParty({})).toEqual({ adults: 2, children: 0, rooms: 1 });
  });
});
