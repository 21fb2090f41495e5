// Two API nodes (docs/capacity.md "Two or more API nodes"): two compiled server processes on one
// PostgreSQL database, the client alternating between their ports as a round-robin balancer
// would. What must hold as on one node:
// - the anonymous GraphQL limit of an address is one count: GRAPHQL_ANON_PER_MINUTE=20 on both,
//   40 requests at once from one address, half to each node: exactly 20 answered, 20 refused;
// - a hold is taken once: 50 travellers (each their own account and address) ask for the last
//   seat of a flight at once, half on each node: one cart, one HELD hold, no seat left;
// - a recurring job runs once: the cart's hold lapses, the hold sweep of both nodes (every
//   second here) releases it once: the seat is back once (one left, not two), one job row.
// Run alone: `npx tsx bench/two-nodes.ts` (BENCH_PG_URL as the other phases).
import { sql } from 'drizzle-orm';
import { startServer } from '../scripts/server-process';
import { identifierFrom } from '../server/auth/identifiers';
import { createAccountServices } from '../server/auth/services';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { createUserFor } from '../server/domain/accounts/new-users';
import { openSession } from '../server/domain/accounts/sessions';
import { systemClock } from '../server/domain/context/clock';
import { buildFlight, buildPlaces, inDays } from '../tests/server/support/inventory-builders';
import { withPostgresDatabase } from './mixed-load';

const ANON_LIMIT = 20;
const RACERS = 50;
const CREATE_CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { id } }`;

async function post(url: string, body: unknown, from: string, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: unknown[] } };
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await database.db.execute<{ n: unknown }>(query);
  return Number(rows[0].n);
}

/** The world: places and one flight with one seat; RACERS signed-in travellers. */
async function prepare(database: Database) {
  await migrateDatabase(database);
  await buildPlaces(database.db);
  const flight = await buildFlight(database.db, {
    code: 'VN777',
    from: 'HAN',
    to: 'SGN',
    date: inDays(12),
    depart: '09:00',
    minutes: 130,
    fares: [{ plan: 'VN-ECO_LITE', adult: [1_200_000, 150_000], seats: 1 }],
  });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const services = createAccountServices({
    db: database.db,
    clock: systemClock,
    config: config.auth,
    log: { info() {}, warn() {}, error() {}, debug() {} } as never,
  });
  const tokens: string[] = [];
  for (let i = 0; i < RACERS; i++) {
    const identifier = identifierFrom({ email: `racer${i}@nodes.example` })!;
    const user = await createUserFor(database.db, identifier, {}, new Date());
    tokens.push((await openSession(services, user.id, 'otp')).access_token);
  }
  return { flight, tokens };
}

export async function benchTwoNodes() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return withPostgresDatabase(pgUrl, 'nodes', async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    try {
      const { flight, tokens } = await prepare(database);
      const env = {
        DATABASE_URL: url,
        LOG_LEVEL: 'error',
        STATIC_DIR: './no-build',
        GRAPHQL_ANON_PER_MINUTE: String(ANON_LIMIT),
        CHECKOUT_SWEEP_SECONDS: '1',
        // All fifty race: admission control (16 at once per node) would refuse some with 503.
        ADMISSION_MAX_CONCURRENT: '0',
      };
      const boot = { readyPath: '/readyz', compiled: true, timeoutMs: 120_000 };
      const a = await startServer(env, boot);
      const b = await startServer(env, boot).catch(async (error: unknown) => {
        await a.stop();
        throw error;
      });
      const nodes = [a.url, b.url];
      try {
        // The anonymous limit: one address, 2 × ANON_LIMIT requests at once, alternating.
        const limited = await Promise.all(
          Array.from({ length: 2 * ANON_LIMIT }, (_, i) =>
            post(`${nodes[i % 2]}/graphql/main`, { query: '{ __typename }' }, '203.0.113.77'),
          ),
        );
        const statuses = (node: number) =>
          limited.filter((_, i) => i % 2 === node).map((r) => r.status);
        const rateLimit = {
          limit_per_minute: ANON_LIMIT,
          sent: limited.length,
          answered_200: limited.filter((r) => r.status === 200).length,
          refused_429: limited.filter((r) => r.status === 429).length,
          answered_by_node: [0, 1].map((n) => statuses(n).filter((s) => s === 200).length),
        };

        // The last seat: RACERS carts at once, alternating nodes.
        const input = {
          flight: {
            departure: {
              id: `local:${flight}:ECONOMY`,
              seat_class_id: `local:${flight}:VN-ECO_LITE`,
            },
            n_o_a: 1,
          },
        };
        const carts = await Promise.all(
          tokens.map((token, i) =>
            post(
              `${nodes[i % 2]}/graphql/payments`,
              { query: CREATE_CART, variables: { input } },
              `198.51.100.${i + 1}`,
              token,
            ),
          ),
        );
        const seatsLeft = () =>
          count(
            database,
            sql`select seats_left as n from flight_fares where instance_id = ${flight}::uuid`,
          );
        const holds = (state: string) =>
          count(
            database,
            sql`select count(*) as n from checkout_holds where state = ${state}::checkout_hold_state`,
          );
        const hold = {
          racers: RACERS,
          carts_made: carts.filter((r) => r.status === 200 && !r.body.errors).length,
          refused: carts.filter((r) => r.body.errors).length,
          // Why the others were refused (the first error's code and rule, counted).
          refusals: carts.reduce<Record<string, number>>((acc, r) => {
            const error = r.body.errors?.[0] as
              { extensions?: { code?: string; fields?: { rule?: string }[] } } | undefined;
            if (!error) return acc;
            const key = `${error.extensions?.code}:${error.extensions?.fields?.[0]?.rule ?? ''}`;
            acc[key] = (acc[key] ?? 0) + 1;
            return acc;
          }, {}),
          held: await holds('HELD'),
          seats_left: await seatsLeft(),
        };

        // The hold lapses; both nodes' sweeps (every second) run the one recurring job.
        await database.db.execute(sql`update payment_checkout_sessions
          set begin_at = now() - interval '30 minutes', expired_at = now() - interval '1 minute'`);
        const deadline = Date.now() + 20_000;
        while (Date.now() < deadline && (await holds('HELD')) > 0)
          await new Promise((resolve) => setTimeout(resolve, 200));
        await new Promise((resolve) => setTimeout(resolve, 3000)); // a few more sweeps on each node
        const job = {
          released: await holds('RELEASED'),
          still_held: await holds('HELD'),
          seats_left: await seatsLeft(),
          job_rows: await count(
            database,
            sql`select count(*) as n from jobs where singleton_key = 'recurring:checkout.hold_expiry'`,
          ),
        };

        const misses: string[] = [];
        if (rateLimit.answered_200 !== ANON_LIMIT || rateLimit.refused_429 !== ANON_LIMIT)
          misses.push('rate_limit_shared');
        if (
          hold.carts_made !== 1 ||
          hold.refused !== RACERS - 1 ||
          hold.held !== 1 ||
          hold.seats_left !== 0
        )
          misses.push('hold_taken_once');
        if (
          job.released !== 1 ||
          job.still_held !== 0 ||
          job.seats_left !== 1 ||
          job.job_rows !== 1
        )
          misses.push('job_ran_once');
        return { nodes: 2, rate_limit: rateLimit, last_seat: hold, hold_expiry: job, misses };
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchTwoNodes();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
