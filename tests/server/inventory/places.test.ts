import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import { currencies } from '../../../server/db/schema';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

const SEARCH = `query($input: SearchPlacesInput!) { search_places(input: $input) {
  entries { id type code name subtitle city_name country_code timezone property_id property_count has_flights }
  metadata { total_count } } }`;

describe('places and currencies services', () => {
  const t = useTestApp();
  const places = async (input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const { body } = await graphql(
      t().app,
      'places',
      { query: SEARCH, variables: { input } },
      headers,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_places.entries as {
      id: string;
      type: string;
      name: string;
      code: string;
    }[];
  };

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    await buildHotel(db, { name: 'Đà Nẵng Riverside Hotel' });
    await buildHotel(db, { name: 'Sông Hàn Boutique', area: 'hai-chau' });
    await buildFlight(db, {
      code: 'VN100',
      from: 'HAN',
      to: 'DAD',
      date: inDays(3),
      depart: '08:00',
      minutes: 80,
      fares: [{ plan: 'VN-ECO_LITE', adult: [700_000, 150_000] }],
    });
    await db.insert(currencies).values([
      {
        code: 'VND',
        name_vi: 'Đồng Việt Nam',
        name_en: 'Vietnamese dong',
        symbol: '₫',
        minor_units: 0,
        vnd_per_unit: 1,
        as_of: new Date('2026-01-01T00:00:00Z'),
        source: 'test',
        position: 0,
      },
      {
        code: 'USD',
        name_vi: 'Đô la Mỹ',
        name_en: 'US dollar',
        symbol: '$',
        minor_units: 2,
        vnd_per_unit: 25_000,
        as_of: new Date('2026-01-01T00:00:00Z'),
        source: 'test',
        position: 1,
      },
      {
        code: 'JPY',
        name_vi: 'Yên Nhật',
        name_en: 'Japanese yen',
        symbol: '¥',
        minor_units: 0,
        vnd_per_unit: 170,
        as_of: new Date('2026-01-01T00:00:00Z'),
        source: 'test',
        position: 2,
      },
    ]);
  });

  it('ignores case and Vietnamese diacritics', async () => {
    const accented = await places({ query: 'Đà Nẵng' });
    for (const query of ['da nang', 'DA NANG', 'đà nẵng', 'Da-Nang']) {
      expect((await places({ query })).map((p) => p.id)).toEqual(accented.map((p) => p.id));
    }
    expect(accented.map((p) => p.id)).toEqual(
      expect.arrayContaining(['city:da-nang', 'airport:DAD']),
    );
    expect((await places({ query: 'song han' })).map((p) => p.name)).toEqual(['Sông Hàn Boutique']);
  });

  it('ranks an exact code first, then name prefix, word prefix and contains, popular first', async () => {
    const han = await places({ query: 'han' });
    expect(han.slice(0, 2).map((p) => p.id)).toEqual(['city:ha-noi', 'airport:HAN']);
    expect(han.map((p) => p.name)).toContain('Sông Hàn Boutique');
    expect(han.findIndex((p) => p.name === 'Sông Hàn Boutique')).toBeGreaterThan(1);
    const da = await places({ query: 'da', types: ['CITY'] });
    expect(da[0].id).toBe('city:da-nang');
    const sai = await places({ query: 'sai gon' });
    expect(sai[0]).toMatchObject({ id: 'city:ho-chi-minh', code: 'SGN' });
  });

  it('filters by type and names in the requested locale', async () => {
    const airports = await places({ query: 'da nang', types: ['AIRPORT'], locale: 'en' });
    expect(airports).toEqual([
      expect.objectContaining({
        id: 'airport:DAD',
        name: 'Da Nang International Airport',
        subtitle: 'Da Nang, Vietnam',
        has_flights: true,
      }),
    ]);
    const city = await places({ query: 'tokyo', types: ['CITY'] });
    expect(city[0]).toMatchObject({
      code: 'TYO',
      name: 'Tokyo',
      subtitle: 'Nhật Bản',
      has_flights: false,
    });
    const popular = await places({ query: '', limit: 3 });
    expect(popular).toHaveLength(3);
  });

  it('finds places near a point, nearest first, and one place by id or code', async () => {
    const { body } = await graphql(t().app, 'places', {
      query: `{ nearby_places(input: { latitude: 16.06, longitude: 108.24, radius_km: 15, types: [AIRPORT, CITY, AREA] }) { entries { id distance_km } } }`,
    });
    const ids = body.data.nearby_places.entries.map((e: { id: string }) => e.id);
    expect(ids[0]).toBe('area:my-khe');
    expect(ids).toEqual(expect.arrayContaining(['airport:DAD', 'city:da-nang', 'area:hai-chau']));
    expect(ids).not.toContain('airport:HAN');
    const one = await graphql(t().app, 'places', {
      query: `{ a: place(input: { id: "area:my-khe" }) { name city_name } b: place(input: { code: "sgn" }) { id } c: place(input: { id: "city:nowhere" }) { id } }`,
    });
    expect(one.body.data).toEqual({
      a: { name: 'Biển Mỹ Khê', city_name: 'Đà Nẵng' },
      b: { id: 'airport:SGN' },
      c: null,
    });
  });

  it('lists currencies and rates and converts between minor units', async () => {
    const { body } = await graphql(t().app, 'currencies', {
      query: `{ currencies { code symbol minor_units } exchange_rates(input: { base: "USD" }) { currency rate }
        a: convert(input: { amount: 1250000, from: "VND", to: "USD" }) { converted_amount rate }
        b: convert(input: { amount: 1999, from: "USD", to: "JPY" }) { converted_amount } }`,
    });
    expect(body.data.currencies.map((c: { code: string }) => c.code)).toEqual([
      'VND',
      'USD',
      'JPY',
    ]);
    expect(body.data.exchange_rates).toEqual([
      { currency: 'VND', rate: 25_000 },
      { currency: 'JPY', rate: 25_000 / 170 },
    ]);
    expect(body.data.a).toEqual({ converted_amount: 5000, rate: 1 / 25_000 });
    expect(body.data.b.converted_amount).toBe(Math.round((19.99 * 25_000) / 170));
    const bad = await graphql(t().app, 'currencies', {
      query: `{ convert(input: { amount: 1, from: "VND", to: "XYZ" }) { rate } }`,
    });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
