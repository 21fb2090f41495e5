import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corporateStaffs, corporates, users } from '../../db/schema.js';
import { foldedContains, personMatches } from '../../db/people-search.js';
import { isUuid } from '../../db/sql-values.js';

/*
 * SQL of support's directory: people and corporates across the platform. Only platform staff
 * reach these (server/domain/support/people.ts checks first); they are the one place that reads
 * every corporate, on purpose.
 */

export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'role'
  | 'locale'
  | 'country_calling_code'
  | 'national_phone_number'
  | 'inserted_at'
>;
export type CorporateRow = typeof corporates.$inferSelect;

const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
  locale: users.locale,
  country_calling_code: users.country_calling_code,
  national_phone_number: users.national_phone_number,
  inserted_at: users.inserted_at,
};

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%text%` with LIKE's wildcards taken literally. */
export const containing = (text: string) => `%${literal(text)}%`;
/** `text%` with LIKE's wildcards taken literally. */
export const startingWith = (text: string) => `${literal(text)}%`;

function userSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return or(
    isUuid(search) ? eq(users.id, search.toLowerCase()) : undefined,
    personMatches(
      {
        firstName: sql`${users.first_name}`,
        lastName: sql`${users.last_name}`,
        email: sql`${users.email}`,
      },
      search,
    ),
    digits.length >= 3
      ? ilike(
          sql`coalesce(${users.country_calling_code}, '') || ${users.national_phone_number}`,
          containing(digits),
        )
      : undefined,
  );
}

export async function searchUsers(
  db: Db,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ entries: UserRow[]; total_count: number }> {
  const where = userSearch(search);
  const [entries, [{ total }]] = await Promise.all([
    db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(desc(users.inserted_at), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { entries, total_count: total };
}

export async function usersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  return db
    .select(USER_COLUMNS)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The corporates each user owns or is an active member of. */
export async function corporatesOfUsers(
  db: Db,
  userIds: readonly string[],
): Promise<(CorporateRow & { member_user_id: string })[]> {
  if (!userIds.length) return [];
  const ids = [...userIds];
  const owned = await db.select().from(corporates).where(inArray(corporates.user_id, ids));
  const member = await db
    .select({ corporate: corporates, user_id: corporateStaffs.user_id })
    .from(corporateStaffs)
    .innerJoin(corporates, eq(corporates.id, corporateStaffs.corporate_id))
    .where(and(inArray(corporateStaffs.user_id, ids), eq(corporateStaffs.active, true)));
  return [
    ...owned.map((c) => ({ ...c, member_user_id: c.user_id })),
    ...member.map((m) => ({ ...m.corporate, member_user_id: m.user_id })),
  ];
}

export interface CorporateFilter {
  search?: string;
  status?: ('PENDING' | 'APPROVED' | 'REJECTED')[];
}

function corporateWhere(filter: CorporateFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.status?.length ? inArray(corporates.status, filter.status) : undefined,
  ];
  if (filter.search) {
    const pattern = containing(filter.search);
    parts.push(
      or(
        isUuid(filter.search) ? eq(corporates.id, filter.search.toLowerCase()) : undefined,
        foldedContains(sql`${corporates.company_name}`, filter.search),
        foldedContains(sql`coalesce(${corporates.display_name}, '')`, filter.search),
        ilike(corporates.company_tax_code, pattern),
        ilike(corporates.company_email, pattern),
        sql`${corporates.user_id} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern})`,
      ),
    );
  }
  return and(...parts);
}

export async function searchCorporates(
  db: Db,
  filter: CorporateFilter,
  page: { limit: number; offset: number },
): Promise<{ entries: CorporateRow[]; total_count: number }> {
  const where = corporateWhere(filter);
  const [entries, [{ total }]] = await Promise.all([
    db
      .select()
      .from(corporates)
      .where(where)
      .orderBy(desc(corporates.inserted_at), desc(corporates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(corporates).where(where),
  ]);
  return { entries, total_count: total };
}

export async function findCorporate(db: Db, id: string): Promise<CorporateRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(corporates).where(eq(corporates.id, id));
  return row ?? null;
}
