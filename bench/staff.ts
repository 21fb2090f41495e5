// Staff reads over the demo's VinaSteel (2,000 staff), in-process (Fastify inject, the real
// GraphQL stack), signed in as its owner: a 25-row corporate_staffs_page (p50/p99, sequential)
// and "all corporate users in pages of 500 until an empty page" (spec §7). PGlite in memory;
// PostgreSQL with BENCH_PG_URL (a database wayfare_bench_staff_<pid> is created and dropped).
// Then the same page under load: 300 requests/s for BENCH_STAFF_LOAD_S seconds (autocannon over
// real HTTP to the listening app, offsets and searches varying), p99 within the same budget.
// Run alone: `npx tsx bench/staff.ts`.
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo/accounts';
import { seedDemo } from '../server/db/seed';

export const STAFF_BUDGETS = {
  page_25_p99_ms: 50,
  page_25_at_300_rps_p99_ms: 50,
  all_in_pages_of_500_ms: 1000,
};
const RUNS = Number(process.env.BENCH_STAFF_RUNS ?? 200);
const LOAD_S = Number(process.env.BENCH_STAFF_LOAD_S ?? 20);
const LOAD_RATE = 300;

const PAGE = `query($c: ID!, $s: String, $l: Int, $o: Int) { corporate_staffs_page(corporate_id: $c,
  search: $s, limit: $l, offset: $o) { total_count entries { id user_id email first_name last_name
  role monthly_limit used_balance balance department { id name } corporate_level { id name }
  approver { user_id email } cost_center_assignees { cost_center_id cost_center { id name } }
  frequent_flyer_codes { airline_code code } } } }`;
const KEYSET = `query($c: ID!, $last: ID, $l: Int) { corporate_staffs(corporate_id: $c, last_id: $last,
  limit: $l) { id user_id email first_name last_name role monthly_limit department { id name } } }`;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(database: Database) {
  await seedDemo(database.db, { now: new Date() });
  if (database.kind === 'pg') await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/user/session/new',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'owner@vinasteel.example',
        password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
        lang: 'en',
      }),
    });
    const token = session.json().data.access_token as string;
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql/corporate',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query, variables }),
      });
      const body = response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const corporate = (await ask('{ corporate { id } }', {})).corporate.id as string;

    const samples: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const started = performance.now();
      await ask(PAGE, {
        c: corporate,
        l: 25,
        o: (i * 25) % 1975,
        s: i % 4 === 3 ? 'nguyen' : null,
      });
      if (i >= 10) samples.push(performance.now() - started); // the first ten warm up
    }
    samples.sort((a, b) => a - b);

    const started = performance.now();
    let last: string | null = null;
    let loaded = 0;
    for (;;) {
      const rows = (await ask(KEYSET, { c: corporate, last, l: 500 })).corporate_staffs as Array<{
        id: string;
      }>;
      if (rows.length === 0) break;
      loaded += rows.length;
      last = rows[rows.length - 1].id;
    }
    const allMs = performance.now() - started;

    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    let n = 0;
    const load = await autocannon({
      url: `${url}/graphql/corporate`,
      method: 'POST',
      connections: 16,
      overallRate: LOAD_RATE,
      duration: LOAD_S,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupClient: (client) =>
        client.setBody(JSON.stringify({ query: PAGE, variables: { c: corporate, l: 25, o: 0 } })),
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            const variables = {
              c: corporate,
              l: 25,
              o: (n * 25) % 1975,
              s: n % 4 ? null : 'nguyen',
            };
            return { ...request, body: JSON.stringify({ query: PAGE, variables }) };
          },
        },
      ],
    });
    return {
      page_25_p50_ms: round(at(samples, 50)),
      page_25_p99_ms: round(at(samples, 99)),
      page_25_at_300_rps_p99_ms: load.latency.p99,
      page_25_at_300_rps: {
        requests_per_sec: Math.round(load.requests.average),
        p50_ms: load.latency.p50,
        errors: load.errors + load.non2xx,
      },
      all_in_pages_of_500_ms: Math.round(allMs),
      staff_loaded: loaded,
    };
  } finally {
    await app.close();
  }
}

export async function benchStaff() {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  let result: Record<string, unknown>;
  try {
    await migrateDatabase(pglite);
    result = { pglite: await measure(pglite) };
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_PG_URL;
  if (url) {
    const name = `wayfare_bench_staff_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '' });
    try {
      await migrateDatabase(database);
      result.postgres = await measure(database);
    } finally {
      await database.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  }
  const misses = Object.entries(result).flatMap(([db, numbers]) =>
    (Object.keys(STAFF_BUDGETS) as Array<keyof typeof STAFF_BUDGETS>)
      .filter((key) => (numbers as Record<string, number>)[key] > STAFF_BUDGETS[key])
      .map((key) => `${db}.${key}`),
  );
  return { ...result, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchStaff(), null, 2));
}
