// `npm run bench`: starts the production server on a free port with a fresh database and
// prints one JSON document of measurements; exits non-zero when a budget in budgets.ts is missed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUDGETS } from './budgets';
import { chromium } from '@playwright/test';
import { measurePageJs, PAGE_JS_BUDGET_GZIP_BYTES } from './page-js';
import { CHARTS_JS_BUDGET_GZIP_BYTES } from './charts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { startServer } from '../scripts/server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The trivial operation's rate. Each request comes from another of 4,096 client addresses
 * (X-Forwarded-For, believed from loopback): from one address the anonymous limit (1,200 a
 * minute) answered everything past the first 1,200 with 429, and the load measured the limit,
 * not the server (issue 24).
 */
async function graphqlLoad(url: string) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/graphql/main`,
    method: 'POST',
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n = (n + 1) % 4096;
          const address = `10.${(n >> 8) + 1}.${n & 255}.7`;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          };
        },
      },
    ],
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

/**
 * A PostgreSQL-only phase that did not finish: skipped when no PostgreSQL answers (no budget
 * missed), a miss (`failed`) when it broke for any other reason.
 */
const skipped = (error: Error) => ({
  skipped: error.message,
  misses: /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(String(error.stack)) ? [] : ['failed'],
});

// Boot of the compiled server (what `npm start` runs): first on a new data folder (initdb and
// migrations), then again on the database the first one left (the everyday restart).
const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-'));
const boot = { dataDir, readyPath: '/readyz', compiled: true, timeoutMs: 300_000 };
const firstBoot = await startServer({}, boot);
await firstBoot.stop();
const server = await startServer({}, boot);
let report;
try {
  report = {
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    boot_to_readyz_ms: { first: firstBoot.bootMs, existing: server.bootMs },
    js_for_home: await homeJs(server.url),
    charts_chunk: await (await import('./charts')).measureEmptyChart(),
    graphql: await graphqlLoad(server.url),
    search: await (await import('./search')).benchSearch(),
    policy_search: await (await import('./policy-search')).benchPolicySearch(),
    checkout: await (await import('./checkout')).benchCheckout(),
    seed: await (await import('./seed')).benchSeed(),
    staff: await (await import('./staff')).benchStaff(),
    staff_import: await (await import('./staff-import')).benchStaffImport(),
    trips: await (await import('./trips')).benchTrips(),
    bookings: await (await import('./bookings')).benchBookings(),
    statements: await (await import('./statements')).benchStatements(),
    booking_export: await (await import('./booking-export')).benchBookingExport(),
    lighthouse: await (await import('./lighthouse')).benchLighthouse(),
    mixed_load: await (await import('./mixed-load')).benchMixedLoad(),
    // PostgreSQL only (BENCH_PG_URL): reported as skipped when there is no server to reach.
    reference: await (await import('./reference')).benchReference().catch(skipped),
    session_lookup: await (await import('./session-lookup')).benchSessionLookup().catch(skipped),
    overload: await (await import('./overload')).benchOverload().catch(skipped),
    two_nodes: await (await import('./two-nodes')).benchTwoNodes().catch(skipped),
    heavy_statement: await (await import('./heavy-statement')).benchHeavyStatement(),
    approvals: await (await import('./approvals')).benchApprovals(),
    analysis: await (await import('./analysis')).benchAnalysis(),
  };
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const misses: string[] = [];
if (report.boot_to_readyz_ms.first > BUDGETS.boot_ms) misses.push('boot_ms');
if (report.boot_to_readyz_ms.existing > BUDGETS.boot_existing_ms) misses.push('boot_existing_ms');
if (report.js_for_home.gzip_bytes > PAGE_JS_BUDGET_GZIP_BYTES) misses.push('js_for_home');
if (report.charts_chunk.gzip_bytes > CHARTS_JS_BUDGET_GZIP_BYTES) misses.push('charts_chunk');
if (report.graphql.latency_p99_ms > BUDGETS.graphql_p99_ms) misses.push('graphql_p99_ms');
if (report.graphql.requests_per_sec < BUDGETS.graphql_min_requests_per_sec)
  misses.push('graphql_min_requests_per_sec');
if (report.graphql.errors > 0) misses.push('graphql_errors');
misses.push(...report.search.misses.map((m) => `search.${m}`));
misses.push(...report.policy_search.misses.map((m) => `policy_search.${m}`));
misses.push(...report.checkout.misses.map((m) => `checkout.${m}`));
misses.push(...report.seed.misses);
misses.push(...report.staff.misses.map((m) => `staff.${m}`));
misses.push(...report.staff_import.misses.map((m) => `staff_import.${m}`));
misses.push(...report.trips.misses.map((m) => `trips.${m}`));
misses.push(...report.bookings.misses.map((m) => `bookings.${m}`));
misses.push(...report.statements.misses.map((m) => `statements.${m}`));
misses.push(...report.booking_export.misses.map((m) => `booking_export.${m}`));
misses.push(...report.lighthouse.misses);
misses.push(...report.mixed_load.misses.map((m) => `mixed_load.${m}`));
misses.push(...report.reference.misses.map((m) => `reference.${m}`));
misses.push(...report.overload.misses.map((m) => `overload.${m}`));
misses.push(...report.two_nodes.misses.map((m) => `two_nodes.${m}`));
misses.push(...report.heavy_statement.misses.map((m) => `heavy_statement.${m}`));
misses.push(...report.approvals.misses.map((m) => `approvals.${m}`));
misses.push(...report.analysis.misses.map((m) => `analysis.${m}`));

// What a reader looks for first (issue 24): each kind's capacity under the mix, the ratios to the
// bare server, and how busy the shared machine was.
const answeredPerKind = (r: object) =>
  'by_kind' in r
    ? Object.fromEntries(
        Object.entries(r.by_kind as Record<string, { answered_per_s: number }>).map(([k, v]) => [
          k,
          v.answered_per_s,
        ]),
      )
    : r;
const summary = {
  mixed_answered_per_s: {
    postgresql: answeredPerKind(report.mixed_load.postgresql),
    pglite: answeredPerKind(report.mixed_load.pglite),
  },
  ratio_to_bare_server: 'ratios' in report.reference ? report.reference.ratios : 'skipped',
  load_average_at_end: loadavg().map((l) => Math.round(l * 10) / 10),
};
console.log(
  JSON.stringify({ ...report, summary, budgets: BUDGETS, budget_misses: misses }, null, 2),
);
process.exit(misses.length ? 1 : 0);
