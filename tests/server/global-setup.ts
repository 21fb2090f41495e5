/**
 * Prepares migrated databases once per test run, so a test never pays for initdb + migrations:
 * - PGlite (default): a migrated data directory dumped to .cache/test-db/pglite-snapshot.tar,
 *   rebuilt only when the migrations (or the PGlite version) change;
 * - PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL): a migrated template database
 *   wayfare_test_<run>_template of this run only, so several runs (worktrees, CI) can share
 *   one server; it is dropped with the run's other databases at the end.
 * Tests get their own database from tests/server/support/database.ts.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from '../../server/db/client';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import type { TestDbContext } from './support/database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, '.cache/test-db');
const SNAPSHOT = path.join(CACHE_DIR, 'pglite-snapshot.tar');
const SNAPSHOT_KEY = `${SNAPSHOT}.key`;
/** Test databases of runs that started longer ago than this are dropped as leftovers. */
const STALE_AFTER_MS = 6 * 3600_000;

export default async function setup(project: TestProject) {
  const runId = Date.now().toString(36);
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await dropStaleDatabases(adminUrl, runId);
    const template = `wayfare_test_${runId}_template`;
    await createTemplate(adminUrl, template);
    project.provide('wayfareTestDb', {
      kind: 'pg',
      adminUrl,
      template,
      runId,
    } satisfies TestDbContext);
    return async () => {
      await dropDatabases(adminUrl, (name) => name.startsWith(`wayfare_test_${runId}_`));
    };
  }
  await ensurePgliteSnapshot();
  project.provide('wayfareTestDb', { kind: 'pglite', snapshot: SNAPSHOT } satisfies TestDbContext);
}

async function ensurePgliteSnapshot(): Promise<void> {
  const key = await snapshotKey();
  const existing = await readFile(SNAPSHOT_KEY, 'utf8').catch(() => undefined);
  if (existing === key) return;
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ dataDir: 'memory://', pglite });
  try {
    await migrateDatabase(database);
    const dump = await pglite.dumpDataDir('none');
    await mkdir(CACHE_DIR, { recursive: true });
    // Write to temporary names and rename: a parallel run never reads a half-written file.
    const suffix = `.${process.pid}.tmp`;
    await writeFile(SNAPSHOT + suffix, new Uint8Array(await dump.arrayBuffer()));
    await rename(SNAPSHOT + suffix, SNAPSHOT);
    await writeFile(SNAPSHOT_KEY + suffix, key);
    await rename(SNAPSHOT_KEY + suffix, SNAPSHOT_KEY);
  } finally {
    await database.close();
  }
}

/** Hash of every migration file and the PGlite version. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = JSON.parse(
    await readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(MIGRATIONS_FOLDER, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex');
}

async function createTemplate(adminUrl: string, template: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${template} with (force)`);
    await client.query(`create database ${template}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  // The pool is closed before tests start: CREATE DATABASE … TEMPLATE needs no other sessions.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

async function dropStaleDatabases(adminUrl: string, runId: string): Promise<void> {
  const now = parseInt(runId, 36);
  await dropDatabases(adminUrl, (name) => {
    const match = /^wayfare_test_([0-9a-z]+)_/.exec(name);
    return match !== null && now - parseInt(match[1], 36) > STALE_AFTER_MS;
  });
}

async function dropDatabases(adminUrl: string, select: (name: string) => boolean): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'wayfare\\_test\\_%'`,
    );
    for (const { datname } of rows.filter((row) => select(row.datname))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

async function withAdmin(adminUrl: string, fn: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}
