/**
 * Saved VAT-invoice billing details (user_invoices, create_user_invoice; docs/checkout.md
 * "Saved billing details"). Every query has the caller's id in its WHERE clause: another user's
 * details are never read, paged past or matched.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { userInvoices } from '../../db/schema.js';
import { parseInput, rule, taxCode } from '../context/input.js';

export type UserInvoiceRow = typeof userInvoices.$inferSelect;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v.length > 0, rule('required', `${field} is required`));

const createInput = z.object({
  company_name: text('company_name', 200),
  address: text('address', 500),
  email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, rule('email', 'is not an e-mail')),
  tax_code: taxCode(text('tax_code', 20)),
});

/** Saves the details; the same company, address and tax code again answers the saved row. */
export async function createUserInvoice(
  db: Db,
  userId: string,
  args: unknown,
): Promise<UserInvoiceRow> {
  const input = parseInput(z.object({ input: createInput }), args).input;
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

const pageInput = z
  .object({
    after: z.uuid({ error: 'is not a cursor' }).nullish(),
    before: z.uuid({ error: 'is not a cursor' }).nullish(),
    limit: z.number().int().min(1).max(100).nullish(),
  })
  .nullish();

/**
 * The caller's saved details, newest first, keyset-paged by the id of an entry (`after` the
 * page's last, `before` its first). A cursor that is not one of the caller's gives an empty page.
 */
export async function listUserInvoices(db: Db, userId: string, args: unknown) {
  const page = parseInput(z.object({ input: pageInput }), args).input ?? {};
  const limit = page.limit ?? 20;
  const cursor = page.after ?? page.before ?? null;
  const older = page.before == null;
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
    order by i.inserted_at ${dir}, i.id ${dir} limit ${limit + 1}`);
  const { rows: count } = await db.execute<{ n: string }>(
    sql`select count(*) as n from user_invoices where user_id = ${userId}::uuid`,
  );
  const more = rows.length > limit;
  const slice = rows.slice(0, limit);
  const entries = (older ? slice : slice.reverse()).map((r) => ({
    id: r.id,
    company_name: r.company_name,
    address: r.address,
    email: r.email,
    tax_code: r.tax_code,
    inserted_at: new Date(r.inserted_at),
  }));
  const first = entries[0]?.id ?? null;
  const last = entries.at(-1)?.id ?? null;
  return {
    entries,
    metadata: {
      // A next page exists when this one was cut (going older) or we came from a newer one.
      after: older ? (more ? last : null) : cursor ? last : null,
      before: older ? (cursor ? first : null) : more ? first : null,
      total_count: Number(count[0]?.n ?? 0),
    },
  };
}
