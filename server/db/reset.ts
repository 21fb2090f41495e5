import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import * as schema from './schema.js';

/** Names of every table of the schema. */
export function appTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/** Configuration the migrations install (not demo data): a reset keeps it. */
export const MIGRATION_DATA_TABLES: readonly string[] = ['user_rank_configurations'];

/** Empties every application table (the migrations journal and MIGRATION_DATA_TABLES are kept). */
export async function truncateAppTables(db: Db): Promise<void> {
  const tables = sql.join(
    appTableNames()
      .filter((name) => !MIGRATION_DATA_TABLES.includes(name))
      .map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${tables} restart identity cascade`);
}
