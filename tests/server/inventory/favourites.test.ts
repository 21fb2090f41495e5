import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, useAccountsApp } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { buildCorporate, userIdOf } from '../support/corporate-builders';
import { buildHotel, buildHotelReference, buildPlaces } from '../support/inventory-builders';

const FAVS = `query($input: FavPropertiesInput) { fav_properties(input: $input) {
  entries { property_id user_id corporate_id property { name is_favourite } } metadata { total_count after } } }`;
const ADD = `mutation($input: AddFavPropertyInput!) { add_fav_property(input: $input) { property_id user_id } }`;
const REMOVE = `mutation($input: RemoveFavPropertyInput!) { remove_fav_property(input: $input) { property_id } }`;

describe('favourite properties', () => {
  const t = useAccountsApp();
  let mine: string;
  let theirs: string;
  let hotels: string[];
  /** Two real tenants: `mine` belongs to the first, `theirs` to the second. */
  let myCorporate: string;
  let theirCorporate: string;
  /** A second member of my corporate. */
  let colleague: string;
  const run = (token: string | null, query: string, input?: unknown) =>
    call(t().app, 'POST', '/graphql/property', {
      body: { query, variables: input === undefined ? {} : { input } },
      token: token ?? undefined,
    });

  beforeAll(async () => {
    const db = t().database.db;
    await buildPlaces(db);
    await buildHotelReference(db);
    hotels = [];
    for (const name of ['A', 'B', 'C']) hotels.push((await buildHotel(db, { name })).id);
    mine = (await signInAs(t(), { email: 'fav-one@mail.example' })).access_token;
    theirs = (await signInAs(t(), { email: 'fav-two@mail.example' })).access_token;
    colleague = (await signInAs(t(), { email: 'fav-three@mail.example' })).access_token;
    myCorporate = await buildCorporate(db, {
      name: 'Fav One Co',
      owner: await userIdOf(db, 'fav-one@mail.example'),
      members: [{ user: await userIdOf(db, 'fav-three@mail.example') }],
    });
    theirCorporate = await buildCorporate(db, {
      name: 'Fav Two Co',
      owner: await userIdOf(db, 'fav-two@mail.example'),
    });
  });

  it('needs a signed-in user', async () => {
    const r = await run(null, FAVS);
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const add = await run(null, ADD, { property_id: hotels[0] });
    expect(add.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('adds (idempotently), lists newest first, flags and removes', async () => {
    await run(mine, ADD, { property_id: hotels[0] });
    await run(mine, ADD, { property_id: hotels[1] });
    await run(mine, ADD, { property_id: hotels[1] });
    const list = await run(mine, FAVS, { limit: 1 });
    expect(list.body.data.fav_properties.metadata.total_count).toBe(2);
    expect(list.body.data.fav_properties.entries[0].property).toEqual({
      name: 'B',
      is_favourite: true,
    });
    const next = await run(mine, FAVS, {
      limit: 1,
      after: list.body.data.fav_properties.metadata.after,
    });
    expect(next.body.data.fav_properties.entries[0].property.name).toBe('A');
    const detail = await run(
      mine,
      `query($input: PropertyInput!) { property(input: $input) { is_favourite } }`,
      { id: hotels[0] },
    );
    expect(detail.body.data.property.is_favourite).toBe(true);
    const removed = await run(mine, REMOVE, { property_id: hotels[0] });
    expect(removed.body.data.remove_fav_property).toEqual({ property_id: hotels[0] });
    const again = await run(mine, REMOVE, { property_id: hotels[0] });
    expect(again.body.data.remove_fav_property).toBeNull();
  });

  it('does not let another user see or remove my favourites', async () => {
    await run(mine, ADD, { property_id: hotels[2] });
    const theirList = await run(theirs, FAVS);
    expect(theirList.body.data.fav_properties.entries).toEqual([]);
    const theirRemove = await run(theirs, REMOVE, { property_id: hotels[2] });
    expect(theirRemove.body.data.remove_fav_property).toBeNull();
    const still = await run(mine, FAVS);
    expect(
      still.body.data.fav_properties.entries.map((e: { property_id: string }) => e.property_id),
    ).toContain(hotels[2]);
    const flags = await run(
      theirs,
      `query($input: PropertyInput!) { property(input: $input) { is_favourite } }`,
      { id: hotels[2] },
    );
    expect(flags.body.data.property.is_favourite).toBe(false);
  });

  it('keeps a corporate list inside its corporate', async () => {
    const [{ n: before }] = (
      await t().database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from favourite_properties`,
      )
    ).rows;
    await run(mine, ADD, { property_id: hotels[0], corporate_id: myCorporate });
    const ours = await run(mine, FAVS, { corporate_id: myCorporate });
    expect(ours.body.data.fav_properties.entries).toEqual([
      expect.objectContaining({ property_id: hotels[0], corporate_id: myCorporate }),
    ]);
    const shared = await run(colleague, FAVS, { corporate_id: myCorporate });
    expect(shared.body.data.fav_properties.entries).toEqual(ours.body.data.fav_properties.entries);

    // The other corporate's member, naming the first corporate: refused, nothing leaks.
    const theirRead = await run(theirs, FAVS, { corporate_id: myCorporate });
    expect(theirRead.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(theirRead.body.data).toBeNull();
    const theirAdd = await run(theirs, ADD, { property_id: hotels[1], corporate_id: myCorporate });
    expect(theirAdd.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const theirRemove = await run(theirs, REMOVE, {
      property_id: hotels[0],
      corporate_id: myCorporate,
    });
    expect(theirRemove.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Their own corporate's list does not show ours.
    const theirOwn = await run(theirs, FAVS, { corporate_id: theirCorporate });
    expect(theirOwn.body.data.fav_properties.entries).toEqual([]);
    // And I cannot read theirs.
    const mineOnTheirs = await run(mine, FAVS, { corporate_id: theirCorporate });
    expect(mineOnTheirs.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const [{ n: after }] = (
      await t().database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from favourite_properties`,
      )
    ).rows;
    expect(after).toBe(before + 1);
  });

  it('refuses unknown properties', async () => {
    const add = await run(mine, ADD, { property_id: '00000000-0000-4000-8000-000000000000' });
    expect(add.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
