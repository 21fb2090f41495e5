/**
 * The checkout sessions' SQL (docs/module-template.md): reading a session as its traveller or
 * booker may see it (`user_id = me or booked_by = me` in the WHERE clause), its items, status
 * changes and the sweeper's lock on lapsed sessions. No rules here: sessions.ts and holds.ts
 * decide when a session expires or is cancelled.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCheckoutSessions, shoppingItems } from '../../db/schema.js';

import type { SessionLookup, SessionRow } from './session-row.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SQL condition of a lookup, or null when the id cannot exist. */
function lookupCondition(lookup: SessionLookup): SQL | null {
  if ('id' in lookup) {
    return UUID.test(lookup.id) ? eq(paymentCheckoutSessions.id, lookup.id) : null;
  }
  return eq(paymentCheckoutSessions.cart_token, lookup.cart_token);
}

/** The caller may see sessions they travel on or booked. */
export const visibleTo = (userId: string) =>
  or(eq(paymentCheckoutSessions.user_id, userId), eq(paymentCheckoutSessions.booked_by, userId))!;

/** The session as the caller may see it, or null; locks it FOR UPDATE when `tx` is given. */
export async function findSession(
  db: Db,
  userId: string,
  lookup: SessionLookup,
  forUpdate = false,
): Promise<SessionRow | null> {
  const condition = lookupCondition(lookup);
  if (!condition) return null;
  const query = db
    .select()
    .from(paymentCheckoutSessions)
    .where(and(condition, visibleTo(userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The session's shopping items, oldest first. */
export function sessionItems(db: Db, sessionId: string) {
  return db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId))
    .orderBy(shoppingItems.inserted_at, sql`${shoppingItems.id}`);
}

/** Marks these sessions (already locked by the caller) EXPIRED. */
export async function markSessionsExpired(tx: Db, sessionIds: string[], now: Date): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({ status: 'EXPIRED', updated_at: now })
    .where(inArray(paymentCheckoutSessions.id, sessionIds));
}

/** Marks the session CANCELLED. */
export async function markSessionCancelled(tx: Db, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({ status: 'CANCELLED', updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId));
}

/**
 * Locks up to `limit` lapsed sessions, oldest expiry first, skipping those another node holds:
 * OPEN ones past `now`, PROCESSING ones past `graceEnd`.
 */
export async function lockLapsedSessions(
  tx: Db,
  now: Date,
  graceEnd: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
      select id from payment_checkout_sessions
      where (status = 'OPEN' and expired_at <= ${now.toISOString()}::timestamptz)
        or (status = 'PROCESSING' and expired_at <= ${graceEnd.toISOString()}::timestamptz)
      order by expired_at
      limit ${limit}
      for update skip locked`);
  return rows.map((r) => r.id);
}
