import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/*
 * Statements planned once (docs/capacity.md, "Prepared statements"). node-postgres sends a
 * statement without a name unless told one, and PostgreSQL then parses, analyses and plans it
 * on every call: measured at 39 % of the server's CPU under the bench's mix. Given a name, a
 * connection parses a statement the first time it sees it and afterwards only binds and
 * executes it; after five executions PostgreSQL may keep a generic plan (plan_cache_mode auto
 * keeps custom plans when the generic one costs more, so skewed parameters stay safe).
 *
 * Every parameterised statement drizzle builds is named by its text: the same query shape has
 * the same text, whatever its values. Statements without parameters (DDL, migrations, `begin`)
 * stay unnamed. The names are bounded (MAX_NAMED): a shape beyond them (an `in (...)` list of a
 * new length, say) simply runs unnamed, so neither this process nor a connection grows without
 * end. PGlite has one connection in this process and no statement names in its API: there the
 * statements run as before.
 */

/**
 * First in a statement's text, this keeps it unnamed: planned for its own values on every call.
 * For statements whose best plan changes with the values by orders of magnitude — the analysis
 * dashboards' date ranges, a day or three years. With 10,000,000 bookings on the platform,
 * PostgreSQL judged a generic plan cheaper for a company's top trips of the year after five
 * executions on a connection, and ran it in 378 ms instead of 5 ms (docs/capacity.md "Prepared
 * statements").
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** The statement, marked to be planned for its values on every call (PLANNED_PER_CALL). */
export const plannedPerCall = (query: SQL): SQL => sql`${sql.raw(PLANNED_PER_CALL)} ${query}`;

/** Most distinct statement texts given a name per process (each connection prepares its own). */
export const MAX_NAMED = 2000;

const names = new Map<string, string>();

/** The name of a statement text, or undefined once MAX_NAMED texts are named. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `w${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[] };

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const c = config as QueryConfig & { submit?: unknown };
  if (typeof c.submit === 'function') return config; // a cursor or a stream: left as it is
  if (typeof c.text !== 'string' || c.name || c.text.startsWith(PLANNED_PER_CALL)) return config;
  const params = Array.isArray(values) ? values : c.values;
  if (!params?.length) return config;
  const name = statementName(c.text);
  return name ? { ...c, name } : config;
}

/** Names the parameterised statements of every connection the pool opens. */
export function nameStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => nameClientStatements(client));
}

/** Names the parameterised statements this client sends. */
export function nameClientStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => query(withName(config, rest[0]), ...rest);
}
