/**
 * Staff import SQL: the names a file refers to, the accounts its e-mails belong to, and the
 * stored imports. Every statement on company data names the corporate id in its WHERE clause
 * (DESIGN.md convention 8); accounts and their memberships are read by e-mail and user id,
 * as adding one person reads them (staff-create.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';
import { corporateStaffImports } from '../../db/schema.js';

export interface NamedRow extends Record<string, unknown> {
  id: string;
  name: string;
}

/** The corporate's departments and levels by name, to turn names in a file into ids. */
export async function namedRecords(db: Db, corporateId: string) {
  const departments = await db.execute<NamedRow>(sql`
    select id, name from departments where corporate_id = ${corporateId}::uuid`);
  const levels = await db.execute<NamedRow>(sql`
    select id, name from corporate_levels where corporate_id = ${corporateId}::uuid`);
  return { departments: departments.rows, levels: levels.rows };
}

/** Staff of the corporate with these e-mails (lower case) → their user id and activity. */
export async function staffByEmails(
  db: Db,
  corporateId: string,
  emails: readonly string[],
): Promise<Map<string, { user_id: string; active: boolean }>> {
  if (emails.length === 0) return new Map();
  const result = await db.execute<{ email: string; user_id: string; active: boolean }>(sql`
    select lower(u.email) as email, s.user_id, s.active
    from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid
      and lower(u.email) = any(${sqlArray([...emails], 'text')})`);
  return new Map(result.rows.map((r) => [r.email, { user_id: r.user_id, active: r.active }]));
}

export interface AccountRow extends Record<string, unknown> {
  id: string;
  email: string;
  locale: string;
  country_calling_code: string | null;
  national_phone_number: string | null;
}

/** The accounts of these e-mails (lower case), with every corporate each is staff of. */
export async function accountsByEmails(db: Db, emails: readonly string[]) {
  if (emails.length === 0) {
    return { accounts: new Map<string, AccountRow>(), memberships: new Map() };
  }
  const users = await db.execute<AccountRow>(sql`
    select id, lower(email) as email, locale, country_calling_code, national_phone_number
    from users where lower(email) = any(${sqlArray([...emails], 'text')})`);
  const ids = users.rows.map((u) => u.id);
  const staff =
    ids.length === 0
      ? { rows: [] }
      : await db.execute<{ user_id: string; corporate_id: string; active: boolean }>(sql`
          select user_id, corporate_id, active from corporate_staffs
          where user_id = any(${sqlArray(ids, 'uuid')})`);
  const memberships = new Map<string, Array<{ corporate_id: string; active: boolean }>>();
  for (const m of staff.rows) {
    const list = memberships.get(m.user_id) ?? [];
    list.push({ corporate_id: m.corporate_id, active: m.active });
    memberships.set(m.user_id, list);
  }
  return { accounts: new Map(users.rows.map((u) => [u.email, u])), memberships };
}

export async function insertImport(
  db: Db,
  values: { corporate_id: string; created_by: string; file_name: string; rows: unknown[] },
) {
  const [row] = await db.insert(corporateStaffImports).values(values).returning();
  return row;
}

/** One import of the corporate (`forUpdate`: locked until the transaction ends), or null. */
export async function importById(db: Db, corporateId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(corporateStaffImports)
    .where(
      and(eq(corporateStaffImports.corporate_id, corporateId), eq(corporateStaffImports.id, id)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markConfirmed(
  db: Db,
  corporateId: string,
  id: string,
  values: { confirmed_by: string; result: unknown[] },
) {
  const [row] = await db
    .update(corporateStaffImports)
    .set({ ...values, status: 'CONFIRMED', confirmed_at: new Date() })
    .where(
      and(eq(corporateStaffImports.corporate_id, corporateId), eq(corporateStaffImports.id, id)),
    )
    .returning();
  return row;
}

/** The e-mails of these staff members of the corporate (approvers in an export), by user id. */
export async function staffEmails(
  db: Db,
  corporateId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<{ user_id: string; email: string | null }>(sql`
    select s.user_id, u.email from corporate_staffs s join users u on u.id = s.user_id
    where s.corporate_id = ${corporateId}::uuid
      and s.user_id = any(${sqlArray([...userIds], 'uuid')})`);
  return new Map(result.rows.map((r) => [r.user_id, r.email ?? '']));
}
