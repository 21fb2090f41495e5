import { and, eq, lt, sql } from 'drizzle-orm';
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

export async function readCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.window_start, windowStart)));
  return row?.count ?? 0;
}

/** Removes counters whose window is over. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expires_at, now));
}
