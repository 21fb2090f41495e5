// Overload (docs/capacity.md, "Admission control"): a burst of hotel searches far beyond what
// the server can do at once, against the server listening on a port, with and without the
// concurrency limit; /healthz probed meanwhile, and one search timed after the burst.
// PostgreSQL: BENCH_PG_URL (a database is created, seeded and dropped). BENCH_OVERLOAD_BURST
// (default 300) requests at once; BENCH_OVERLOAD_LIMIT (default 32) for the limited run.
// Run alone: `npx tsx bench/overload.ts`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { addDays, vietnamDate } from '../common/calendar';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { seedInventory } from '../server/db/demo/inventory/index';
import { onPostgres } from './databases';
import { CITIES, HOTEL } from './search';

const BURST = Number(process.env.BENCH_OVERLOAD_BURST ?? 300);
const LIMIT = Number(process.env.BENCH_OVERLOAD_LIMIT ?? 32);

function post(agent: http.Agent, url: string, body: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

function get(agent: http.Agent, url: string) {
  return new Promise<number>((resolve) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
}

const at = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
    : null;

async function run(database: Database, maxConcurrent: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    ADMISSION_MAX_CONCURRENT: String(maxConcurrent),
    // The burst comes from one address: the anonymous GraphQL limit is not what is measured.
    GRAPHQL_ANON_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const today = vietnamDate(new Date());
  const body = (i: number) => {
    const checkIn = addDays(today, 1 + ((i * 5) % 80));
    return JSON.stringify({
      query: HOTEL,
      variables: {
        input: {
          place_id: CITIES[i % CITIES.length],
          check_in: checkIn,
          check_out: addDays(checkIn, 1 + (i % 4)),
          n_o_a: 2,
          limit: 20,
        },
      },
    });
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 5; i++) await post(agent, `${base}/graphql/property`, body(i)); // warm up

  const healthz: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await get(probeAgent, `${base}/healthz`);
      healthz.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const status = await post(agent, `${base}/graphql/property`, body(i));
      return { status, ms: performance.now() - started };
    }),
  );
  const burstMs = performance.now() - started;
  probing = false;
  await probe;
  const after = performance.now();
  const afterStatus = await post(agent, `${base}/graphql/property`, body(7));
  const afterMs = performance.now() - after;
  agent.destroy();
  probeAgent.destroy();
  await app.close();

  const ok = answers.filter((a) => a.status === 200).map((a) => a.ms);
  const refused = answers.filter((a) => a.status === 503).map((a) => a.ms);
  const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return {
    max_concurrent: maxConcurrent || 'none',
    burst: BURST,
    burst_ms: Math.round(burstMs),
    answered_200: ok.length,
    answered_503: refused.length,
    other: BURST - ok.length - refused.length,
    ok_p50_ms: at(sort(ok), 50),
    ok_p99_ms: at(sort(ok), 99),
    refused_p50_ms: at(sort(refused), 50),
    refused_p99_ms: at(sort(refused), 99),
    healthz_max_ms: at(sort(healthz), 100),
    search_after: { status: afterStatus, ms: Math.round(afterMs) },
  };
}

export async function benchOverload() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return onPostgres(pgUrl, 'overload', async (database) => {
    await seedInventory(database.db, new Date());
    await database.db.execute(sql`vacuum analyze`);
    return { without_limit: await run(database, 0), with_limit: await run(database, LIMIT) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOverload(), null, 2));
  process.exit(0);
}
