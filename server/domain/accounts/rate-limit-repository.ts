import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema.js';

/*
 * The counters' upserts are written as SQL rather than with drizzle's insert builder: they run
 * on every anonymous client's first request of a minute and on every limited operation, and the
 * builder took ~53 µs to build one against ~6.5 µs for the template (docs/capacity.md,
 * "Seventeenth session").
 */

/** Adds `uses` to a window's counter, or takes a slot under `max`: the new count, or none. */
async function upsertCounter(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
  uses: number,
  max?: number,
): Promise<number | null> {
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limit_counters (key, window_start, count, expires_at)
    values (${key}, ${windowStart.toISOString()}::timestamptz, ${uses},
      ${expiresAt.toISOString()}::timestamptz)
    on conflict (key, window_start) do update
      set count = rate_limit_counters.count + ${uses}
      ${max === undefined ? sql`` : sql`where rate_limit_counters.count < ${max}`}
    returning count`);
  return rows[0] ? Number(rows[0].count) : null;
}

/** Adds one to a window's counter and returns the new count (atomic upsert). */
export async function incrementCounter(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
): Promise<number> {
  return (await upsertCounter(db, key, windowStart, expiresAt, 1))!;
}

/**
 * Adds `uses` to a window's counter and returns the new count (atomic upsert): a block of uses
 * reserved at once by one node (server/auth/limit-blocks.ts). The count may pass the limit;
 * the caller grants only what was left under it.
 */
export async function reserveUses(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
  uses: number,
): Promise<number> {
  return (await upsertCounter(db, key, windowStart, expiresAt, uses))!;
}

/**
 * Takes one of `max` slots of a window's counter in one conditional upsert: the new count, or
 * null when all are taken. Parallel callers cannot overrun it (the row lock serialises them).
 */
export async function takeSlot(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
  max: number,
): Promise<number | null> {
  return upsertCounter(db, key, windowStart, expiresAt, 1, max);
}

/** Gives a slot taken by takeSlot back. */
export async function releaseSlot(db: Db, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.window_start, windowStart),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

/** Forgets every window of one counter. */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Removes counters whose window is over. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expires_at, now));
}
