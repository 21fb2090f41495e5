import { describe, expect, it } from 'vitest';
import { tripFilterInput } from '../../../server/domain/trips/input';
import {
  addedPlaces,
  joins,
  orderSpan,
  purposeOf,
  tripTime,
} from '../../../server/domain/trips/rules';
import { queryOf, windowOf } from '../../../server/domain/trips/trips';

// The pure rules of trips (docs/trips.md): no database.

const flight = (from: string, to: string, at: string) => ({
  code: 'VN1',
  departure: { code: from, date: at, timezone: 'Asia/Ho_Chi_Minh' },
  arrival: { code: to, date: at, timezone: 'Asia/Ho_Chi_Minh' },
});

describe('what an order spans', () => {
  it('reads a round trip by local day, and a stay by its dates', () => {
    const span = orderSpan([
      {
        kind: 'FLIGHT_BOOKING',
        product: {
          departure_flight: flight('HAN', 'DAD', '2026-12-01T23:30:00Z'),
          return_flight: flight('DAD', 'HAN', '2026-12-04T02:00:00Z'),
        },
        metadata: {},
      },
    ]);
    // 23:30 UTC is the next morning in Vietnam.
    expect(span).toMatchObject({ start: '2026-12-02', end: '2026-12-04', originAirport: 'HAN' });
    expect(span?.arrivalAirports).toEqual(['DAD', 'HAN']);
    const stay = orderSpan([
      {
        kind: 'ROOM_TYPE',
        product: {},
        metadata: { property_id: 'local:x', check_in: '2026-12-02', check_out: '2026-12-04' },
      },
    ]);
    expect(stay).toMatchObject({ start: '2026-12-02', end: '2026-12-04', originAirport: null });
  });

  it('is business when a corporate books or pays, personal otherwise', () => {
    expect(purposeOf('c1')).toBe('BUSINESS');
    expect(purposeOf(null)).toBe('PERSONAL');
  });
});

describe('whether an order joins a trip', () => {
  const trip = {
    start_date: '2026-12-10',
    end_date: '2026-12-10',
    origin: 'ha-noi',
    places: ['sai-gon'],
  };
  const order = (start: string, departures: string[], destinations: string[]) => ({
    start,
    end: start,
    origin: departures[0] ?? null,
    departures,
    destinations,
  });

  it('joins the way home three days later, and a hotel where the trip goes', () => {
    expect(joins(trip, order('2026-12-13', ['sai-gon'], ['ha-noi']))).toBe(true);
    expect(joins(trip, order('2026-12-11', [], ['sai-gon']))).toBe(true);
  });

  it('does not join a trip elsewhere, or one too far apart', () => {
    expect(joins(trip, order('2026-12-11', ['ha-noi'], ['da-nang']))).toBe(false);
    expect(joins(trip, order('2026-12-14', ['sai-gon'], ['ha-noi']))).toBe(false);
  });

  it("adds new destinations but never the trip's origin", () => {
    expect(addedPlaces(trip, order('2026-12-13', ['sai-gon'], ['ha-noi']))).toEqual([]);
    expect(addedPlaces(trip, order('2026-12-11', ['sai-gon'], ['da-nang']))).toEqual(['da-nang']);
  });
});

describe('the trip filter', () => {
  it('defaults to business and personal on, time type and selected time all', () => {
    const filter = tripFilterInput.parse(undefined);
    expect(filter).toMatchObject({
      isBusiness: true,
      isPersonal: true,
      time_type: 'ALL',
      selectedTime: 'ALL',
      page: 1,
      limit: 20,
    });
    expect(tripFilterInput.parse({ isBusiness: null })).toMatchObject({ isBusiness: true });
    const own = queryOf(filter, '2026-12-15', false);
    expect(own.purposes).toEqual(['BUSINESS', 'PERSONAL']);
    expect(own.window).toEqual({ from: null, to: null });
    // The company's view never holds personal trips.
    expect(queryOf(filter, '2026-12-15', true).purposes).toEqual(['BUSINESS']);
  });

  it('names the bad field and its rule', () => {
    const r = tripFilterInput.safeParse({ dateRange: { from: '2026-12-10', to: '2026-12-01' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['dateRange', 'to']);
    expect(tripFilterInput.safeParse({ limit: 500 }).success).toBe(false);
    expect(tripFilterInput.safeParse({ user_ids: ['not-an-id'] }).success).toBe(false);
  });

  it('turns the selected time into days', () => {
    const today = '2026-12-17'; // a Thursday
    expect(windowOf({ selectedTime: 'THIS_WEEK', dateRange: null }, today)).toEqual({
      from: '2026-12-14',
      to: '2026-12-20',
    });
    expect(windowOf({ selectedTime: 'THIS_MONTH', dateRange: null }, today)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(
      windowOf({ selectedTime: 'CUSTOM', dateRange: { from: '2026-01-01', to: null } }, today),
    ).toEqual({ from: '2026-01-01', to: null });
  });

  it('names a trip by its time against today', () => {
    const trip = { start_date: '2026-12-10', end_date: '2026-12-12' };
    expect(tripTime(trip, '2026-12-09')).toBe('UPCOMING');
    expect(tripTime(trip, '2026-12-12')).toBe('ONGOING');
    expect(tripTime(trip, '2026-12-13')).toBe('PAST');
  });
});
