// The real server against the bare reference (bench/reference-server.ts) in the same run, on one
// PostgreSQL database seeded with the inventory and analysed: answers per second at 10
// connections (closed loop, autocannon, BENCH_DURATION s each, default 10) and CPU per request
// of the server process and of PostgreSQL, for a trivial operation anonymously, the same with a
// bearer token, and a flight search with identical SQL. The loads alternate real, reference,
// real… so a neighbour's burst on this shared machine hits both. Requests come from 4,096
// client addresses (X-Forwarded-For, believed from loopback), so the real server's anonymous
// limit (1,200 a minute per address) is not what is measured.
// Run alone: `npx tsx bench/reference.ts`; `BENCH_REFERENCE_KINDS=trivial_anonymous` (a comma
// list of the loads' names) runs only those; `BENCH_REFERENCE_ADDRESSES` (default 4,096) is how
// many client addresses the requests come from (64: each address asks many times a minute, as
// a browser does, and the anonymous limit spends its reserved blocks; 4,096: almost every
// request is an address's first of the minute).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { addDays, vietnamDate } from '../common/calendar';
import { freePort, startServer } from '../scripts/server-process';
import { createAccountServices } from '../server/auth/services';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedInventory } from '../server/db/demo/inventory/index';
import { users } from '../server/db/schema';
import { openSession } from '../server/domain/accounts/sessions';
import { systemClock } from '../server/domain/context/clock';
import { BUDGETS } from './budgets';
import { withPostgresDatabase } from './mixed-load';
import { FLIGHT, ROUTES, postgresCpuMs } from './search';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
/** Each load runs this long unmeasured first. */
const WARM_UP_S = 2;
const TRIVIAL = JSON.stringify({ query: '{ __typename }' });
/** Client addresses the requests are spread over (at most 65,280). */
const ADDRESSES = Number(process.env.BENCH_REFERENCE_ADDRESSES ?? 4096);
/** The loads to run (BENCH_REFERENCE_KINDS, a comma list of their names): all by default. */
const KINDS = process.env.BENCH_REFERENCE_KINDS?.split(',').map((kind) => kind.trim());

/** CPU (ms) process `pid` has used so far (user + system, from /proc). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startReference(databaseUrl: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/reference-server.ts'],
    {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: `${port}` },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the reference server exited');
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: TRIVIAL,
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the reference server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const today = vietnamDate(new Date());
const flightBody = (i: number) => {
  const [from, to] = ROUTES[i % ROUTES.length];
  return JSON.stringify({
    query: FLIGHT,
    variables: {
      input: { from, to, depart: addDays(today, 1 + ((i * 7) % 85)), n_o_a: 1, sort: 'PRICE' },
    },
  });
};

interface Load {
  path: string;
  token?: string;
  body: (i: number) => string;
}

async function load(url: string, pid: number, database: string, spec: Load) {
  // One request first: it must be answered with data (a load of errors measures nothing).
  const check = await fetch(`${url}${spec.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
    },
    body: spec.body(0),
  });
  const text = await check.text();
  if (!check.ok || text.includes('"errors"')) throw new Error(`${url}${spec.path}: ${text}`);
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${url}${spec.path}`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            n = (n + 1) % ADDRESSES;
            return {
              ...request,
              body: spec.body(n),
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 8) + 1}.${n & 255}.9`,
                ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
              },
            };
          },
        },
      ],
    });
  await run(WARM_UP_S); // compiled queries, JIT, pooled connections and named statements warm
  const node = processCpuMs(pid);
  const pg = postgresCpuMs(database) ?? 0;
  const result = await run(DURATION_S);
  const answered = result.requests.total;
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, answered)) * 1000) / 1000;
  return {
    requests_per_sec: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    node_cpu_ms: perRequest(processCpuMs(pid) - node),
    postgres_cpu_ms: perRequest((postgresCpuMs(database) ?? 0) - pg),
    load_average: os.loadavg().map((l) => Math.round(l * 10) / 10),
  };
}

export async function benchReference() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return withPostgresDatabase(pgUrl, 'reference', async (databaseUrl) => {
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    let token: string;
    let name: string;
    try {
      await migrateDatabase(database);
      await seedInventory(database.db, new Date());
      await database.db.execute(sql`vacuum analyze`);
      const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
      const [user] = await database.db
        .insert(users)
        .values({ email: 'bench.reference@mail.example', role: 'USER' })
        .returning({ id: users.id });
      const services = createAccountServices({
        db: database.db,
        clock: systemClock,
        config: config.auth,
        log: { info() {}, warn() {}, error() {} } as never,
      });
      token = (await openSession(services, user.id, 'password')).access_token;
      name = new URL(databaseUrl).pathname.slice(1);
    } finally {
      await database.close();
    }
    const real = await startServer(
      { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', STATIC_DIR: './no-build' },
      { readyPath: '/readyz', compiled: true, timeoutMs: 120_000 },
    );
    const reference = await startReference(databaseUrl);
    const loads: Record<string, { real: Load; reference: Load }> = {
      trivial_anonymous: {
        real: { path: '/graphql/main', body: () => TRIVIAL },
        reference: { path: '/graphql', body: () => TRIVIAL },
      },
      trivial_with_token: {
        real: { path: '/graphql/main', body: () => TRIVIAL, token },
        reference: { path: '/graphql', body: () => TRIVIAL, token },
      },
      flight_search: {
        real: { path: '/graphql/flights', body: flightBody },
        reference: { path: '/graphql', body: flightBody },
      },
    };
    const results: Record<string, unknown> = {};
    const ratios: Record<string, number> = {};
    const misses: string[] = [];
    try {
      for (const [kind, spec] of Object.entries(loads)) {
        if (KINDS && !KINDS.includes(kind)) continue;
        const ours = await load(real.url, real.child.pid!, name, spec.real);
        const bare = await load(reference.url, reference.child.pid!, name, spec.reference);
        const ratio = Math.round((ours.requests_per_sec / bare.requests_per_sec) * 100) / 100;
        results[kind] = { real: ours, reference: bare };
        ratios[kind] = ratio;
        const least = BUDGETS.reference_ratio[kind as keyof typeof BUDGETS.reference_ratio];
        if (ratio < least) misses.push(`${kind}_ratio`);
        if (ours.errors || bare.errors) misses.push(`${kind}_errors`);
      }
    } finally {
      await reference.stop();
      await real.stop();
    }
    return {
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      client_addresses: ADDRESSES,
      ratios,
      loads: results,
      budgets: BUDGETS.reference_ratio,
      misses,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchReference();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
