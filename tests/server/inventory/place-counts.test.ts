import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  clearFlights,
  inDays,
} from '../support/inventory-builders';
import { referencePlaces } from '../support/places-reference';

const PLACES = `query($input: SearchPlacesInput!) { search_places(input: $input) {
  entries { id type name property_count } } }`;
const SEARCH = `query($input: SearchPropertiesInput!) { search_properties(input: $input) {
  entries { name } metadata { total_count } } }`;

/** The autocomplete's hotel count and a hotel search of the same place follow one rule. */
describe('hotel counts of places', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    await buildHotel(db, { name: 'Listed Sea View' });
    await buildHotel(db, { name: 'Listed Riverside', area: 'hai-chau' });
    const pending = await buildHotel(db, { name: 'Pending Hotel' });
    const empty = await buildHotel(db, { name: 'Roomless Hotel' });
    await db.execute(sql`update properties set status = 'PENDING' where id = ${pending.id}`);
    await db.execute(sql`delete from room_types where property_id = ${empty.id}`);
  });

  const places = async (query: string, types: string[]) => {
    const { body } = await graphql(t().app, 'places', {
      query: PLACES,
      variables: { input: { query, types } },
    });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_places.entries as {
      id: string;
      name: string;
      property_count: number | null;
    }[];
  };
  const search = async (placeId: string) => {
    const { body } = await graphql(t().app, 'property', {
      query: SEARCH,
      variables: {
        input: { place_id: placeId, check_in: inDays(5), check_out: inDays(7), n_o_a: 2 },
      },
    });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data.search_properties as { entries: { name: string }[] };
  };

  /** The places table, as referencePlaces() lists the union. */
  const table = async () =>
    (
      await t().database.db.execute<
        Record<string, unknown>
      >(sql`select type, id, code, name_vi, name_en,
        area_vi, area_en, city_id, city_vi, city_en, country_code, latitude, longitude,
        timezone, property_id, property_count, has_flights, popularity, search_text,
        country_vi, country_en from places order by id`)
    ).rows;

  it('counts only the properties a search can list: approved, with room types', async () => {
    const [city] = await places('da nang', ['CITY']);
    const found = await search(city.id);
    expect(city.property_count).toBe(2);
    expect(found.entries.map((e) => e.name).sort()).toEqual([
      'Listed Riverside',
      'Listed Sea View',
    ]);

    const areas = await places('my khe', ['AREA']);
    const myKhe = areas.find((a) => a.id.endsWith('my-khe'))!;
    expect(myKhe.property_count).toBe(1);
    expect((await search(myKhe.id)).entries.map((e) => e.name)).toEqual(['Listed Sea View']);
  });

  it('offers no unlisted property as a place', async () => {
    const names = (await places('hotel', ['PROPERTY'])).map((p) => p.name);
    expect(names).not.toContain('Pending Hotel');
    expect(names).not.toContain('Roomless Hotel');
  });

  it('keeps the places table what the inventory says through every kind of change', async () => {
    const db = t().database.db;
    const steps: string[] = [];
    const same = async (step: string) => {
      steps.push(step);
      expect(await table(), step).toEqual(await referencePlaces(db));
    };
    const count = async (id: string) =>
      (
        await db.execute<{ n: number }>(
          sql`select property_count as n from places where id = ${id}`,
        )
      ).rows[0]?.n;

    await same('as built');
    const before = await count('city:da-nang');
    const hotel = await buildHotel(db, { name: 'Trigger Bay Hotel', area: 'hai-chau' });
    await same('hotel added');
    expect(await count('city:da-nang')).toBe(before! + 1);
    await db.execute(sql`update properties set name = 'Trigger Cove', search_text = '|trigger cove|'
      where id = ${hotel.id}`);
    await same('hotel renamed');
    await db.execute(sql`update properties set rating = 9.5 where id = ${hotel.id}`);
    await same('rating changed');
    await db.execute(sql`update properties set city_id = 'ha-noi', area_id = null
      where id = ${hotel.id}`);
    await same('hotel moved to another city');
    expect(await count('city:da-nang')).toBe(before);
    await db.execute(sql`update properties set status = 'PENDING' where id = ${hotel.id}`);
    await same('hotel pending');
    await db.execute(sql`update properties set status = 'APPROVED' where id = ${hotel.id}`);
    await db.execute(sql`delete from room_types where property_id = ${hotel.id}`);
    await same('rooms removed');
    await db.execute(sql`update cities set name_en = 'Ha Noi City' where id = 'ha-noi'`);
    await same('city renamed');
    await db.execute(sql`update areas set name_vi = 'Bãi biển Mỹ Khê' where id = 'my-khe'`);
    await same('area renamed');
    await db.execute(sql`update countries set name_en = 'Viet Nam' where code = 'VN'`);
    await same('country renamed');
    await buildFlight(db, {
      code: 'VN900',
      from: 'HAN',
      to: 'DAD',
      date: inDays(3),
      depart: '08:00',
      minutes: 80,
      fares: [{ plan: 'VN-ECO_LITE', adult: [700_000, 150_000] }],
    });
    await same('schedule added');
    await clearFlights(db);
    await same('schedules truncated');
    await db.execute(sql`delete from properties where id = ${hotel.id}`);
    await same('hotel deleted');
    expect(steps).toHaveLength(13);
  });

  it('counts every hotel when twenty are added to one city at once', async () => {
    const db = t().database.db;
    const count = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select property_count as n from places where id = 'city:ho-chi-minh'`,
        )
      ).rows[0].n;
    const before = await count();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buildHotel(db, { name: `Race Hotel ${i}`, city: 'ho-chi-minh', area: null }),
      ),
    );
    expect(await count()).toBe(before + 20);
    expect(await table()).toEqual(await referencePlaces(db));
  });
});
