import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, useTestApp } from '../support/app';
import {
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';

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
});
