import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, insertedAt, updatedAt } from './columns.js';
import { users } from './users.js';

/** Which public form a ticket came from: /contact, /complaint or /baocao (docs/decisions.md). */
export const supportTicketKind = pgEnum('support_ticket_kind', ['CONTACT', 'COMPLAINT', 'REPORT']);

/** new → in progress → answered → closed (a closed ticket may be reopened to in progress). */
export const supportTicketStatus = pgEnum('support_ticket_status', [
  'NEW',
  'IN_PROGRESS',
  'ANSWERED',
  'CLOSED',
]);

/** Who wrote a message of a ticket: the sender or platform support staff. */
export const supportAuthor = pgEnum('support_author', ['CUSTOMER', 'SUPPORT']);

/**
 * A message from a contact, complaint or report form. The sender is reached at `email` or
 * `phone` (at least one); `user_id` is set when a signed-in user sent it, or when the account
 * with that verified e-mail or phone first reads its tickets.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    /** What the sender quotes: `WF-` and 8 characters of Crockford base32, unique. */
    number: text('number').notNull(),
    kind: supportTicketKind('kind').notNull(),
    status: supportTicketStatus('status').notNull().default('NEW'),
    topic: text('topic').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** Digits with the country calling code, e.g. 84912345678. */
    phone: text('phone'),
    /** Language of the confirmation and of every reply e-mail: vi or en. */
    locale: text('locale').notNull().default('vi'),
    /** Order or booking code the complaint is about, as the sender typed it (upper-cased). */
    order_code: text('order_code'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the sender's address (never the raw IP). */
    ip_hash: text('ip_hash'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_unique').on(t.number),
    index('support_tickets_user_idx').on(t.user_id, t.inserted_at.desc()),
    index('support_tickets_email_idx').on(sql`lower(${t.email})`),
    index('support_tickets_phone_idx').on(t.phone),
    index('support_tickets_status_idx').on(t.status, t.inserted_at.desc()),
    check('support_tickets_reachable', sql`${t.email} is not null or ${t.phone} is not null`),
    check('support_tickets_locale', sql`${t.locale} in ('vi', 'en')`),
  ],
);

/** The thread of a ticket: the sender's first message, then support's replies. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: id(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: supportAuthor('author').notNull(),
    /** The support user who replied (NULL for the sender's messages). */
    author_user_id: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticket_id, t.inserted_at)],
);

/** A file sent with a message, kept by the storage provider under `storage_key`. */
export const supportTicketAttachments = pgTable(
  'support_ticket_attachments',
  {
    id: id(),
    ticket_id: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    message_id: uuid('message_id')
      .notNull()
      .references(() => supportTicketMessages.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    /** The sender's file name, cleaned; shown and used for downloads only. */
    file_name: text('file_name').notNull(),
    /** The type found in the file's first bytes (never the declared one). */
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('support_ticket_attachments_ticket_idx').on(t.ticket_id),
    uniqueIndex('support_ticket_attachments_key_unique').on(t.storage_key),
  ],
);
