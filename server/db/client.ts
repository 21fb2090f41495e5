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
  /** Called when an idle pooled connection fails (the pool replaces it by itself). */
  onPoolError?: (error: Error) => void;
}

/** Where drizzle-kit writes migrations; resolved from this file so any cwd works. */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Arbitrary constant key of the advisory lock that serialises migrations across API nodes. */
const MIGRATION_LOCK_KEY = 7_305_192_118;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts)
    : await openPglite(opts.pglite ?? (await createPglite(opts.dataDir)));
  return database;
}

/**
 * Applies pending migrations from server/db/migrations. Safe to call on every start and from
 * several API nodes at once (PostgreSQL: serialised by an advisory lock).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // One connection holds a session advisory lock so that API nodes starting together apply
  // each migration exactly once; the others wait, then find nothing left to do.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Directory PGlite uses inside the application data directory. */
export function pgliteDataDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

async function createPglite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory://')) return PGlite.create({ dataDir });
  const dir = pgliteDataDir(dataDir);
  await mkdir(dir, { recursive: true });
  return PGlite.create({ dataDir: dir });
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
  };
  return database;
}

function openPostgres(connectionString: string, opts: OpenDatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max: opts.poolMax ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'wayfare',
  });
  pool.on('error', (error) => opts.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema });
  const database: Database = {
    db,
    kind: 'pg',
    close: once(() => pool.end()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
  return database;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= fn());
}
