/**
 * A fresh, migrated database per caller (usually per test file):
 * - default: the worker's in-memory PGlite, loaded once from the snapshot built by global-setup
 *   and put back to it when the previous file closed it (shared-pglite.ts); a second database
 *   at once is a PGlite of its own, loaded from the snapshot (~1 s);
 * - TEST_DB=postgres: a new database on TEST_DATABASE_URL's server copied from the migrated
 *   template, keeping PGlite's one-connection rule (one-connection.ts); close() drops it.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../../server/db/client';
import { keepOneConnectionRule } from './one-connection';
import { borrowSharedPglite, loadSnapshotPglite } from './shared-pglite';

export type TestDbContext =
  | { kind: 'pglite'; snapshot: string }
  | { kind: 'pg'; adminUrl: string; template: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    wayfareTestDb: TestDbContext;
  }
}

/** Which database engine the server tests run against. */
export function testDbKind(): 'pglite' | 'pg' {
  return process.env.TEST_DB === 'postgres' ? 'pg' : 'pglite';
}

export async function freshTestDatabase(): Promise<Database> {
  const context = inject('wayfareTestDb') as TestDbContext | undefined;
  if (testDbKind() === 'pg') {
    if (context?.kind !== 'pg') throw new Error('TEST_DB=postgres: global setup did not run');
    return freshPostgres(context);
  }
  if (!context) return coldPglite();
  if (context.kind !== 'pglite') throw new Error('test database context mismatch');
  const load = async () => loadSnapshotPglite(await loadSnapshot(context.snapshot));
  return (
    (await borrowSharedPglite(load)) ?? openDatabase({ dataDir: 'memory://', pglite: await load() })
  );
}

let snapshotBlob: Promise<Blob> | undefined;

function loadSnapshot(file: string): Promise<Blob> {
  snapshotBlob ??= readFile(file).then((buffer) => new Blob([new Uint8Array(buffer)]));
  return snapshotBlob;
}

/** Without the global setup (e.g. another config): initdb and migrate, slower but correct. */
async function coldPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  return database;
}

/**
 * TEST_DB=postgres: a new migrated database (copied from the run's template) for a server
 * process the test starts itself; drop() removes it.
 */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const context = inject('wayfareTestDb') as TestDbContext | undefined;
  if (context?.kind !== 'pg') throw new Error('TEST_DB=postgres: global setup did not run');
  const name = `wayfare_test_${context.runId}_${randomBytes(5).toString('hex')}`;
  await admin(context.adminUrl, `create database "${name}" template ${context.template}`);
  const url = new URL(context.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(context.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * TEST_DB=postgres: a new, empty (unmigrated) database, for a test that migrates it itself (an
 * upgrade from an older migration); drop() removes it.
 */
export async function emptyPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const context = inject('wayfareTestDb') as TestDbContext | undefined;
  if (context?.kind !== 'pg') throw new Error('TEST_DB=postgres: global setup did not run');
  const name = `wayfare_test_${context.runId}_${randomBytes(5).toString('hex')}`;
  await admin(context.adminUrl, `create database "${name}"`);
  const url = new URL(context.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(context.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function freshPostgres(context: Extract<TestDbContext, { kind: 'pg' }>) {
  const name = `wayfare_test_${context.runId}_${randomBytes(5).toString('hex')}`;
  await admin(context.adminUrl, `create database "${name}" template ${context.template}`);
  const url = new URL(context.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 4 });
  keepOneConnectionRule(database);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await admin(context.adminUrl, `drop database if exists "${name}" with (force)`);
      })()),
  } satisfies Database;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
