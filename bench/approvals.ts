// The approval queue of VinaSteel (issue 21 budget: p95 ≤ 50 ms) over the demo's year of booking
// requests (server/db/demo/booking-requests.ts), in-process (Fastify inject, the real GraphQL
// stack): the approver's queue (booking_requests mine + PENDING), the
// company's list (first page, no filter, and a status + department filter) and the counters of
// the console header, signed in as the demo approver and owner. Sequential, after ten warm-ups.
// On PGlite in memory and on PostgreSQL (a throw-away database on BENCH_PG_URL's server; skipped
// when there is none). Run alone: `npx tsx bench/approvals.ts`.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo/accounts';
import { seedDemo } from '../server/db/seed';
import { onPglite, onPostgres } from './databases';

export const APPROVALS_BUDGETS = { queue_p95_ms: 50, list_p95_ms: 50, counters_p95_ms: 50 };
const RUNS = Number(process.env.BENCH_APPROVALS_RUNS ?? 200);

const FIELDS = `id kind status summary price currency held_until hold_lapsed verdict breaches
  requester { id name } traveller { id name } approver { id name } department { id name }
  escalation_level deadline_at decided_by { id name } decided_at inserted_at`;
const LIST = `query($status: BookingRequestStatus, $mine: Boolean, $d: ID, $o: Int) {
  booking_requests(status: $status, mine: $mine, department_id: $d, limit: 25, offset: $o) {
  total_count entries { ${FIELDS} } } }`;
const COUNTERS = `{ approval_counters { total_pending approvals hotel_approvals flight_approvals } }`;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(database: Database) {
  await seedDemo(database.db, { now: new Date(), inventory: true });
  const requests = (
    await database.db.execute<{ n: number }>(sql`select count(*)::int as n from booking_requests`)
  ).rows[0].n;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const signIn = async (email: string) => {
      const session = await app.inject({
        method: 'POST',
        url: '/api/v1/user/session/new',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email,
          password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
          lang: 'en',
        }),
      });
      return session.json().data.access_token as string;
    };
    const approver = await signIn('approver@vinasteel.example');
    const owner = await signIn('owner@vinasteel.example');
    const ask = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
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
    const department = (
      await database.db.execute<{ id: string }>(sql`select d.id from departments d
        join corporates c on c.id = d.corporate_id where d.name = 'Kinh doanh – Hà Nội' limit 1`)
    ).rows[0]?.id;
    const timed = async (run: (i: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 10; i++) {
        const started = performance.now();
        await run(i);
        if (i >= 10) samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      return { p50_ms: round(at(samples, 50)), p95_ms: round(at(samples, 95)) };
    };
    const queue = await timed(() => ask(approver, LIST, { status: 'PENDING', mine: true, o: 0 }));
    const list = await timed((i) =>
      ask(
        owner,
        LIST,
        i % 2 ? { status: 'REJECTED', d: department, o: (i * 25) % 500 } : { o: (i * 25) % 500 },
      ),
    );
    const counters = await timed(() => ask(approver, COUNTERS));
    return { booking_requests: requests, queue, list, counters };
  } finally {
    await app.close();
  }
}

export async function benchApprovals() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgresql = await onPostgres(pgUrl, 'approvals', measure).catch((error: Error) => ({
    skipped: error.message,
  }));
  const pglite = await onPglite(measure);
  const misses: string[] = [];
  for (const [engine, r] of Object.entries({ postgresql, pglite })) {
    if (!('queue' in r)) continue;
    for (const key of ['queue', 'list', 'counters'] as const) {
      const budget = APPROVALS_BUDGETS[`${key}_p95_ms`];
      if (r[key].p95_ms > budget) misses.push(`${engine}.${key}_p95_ms`);
    }
  }
  return { postgresql, pglite, budgets: APPROVALS_BUDGETS, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchApprovals(), null, 2));
}
