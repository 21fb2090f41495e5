// Mixed load against the real production server (compiled, own process), on PGlite and on
// PostgreSQL: searches, autocomplete, profile and password sign-in at a fixed arrival rate
// (open loop: a request's latency counts from when it was due, so a stalled server is not
// hidden by a driver that waits for it), with /healthz probed on its own socket meanwhile.
//
// BENCH_MIXED_RATE (default 300 requests/s), BENCH_MIXED_DURATION (default 60 s; shorten it for
// a quick run), BENCH_MIXED_DRAIN (default 30 s: how long requests still in flight at the end
// may take; those left are counted as errors, `unfinished_after_drain`), BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database
// wayfare_bench_mixed_<pid> is created, seeded by the server and dropped).
//
// Anonymous GraphQL is limited per client address (GRAPHQL_ANON_PER_MINUTE, 1,200/min) and
// password sign-in too (60 per 15 min): the driver spreads its requests over many addresses
// with X-Forwarded-For, which the server believes from loopback (TRUST_PROXY's default), so the
// limits stay as configured and each simulated client stays under them.
// Run alone: `npx tsx bench/mixed-load.ts`.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, vietnamDate } from '../common/calendar';
import pg from 'pg';
import { startServer } from '../scripts/server-process';
import { DEMO_PASSWORD } from '../server/db/seed';
import { CITIES, FLIGHT, HOTEL, PLACES, ROUTES, WORDS } from './search';

export const MIXED_BUDGETS = { p99_ms: 500, healthz_p99_ms: 100, errors: 0 };
const RATE = Number(process.env.BENCH_MIXED_RATE ?? 300);
const DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);
/** After the last request is sent, how long the ones in flight may take to finish. */
const DRAIN_S = Number(process.env.BENCH_MIXED_DRAIN ?? 30);
/** Sockets the driver may hold open: enough for the rate, bounded so the driver stays light. */
const MAX_SOCKETS = 64;
/** Share of each kind of request (sign-in is argon2id, ~20–40 ms of CPU each: kept rare). */
const MIX = { autocomplete: 0.45, search: 0.3, profile: 0.2, sign_in: 0.05 } as const;
type Kind = keyof typeof MIX;

const PROFILE = '{ profile { id email first_name last_name setting { locale } } }';
const SIGN_IN_EMAIL = 'traveller@mail.example';

interface Answer {
  status: number;
  body: string;
}

function request(
  agent: http.Agent,
  url: string,
  method: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(samples: number[], p: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** A client address of 10.0.0.0/8 for request number n: 65,536 simulated clients. */
const address = (n: number) => `10.${(n >> 16) & 255 || 1}.${(n >> 8) & 255}.${n & 255}`;

/** The date `offsetDays` from today in Vietnam. */
const localDate = (offsetDays: number) => addDays(vietnamDate(), offsetDays);

/** The body and path of the i-th request of a kind (varied like bench/search.ts). */
function graphqlCall(kind: 'search' | 'autocomplete' | 'profile', i: number) {
  if (kind === 'autocomplete') {
    const word = WORDS[i % WORDS.length].slice(0, 2 + (i % 6));
    return { service: 'places', query: PLACES, variables: { input: { query: word, limit: 8 } } };
  }
  if (kind === 'profile') return { service: 'main', query: PROFILE, variables: {} };
  if (i % 2) {
    const [from, to] = ROUTES[i % ROUTES.length];
    const depart = localDate(1 + ((i * 7) % 85));
    return {
      service: 'flights',
      query: FLIGHT,
      variables: { input: { from, to, depart, n_o_a: 1 + (i % 3), sort: 'PRICE' } },
    };
  }
  const checkIn = 1 + ((i * 5) % 80);
  return {
    service: 'property',
    query: HOTEL,
    variables: {
      input: {
        place_id: CITIES[i % CITIES.length],
        check_in: localDate(checkIn),
        check_out: localDate(checkIn + 1 + (i % 4)),
        n_o_a: 2,
        sort: 'PRICE',
        limit: 20,
      },
    },
  };
}

async function signIn(agent: http.Agent, url: string, n: number): Promise<Answer> {
  const password = createHash('md5').update(DEMO_PASSWORD).digest('hex');
  return request(
    agent,
    `${url}/api/v1/user/session/new`,
    'POST',
    JSON.stringify({ email: SIGN_IN_EMAIL, password, lang: 'en' }),
    { 'content-type': 'application/json', 'x-forwarded-for': address(n) },
  );
}

async function drive(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await signIn(agent, url, 1);
  if (first.status !== 200) throw new Error(`sign-in failed: ${first.status} ${first.body}`);
  const token = (JSON.parse(first.body) as { data: { access_token: string } }).data.access_token;

  const kinds = Object.keys(MIX) as Kind[];
  const latencies: Record<Kind, number[]> = {
    autocomplete: [],
    search: [],
    profile: [],
    sign_in: [],
  };
  const errors: Record<Kind, number> = { autocomplete: 0, search: 0, profile: 0, sign_in: 0 };
  const errorSamples: string[] = [];
  const healthz: number[] = [];
  let healthzErrors = 0;

  let recording = true;
  const one = async (n: number, due: number) => {
    // Deterministic mix: the n-th request's kind follows the shares in MIX.
    const r = (((n * 0.6180339887) % 1) + 1) % 1;
    let acc = 0;
    const kind = kinds.find((k) => (acc += MIX[k]) > r) ?? 'autocomplete';
    let answer: Answer | undefined;
    try {
      if (kind === 'sign_in') answer = await signIn(agent, url, 1000 + n);
      else {
        const call = graphqlCall(kind, n);
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'x-forwarded-for': address(1000 + (n % 4096)),
        };
        if (kind === 'profile') headers.authorization = `Bearer ${token}`;
        answer = await request(
          agent,
          `${url}/graphql/${call.service}`,
          'POST',
          JSON.stringify({ query: call.query, variables: call.variables }),
          headers,
        );
      }
    } catch (error) {
      answer = { status: 0, body: (error as Error).message };
    }
    if (!recording) return; // answered after the drain: counted as unfinished
    latencies[kind].push(performance.now() - due);
    const failed = answer.status !== 200 || answer.body.includes('"errors"');
    if (failed) {
      errors[kind]++;
      if (errorSamples.length < 5)
        errorSamples.push(`${kind} ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  };

  const started = performance.now();
  const total = Math.round(RATE * DURATION_S);
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const at = performance.now();
      try {
        const answer = await request(probeAgent, `${url}/healthz`, 'GET', undefined, {});
        if (answer.status !== 200) healthzErrors++;
      } catch {
        healthzErrors++;
      }
      healthz.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) / 1000) * RATE));
    for (; sent < due; sent++) {
      inFlight.push(one(sent, started + (sent / RATE) * 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  // A server slower than the rate has a backlog: wait for it a while, then count the rest.
  let drained = false;
  await Promise.race([
    Promise.all(inFlight).then(() => (drained = true)),
    new Promise((resolve) => setTimeout(resolve, DRAIN_S * 1000)),
  ]);
  recording = false;
  const elapsed = (performance.now() - started) / 1000;
  const finished = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  const unfinished = drained ? 0 : total - finished;
  probing = false;
  await probe;
  agent.destroy();
  probeAgent.destroy();

  const all = Object.values(latencies).flat();
  const byKind = Object.fromEntries(
    kinds.map((k) => [
      k,
      {
        requests: latencies[k].length,
        p50_ms: percentile(latencies[k], 50),
        p99_ms: percentile(latencies[k], 99),
        errors: errors[k],
      },
    ]),
  );
  return {
    rate_per_s: RATE,
    duration_s: DURATION_S,
    requests: all.length,
    achieved_per_s: Math.round(all.length / elapsed),
    p50_ms: percentile(all, 50),
    p99_ms: percentile(all, 99),
    errors: Object.values(errors).reduce((a, b) => a + b, 0) + unfinished,
    unfinished_after_drain: unfinished,
    by_kind: byKind,
    healthz: {
      probes: healthz.length,
      p50_ms: percentile(healthz, 50),
      p99_ms: percentile(healthz, 99),
      max_ms: Math.round(Math.max(0, ...healthz)),
      errors: healthzErrors,
    },
    ...(errorSamples.length ? { error_samples: errorSamples } : {}),
  };
}

/** The compiled server on its own database, seeded with the demo data and inventory. */
async function onEngine(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-mixed-'));
  const server = await startServer(
    { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error', STATIC_DIR: './no-build', ...env },
    { dataDir, readyPath: '/readyz', compiled: true, timeoutMs: 600_000 },
  );
  try {
    return await drive(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string) {
  const name = `wayfare_bench_mixed_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await onEngine({ DATABASE_URL: url.toString() });
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function benchMixedLoad() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgresql = await onPostgres(pgUrl).catch((error: Error) => ({ skipped: error.message }));
  const pglite = await onEngine({});
  const misses: string[] = [];
  for (const [kind, r] of Object.entries({ postgresql, pglite })) {
    if (!('p99_ms' in r)) continue;
    if (r.p99_ms > MIXED_BUDGETS.p99_ms) misses.push(`${kind}.p99_ms`);
    if (r.errors > MIXED_BUDGETS.errors) misses.push(`${kind}.errors`);
    if (r.healthz.p99_ms > MIXED_BUDGETS.healthz_p99_ms) misses.push(`${kind}.healthz_p99_ms`);
  }
  return {
    mix: MIX,
    client_addresses: 'spread over 10.0.0.0/8 with X-Forwarded-For (trusted from loopback)',
    postgresql,
    pglite,
    budgets: MIXED_BUDGETS,
    misses,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchMixedLoad();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
