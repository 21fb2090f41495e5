import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { departments } from '../schema.js';
import { SEED_TABLES, type SeedRows } from './rows.js';

/** Rows per INSERT: few statements (PGlite pays per statement), far below 65,535 parameters. */
export const CHUNK_SIZE = 500;

/**
 * Inserts every row in SEED_TABLES' foreign-key order with multi-row INSERTs, and the department
 * approvers once the staff are in; returns the statement count.
 */
export async function insertRows(db: Db, rows: SeedRows): Promise<number> {
  let statements = 0;
  const insert = async <T extends PgTable>(table: T, values: PgInsertValue<T>[]) => {
    for (let i = 0; i < values.length; i += CHUNK_SIZE) {
      await db.insert(table).values(values.slice(i, i + CHUNK_SIZE));
      statements++;
    }
  };
  for (const [name, table] of Object.entries(SEED_TABLES) as [
    keyof typeof SEED_TABLES,
    PgTable,
  ][]) {
    await insert(table, rows[name] as PgInsertValue<PgTable>[]);
    if (name === 'corporateStaffs')
      statements += await setDepartmentApprovers(db, rows.departmentApprovers);
  }
  return statements;
}

async function setDepartmentApprovers(
  db: Db,
  approvers: SeedRows['departmentApprovers'],
): Promise<number> {
  if (approvers.length === 0) return 0;
  const values = sql.join(
    approvers.map((a) => sql`(${a.id}::uuid, ${a.approver_id}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${departments} set approver_id = v.approver_id
    from (values ${values}) as v(id, approver_id)
    where ${departments.id} = v.id`);
  return 1;
}
