/**
 * Saved VAT-invoice billing details (user_invoices, create_user_invoice; docs/checkout.md
 * "Saved billing details"). Every query (user-invoices-repository.ts) has the caller's id in its
 * WHERE clause: another user's details are never read, paged past or matched.
 */
import type { Db } from '../../db/client.js';
import type { UserInvoiceInput, UserInvoicesInput } from './input.js';
import {
  upsertUserInvoice,
  userInvoiceCount,
  userInvoicePage,
  type UserInvoiceRow,
} from './user-invoices-repository.js';

export type { UserInvoiceRow };

/** Saves the details; the same company, address and tax code again answers the saved row. */
export async function createUserInvoice(
  db: Db,
  userId: string,
  input: UserInvoiceInput,
): Promise<UserInvoiceRow> {
  return upsertUserInvoice(db, userId, input);
}

/**
 * The caller's saved details, newest first, keyset-paged by the id of an entry (`after` the
 * page's last, `before` its first). A cursor that is not one of the caller's gives an empty page.
 */
export async function listUserInvoices(db: Db, userId: string, input: UserInvoicesInput) {
  const page = input ?? {};
  const limit = page.limit ?? 20;
  const cursor = page.after ?? page.before ?? null;
  const older = page.before == null;
  const rows = await userInvoicePage(db, userId, { cursor, older, take: limit + 1 });
  const count = await userInvoiceCount(db, userId);
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
      total_count: count,
    },
  };
}
