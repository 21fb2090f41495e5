import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  text,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/*
 * The job queue (docs/jobs.md, server/jobs/): one row per job to run. A worker claims due rows
 * with `FOR UPDATE SKIP LOCKED` and leases them until `locked_until`; a worker that dies leaves
 * the lease to lapse and the job is claimed again. `singleton_key` keeps one live row per
 * recurring job (hold expiry, reconciliation) however many nodes schedule it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** QUEUED (waiting or leased), DONE, FAILED (attempts used up). */
    state: varchar('state', { length: 12 }).notNull().default('QUEUED'),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    locked_by: varchar('locked_by', { length: 80 }),
    singleton_key: varchar('singleton_key', { length: 120 }),
    /** A recurring job: run again this many seconds after each run (the same row). */
    repeat_seconds: integer('repeat_seconds'),
    last_error: text('last_error'),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.run_at)
      .where(sql`state = 'QUEUED'`),
    uniqueIndex('jobs_singleton_key')
      .on(t.singleton_key)
      .where(sql`state = 'QUEUED'`),
  ],
);

/*
 * Development only (never written in production): what the /dev payment sandboxes know of the
 * payments they took, so a gateway's record of a success outlives a crash of the server, as a
 * real gateway's would (docs/payments.md "Sandboxes").
 */
export const devGatewayTransactions = pgTable(
  'dev_gateway_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    /** The merchant's reference (VNPay vnp_TxnRef, 2C2P invoiceNo). */
    ref: varchar('ref', { length: 64 }).notNull(),
    /** What the gateway would answer about it (its own fields). */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    inserted_at: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dev_gateway_transactions_ref').on(t.gateway, t.ref)],
);
