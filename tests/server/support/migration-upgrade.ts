/**
 * A migration applied as an upgrade, as production applies it (PGlite, or PostgreSQL with
 * TEST_DB=postgres): an empty database migrated up to just before a tag, given data, then
 * migrated to the end.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';
import { emptyPostgresUrl, testDbKind } from './database';

/** The migrations folder as it was before `tag`: its files and journal up to it. */
export async function foldersBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the engine under test, with raw queries and the migrator. */
export interface Engine {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<Engine> {
  if (testDbKind() === 'pg') {
    const { url, drop } = await emptyPostgresUrl();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // The drop below is forced: a connection still closing when it lands is told "terminating
    // connection due to administrator command" (57P01). That is the drop working, not a failure
    // of the test; unheard, it surfaced as an uncaught error of the run (CI, 2026-11-28).
    const dropped = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    };
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await pool.query(text, params)) as unknown as { rows: T[] },
      migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await drop();
      },
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  return {
    query: <T>(text: string, params: unknown[] = []) => pglite.query<T>(text, params),
    migrate: (folder) => migratePglite(drizzlePglite(pglite), { migrationsFolder: folder }),
    close: () => pglite.close(),
  };
}
