import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, insertedAt, instant } from './columns.js';
import { corporates } from './corporates.js';
import { users } from './users.js';

/**
 * A staff import (docs/corporate-staff.md "Import"): the checked rows of an uploaded CSV or
 * XLSX file, kept between the preview and the confirmation so that confirming writes exactly
 * what the admin saw, once. `rows` holds each row's number, its values, the input it becomes
 * and its field errors; `result` what the confirmation wrote.
 */
export const corporateStaffImports = pgTable(
  'corporate_staff_imports',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_name: text('file_name').notNull(),
    /** PREVIEW until confirmed, then CONFIRMED (never back). */
    status: text('status').notNull().default('PREVIEW'),
    rows: jsonb('rows').notNull().$type<unknown[]>(),
    result: jsonb('result').$type<unknown[]>(),
    confirmed_by: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmed_at: instant('confirmed_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('corporate_staff_imports_corporate_idx').on(t.corporate_id, t.inserted_at),
    check('corporate_staff_imports_status', sql`${t.status} in ('PREVIEW', 'CONFIRMED')`),
  ],
);
