/**
 * The saved VAT-invoice billing details' SQL (docs/module-template.md): every query has the
 * caller's id in its WHERE clause, the keyset cursor included. No rules here: user-invoices.ts
 * parses the input and decides the page's direction and size.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userInvoices } from '../../db/schema.js';

export type UserInvoiceRow = typeof userInvoices.$inferSelect;

/** Saves the details; the same company, address and tax code again answers the saved row. */
export async function upsertUserInvoice(
  db: Db,
  userId: string,
  input: { company_name: string; address: string; email: string | null; tax_code: string },
): Promise<UserInvoiceRow> {
  const [row] = await db
    .insert(userInvoices)
    .values({ user_id: userId, ...input })
    .onConflictDoUpdate({
      target: [
        userInvoices.user_id,
        userInvoices.tax_code,
        userInvoices.company_name,
        userInvoices.address,
      ],
      set: { email: sql`coalesce(excluded.email, ${userInvoices.email})` },
    })
    .returning();
  return row;
}

/**
 * Up to `take` of the caller's details past the cursor (one of theirs, else none), older ones
 * newest first when `older`, else newer ones oldest first.
 */
export async function userInvoicePage(
  db: Db,
  userId: string,
  page: { cursor: string | null; older: boolean; take: number },
): Promise<UserInvoiceRow[]> {
  const { cursor, older, take } = page;
  const cmp = older ? sql`<` : sql`>`;
  const dir = older ? sql`desc` : sql`asc`;
  const keyset = cursor
    ? sql`and (i.inserted_at, i.id) ${cmp} (
        select c.inserted_at, c.id from user_invoices c
        where c.id = ${cursor}::uuid and c.user_id = ${userId}::uuid)`
    : sql``;
  const { rows } = await db.execute<UserInvoiceRow>(sql`
    select i.* from user_invoices i
    where i.user_id = ${userId}::uuid ${keyset}
    order by i.inserted_at ${dir}, i.id ${dir} limit ${take}`);
  return rows;
}

/** How many details the caller saved. */
export async function userInvoiceCount(db: Db, userId: string): Promise<number> {
  const { rows: count } = await db.execute<{ n: string }>(
    sql`select count(*) as n from user_invoices where user_id = ${userId}::uuid`,
  );
  return Number(count[0]?.n ?? 0);
}
