// Generic against custom plans of the search statements for skewed parameters, on PostgreSQL
// (docs/capacity.md, "Generic plans"). Named statements switch to a generic plan after five
// executions when PostgreSQL (plan_cache_mode = auto) judges it no dearer: this runs each hot
// statement of a hotel search, a flight search and autocomplete once through the app to take
// its text, then plans it both ways with a big and a small parameter (a city with many hotels
// and one with few, a busy route and a thin one, a short and a long query) and reports each
// plan's execution time, and which plan `auto` uses after five executions of the big one.
// `npx tsx bench/search-plans.ts` (BENCH_PG_URL as bench/search.ts).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seedInventory } from '../server/db/demo/inventory/index';
import { addDays, vietnamDate } from '../common/calendar';
import { onPostgres } from './databases';
import { FLIGHT, HOTEL, PLACES } from './search';

type Captured = { text: string; values: unknown[] };
const captured: Captured[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { text?: string; values?: unknown[] };
  const values = (Array.isArray(args[1]) ? args[1] : config?.values) as unknown[] | undefined;
  if (typeof config === 'object' && config?.text && values?.length)
    captured.push({ text: config.text, values });
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const literal = (client: pg.Client, v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return `'${String(v)}'`;
  if (v instanceof Date) return client.escapeLiteral(v.toISOString());
  if (Array.isArray(v))
    return client.escapeLiteral(`{${v.map((x) => JSON.stringify(String(x))).join(',')}}`);
  return client.escapeLiteral(String(v));
};

interface PlanRun {
  ms: number;
  rows: number;
  generic: boolean;
  /** The plan's nodes, outermost first (with the index each scan reads). */
  nodes: string;
}

const nodes = (plan: Record<string, unknown>): string[] => [
  `${plan['Node Type']}${plan['Index Name'] ? `(${plan['Index Name']})` : ''}`,
  ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes),
];

async function explain(client: pg.Client, args: string): Promise<PlanRun> {
  const { rows } = await client.query(`explain (analyze, format json) execute p(${args})`);
  const plan = (rows[0] as { 'QUERY PLAN': [{ Plan: Record<string, unknown> }] })['QUERY PLAN'][0];
  const text = JSON.stringify(plan);
  return {
    ms: Number((plan as unknown as { 'Execution Time': number })['Execution Time'].toFixed(2)),
    rows: Number(plan.Plan['Actual Rows']),
    generic: /\$\d/.test(text),
    nodes: nodes(plan.Plan).join(' > '),
  };
}

async function compare(
  client: pg.Client,
  label: string,
  statement: Captured,
  swap: (v: unknown) => unknown,
) {
  const big = statement.values.map((v) => literal(client, v)).join(', ');
  const small = statement.values.map((v) => literal(client, swap(v))).join(', ');
  await client.query('deallocate all');
  await client.query(`prepare p as ${statement.text}`);
  const out: Record<string, unknown> = { statement: label };
  for (const [mode, key] of [
    ['force_custom_plan', 'custom'],
    ['force_generic_plan', 'generic'],
  ] as const) {
    await client.query(`set plan_cache_mode = ${mode}`);
    out[`${key}_big`] = await explain(client, big);
    out[`${key}_small`] = await explain(client, small);
  }
  // auto, as a pooled connection runs it: five executions, then the one that counts.
  await client.query('deallocate all');
  await client.query(`prepare p as ${statement.text}`);
  await client.query('set plan_cache_mode = auto');
  for (let i = 0; i < 5; i++) await client.query(`execute p(${big})`);
  out.auto_small_after_big = await explain(client, small);
  return out;
}

async function main() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const report = await onPostgres(url, 'plans', async (database) => {
    await seedInventory(database.db, new Date());
    await database.db.execute(sql`vacuum analyze`);
    const counts = await database.db.execute<{ city_id: string; n: number }>(
      sql`select city_id, count(*)::int as n from properties group by city_id order by n desc`,
    );
    const bigCity = counts.rows[0];
    const smallCity = counts.rows[counts.rows.length - 1];
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      PLACES_CACHE_SECONDS: '0',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const ask = async (service: string, query: string, input: unknown) => {
      captured.length = 0;
      const r = await app.inject({
        method: 'POST',
        url: `/graphql/${service}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query, variables: { input } }),
      });
      if (r.json().errors) throw new Error(r.body);
      return [...captured];
    };
    const today = vietnamDate(new Date());
    const checkIn = addDays(today, 20);
    const hotel = await ask('property', HOTEL, {
      place_id: `city:${bigCity.city_id}`,
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      n_o_a: 2,
      sort: 'PRICE',
      limit: 20,
    });
    const flight = await ask('flights', FLIGHT, {
      from: 'HAN',
      to: 'SGN',
      depart: addDays(today, 10),
    });
    const short = await ask('places', PLACES, { query: 'ha', limit: 8 });
    const long = await ask('places', PLACES, { query: 'han', limit: 8 });
    await app.close();

    const name = (
      (await database.db.execute(sql`select current_database() as n`)).rows[0] as { n: string }
    ).n;
    const target = new URL(url);
    target.pathname = `/${name}`;
    const c = new pg.Client({ connectionString: target.toString() });
    await c.connect();
    const results: unknown[] = [];
    const swapCity = (v: unknown) => (v === bigCity.city_id ? smallCity.city_id : v);
    for (const [i, s] of hotel.entries())
      if (s.values.includes(bigCity.city_id))
        results.push(
          await compare(
            c,
            `hotel #${i} (${bigCity.city_id} ${bigCity.n} → ${smallCity.city_id} ${smallCity.n})`,
            s,
            swapCity,
          ),
        );
    const swapRoute = (v: unknown) => (v === 'SGN' ? 'VCS' : v);
    for (const [i, s] of flight.entries())
      if (s.values.includes('SGN'))
        results.push(await compare(c, `flight #${i} (HAN-SGN → HAN-VCS)`, s, swapRoute));
    const swapText = (from: string, to: string) => (v: unknown) =>
      typeof v === 'string' ? v.replace(from, to).replace(from.toUpperCase(), to.toUpperCase()) : v;
    for (const [i, s] of short.entries())
      results.push(await compare(c, `autocomplete #${i} ("ha" → "lo")`, s, swapText('ha', 'lo')));
    for (const [i, s] of long.entries())
      results.push(
        await compare(c, `autocomplete #${i} ("han" → "lotus")`, s, swapText('han', 'lotus')),
      );
    await c.end();
    return { big_city: bigCity, small_city: smallCity, results };
  });
  console.log(JSON.stringify(report, null, 2));
}

await main();
process.exit(0);
