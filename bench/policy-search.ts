// Issue 21's budget: travel-policy verdicts add at most 10 ms to flight and hotel search p95.
// In-process (Fastify inject, the real GraphQL stack) over the full default inventory: the same
// searches, interleaved, by a corporate member whose level has a policy (every fare and rate
// judged, the verdicts in the answer) and by a member of the same corporate without a level
// (no verdict). PGlite, and PostgreSQL at BENCH_PG_URL when one answers. Run alone:
// `npx tsx bench/policy-search.ts`.
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { createAccountServices } from '../server/auth/services';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { corporateLevels, corporateStaffs, corporates } from '../server/db/schema';
import { seedInventory } from '../server/db/demo/inventory/index';
import { createUserFor } from '../server/domain/accounts/new-users';
import { openSession } from '../server/domain/accounts/sessions';
import { systemClock } from '../server/domain/context/clock';
import { savePolicy } from '../server/domain/policy/repository';
import { addDays, vietnamDate } from '../common/calendar';
import { onPglite, onPostgres } from './databases';
import { CITIES, ROUTES } from './search';

export const POLICY_SEARCH_BUDGETS = { flight_added_p95_ms: 10, hotel_added_p95_ms: 10 };
const RUNS = Number(process.env.BENCH_POLICY_RUNS ?? 120);

const STATE = `policy { type remainCost first_pay second_pay breaches { rule cap } }`;
const FLIGHT = `query($input: SearchFlightsInput!) { search_flights(input: $input) { departure { entries { id price ${STATE} seat_classes { id price ${STATE} } } metadata { total_count } } return { entries { id price ${STATE} } } } }`;
const HOTEL = `query($input: SearchPropertiesInput!) { search_properties(input: $input) { entries { id name stay_price { price price_per_night ${STATE} } } metadata { total_count } } }`;

const at = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
};
const p95 = (samples: number[]) => at(samples, 0.95);

async function member(
  database: Database,
  services: ReturnType<typeof createAccountServices>,
  email: string,
) {
  const user = await createUserFor(database.db, { channel: 'email', value: email }, {}, new Date());
  const { access_token } = await openSession(services, user.id, 'password');
  return { id: user.id, token: access_token };
}

async function measure(database: Database) {
  await seedInventory(database.db, new Date());
  if (database.kind === 'pg') await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const services = createAccountServices({
    db: database.db,
    clock: systemClock,
    config: config.auth,
    log: pino({ level: 'silent' }),
  });
  const judged = await member(database, services, 'policy@bench.example');
  const plain = await member(database, services, 'plain@bench.example');
  const [corp] = await database.db
    .insert(corporates)
    .values({
      user_id: judged.id,
      company_name: 'Bench JSC',
      display_name: 'Bench',
      status: 'APPROVED',
      approved_at: new Date(),
    })
    .returning({ id: corporates.id });
  await database.db.insert(corporateStaffs).values([
    { corporate_id: corp.id, user_id: judged.id, role: 'OWNER' },
    { corporate_id: corp.id, user_id: plain.id, role: 'STAFF' },
  ]);
  const [level] = await database.db
    .insert(corporateLevels)
    .values({ corporate_id: corp.id, name: 'Nhân viên' })
    .returning({ id: corporateLevels.id });
  await database.db
    .update(corporateStaffs)
    .set({ corporate_level_id: level.id })
    .where(and(eq(corporateStaffs.corporate_id, corp.id), eq(corporateStaffs.user_id, judged.id)));
  await savePolicy(
    database.db,
    corp.id,
    level.id,
    {
      allowed_cabins: ['ECONOMY'],
      one_way_cost: 1_200_000,
      round_trip_cost: 2_400_000,
      min_days_ahead: 7,
      out_of_policy_action: 'APPROVAL',
      hotel_caps: [
        { city_id: 'da-nang', star_rating: 4, nightly_cost: 1_800_000 },
        { city_id: null, star_rating: null, nightly_cost: 1_200_000 },
      ],
    },
    judged.id,
    async () => {},
  );
  const time = async (
    token: string,
    service: string,
    query: string,
    input: unknown,
    expectPolicy: boolean,
  ) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/graphql/${service}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query, variables: { input } }),
    });
    const ms = performance.now() - started;
    const body = response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const text = JSON.stringify(body.data);
    if (expectPolicy !== text.includes('"type"') && text.includes('"id"')) {
      throw new Error(`verdicts ${expectPolicy ? 'missing' : 'present'}: ${service}`);
    }
    return ms;
  };
  const today = vietnamDate(new Date());
  const samples = { flight: [[], []] as number[][], hotel: [[], []] as number[][] };
  for (let i = 0; i < RUNS + 10; i++) {
    const [from, to] = ROUTES[i % ROUTES.length];
    const depart = addDays(today, 1 + ((i * 7) % 85));
    const flight = { from, to, depart, return: i % 2 ? addDays(depart, 3) : null, n_o_a: 1 };
    const checkIn = addDays(today, 1 + ((i * 5) % 80));
    const hotel = {
      place_id: CITIES[i % CITIES.length],
      check_in: checkIn,
      check_out: addDays(checkIn, 1 + (i % 4)),
      n_o_a: 2,
      limit: 20,
    };
    // Interleaved, alternating who goes first, so drift and caches fall on both alike.
    const order = i % 2 ? [0, 1] : [1, 0];
    for (const k of order) {
      const who = k === 0 ? plain : judged;
      const f = await time(who.token, 'flights', FLIGHT, flight, k === 1);
      const h = await time(who.token, 'property', HOTEL, hotel, k === 1);
      if (i >= 10) {
        samples.flight[k].push(f);
        samples.hotel[k].push(h);
      }
    }
  }
  await app.close();
  const side = (pair: number[][]) => ({
    without_policy_p50_ms: at(pair[0], 0.5),
    with_policy_p50_ms: at(pair[1], 0.5),
    without_policy_p95_ms: p95(pair[0]),
    with_policy_p95_ms: p95(pair[1]),
    added_p95_ms: Math.round((p95(pair[1]) - p95(pair[0])) * 10) / 10,
  });
  return { runs: RUNS, flight_search: side(samples.flight), hotel_search: side(samples.hotel) };
}

export async function benchPolicySearch() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgresql = await onPostgres(pgUrl, 'policy', measure).catch((error: Error) => ({
    skipped: error.message,
  }));
  const pglite = await onPglite(measure);
  const misses: string[] = [];
  for (const [kind, r] of Object.entries({ postgresql, pglite })) {
    if (!('flight_search' in r)) continue;
    if (r.flight_search.added_p95_ms > POLICY_SEARCH_BUDGETS.flight_added_p95_ms) {
      misses.push(`${kind}.flight_added_p95_ms`);
    }
    if (r.hotel_search.added_p95_ms > POLICY_SEARCH_BUDGETS.hotel_added_p95_ms) {
      misses.push(`${kind}.hotel_added_p95_ms`);
    }
  }
  return { postgresql, pglite, budgets: POLICY_SEARCH_BUDGETS, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchPolicySearch();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
