import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema.js';

/** Adds one to a window's counter and returns the new count (atomic upsert). */
export async function incrementCounter(
  db: Db,
  key: string,
  windowStart: Date,
  expiresAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, window_start: windowStart, count: 1, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.window_start],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row.count;
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
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, window_start: windowStart, count: uses, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.window_start],
      set: { count: sql`${rateLimitCounters.count} + ${uses}` },
    })
    .returning({ count: rateLimitCounters.count });
  return row.count;
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
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, window_start: windowStart, count: 1, expires_at: expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.window_start],
      set: { count: sql`${rateLimitCounters.count} + 1` },
      setWhere: lt(rateLimitCounters.count, max),
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? null;
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
