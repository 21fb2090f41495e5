/**
 * Favourite properties SQL. Every read and write is scoped by user (and corporate). Property
 * ids are the keys clients see (ids.ts): a local property's UUID or '<supplier>:<id>', stored as
 * text (docs/inventory.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sqlArray } from '../../../db/sql-values.js';

export interface FavouriteRow extends Record<string, unknown> {
  user_id: string;
  property_id: string;
  corporate_id: string | null;
  inserted_at: Date | string;
}

/** Which of `propertyIds` the user saved personally. */
export async function favouriteFlags(
  db: Db,
  userId: string,
  propertyIds: string[],
): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const result = await db.execute<{ property_id: string }>(sql`
    select property_id from favourite_properties
    where user_id = ${userId}::uuid and corporate_id is null
      and property_id = any(${sqlArray(propertyIds, 'text')})`);
  return new Set(result.rows.map((r) => r.property_id));
}

/** A user's personal favourites, or a corporate's (any member's), newest first. */
export async function listFavourites(
  db: Db,
  scope: { userId: string; corporateId: string | null },
  offset: number,
  limit: number,
): Promise<{ rows: FavouriteRow[]; total: number }> {
  const where = scope.corporateId
    ? sql`corporate_id = ${scope.corporateId}::uuid`
    : sql`user_id = ${scope.userId}::uuid and corporate_id is null`;
  const result = await db.execute<FavouriteRow & { total: number }>(sql`
    select user_id, property_id, corporate_id, inserted_at, count(*) over ()::int as total
    from favourite_properties where ${where}
    order by inserted_at desc, id desc
    offset ${offset} limit ${limit}`);
  const total = result.rows[0]?.total ?? (offset > 0 ? await countFavourites(db, where) : 0);
  return { rows: result.rows, total };
}

async function countFavourites(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from favourite_properties where ${where}`,
  );
  return result.rows[0].n;
}

export async function addFavourite(
  db: Db,
  row: { userId: string; propertyId: string; corporateId: string | null },
): Promise<FavouriteRow> {
  const result = await db.execute<FavouriteRow>(sql`
    insert into favourite_properties (user_id, property_id, corporate_id)
    values (${row.userId}::uuid, ${row.propertyId}, ${row.corporateId}::uuid)
    on conflict on constraint favourite_properties_unique
      do update set user_id = excluded.user_id
    returning user_id, property_id, corporate_id, inserted_at`);
  return result.rows[0];
}

/** Removes the user's own favourite (personal, or saved by them for the corporate). */
export async function removeFavourite(
  db: Db,
  row: { userId: string; propertyId: string; corporateId: string | null },
): Promise<FavouriteRow | null> {
  const corporate = row.corporateId
    ? sql`corporate_id = ${row.corporateId}::uuid`
    : sql`corporate_id is null`;
  const result = await db.execute<FavouriteRow>(sql`
    delete from favourite_properties
    where user_id = ${row.userId}::uuid and property_id = ${row.propertyId} and ${corporate}
    returning user_id, property_id, corporate_id, inserted_at`);
  return result.rows[0] ?? null;
}

export async function isActiveMember(
  db: Db,
  userId: string,
  corporateId: string,
): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from corporate_staffs where corporate_id = ${corporateId}::uuid
      and user_id = ${userId}::uuid and active) as ok`);
  return result.rows[0].ok;
}
