// Mixed load against the real production server (compiled, own process), on PGlite and on
// PostgreSQL: searches, autocomplete, profile and password sign-in at a fixed arrival rate
// (open loop: a request's latency counts from when it was due, so a stalled server is not
// hidden by a driver that waits for it), with /healthz probed on its own socket meanwhile.
//
// BENCH_MIXED_RATE (default 300 requests/s on PostgreSQL), BENCH_MIXED_PGLITE_RATE (default
// 150/s on PGlite), BENCH_MIXED_DURATION (default 60 s; shorten it for a quick run; not
// BENCH_DURATION, which is the closed-loop loads' length in run.ts), BENCH_MIXED_DRAIN (default
// 30 s: how long requests still in flight at the end may take; those left are counted as
// errors, `unfinished_after_drain`), BENCH_MIXED_DB (postgres or pglite: that engine alone),
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database
// wayfare_bench_mixed_<pid> is created, seeded by the server and dropped). Budgets: budgets.ts.
//
// Anonymous GraphQL is limited per client address (GRAPHQL_ANON_PER_MINUTE, 1,200/min) and
// password sign-in too (60 per 15 min): the driver spreads its requests over many addresses
// with X-Forwarded-For, which the server believes from loopback (TRUST_PROXY's default), so the
// limits stay as configured and each simulated client stays under them.
// Run alone: `npx tsx bench/mixed-load.ts`.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { BUDGETS } from './budgets';
import { addDays, vietnamDate } from '../common/calendar';
import pg from 'pg';
import { startServer } from '../scripts/server-process';
import { DEMO_PASSWORD } from '../server/db/seed';
import { CITIES, FLIGHT, HOTEL, PLACES, ROUTES, WORDS } from './search';

const RATE = Number(process.env.BENCH_MIXED_RATE ?? BUDGETS.mixed.postgresql_rate_per_s);
const PGLITE_RATE = Number(process.env.BENCH_MIXED_PGLITE_RATE ?? BUDGETS.mixed.pglite_rate_per_s);
const DURATION_S = Number(process.env.BENCH_MIXED_DURATION ?? 60);
/** After the last request is sent, how long the ones in flight may take to finish. */
const DRAIN_S = Number(process.env.BENCH_MIXED_DRAIN ?? 30);
/**
 * Sockets the driver may hold open: more than the server admits at once (ADMISSION_MAX_CONCURRENT,
 * 64), so a server past its capacity is seen refusing rather than the driver queueing.
 */
const MAX_SOCKETS = 256;
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

export interface DriveOptions {
  /** Requests a second (open loop). */
  rate: number;
  durationS: number;
  /** After the last request is sent, how long those in flight may still take. */
  drainS: number;
  /** Keep-alive sockets the driver may hold. */
  maxSockets: number;
  /** Time, after the last request is sent, until a hotel search answers under 100 ms. */
  recovery?: boolean;
}

type Outcome = 'ok' | 'refused' | 'error';

/** A normal hotel search (the recovery probe's request). */
const RECOVERY_SEARCH = JSON.stringify({
  query: HOTEL,
  variables: {
    input: {
      place_id: 'city:da-nang',
      check_in: localDate(10),
      check_out: localDate(12),
      n_o_a: 2,
      limit: 20,
    },
  },
});

/**
 * Drives `url` at a fixed arrival rate with the mix, /healthz probed every 100 ms on its own
 * socket. Per kind: what was answered (200 without GraphQL errors) per second, refused (503)
 * and failed (anything else, or no answer), with latencies from when each request was due.
 */
export async function driveOpenLoop(url: string, opts: DriveOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // A node just started may still be busy (migrations, analysing the seed): a 503 asks the
  // client to come back after Retry-After, as a browser's client does.
  let first = await signIn(agent, url, 1);
  for (let tries = 0; first.status === 503 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    first = await signIn(agent, url, 1);
  }
  if (first.status !== 200) throw new Error(`sign-in failed: ${first.status} ${first.body}`);
  const token = (JSON.parse(first.body) as { data: { access_token: string } }).data.access_token;

  const kinds = Object.keys(MIX) as Kind[];
  const perKind = <T>(make: () => T) =>
    Object.fromEntries(kinds.map((k) => [k, make()])) as Record<Kind, T>;
  const latencies = perKind(() => ({ ok: [] as number[], refused: [] as number[], error: 0 }));
  const errorSamples: string[] = [];
  const healthz: number[] = [];
  let healthzErrors = 0;

  let recording = true;
  let lastAnswer = 0;
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
    const at = performance.now();
    lastAnswer = at;
    const outcome: Outcome =
      answer.status === 503
        ? 'refused'
        : answer.status !== 200 || answer.body.includes('"errors"')
          ? 'error'
          : 'ok';
    if (outcome === 'error') {
      latencies[kind].error++;
      if (errorSamples.length < 5)
        errorSamples.push(`${kind} ${answer.status} ${answer.body.slice(0, 200)}`);
    } else latencies[kind][outcome].push(at - due);
  };

  const started = performance.now();
  const total = Math.round(opts.rate * opts.durationS);
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
    const due = Math.min(total, Math.floor(((now - started) / 1000) * opts.rate));
    for (; sent < due; sent++) {
      inFlight.push(one(sent, started + (sent / opts.rate) * 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const sendingEnded = performance.now();
  // Recovery: from the end of the load, a hotel search every 50 ms (own socket) until one
  // answers 200 within 100 ms.
  const recovery = opts.recovery
    ? (async () => {
        const recoveryAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          while (performance.now() - sendingEnded < opts.drainS * 1000) {
            const at = performance.now();
            const answer = await request(
              recoveryAgent,
              `${url}/graphql/property`,
              'POST',
              RECOVERY_SEARCH,
              { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
            ).catch(() => ({ status: 0, body: '' }));
            const done = performance.now();
            if (answer.status === 200 && done - at < 100) return Math.round(done - sendingEnded);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return null;
        } finally {
          recoveryAgent.destroy();
        }
      })()
    : Promise.resolve(null);
  // A server slower than the rate has a backlog: wait for it a while, then count the rest.
  let drained = false;
  await Promise.race([
    Promise.all(inFlight).then(() => (drained = true)),
    new Promise((resolve) => setTimeout(resolve, opts.drainS * 1000)),
  ]);
  recording = false;
  const recoveredMs = await recovery;
  const answeredFor = (k: Kind) => latencies[k].ok.length + latencies[k].refused.length;
  const finished = kinds.reduce((sum, k) => sum + answeredFor(k) + latencies[k].error, 0);
  const unfinished = drained ? 0 : total - finished;
  probing = false;
  await probe;
  agent.destroy();
  probeAgent.destroy();

  // Capacity: answers per second from the first request's due time to the last answer.
  const seconds = (Math.max(lastAnswer, sendingEnded) - started) / 1000;
  const perSecond = (count: number) => Math.round((count / seconds) * 10) / 10;
  const okAll = kinds.flatMap((k) => latencies[k].ok);
  const refusedAll = kinds.flatMap((k) => latencies[k].refused);
  const allLatencies = [...okAll, ...refusedAll];
  const errors = kinds.reduce((sum, k) => sum + latencies[k].error, 0) + unfinished;
  const byKind = Object.fromEntries(
    kinds.map((k) => {
      const l = latencies[k];
      const all = [...l.ok, ...l.refused];
      return [
        k,
        {
          requests: all.length + l.error,
          answered_per_s: perSecond(l.ok.length),
          p50_ms: percentile(all, 50),
          p99_ms: percentile(all, 99),
          refused_503: l.refused.length,
          errors: l.error,
        },
      ];
    }),
  );
  return {
    rate_per_s: opts.rate,
    duration_s: opts.durationS,
    requests: total,
    answered_per_s: perSecond(okAll.length),
    p50_ms: percentile(allLatencies, 50),
    p99_ms: percentile(allLatencies, 99),
    ok: { count: okAll.length, p50_ms: percentile(okAll, 50), p99_ms: percentile(okAll, 99) },
    refused_503: {
      count: refusedAll.length,
      p50_ms: percentile(refusedAll, 50),
      p99_ms: percentile(refusedAll, 99),
      max_ms: Math.round(Math.max(0, ...refusedAll)),
    },
    errors,
    unfinished_after_drain: unfinished,
    by_kind: byKind,
    healthz: {
      probes: healthz.length,
      p50_ms: percentile(healthz, 50),
      p99_ms: percentile(healthz, 99),
      max_ms: Math.round(Math.max(0, ...healthz)),
      errors: healthzErrors,
    },
    ...(opts.recovery ? { search_under_100ms_after_ms: recoveredMs } : {}),
    ...(errorSamples.length ? { error_samples: errorSamples } : {}),
  };
}

/**
 * The compiled server in its own process on its own database, seeded with the demo data and
 * inventory (the server ANALYZEs after seeding), then `use(url)`.
 */
export async function withSeededServer<T>(
  env: Record<string, string>,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-mixed-'));
  // The server's output is kept, not printed: the bench prints one JSON document.
  const output: string[] = [];
  const server = await startServer(
    { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'error', STATIC_DIR: './no-build', ...env },
    { dataDir, readyPath: '/readyz', compiled: true, timeoutMs: 600_000, output },
  );
  try {
    return await use(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A throw-away database on the PostgreSQL server at `adminUrl`, created and dropped. */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  label: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `wayfare_bench_${label}_${process.pid}`;
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
    return await use(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 10) / 10);

async function mixedOn(env: Record<string, string>, rate: number) {
  const before = loadAverage();
  const result = await withSeededServer(env, (url) =>
    driveOpenLoop(url, { rate, durationS: DURATION_S, drainS: DRAIN_S, maxSockets: MAX_SOCKETS }),
  );
  return { ...result, load_average: { before, after: loadAverage() } };
}

export async function benchMixedLoad() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const only = process.env.BENCH_MIXED_DB; // 'postgres' or 'pglite': one engine (a quicker run)
  const budgets = BUDGETS.mixed;
  const postgresql =
    only === 'pglite'
      ? { skipped: 'BENCH_MIXED_DB' }
      : await withPostgresDatabase(pgUrl, 'mixed', (url) =>
          mixedOn({ DATABASE_URL: url }, RATE),
        ).catch((error: Error) => ({ skipped: error.message }));
  const pglite =
    only === 'postgres' ? { skipped: 'BENCH_MIXED_DB' } : await mixedOn({}, PGLITE_RATE);
  const misses: string[] = [];
  for (const [kind, r] of Object.entries({ postgresql, pglite })) {
    if (!('p99_ms' in r)) continue;
    if (r.p99_ms > budgets.p99_ms) misses.push(`${kind}.p99_ms`);
    if (r.errors + r.refused_503.count > budgets.errors) misses.push(`${kind}.errors`);
    if (r.healthz.p99_ms > budgets.healthz_p99_ms) misses.push(`${kind}.healthz_p99_ms`);
  }
  return {
    mix: MIX,
    client_addresses: 'spread over 10.0.0.0/8 with X-Forwarded-For (trusted from loopback)',
    postgresql,
    pglite,
    budgets,
    misses,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchMixedLoad();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
