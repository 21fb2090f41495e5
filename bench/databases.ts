import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';

/*
 * The two databases a bench measures on: a fresh in-memory PGlite, and a throw-away database on
 * the PostgreSQL server at `adminUrl` (created, migrated, measured, dropped).
 */

export async function onPglite<T>(measure: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    return await measure(database);
  } finally {
    await database.close();
  }
}

export async function onPostgres<T>(
  adminUrl: string,
  label: string,
  measure: (database: Database) => Promise<T>,
): Promise<T> {
  const name = `wayfare_bench_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await migrateDatabase(database);
    return await measure(database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** A database that already holds what is measured (migrated, never dropped). */
export async function onExisting<T>(
  databaseUrl: string,
  measure: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await migrateDatabase(database);
    return await measure(database);
  } finally {
    await database.close();
  }
}
