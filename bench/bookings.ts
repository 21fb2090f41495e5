// Booking history reads over the demo's VinaSteel (a year of orders), in-process (Fastify inject,
// the real GraphQL stack), signed in as its accountant: a 25-row booking_histories page (the
// spec's keyset operation) and a 25-row booking_histories_page with its totals (the console's
// list), p50/p99 sequential; then the keyset page at 300 requests/s for BENCH_BOOKINGS_LOAD_S
// seconds (autocannon over real HTTP). PGlite in memory; PostgreSQL too with BENCH_PG_URL (a
// database wayfare_bench_bookings_<pid> is created and dropped). Run alone:
// `npx tsx bench/bookings.ts` (BENCH_BOOKINGS_PGLITE=0: PostgreSQL only). A signed-in
// `{ corporate { id } }` is timed alongside as the machine's baseline.
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { onPglite, onPostgres } from './databases';
import type { Database } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo/accounts';
import { seedDemo } from '../server/db/seed';

export const BOOKINGS_BUDGETS = {
  histories_25_p99_ms: 50,
  histories_25_at_300_rps_p99_ms: 50,
  page_25_with_totals_p99_ms: 50,
};
const RUNS = Number(process.env.BENCH_BOOKINGS_RUNS ?? 200);
const LOAD_S = Number(process.env.BENCH_BOOKINGS_LOAD_S ?? 20);
const LOAD_RATE = 300;

const FIELDS = `id booking_id user_order_id user_id price currency guest inserted_at code net_price
  vat_amount surcharge { amount currency } room_stayings { id available_at expired_at
  property { name } room_type { name } } user { id email first_name last_name } status
  payment_method issue_statuses cost_center { id name } department { id name }`;
const KEYSET = `query($c: ID!, $last: ID, $l: Int) { booking_histories(corporate_id: $c,
  last_id: $last, limit: $l) { ${FIELDS} } }`;
const PAGE = `query($c: ID!, $o: Int, $f: BookingHistoryFilter) { booking_histories_page(
  corporate_id: $c, limit: 25, offset: $o, filter: $f) { total_count entries { ${FIELDS} }
  totals { currency count price net_price vat_amount surcharge company_amount } } }`;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(database: Database) {
  await seedDemo(database.db, { now: new Date(), inventory: true });
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
        email: 'accounting@vinasteel.example',
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
    // Every booking's id, newest first, so the keyset pages start all over the history.
    const ids: string[] = [];
    for (let last: string | null = null; ;) {
      const rows = (await ask(KEYSET, { c: corporate, last, l: 100 })).booking_histories as {
        id: string;
        status: string;
      }[];
      if (rows.length === 0) break;
      ids.push(...rows.map((r) => r.id));
      last = rows[rows.length - 1].id;
    }
    const lastAt = (i: number) => (i % 5 === 0 ? null : ids[(i * 7) % Math.max(1, ids.length)]);

    const keyset: number[] = [];
    const page: number[] = [];
    // The machine's state: the lightest signed-in corporate query, timed the same way.
    const baseline: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      let started = performance.now();
      await ask('{ corporate { id } }', {});
      if (i >= 10) baseline.push(performance.now() - started);
      started = performance.now();
      await ask(KEYSET, { c: corporate, last: lastAt(i), l: 25 });
      if (i >= 10) keyset.push(performance.now() - started);
      started = performance.now();
      await ask(PAGE, {
        c: corporate,
        o: (i * 25) % Math.max(25, ids.length),
        f: i % 3 === 0 ? { statuses: ['SUCCESSFUL'], product_type: 'HOTEL' } : null,
      });
      if (i >= 10) page.push(performance.now() - started);
    }
    keyset.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    page.sort((a, b) => a - b);

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
        client.setBody(JSON.stringify({ query: KEYSET, variables: { c: corporate, l: 25 } })),
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            const variables = { c: corporate, last: lastAt(n), l: 25 };
            return { ...request, body: JSON.stringify({ query: KEYSET, variables }) };
          },
        },
      ],
    });
    const totals = (await ask(PAGE, { c: corporate, o: 0 })).booking_histories_page;
    return {
      bookings: ids.length,
      totals: totals.totals,
      baseline_corporate_p50_ms: round(at(baseline, 50)),
      baseline_corporate_p99_ms: round(at(baseline, 99)),
      histories_25_p50_ms: round(at(keyset, 50)),
      histories_25_p99_ms: round(at(keyset, 99)),
      page_25_with_totals_p50_ms: round(at(page, 50)),
      page_25_with_totals_p99_ms: round(at(page, 99)),
      histories_25_at_300_rps_p99_ms: load.latency.p99,
      histories_25_at_300_rps: {
        requests_per_sec: Math.round(load.requests.average),
        p50_ms: load.latency.p50,
        errors: load.errors + load.non2xx,
      },
    };
  } finally {
    await app.close();
  }
}

export async function benchBookings() {
  const result: Record<string, unknown> = {};
  if (process.env.BENCH_BOOKINGS_PGLITE !== '0') result.pglite = await onPglite(measure);
  const url = process.env.BENCH_PG_URL;
  if (url) result.postgres = await onPostgres(url, 'bookings', measure);
  const misses = Object.entries(result).flatMap(([db, numbers]) =>
    (Object.keys(BOOKINGS_BUDGETS) as Array<keyof typeof BOOKINGS_BUDGETS>)
      .filter((key) => (numbers as Record<string, number>)[key] > BOOKINGS_BUDGETS[key])
      .map((key) => `${db}.${key}`),
  );
  return { ...result, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBookings(), null, 2));
}
