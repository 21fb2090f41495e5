import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/app';
import { testDbKind } from '../support/database';
import {
  accountWithPassword,
  gql,
  PROFILE,
  signInByPassword,
  useAccountsApp,
} from '../accounts/support';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';
import { MAX_NAMED, plannedPerCall, statementName } from '../../../server/db/named-statements';

/*
 * The hot paths answer the same with their statements named (PostgreSQL: prepared once per
 * connection, and after five executions possibly planned generically) as on their first,
 * unnamed-plan run; on PGlite they run as before. Each is asked eight times, past the point
 * where PostgreSQL may switch to a generic plan.
 */
const PLACES = `query($input: SearchPlacesInput!) { search_places(input: $input) {
  entries { id type code name subtitle } metadata { total_count } } }`;
const FLIGHTS = `query($input: SearchFlightsInput!) { search_flights(input: $input) {
  departure { entries { id code price } metadata { total_count } } } }`;
const HOTELS = `query($input: SearchPropertiesInput!) { search_properties(input: $input) {
  entries { id name stay_price { price price_per_night } } metadata { total_count } } }`;

const RUNS = 8;

describe('hot paths with named statements', () => {
  const t = useAccountsApp();
  let token = '';

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
    token = (await accountWithPassword(t().app, { email: 'hot.path@mail.example' }, 'pw-hot-1'))
      .access_token;
  });

  const same = async (ask: () => Promise<unknown>) => {
    const first = await ask();
    for (let i = 1; i < RUNS; i++) expect(await ask()).toEqual(first);
    return first;
  };
  const data = async (service: string, query: string, input: unknown) => {
    const { body } = await graphql(t().app, service, { query, variables: { input } });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  it('autocomplete answers the same every time', async () => {
    const answer = (await same(() => data('places', PLACES, { query: 'da n', limit: 8 }))) as {
      search_places: { entries: { name: string }[] };
    };
    expect(answer.search_places.entries.map((e) => e.name)).toContain('Đà Nẵng');
    const other = await data('places', PLACES, { query: 'han', limit: 8 });
    expect(other).not.toEqual(answer);
  });

  it('flight search answers the same every time', async () => {
    const answer = (await same(() =>
      data('flights', FLIGHTS, { from: 'HAN', to: 'DAD', depart: inDays(3) }),
    )) as { search_flights: { departure: { entries: { code: string }[] } } };
    expect(answer.search_flights.departure.entries.map((e) => e.code)).toEqual(['VN100']);
  });

  it('hotel search answers the same every time', async () => {
    const answer = (await same(() =>
      data('property', HOTELS, {
        place_id: 'city:da-nang',
        check_in: inDays(10),
        check_out: inDays(12),
        n_o_a: 2,
      }),
    )) as { search_properties: { entries: { name: string }[] } };
    expect(answer.search_properties.entries.map((e) => e.name).sort()).toEqual([
      'Sông Hàn Boutique',
      'Đà Nẵng Riverside Hotel',
    ]);
  });

  it('the profile and the password sign-in answer the same every time', async () => {
    const profile = (await same(async () => (await gql(t().app, PROFILE, {}, { token })).body)) as {
      data: { profile: { email: string } };
    };
    expect(profile.data.profile.email).toBe('hot.path@mail.example');
    for (let i = 0; i < RUNS; i++) {
      const signedIn = await signInByPassword(
        t().app,
        { email: 'hot.path@mail.example' },
        'pw-hot-1',
      );
      expect(signedIn.status).toBe(200);
      const again = await gql(t().app, PROFILE, {}, { token: signedIn.body.data.access_token });
      expect(again.body).toEqual(profile);
    }
    const wrong = await signInByPassword(t().app, { email: 'hot.path@mail.example' }, 'nope-1');
    expect(wrong.status).toBe(401);
  });

  it.runIf(testDbKind() === 'pg')(
    'PostgreSQL keeps the statements prepared on the connection',
    async () => {
      const prepared = await t().database.unbounded(async (db) => {
        await db.execute(sql`select ${1}::int as one`);
        await db.execute(sql`select ${2}::int as one`);
        return (
          await db.execute(
            sql`select name, statement from pg_prepared_statements where statement = 'select $1::int as one'`,
          )
        ).rows as { name: string }[];
      });
      expect(prepared).toEqual([
        { name: statementName('select $1::int as one'), statement: 'select $1::int as one' },
      ]);
    },
  );

  it.runIf(testDbKind() === 'pg')(
    'a statement planned per call is never prepared, however often it runs',
    async () => {
      const { answers, prepared } = await t().database.unbounded(async (db) => {
        const answers: unknown[] = [];
        for (let i = 0; i < RUNS; i++) {
          const { rows } = await db.execute(plannedPerCall(sql`select ${i}::int as per_call`));
          answers.push(rows[0]);
        }
        const listed = await db.execute(
          sql`select name from pg_prepared_statements where statement like '%per_call%'`,
        );
        return { answers, prepared: listed.rows };
      });
      expect(answers).toEqual([...Array(RUNS).keys()].map((i) => ({ per_call: i })));
      expect(prepared).toEqual([]);
    },
  );

  it('names each statement text once, within a bound', () => {
    expect(statementName('select $1 as a')).toBe(statementName('select $1 as a'));
    expect(statementName('select $1 as a')).not.toBe(statementName('select $1 as b'));
    expect(MAX_NAMED).toBeGreaterThan(100);
  });
});
