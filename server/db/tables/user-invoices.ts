import { index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, insertedAt } from './columns.js';
import { users } from './users.js';

/**
 * A traveller's saved VAT-invoice billing details (spec §3 "User invoice"; user_invoices,
 * create_user_invoice — docs/checkout.md "Saved billing details"). Private to `user_id`; saving
 * the same company, address and tax code again updates the e-mail instead of adding a copy.
 */
export const userInvoices = pgTable(
  'user_invoices',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_name: varchar('company_name', { length: 200 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** Canonical form: 10 digits, or 10-3 for a branch (common/tax-code.ts). */
    tax_code: varchar('tax_code', { length: 14 }).notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    uniqueIndex('user_invoices_same_details').on(t.user_id, t.tax_code, t.company_name, t.address),
    index('user_invoices_user_idx').on(t.user_id, t.inserted_at.desc(), t.id.desc()),
  ],
);
