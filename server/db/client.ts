import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { nameStatements } from './named-statements.js';
import {
  listenPglite,
  listenPostgres,
  type ListenHandlers,
  type Listener,
} from './notifications.js';
import { PGLITE_OPTIONS } from './pglite-options.js';
import { PgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;

/** What `db.execute()` resolves to with either driver: at least the rows. */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export interface QueryRows<TRow> {
  rows: TRow[];
}

/** The database handle: the common type of the PGlite and node-postgres drizzle databases. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** A transaction handle (also usable wherever a `Db` is expected). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `fn` with no statement time limit (migrations, seeding): PostgreSQL on one connection
   * with `statement_timeout = 0`; PGlite with its deadline lifted meanwhile.
   */
  unbounded<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel: what any node NOTIFYs there, once committed (notifications.ts).
   * Absent for PGlite on its own thread (no notifications cross it).
   */
  listen?(channel: string, handlers: ListenHandlers, onError?: (error: Error) => void): Listener;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, a node-postgres pool is used. */
  databaseUrl?: string;
  /** Application data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** An already open PGlite instance (tests); the returned Database owns and closes it. */
  pglite?: PGlite;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number;
  /** Longest a query waits for a pooled connection, in ms (default 10 s; the server: DB_POOL_WAIT_MS). */
  poolWaitMs?: number;
  /** Called when an idle pooled connection fails (the pool replaces it by itself). */
  onPoolError?: (error: Error) => void;
  /**
   * Longest a statement may run, in ms (0 or unset: no limit). PostgreSQL: `statement_timeout`
   * of every pooled connection. PGlite on disk: the deadline of its database thread.
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: `max_parallel_workers_per_gather` of every pooled connection (default 0: no
   * parallel workers). On the 2-core machine the server already runs statements side by side —
   * a dashboard's seven at once, other requests' — and a parallel plan's workers and gather
   * only add to that (docs/analysis.md "Benchmark": the year's expense dashboard 285 → 155 ms).
   */
  parallelWorkersPerGather?: number;
  /** Told when a PGlite statement was cut off by its deadline and the database reopened. */
  onPgliteRestart?: (info: { sql: string; ms: number; reopenMs?: number; error?: Error }) => void;
}

/** Where drizzle-kit writes migrations; resolved from this file so any cwd works. */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Arbitrary constant key of the advisory lock that serialises migrations across API nodes. */
const MIGRATION_LOCK_KEY = 7_305_192_118;

/**
 * Opens the database. PGlite on disk takes the DATA_DIR lock first (data-dir-lock.ts: a second
 * process refuses with DataDirLockedError) and runs on its own thread (pglite-thread.ts), so a
 * slow statement never stalls the HTTP server. PGlite in memory and a given instance (tests)
 * stay in this thread.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  if (opts.pglite) return openPglite(opts.pglite);
  if (opts.dataDir.startsWith('memory://')) {
    return openPglite(await PGlite.create({ ...PGLITE_OPTIONS, dataDir: opts.dataDir }));
  }
  const release = lockDataDir(opts.dataDir);
  try {
    const dir = pgliteDataDir(opts.dataDir);
    await mkdir(dir, { recursive: true });
    const thread = await PgliteThread.start({
      dataDir: dir,
      statementTimeoutMs: opts.statementTimeoutMs,
      onRestart: opts.onPgliteRestart,
    });
    return openPgliteThread(thread, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Applies pending migrations from server/db/migrations. Safe to call on every start and from
 * several API nodes at once (PostgreSQL: serialised by an advisory lock).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await database.unbounded((db) =>
      migratePglite(db as unknown as PgliteDatabase<Schema>, config),
    );
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // One connection holds a session advisory lock so that API nodes starting together apply
  // each migration exactly once; the others wait, then find nothing left to do.
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0'); // a migration may take its time
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    await client.query('reset statement_timeout');
  } finally {
    client.release();
  }
}

/** Directory PGlite uses inside the application data directory. */
export function pgliteDataDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const database: Database = {
    db,
    kind: 'pglite',
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    unbounded: (fn) => fn(db),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
  return database;
}

function openPgliteThread(thread: PgliteThread, release: () => void): Database {
  const db = drizzlePglite({ client: thread as unknown as PGlite, schema });
  let unboundedRuns = 0;
  let limit = thread.statementTimeoutMs;
  return {
    db,
    kind: 'pglite',
    close: once(async () => {
      try {
        await thread.close();
      } finally {
        release();
      }
    }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    unbounded: async (fn) => {
      if (unboundedRuns++ === 0) {
        limit = thread.statementTimeoutMs;
        thread.statementTimeoutMs = 0;
      }
      try {
        return await fn(db);
      } finally {
        if (--unboundedRuns === 0) thread.statementTimeoutMs = limit;
      }
    },
  };
}

function openPostgres(connectionString: string, opts: OpenDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max: opts.poolMax ?? 10,
    idleTimeoutMillis: 30_000,
    // The server's is short (DB_POOL_WAIT_MS): a request that cannot get a connection soon is
    // better refused than queued (docs/capacity.md).
    connectionTimeoutMillis: opts.poolWaitMs ?? 10_000,
    application_name: 'wayfare',
    // No parallel workers (docs/database.md "Parallel workers") and no JIT compilation ("JIT"):
    // both cost the short statements this server sends more than they save.
    options: `-c max_parallel_workers_per_gather=${opts.parallelWorkersPerGather ?? 0} -c jit=off`,
    ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  pool.on('error', (error) => opts.onPoolError?.(error));
  nameStatements(pool);
  const db = drizzlePg({ client: pool, schema });
  const database: Database = {
    db,
    kind: 'pg',
    close: once(() => pool.end()),
    listen: (channel, handlers, onError) =>
      listenPostgres(connectionString, channel, handlers, onError),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    unbounded: async (fn) => {
      const client = await pool.connect();
      let result;
      try {
        await client.query('set statement_timeout = 0');
        result = await fn(drizzlePg({ client, schema }) as unknown as Db);
        await client.query('reset statement_timeout');
      } catch (error) {
        client.release(error as Error); // discarded: it may be mid-transaction or unlimited
        throw error;
      }
      client.release();
      return result;
    },
  };
  return database;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= fn());
}
