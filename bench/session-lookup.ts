// CPU per signed-in request with and without the session cache (docs/capacity.md): a trivial
// GraphQL operation with a bearer token, in-process, on PostgreSQL (BENCH_PG_URL). Node's CPU
// from process.cpuUsage, PostgreSQL's from its backends' /proc counters (bench/search.ts).
// Run alone: `npx tsx bench/session-lookup.ts`.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { users } from '../server/db/schema';
import { openSession } from '../server/domain/accounts/sessions';
import { createAccountServices } from '../server/auth/services';
import { systemClock } from '../server/domain/context/clock';
import { onPostgres } from './databases';
import { postgresCpuMs } from './search';

const RUNS = Number(process.env.BENCH_SESSION_RUNS ?? 1000);
const TRIVIAL = '{ __typename }';
let accounts = 0;

async function measure(database: Database, cacheSeconds: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    SESSION_CACHE_SECONDS: cacheSeconds,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench.${cacheSeconds}.${++accounts}@mail.example`, role: 'USER' })
    .returning({ id: users.id });
  const services = createAccountServices({
    db: database.db,
    clock: systemClock,
    config: config.auth,
    log: app.log,
  });
  const { access_token } = await openSession(services, user.id, 'password');
  const name = (
    (await database.db.execute(sql`select current_database() as name`)).rows[0] as {
      name: string;
    }
  ).name;
  const ask = () =>
    app.inject({
      method: 'POST',
      url: '/graphql/main',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      payload: JSON.stringify({ query: TRIVIAL }),
    });
  for (let i = 0; i < 50; i++) await ask(); // warm up (and let the listener connect)
  const cpu = process.cpuUsage();
  const pg = postgresCpuMs(name) ?? 0;
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const response = await ask();
    if (response.statusCode !== 200 || response.json().errors) throw new Error(response.body);
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const pgUsed = (postgresCpuMs(name) ?? 0) - pg;
  await app.close();
  return {
    session_cache_seconds: Number(cacheSeconds),
    runs: RUNS,
    ms_per_request: Math.round((ms / RUNS) * 1000) / 1000,
    node_cpu_ms: Math.round(((used.user + used.system) / 1000 / RUNS) * 1000) / 1000,
    postgres_cpu_ms: Math.round((pgUsed / RUNS) * 1000) / 1000,
  };
}

export async function benchSessionLookup() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return onPostgres(pgUrl, 'sessions', async (database) => ({
    without_cache: await measure(database, '0'),
    with_cache: await measure(database, '5'),
    again_without_cache: await measure(database, '0'),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSessionLookup(), null, 2));
  process.exit(0);
}
