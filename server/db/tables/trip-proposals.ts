import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, instant, money, updatedAt } from './columns.js';
import { corporates } from './corporates.js';
import { corporateStaffs } from './staff.js';

/*
 * Trip proposals (issue 21, docs/trip-proposals.md): a booker offers a traveller 2-3 flights or
 * stays to compare; the traveller (or an approver/admin) picks one, exactly once. Every person
 * goes through (corporate_id, user_id) of corporate_staffs, and the options through
 * (corporate_id, proposal_id), so the database refuses a row that mixes two companies.
 */

export const TRIP_PROPOSAL_STATUSES = ['OPEN', 'PICKED', 'CANCELLED'] as const;

export const tripProposals = pgTable(
  'trip_proposals',
  {
    id: id(),
    corporate_id: uuid('corporate_id')
      .notNull()
      .references(() => corporates.id, { onDelete: 'cascade' }),
    traveller_id: uuid('traveller_id').notNull(),
    /** The booker: the traveller, a delegate, or an owner/admin/operation member. */
    created_by: uuid('created_by').notNull(),
    title: text('title').notNull(),
    note: text('note'),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    picked_option_id: uuid('picked_option_id'),
    picked_by: uuid('picked_by'),
    picked_at: instant('picked_at'),
    cancelled_at: instant('cancelled_at'),
    inserted_at: insertedAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('trip_proposals_corporate_id_unique').on(t.corporate_id, t.id),
    index('trip_proposals_corporate_idx').on(t.corporate_id, t.inserted_at.desc(), t.id.desc()),
    index('trip_proposals_traveller_idx').on(t.corporate_id, t.traveller_id),
    index('trip_proposals_creator_idx').on(t.corporate_id, t.created_by),
    foreignKey({
      name: 'trip_proposals_traveller_fk',
      columns: [t.corporate_id, t.traveller_id],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    foreignKey({
      name: 'trip_proposals_creator_fk',
      columns: [t.corporate_id, t.created_by],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    foreignKey({
      name: 'trip_proposals_picker_fk',
      columns: [t.corporate_id, t.picked_by],
      foreignColumns: [corporateStaffs.corporate_id, corporateStaffs.user_id],
    }),
    check('trip_proposals_status', sql`${t.status} in ('OPEN', 'PICKED', 'CANCELLED')`),
    check(
      'trip_proposals_picked',
      sql`(${t.status} = 'PICKED') = (${t.picked_option_id} is not null and ${t.picked_at} is not null)`,
    ),
  ],
);

export const tripProposalOptions = pgTable(
  'trip_proposal_options',
  {
    id: id(),
    corporate_id: uuid('corporate_id').notNull(),
    proposal_id: uuid('proposal_id').notNull(),
    /** 0-based order as proposed. */
    position: smallint('position').notNull(),
    /** FLIGHT or HOTEL. */
    kind: varchar('kind', { length: 6 }).notNull(),
    /** Flight: FlightOption.id; hotel: the property id. */
    offer_id: text('offer_id').notNull(),
    /** Flight: SeatClass.id; hotel: the rate id (room type, plan, dates, rooms). */
    fare_id: text('fare_id').notNull(),
    /** Hotel: the stay's dates; flight: the departure's local day (start = end). */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    /** Snapshot at proposal time, re-priced by the server (never client-supplied). */
    price: money('price').notNull(),
    currency: currency(),
    departs_at: instant('departs_at'),
    arrives_at: instant('arrives_at'),
    /** Flight: route and flight code; hotel: property, room and plan (both languages). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The traveller's policy verdict then (IN_POLICY, ALLOW_WITH_REASON, APPROVAL, BLOCK). */
    verdict: varchar('verdict', { length: 20 }),
    breaches: jsonb('breaches').$type<unknown[]>().notNull().default([]),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('trip_proposal_options_corporate_id_unique').on(t.corporate_id, t.id),
    unique('trip_proposal_options_position_unique').on(t.proposal_id, t.position),
    foreignKey({
      name: 'trip_proposal_options_proposal_fk',
      columns: [t.corporate_id, t.proposal_id],
      foreignColumns: [tripProposals.corporate_id, tripProposals.id],
    }).onDelete('cascade'),
    check('trip_proposal_options_kind', sql`${t.kind} in ('FLIGHT', 'HOTEL')`),
    check('trip_proposal_options_price', sql`${t.price} >= 0`),
  ],
);
