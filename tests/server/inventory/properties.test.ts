import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import {
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

const IN = inDays(5);
const OUT = inDays(7);
const SEARCH = `query($input: SearchPropertiesInput!) { search_properties(input: $input) {
  nights center { latitude longitude }
  entries { name distance_km stay_price { price original_price price_per_night room_type_name rate_plan_name free_cancellation breakfast_included } }
  metadata { after total_count }
  facets { price_min price_max stars { value count } types { value count } amenities { value count } } } }`;

describe('property search', () => {
  const t = useTestApp();
  const search = async (input: Record<string, unknown>) => {
    const { body } = await graphql(t().app, 'property', {
      query: SEARCH,
      variables: {
        input: {
          place_id: 'city:da-nang',
          check_in: IN,
          check_out: OUT,
          n_o_a: 2,
          sort: 'PRICE',
          ...input,
        },
      },
    });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_properties;
  };
  const names = (r: { entries: { name: string }[] }) => r.entries.map((e) => e.name);

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    const flat = (price: number) => () => ({ price, allotment: 5 });
    await buildHotel(db, {
      name: 'Sea Breeze',
      stars: 4,
      rating: 9.1,
      rank: 2,
      types: ['RESORT'],
      amenities: ['WIFI', 'POOL', 'BEACH'],
      lat: 16.061,
      lng: 108.247,
      rooms: [
        { name: 'Deluxe', night: flat(2_000_000) },
        { name: 'Family', adults: 4, children: 2, occupancy: 6, night: flat(3_000_000) },
      ],
      plans: [
        { name: 'Room only', factor: 1 },
        {
          name: 'Breakfast, free cancellation',
          breakfast: true,
          refundable: true,
          freeDays: 2,
          factor: 1.2,
        },
      ],
    });
    await buildHotel(db, {
      name: 'Han River Inn',
      stars: 2,
      rating: 7.2,
      rank: 5,
      area: 'hai-chau',
      lat: 16.068,
      lng: 108.221,
      rooms: [{ name: 'Double', night: flat(500_000) }],
    });
    await buildHotel(db, {
      name: 'Lantern Boutique',
      stars: 3.5,
      rating: 8.6,
      rank: 1,
      featured: true,
      lat: 16.059,
      lng: 108.244,
      amenities: ['WIFI', 'POOL'],
      rooms: [{ name: 'Superior', night: flat(1_000_000) }],
      plans: [{ name: 'Free cancellation', refundable: true, freeDays: 1 }],
    });
    // Sold out on the second night of the stay: never offered for these dates.
    await buildHotel(db, {
      name: 'Full House',
      stars: 3,
      lat: 16.062,
      lng: 108.245,
      rooms: [
        { name: 'Standard', night: (_date, i) => ({ price: 400_000, allotment: i === 6 ? 0 : 3 }) },
      ],
    });
    await buildHotel(db, {
      name: 'Hanoi Old Quarter Hotel',
      city: 'ha-noi',
      area: null,
      lat: 21.03,
      lng: 105.85,
      rooms: [{ name: 'Standard', night: flat(800_000) }],
    });
  });

  it('finds the available properties of a city, priced for the stay', async () => {
    const r = await search({});
    expect(names(r)).toEqual(['Han River Inn', 'Lantern Boutique', 'Sea Breeze']);
    expect(r.nights).toBe(2);
    expect(r.entries[0].stay_price).toMatchObject({
      price: 1_000_000,
      price_per_night: 500_000,
      room_type_name: 'Double',
    });
    expect(r.center).toEqual({ latitude: 16.0544, longitude: 108.2022 });
  });

  it('never offers a property with a sold-out night in the stay', async () => {
    expect(names(await search({}))).not.toContain('Full House');
    // A stay that avoids the sold-out night finds it.
    expect(names(await search({ check_in: inDays(3), check_out: inDays(5) }))).toContain(
      'Full House',
    );
  });

  it('searches by area, map bounds and a point', async () => {
    expect(names(await search({ place_id: 'area:hai-chau' }))).toEqual(['Han River Inn']);
    const box = {
      northeast: { latitude: 16.0615, longitude: 108.25 },
      southwest: { latitude: 16.058, longitude: 108.24 },
    };
    expect(names(await search({ place_id: null, bounds: box }))).toEqual([
      'Lantern Boutique',
      'Sea Breeze',
    ]);
    const near = await search({
      place_id: null,
      near: { latitude: 16.068, longitude: 108.221, radius_km: 1 },
    });
    expect(names(near)).toEqual(['Han River Inn']);
    expect(near.entries[0].distance_km).toBe(0);
  });

  it('fits the party into the rooms: four adults need the family room or two rooms', async () => {
    expect(names(await search({ n_o_a: 4 }))).toEqual(['Sea Breeze']);
    const two = await search({ n_o_a: 4, rooms: 2 });
    expect(
      two.entries.find((e: { name: string }) => e.name === 'Han River Inn').stay_price.price,
    ).toBe(2 * 2 * 500_000);
  });

  it('filters by price per night, stars, type, amenities, rating, free cancellation and breakfast', async () => {
    expect(names(await search({ price_min: 900_000, price_max: 1_500_000 }))).toEqual([
      'Lantern Boutique',
    ]);
    expect(names(await search({ stars: [3, 4] }))).toEqual(['Lantern Boutique', 'Sea Breeze']);
    expect(names(await search({ types: ['RESORT'] }))).toEqual(['Sea Breeze']);
    expect(names(await search({ amenities: ['POOL', 'BEACH'] }))).toEqual(['Sea Breeze']);
    expect(names(await search({ min_rating: 8.5 }))).toEqual(['Lantern Boutique', 'Sea Breeze']);
    const free = await search({ free_cancellation: true });
    expect(names(free)).toEqual(['Lantern Boutique', 'Sea Breeze']);
    expect(free.entries[1].stay_price).toMatchObject({
      price: 4_800_000,
      free_cancellation: true,
      breakfast_included: true,
    });
    expect(names(await search({ breakfast_included: true }))).toEqual(['Sea Breeze']);
  });

  it('sorts by recommendation, price, rating, stars and distance', async () => {
    expect(names(await search({ sort: 'RECOMMENDED' }))).toEqual([
      'Lantern Boutique',
      'Sea Breeze',
      'Han River Inn',
    ]);
    expect(names(await search({ sort: 'PRICE_DESC' }))).toEqual([
      'Sea Breeze',
      'Lantern Boutique',
      'Han River Inn',
    ]);
    expect(names(await search({ sort: 'RATING' }))).toEqual([
      'Sea Breeze',
      'Lantern Boutique',
      'Han River Inn',
    ]);
    expect(names(await search({ sort: 'STARS' }))).toEqual([
      'Sea Breeze',
      'Lantern Boutique',
      'Han River Inn',
    ]);
    expect(names(await search({ sort: 'DISTANCE' }))).toEqual([
      'Han River Inn',
      'Lantern Boutique',
      'Sea Breeze',
    ]);
  });

  it('gives facets before the filters and pages with cursors', async () => {
    const r = await search({ stars: [2], limit: 1 });
    expect(r.facets.stars).toEqual([
      { value: '4', count: 1 },
      { value: '3', count: 1 },
      { value: '2', count: 1 },
    ]);
    expect(r.facets.price_min).toBe(500_000);
    const page = await search({ limit: 2 });
    expect(page.metadata.total_count).toBe(3);
    expect(names(await search({ limit: 2, after: page.metadata.after }))).toEqual(['Sea Breeze']);
  });

  it('refuses bad dates and ambiguous places', async () => {
    const { body } = await graphql(t().app, 'property', {
      query: SEARCH,
      variables: {
        input: {
          place_id: 'city:da-nang',
          near: { latitude: 1, longitude: 1 },
          check_in: OUT,
          check_out: IN,
        },
      },
    });
    const fields = body.errors[0].extensions.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['check_out', 'place_id']));
  });
});
