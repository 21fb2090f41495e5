// `npm run bench`: starts the production server on a free port with a fresh database and
// prints one JSON document of measurements; exits non-zero when a budget in budgets.ts is missed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { BUDGETS } from './budgets';
import { chromium } from '@playwright/test';
import { measurePageJs, PAGE_JS_BUDGET_GZIP_BYTES } from './page-js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startServer } from '../scripts/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function graphqlLoad(url: string) {
  const result = await autocannon({
    url: `${url}/graphql/main`,
    method: 'POST',
    connections: 10,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ service_info { service build_id server_time } }' }),
  });
  return {
    query: 'service_info on /graphql/main',
    connections: 10,
    duration_s: DURATION_S,
    requests_per_sec: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function homeJs(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    return await measurePageJs(await browser.newPage(), `${url}/`);
  } finally {
    await browser.close();
  }
}

const server = await startServer();
let report;
try {
  report = {
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    boot_to_healthz_ms: server.bootMs,
    js_for_home: await homeJs(server.url),
    graphql: await graphqlLoad(server.url),
    search: await (await import('./search')).benchSearch(),
    seed: await (await import('./seed')).benchSeed(),
    staff: await (await import('./staff')).benchStaff(),
    lighthouse: await (await import('./lighthouse')).benchLighthouse(),
  };
} finally {
  await server.stop();
}

const misses: string[] = [];
if (report.boot_to_healthz_ms > BUDGETS.boot_ms) misses.push('boot_ms');
if (report.js_for_home.gzip_bytes > PAGE_JS_BUDGET_GZIP_BYTES) misses.push('js_for_home');
if (report.graphql.latency_p99_ms > BUDGETS.graphql_p99_ms) misses.push('graphql_p99_ms');
if (report.graphql.requests_per_sec < BUDGETS.graphql_min_requests_per_sec)
  misses.push('graphql_min_requests_per_sec');
if (report.graphql.errors > 0) misses.push('graphql_errors');
misses.push(...report.search.misses.map((m) => `search.${m}`));
misses.push(...report.seed.misses);
misses.push(...report.staff.misses.map((m) => `staff.${m}`));
misses.push(...report.lighthouse.misses);

console.log(JSON.stringify({ ...report, budgets: BUDGETS, budget_misses: misses }, null, 2));
process.exit(misses.length ? 1 : 0);
