import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import { addDays } from '../../../server/domain/inventory/geo';
import { buildFlight, buildPlaces, inDays } from '../support/inventory-builders';

const D = inDays(12);
const OPTION = `id code day_offset duration_minutes price round_trip_price
  departure { code local_time timezone date } arrival { code local_time timezone date }`;
const SEARCH = `query($input: SearchFlightsInput!) { search_flights(input: $input) {
  departure { entries { ${OPTION} } } return { entries { ${OPTION} } } } }`;

describe('flights: round trips, time zones, calendar and detail', () => {
  const t = useTestApp();
  const run = async (
    query: string,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => (await graphql(t().app, 'flights', { query, variables: { input } }, headers)).body;
  const codes = (list: { entries: { code: string }[] }) => list.entries.map((e) => e.code);

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    const lite = (a: number, seats = 9) => ({
      plan: 'VN-ECO_LITE',
      adult: [a, 200_000] as [number, number],
      seats,
    });
    await buildFlight(db, {
      code: 'VN201',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '06:00',
      minutes: 130,
      fares: [lite(1_000_000)],
    });
    await buildFlight(db, {
      code: 'VN209',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '12:00',
      minutes: 130,
      fares: [lite(900_000)],
    });
    await buildFlight(db, {
      code: 'VN210',
      from: 'SGN',
      to: 'HAN',
      date: D,
      depart: '10:00',
      minutes: 130,
      fares: [lite(800_000)],
    });
    await buildFlight(db, {
      code: 'VN212',
      from: 'SGN',
      to: 'HAN',
      date: D,
      depart: '15:00',
      minutes: 130,
      fares: [lite(950_000)],
    });
    await buildFlight(db, {
      code: 'VN214',
      from: 'SGN',
      to: 'HAN',
      date: addDays(D, 3),
      depart: '08:00',
      minutes: 130,
      fares: [lite(700_000)],
    });
    // 23:50 in Ho Chi Minh City (UTC+7), six hours: 07:50 next day in Tokyo (UTC+9).
    await buildFlight(db, {
      code: 'VN300',
      from: 'SGN',
      to: 'NRT',
      date: D,
      depart: '23:50',
      minutes: 360,
      fares: [lite(5_000_000)],
    });
    // 09:30 in Tokyo, 6 h 20: 13:50 in Ho Chi Minh City the same day.
    await buildFlight(db, {
      code: 'VN301',
      from: 'NRT',
      to: 'SGN',
      date: addDays(D, 4),
      depart: '09:30',
      minutes: 380,
      fares: [lite(4_500_000)],
    });
    for (const [i, price] of [
      [-1, 1_500_000],
      [0, 1_000_000],
      [2, 800_000],
    ] as const) {
      await buildFlight(db, {
        code: `VN4${i + 1}0`,
        from: 'HAN',
        to: 'DAD',
        date: addDays(D, i),
        depart: '10:00',
        minutes: 80,
        fares: [lite(price)],
      });
    }
    await buildFlight(db, {
      code: 'VN499',
      from: 'HAN',
      to: 'DAD',
      date: addDays(D, 1),
      depart: '10:00',
      minutes: 80,
      fares: [lite(600_000, 1)],
    });
  });

  it('pairs a same-day return only when it leaves 2 hours after a departure lands', async () => {
    const body = await run(SEARCH, {
      from: 'HAN',
      to: 'SGN',
      depart: D,
      return: D,
      sort: 'DEPARTURE',
    });
    // The earliest departure lands 08:10, so the 10:00 return (1 h 50 later) is not offered.
    expect(codes(body.data.search_flights.return)).toEqual(['VN212']);
    const chosen = body.data.search_flights.departure.entries.find(
      (e: { code: string }) => e.code === 'VN209',
    );
    const paired = await run(SEARCH, {
      from: 'HAN',
      to: 'SGN',
      depart: D,
      return: D,
      departure_flight_id: chosen.id,
    });
    // VN209 lands 14:10: the 15:00 return is too early too.
    expect(codes(paired.data.search_flights.return)).toEqual([]);
    const later = await run(SEARCH, {
      from: 'HAN',
      to: 'SGN',
      depart: D,
      return: addDays(D, 3),
      departure_flight_id: chosen.id,
    });
    expect(later.data.search_flights.return.entries[0]).toMatchObject({
      code: 'VN214',
      price: 900_000,
      round_trip_price: 1_100_000 + 900_000,
    });
  });

  it('keeps one-way answers without a return list', async () => {
    const body = await run(SEARCH, { from: 'HAN', to: 'SGN', depart: D });
    expect(body.data.search_flights.return).toBeNull();
  });

  it('gives times in UTC with each airport zone and local wall time, across midnight', async () => {
    const body = await run(SEARCH, { from: 'SGN', to: 'TYO', depart: D, return: addDays(D, 4) });
    const [out] = body.data.search_flights.departure.entries;
    expect(out.departure).toMatchObject({
      code: 'SGN',
      timezone: 'Asia/Ho_Chi_Minh',
      local_time: `${D}T23:50`,
    });
    expect(out.arrival).toMatchObject({
      code: 'NRT',
      timezone: 'Asia/Tokyo',
      local_time: `${addDays(D, 1)}T07:50`,
    });
    expect(out.departure.date).toBe(`${D}T16:50:00.000Z`);
    expect(out.day_offset).toBe(1);
    expect(out.duration_minutes).toBe(360);
    const [back] = body.data.search_flights.return.entries;
    expect(back.departure.local_time).toBe(`${addDays(D, 4)}T09:30`);
    expect(back.arrival.local_time).toBe(`${addDays(D, 4)}T13:50`);
    expect(back.day_offset).toBe(0);
    const windowed = await run(SEARCH, {
      from: 'SGN',
      to: 'NRT',
      depart: D,
      arrive_time_from: '07:30',
      arrive_time_to: '08:00',
    });
    expect(codes(windowed.data.search_flights.departure)).toEqual(['VN300']);
  });

  it('names places in the x-locale language', async () => {
    const body = await run(
      `query($input: SearchFlightsInput!) { search_flights(input: $input) { departure { entries { departure { airport_name city_name } } } } }`,
      { from: 'SGN', to: 'NRT', depart: D },
      { 'x-locale': 'en' },
    );
    expect(body.data.search_flights.departure.entries[0].departure).toEqual({
      airport_name: 'Tan Son Nhat International Airport',
      city_name: 'Ho Chi Minh City',
    });
  });

  it('lists the cheapest price per date around a date for the party, with seats', async () => {
    const body = await run(
      `query($input: FlightPriceCalendarInput!) { flight_price_calendar(input: $input) { date min_price flights currency } }`,
      { from: 'HAN', to: 'DAD', around: D, days: 5, n_o_a: 2 },
    );
    expect(body.data.flight_price_calendar).toEqual([
      { date: addDays(D, -2), min_price: null, flights: 0, currency: 'VND' },
      { date: addDays(D, -1), min_price: 2 * 1_700_000, flights: 1, currency: 'VND' },
      { date: D, min_price: 2 * 1_200_000, flights: 1, currency: 'VND' },
      // VN499 has one seat left: not enough for two adults.
      { date: addDays(D, 1), min_price: null, flights: 0, currency: 'VND' },
      { date: addDays(D, 2), min_price: 2 * 1_000_000, flights: 1, currency: 'VND' },
    ]);
  });

  it('opens one flight with its fares and rules, priced for the party', async () => {
    const list = await run(SEARCH, { from: 'HAN', to: 'SGN', depart: D, sort: 'DEPARTURE' });
    const id = list.data.search_flights.departure.entries[0].id;
    const body = await run(
      `query($input: FlightInput!) { flight(input: $input) { code price seat_classes { plan price fare_rules { refundable changeable notes } benefit { baggage { quantity } cabin_baggage { weight } } } } }`,
      { id, n_o_a: 1, n_o_c: 1 },
    );
    expect(body.data.flight).toMatchObject({ code: 'VN201', price: 2 * 1_200_000 });
    expect(body.data.flight.seat_classes[0].fare_rules).toMatchObject({
      refundable: false,
      changeable: false,
    });
    expect(body.data.flight.seat_classes[0].fare_rules.notes).toContain('Không được hoàn vé.');
    const unknown = await run(`query($input: FlightInput!) { flight(input: $input) { code } }`, {
      id: 'local:00000000-0000-4000-8000-000000000000:ECONOMY',
    });
    expect(unknown.data.flight).toBeNull();
  });

  it('refuses impossible parties, past dates and unknown places with field errors', async () => {
    const bad = await run(SEARCH, {
      from: 'HAN',
      to: 'XXX',
      depart: inDays(-5),
      n_o_a: 1,
      n_o_i: 2,
    });
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const fields = bad.errors[0].extensions.fields.map(
      (f: { field: string; rule: string }) => `${f.field}:${f.rule}`,
    );
    expect(fields).toEqual(expect.arrayContaining(['n_o_i:lap', 'depart:past', 'to:unknown']));
    const same = await run(SEARCH, { from: 'HAN', to: 'HAN', depart: D });
    expect(same.errors[0].extensions.fields[0]).toMatchObject({ field: 'to', rule: 'same' });
  });
});
