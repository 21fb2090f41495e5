import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import { addDays } from '../../../server/domain/inventory/geo';
import { buildFlight, buildPlaces, inDays } from '../support/inventory-builders';

const D = inDays(10);
const OPTION = `id code stops day_offset duration_minutes price round_trip_price
  airline { code } departure { code local_time timezone date } arrival { code local_time timezone date }
  transits { code duration_minutes } segments { code }
  seat_class { id plan type price seats_left adult_fare { fare charge price } child_fare { price } infant_fare { price }
    benefit { baggage { quantity weight } } fare_rules { refundable } }
  seat_classes { plan price }`;
const SEARCH = `query($input: SearchFlightsInput!) { search_flights(input: $input) {
  departure { entries { ${OPTION} } metadata { after before total_count } }
  return { entries { ${OPTION} } metadata { total_count } }
  facets { airlines { value count min_price } stops { value count } price_min price_max } } }`;

describe('flights service', () => {
  const t = useTestApp();
  const search = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const { body } = await graphql(
      t().app,
      'flights',
      { query: SEARCH, variables: { input: { from: 'HAN', to: 'SGN', depart: D, ...input } } },
      headers,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_flights;
  };
  const codes = (list: { entries: { code: string }[] }) => list.entries.map((e) => e.code);

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    const lite = (a: number, c: number, seats = 9) => ({
      plan: 'VN-ECO_LITE',
      adult: [a, c] as [number, number],
      child: [Math.round(a * 0.75), c] as [number, number],
      infant: [Math.round(a * 0.1), 0] as [number, number],
      seats,
    });
    const classic = (a: number, c: number) => ({
      plan: 'VN-ECO_CLASSIC',
      adult: [a, c] as [number, number],
      child: [Math.round(a * 0.75), c] as [number, number],
      infant: [Math.round(a * 0.1), 0] as [number, number],
    });
    const eco = (a: number, c: number) => ({
      plan: 'VJ-ECO',
      adult: [a, c] as [number, number],
      child: [a * 0.9, c] as [number, number],
      infant: [150_000, 15_000] as [number, number],
    });
    await buildFlight(db, {
      code: 'VN201',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '06:00',
      minutes: 130,
      fares: [
        lite(1_000_000, 200_000),
        classic(1_400_000, 240_000),
        { plan: 'VN-BUS_CLASSIC', adult: [4_000_000, 400_000] },
      ],
    });
    await buildFlight(db, {
      code: 'VJ121',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '09:00',
      minutes: 125,
      fares: [eco(800_000, 180_000), { plan: 'VJ-DELUXE', adult: [1_100_000, 210_000] }],
    });
    await buildFlight(db, {
      code: 'VN205',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '19:30',
      minutes: 130,
      fares: [lite(1_200_000, 220_000, 2), classic(1_500_000, 250_000)],
    });
    await buildFlight(db, {
      code: 'VJ135',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '22:00',
      minutes: 125,
      fares: [eco(600_000, 160_000)],
    });
    await buildFlight(db, {
      code: 'VN251',
      from: 'HAN',
      to: 'SGN',
      date: D,
      depart: '07:00',
      minutes: 300,
      via: { code: 'DAD', arriveAfter: 80, departAfter: 170 },
      fares: [classic(1_300_000, 230_000)],
    });
    await buildFlight(db, {
      code: 'VN210',
      from: 'SGN',
      to: 'HAN',
      date: D,
      depart: '10:00',
      minutes: 130,
      fares: [lite(900_000, 200_000)],
    });
    await buildFlight(db, {
      code: 'VN212',
      from: 'SGN',
      to: 'HAN',
      date: D,
      depart: '15:00',
      minutes: 130,
      fares: [lite(950_000, 200_000)],
    });
    await buildFlight(db, {
      code: 'VN300',
      from: 'SGN',
      to: 'NRT',
      date: D,
      depart: '23:50',
      minutes: 360,
      fares: [lite(5_000_000, 650_000)],
    });
    await buildFlight(db, {
      code: 'VN301',
      from: 'SGN',
      to: 'NRT',
      date: addDays(D, 1),
      depart: '09:00',
      minutes: 340,
      fares: [lite(4_000_000, 650_000)],
    });
    await buildFlight(db, {
      code: 'VN100',
      from: 'HAN',
      to: 'DAD',
      date: D,
      depart: '08:00',
      minutes: 80,
      fares: [lite(700_000, 150_000, 0)],
    });
  });

  it('prices each option for the passenger mix: adults, children and lap infants', async () => {
    const r = await search({ n_o_a: 2, n_o_c: 1, n_o_i: 1, stops: [0] });
    const vn201 = r.departure.entries.find((e: { code: string }) => e.code === 'VN201');
    expect(vn201.seat_class.plan).toBe('Phổ thông Tiết kiệm');
    expect(vn201.seat_class.adult_fare).toEqual({
      fare: 1_000_000,
      charge: 200_000,
      price: 1_200_000,
    });
    expect(vn201.price).toBe(2 * 1_200_000 + (750_000 + 200_000) + 100_000);
    expect(vn201.seat_classes.map((s: { price: number }) => s.price)).toEqual([
      3_450_000,
      2 * 1_640_000 + 1_290_000 + 140_000,
    ]);
    const vj135 = r.departure.entries.find((e: { code: string }) => e.code === 'VJ135');
    expect(vj135.price).toBe(2 * 760_000 + (540_000 + 160_000) + 165_000);
  });

  it('leaves out fares without seats for the party (infants need none)', async () => {
    const r = await search({ n_o_a: 3, stops: [0] });
    const vn205 = r.departure.entries.find((e: { code: string }) => e.code === 'VN205');
    expect(vn205.seat_class.plan).toBe('Phổ thông Tiêu chuẩn');
    const two = await search({ n_o_a: 2, n_o_i: 2, stops: [0] });
    expect(
      two.departure.entries.find((e: { code: string }) => e.code === 'VN205').seat_class.plan,
    ).toBe('Phổ thông Tiết kiệm');
    const none = await graphql(t().app, 'flights', {
      query: SEARCH,
      variables: { input: { from: 'HAN', to: 'DAD', depart: D } },
    });
    expect(none.body.data.search_flights.departure.metadata.total_count).toBe(0);
  });

  it('sorts by price, departure, arrival and duration', async () => {
    expect(codes((await search({ sort: 'PRICE' })).departure)).toEqual([
      'VJ135',
      'VJ121',
      'VN201',
      'VN205',
      'VN251',
    ]);
    expect(codes((await search({ sort: 'DEPARTURE' })).departure)).toEqual([
      'VN201',
      'VN251',
      'VJ121',
      'VN205',
      'VJ135',
    ]);
    expect(codes((await search({ sort: 'ARRIVAL' })).departure)).toEqual([
      'VN201',
      'VJ121',
      'VN251',
      'VN205',
      'VJ135',
    ]);
    expect(codes((await search({ sort: 'DURATION' })).departure).slice(0, 3)).toEqual([
      'VJ135',
      'VJ121',
      'VN201',
    ]);
  });

  it('filters by airline, stops, time windows, price, baggage and refundability', async () => {
    expect(codes((await search({ airlines: ['VJ'] })).departure)).toEqual(['VJ135', 'VJ121']);
    expect(codes((await search({ stops: [1] })).departure)).toEqual(['VN251']);
    expect(
      codes(
        (await search({ depart_time_from: '06:00', depart_time_to: '09:00', sort: 'DEPARTURE' }))
          .departure,
      ),
    ).toEqual(['VN201', 'VN251', 'VJ121']);
    // VJ135 lands at 00:05 the next day: its local arrival time is 00:05.
    expect(
      codes((await search({ arrive_time_from: '00:00', arrive_time_to: '01:00' })).departure),
    ).toEqual(['VJ135']);
    expect(codes((await search({ price_min: 1_000_000, price_max: 1_300_000 })).departure)).toEqual(
      ['VN201'],
    );
    const bag = await search({ baggage_included: true, sort: 'PRICE' });
    expect(codes(bag.departure)).toEqual(['VJ121', 'VN251', 'VN201', 'VN205']);
    expect(bag.departure.entries[0].seat_class.benefit.baggage.quantity).toBeGreaterThan(0);
    expect(codes((await search({ refundable: true })).departure)).toEqual([
      'VN251',
      'VN201',
      'VN205',
    ]);
  });

  it("names each option's airline and each segment's from the airlines table", async () => {
    const { body } = await graphql(t().app, 'flights', {
      query: `query($input: SearchFlightsInput!) { search_flights(input: $input) { departure {
        entries { code airline { code name } segments { airline { code name } } } } } }`,
      variables: { input: { from: 'HAN', to: 'SGN', depart: D } },
    });
    const entries: {
      code: string;
      airline: { code: string; name: string };
      segments: { airline: { code: string; name: string } }[];
    }[] = body.data.search_flights.departure.entries;
    const names = { VN: 'Vietnam Airlines', VJ: 'Vietjet Air' } as Record<string, string>;
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      expect(e.airline.name).toBe(names[e.airline.code]);
      for (const s of e.segments) expect(s.airline.name).toBe(names[s.airline.code]);
    }
  });

  it('gives facets before the filters, and pages with cursors', async () => {
    const r = await search({ airlines: ['VN'], limit: 2 });
    expect(r.facets.airlines).toEqual([
      { value: 'VJ', count: 2, min_price: 760_000 },
      { value: 'VN', count: 3, min_price: 1_200_000 },
    ]);
    expect(r.facets.stops).toEqual([
      { value: '0', count: 4 },
      { value: '1', count: 1 },
    ]);
    expect(r.departure.metadata.total_count).toBe(3);
    expect(codes(r.departure)).toEqual(['VN201', 'VN205']);
    const next = await search({ airlines: ['VN'], limit: 2, after: r.departure.metadata.after });
    expect(codes(next.departure)).toEqual(['VN251']);
    expect(next.departure.metadata.after).toBeNull();
  });

  it('describes connections with their transit and both segments', async () => {
    const [vn251] = (await search({ stops: [1] })).departure.entries;
    expect(vn251.segments.map((s: { code: string }) => s.code)).toEqual(['VN251', 'VN951']);
    expect(vn251.transits).toEqual([{ code: 'DAD', duration_minutes: 90 }]);
    expect(vn251.duration_minutes).toBe(300);
  });
});
