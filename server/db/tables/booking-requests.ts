import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  type PgTableExtraConfigValue,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentCheckoutSessions } from './checkout.js';
import { currency, id, insertedAt, instant, money, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { userOrders } from './orders.js';
import { corporateStaffs } from './staff.js';
import { users } from './users.js';

/*
 * Booking requests and approvals (issue 21, docs/approvals.md): a checkout session that needs
 * an approver's yes before the corporate pays it. Every reference to a person of the company
 * goes through (corporate_id, user_id) of corporate_staffs, so the database refuses a requester,
 * traveller or approver of another corporate.
 */

export const BOOKING_REQUEST_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'BOOKED',
] as const;

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    /** Who asked (the traveller, a delegate or the travel desk). */
    requester_id: uuid('requester_id').notNull(),
    /** Who travels (the checkout session's user). */
    traveller_id: uuid('traveller_id').notNull(),
    /** FLIGHT or HOTEL. */
    kind: varchar('kind', { length: 6 }).notNull(),
    /** The checkout session (cart) the request holds; one request per session. */
    payment_checkout_session_id: uuid('payment_checkout_session_id')
      .notNull()
      .references(() => paymentCheckoutSessions.id, { onDelete: 'cascade' }),
    /** What the request is for, as shown to approvers (route, hotel, dates). */
    summary: text('summary').notNull(),
    /** The price when asked; after a re-price, the new one (`previous_price` the one before). */
    price: money('price').notNull(),
    previous_price: money('previous_price'),
    currency: currency(),
    /** Until when the session holds the fare (its expired_at when asked or re-priced). */
    held_until: instant('held_until').notNull(),
    /** The travel policy's verdict type (APPROVAL, IN_POLICY when the company approves all). */
    verdict: varchar('verdict', { length: 20 }).notNull(),
    breaches: jsonb('breaches').$type<unknown[]>().notNull().default([]),
    reason_code: text('reason_code'),
    note: text('note'),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    /** Who has it now (users.id of an active member of the chain). */
    approver_id: uuid('approver_id'),
    /** 0 for the first link of the chain, +1 at each escalation. */
    escalation_level: smallint('escalation_level').notNull().default(0),
    /** When the current approver must decide by; escalation after it. */
    deadline_at: instant('deadline_at').notNull(),
    /** The reminder to the current approver went out (reset at escalation). */
    reminded_at: instant('reminded_at'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: instant('decided_at'),
    comment: text('comment'),
    /** The order made on approval. */
    user_order_id: uuid('user_order_id').references(() => userOrders.id, { onDelete: 'set null' }),
    /** Why the booking failed after approval (the supplier, the credit), if it did. */
    failure: text('failure'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('booking_requests_corporate_id_unique').on(t.corporate_id, t.id),
    uniqueIndex('booking_requests_session_unique').on(t.payment_checkout_session_id),
    index('booking_requests_queue_idx').on(t.corporate_id, t.status, t.inserted_at.desc()),
    // The company's list, newest first, a page at a time (bench/approvals.ts).
    index('booking_requests_corporate_time_idx').on(
      t.corporate_id,
      t.inserted_at.desc(),
      t.id.desc(),
    ),
    index('booking_requests_approver_idx').on(t.corporate_id, t.approver_id, t.status),
    // The approver's queue (pending, theirs, newest first) and its count: a walk of the few
    // pending rows in page order, whatever the year of decided ones (bench/approvals.ts).
    index('booking_requests_pending_idx')
      .on(t.corporate_id, t.approver_id, t.inserted_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'PENDING'`),
    index('booking_requests_requester_idx').on(t.requester_id, t.inserted_at.desc()),
    index('booking_requests_traveller_idx').on(t.traveller_id, t.inserted_at.desc()),
    index('booking_requests_deadline_idx')
      .on(t.deadline_at)
      .where(sql`${t.status} = 'PENDING'`),
    foreignKey({
      name: 'booking_requests_requester_fk',
      columns: [t.corporate_id, t.requester_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    foreignKey({
      name: 'booking_requests_traveller_fk',
      columns: [t.corporate_id, t.traveller_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    foreignKey({
      name: 'booking_requests_approver_fk',
      columns: [t.corporate_id, t.approver_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    check('booking_requests_kind', sql`${t.kind} in ('FLIGHT', 'HOTEL')`),
    check(
      'booking_requests_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'BOOKED')`,
    ),
    check('booking_requests_price', sql`${t.price} >= 0`),
    check(
      'booking_requests_decided',
      sql`(${t.status} in ('APPROVED', 'REJECTED', 'BOOKED')) = (${t.decided_at} is not null)`,
    ),
  ],
);

/**
 * What happened to a request, oldest first: CREATED, REMINDED, ESCALATED, REPRICED, APPROVED,
 * REJECTED, CANCELLED, EXPIRED, BOOKED, BOOKING_FAILED. `approver_id` is who had it after.
 */
export const bookingRequestEvents = pgTable(
  'booking_request_events',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    booking_request_id: uuid('booking_request_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    approver_id: uuid('approver_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: instant('at').notNull(),
  },
  (t) => [
    index('booking_request_events_request_idx').on(t.corporate_id, t.booking_request_id, t.at),
    foreignKey({
      name: 'booking_request_events_request_fk',
      columns: [t.corporate_id, t.booking_request_id],
      foreignColumns: [bookingRequests.corporate_id, bookingRequests.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The approve and reject links of approval e-mails: an unguessable token stored as its SHA-256
 * only, for one approver and one action, expiring, single use (used_at). A decision by any
 * means voids the request's other links.
 */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    booking_request_id: uuid('booking_request_id').notNull(),
    approver_id: uuid('approver_id').notNull(),
    /** APPROVE or REJECT. */
    action: varchar('action', { length: 7 }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('approval_links_token_unique').on(t.token_hash),
    index('approval_links_request_idx').on(t.corporate_id, t.booking_request_id),
    check('approval_links_action', sql`${t.action} in ('APPROVE', 'REJECT')`),
    foreignKey({
      name: 'approval_links_request_fk',
      columns: [t.corporate_id, t.booking_request_id],
      foreignColumns: [bookingRequests.corporate_id, bookingRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_links_approver_fk',
      columns: [t.corporate_id, t.approver_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
  ],
);
