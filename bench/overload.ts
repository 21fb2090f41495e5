// Overload (docs/capacity.md, "Admission control"), on PostgreSQL, against the compiled server in
// its own process (the driver does not share its event loop):
// - a burst: BENCH_OVERLOAD_BURST (default 300) hotel searches sent at once, /healthz probed
//   every 50 ms meanwhile, one search timed after;
// - the 600/s phase: the mix of bench/mixed-load.ts at BUDGETS.overload.rate_per_s, open loop,
//   for BENCH_OVERLOAD_DURATION s (default 20): what is not served must be refused with 503
//   within 50 ms of its due time, /healthz p99 ≤ 100 ms, and a hotel search answers under
//   100 ms within 1 s of the load's end.
// Each variant is a server started with its own settings on the same seeded database:
// BENCH_OVERLOAD_VARIANTS, JSON `{ "name": { "ENV": "value" } }` (default: the production
// defaults alone, `{ "defaults": {} }`), to measure one change at a time.
// Run alone: `npx tsx bench/overload.ts`.
import http from 'node:http';
import os from 'node:os';
import { addDays, vietnamDate } from '../common/calendar';
import { startServer } from '../scripts/server-process';
import { BUDGETS } from './budgets';
import { driveOpenLoop, withPostgresDatabase, withSeededServer } from './mixed-load';
import { CITIES, HOTEL } from './search';

const BURST = Number(process.env.BENCH_OVERLOAD_BURST ?? 300);
const DURATION_S = Number(process.env.BENCH_OVERLOAD_DURATION ?? 20);
const VARIANTS = JSON.parse(process.env.BENCH_OVERLOAD_VARIANTS ?? '{"defaults":{}}') as Record<
  string,
  Record<string, string>
>;

function post(agent: http.Agent, url: string, body: string, from: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
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

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 10) / 10);

async function burst(base: string) {
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
  const from = (i: number) => `10.9.${(i >> 8) & 255}.${i & 255}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 5; i++) await post(agent, `${base}/graphql/property`, body(i), from(i)); // warm up

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
      const status = await post(agent, `${base}/graphql/property`, body(i), from(i));
      return { status, ms: performance.now() - started };
    }),
  );
  const burstMs = performance.now() - started;
  probing = false;
  await probe;
  const after = performance.now();
  const afterStatus = await post(agent, `${base}/graphql/property`, body(7), from(7));
  const afterMs = performance.now() - after;
  agent.destroy();
  probeAgent.destroy();

  const ok = answers.filter((a) => a.status === 200).map((a) => a.ms);
  const refused = answers.filter((a) => a.status === 503).map((a) => a.ms);
  const sort = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return {
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

/** The server's own error lines, by message (its output is collected, not printed). */
function errorLines(output: string[]) {
  const counts: Record<string, number> = {};
  for (const line of output.join('').split('\n')) {
    const message = /"level":50.*?"message":"(.{0,60})/.exec(line)?.[1];
    if (message) counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}

async function variant(env: Record<string, string>) {
  const output: string[] = [];
  const server = await startServer(
    { LOG_LEVEL: 'error', STATIC_DIR: './no-build', ...env },
    { readyPath: '/readyz', compiled: true, timeoutMs: 120_000, output },
  );
  try {
    const loadBefore = loadAverage();
    const burstResult = await burst(server.url);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let the burst's tail settle
    const phase = await driveOpenLoop(server.url, {
      rate: BUDGETS.overload.rate_per_s,
      durationS: DURATION_S,
      drainS: 30,
      maxSockets: 1024,
      recovery: true,
    });
    return {
      settings: env,
      burst: burstResult,
      at_600_per_s: phase,
      load_average: { before: loadBefore, after: loadAverage() },
      server_errors: errorLines(output),
    };
  } finally {
    await server.stop();
  }
}

export async function benchOverload() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const budgets = BUDGETS.overload;
  return withPostgresDatabase(pgUrl, 'overload', async (url) => {
    // The first start seeds the demo data and inventory (and analyzes); each variant restarts.
    await withSeededServer({ DATABASE_URL: url }, async () => undefined);
    const results: Record<string, Awaited<ReturnType<typeof variant>>> = {};
    for (const [name, env] of Object.entries(VARIANTS))
      results[name] = await variant({ DATABASE_URL: url, ...env });
    const misses: string[] = [];
    for (const [name, r] of Object.entries(results)) {
      const phase = r.at_600_per_s;
      if (phase.refused_503.count && phase.refused_503.p99_ms > budgets.refused_p99_ms)
        misses.push(`${name}.refused_p99_ms`);
      if (phase.errors > budgets.errors) misses.push(`${name}.errors`);
      if (phase.healthz.p99_ms > budgets.healthz_p99_ms) misses.push(`${name}.healthz_p99_ms`);
      const recovered = phase.search_under_100ms_after_ms;
      if (recovered == null || recovered > budgets.recovery_ms) misses.push(`${name}.recovery_ms`);
    }
    return { variants: results, budgets, misses };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchOverload();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
