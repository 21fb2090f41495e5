/**
 * The checkout sessions' SQL (docs/module-template.md), their shopping items included: reading a
 * session as its traveller or booker may see it (`user_id = me or booked_by = me` in the WHERE
 * clause), creating one, its status, invoice, price and booking-note changes, its items and
 * their product and booking code, the range a gateway reference names, the unscoped lock a
 * verified gateway result takes, the sweeper's lock on lapsed sessions, and the traveller's last
 * flight items. No rules here: the services that call these decide.
 */
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCheckoutSessions, shoppingItems } from '../../db/schema.js';

import type { PriceParts } from './pricing.js';
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

/** Sets the session's VAT invoice details; returns the session. */
export async function setSessionInvoice(
  tx: Db,
  sessionId: string,
  invoice: NonNullable<SessionRow['invoice']>,
): Promise<SessionRow> {
  const [row] = await tx
    .update(paymentCheckoutSessions)
    .set({ invoice })
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .returning();
  return row;
}

/** The prices of the session's items (what re-pricing sums). */
export function sessionItemPrices(tx: Db, sessionId: string) {
  return tx
    .select({ price: shoppingItems.price, original_price: shoppingItems.original_price })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
}

/** Stores the session's new price parts; returns the session. */
export async function setSessionPrice(
  tx: Db,
  sessionId: string,
  parts: PriceParts,
  now: Date,
): Promise<SessionRow> {
  const [row] = await tx
    .update(paymentCheckoutSessions)
    .set({ ...parts, updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .returning();
  return row;
}

/** The ids of up to two sessions whose id lies between these bounds (a gateway reference). */
export function sessionIdsBetween(db: Db, low: string, high: string) {
  return db
    .select({ id: paymentCheckoutSessions.id })
    .from(paymentCheckoutSessions)
    .where(and(gte(paymentCheckoutSessions.id, low), lte(paymentCheckoutSessions.id, high)))
    .limit(2);
}

/** The session's items as booking needs them. */
export function itemsToBook(tx: Db, sessionId: string) {
  return tx
    .select({ id: shoppingItems.id, kind: shoppingItems.kind, supplier: shoppingItems.supplier })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
}

/**
 * Stores the supplier's reference on the item and, for a flight, as each flight's
 * `booking_code` in its product.
 */
export async function setItemBookingCode(
  tx: Db,
  item: { id: string; kind: string },
  reference: string,
): Promise<void> {
  const product =
    item.kind === 'FLIGHT_BOOKING'
      ? sql`jsonb_set(
            jsonb_set(product, '{departure_flight,booking_code}', to_jsonb(${reference}::text)),
            '{return_flight}',
            case when product->'return_flight' = 'null'::jsonb then 'null'::jsonb
              else jsonb_set(product->'return_flight', '{booking_code}', to_jsonb(${reference}::text)) end)`
      : sql`product`;
  await tx
    .update(shoppingItems)
    .set({ booking_code: reference, product })
    .where(eq(shoppingItems.id, item.id));
}

/** The products of the traveller's last 5 flight items with passengers (their own carts only). */
export function lastFlightProducts(db: Db, userId: string) {
  return db
    .select({ product: shoppingItems.product })
    .from(shoppingItems)
    .innerJoin(
      paymentCheckoutSessions,
      eq(paymentCheckoutSessions.id, shoppingItems.payment_checkout_session_id),
    )
    .where(
      and(
        eq(paymentCheckoutSessions.user_id, userId),
        eq(shoppingItems.kind, 'FLIGHT_BOOKING'),
        sql`jsonb_array_length(coalesce(${shoppingItems.product}->'passengers', '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(desc(shoppingItems.inserted_at))
    .limit(5);
}

/** Creates a checkout session; returns it. */
export async function insertSession(
  db: Db,
  values: typeof paymentCheckoutSessions.$inferInsert,
): Promise<SessionRow> {
  const [session] = await db.insert(paymentCheckoutSessions).values(values).returning();
  return session;
}

/** Marks the session (locked by the caller) COMPLETED. */
export async function markSessionCompleted(tx: Db, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({ status: 'COMPLETED', updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId));
}

/** The shopping items of these sessions, oldest first (one query; none when no ids). */
export async function itemsOfSessionIds(db: Db, sessionIds: string[]) {
  return sessionIds.length
    ? await db
        .select()
        .from(shoppingItems)
        .where(inArray(shoppingItems.payment_checkout_session_id, sessionIds))
        .orderBy(shoppingItems.inserted_at, sql`${shoppingItems.id}`)
    : [];
}

/** Sets the session's status (the caller holds its lock). */
export async function setSessionStatus(
  tx: Db,
  id: string,
  status: SessionRow['status'],
  now: Date,
): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({ status, updated_at: now })
    .where(eq(paymentCheckoutSessions.id, id));
}

/** Locks the session by id, unscoped (for a caller that verified a gateway's signature). */
export async function lockSessionById(tx: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentCheckoutSessions)
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .for('update');
  return row;
}

/** The session's shopping items (any order). */
export function itemsOfSession(tx: Db, sessionId: string) {
  return tx
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
}

/** Replaces an item's product. */
export async function setItemProduct(
  tx: Db,
  itemId: string,
  product: (typeof shoppingItems.$inferSelect)['product'],
): Promise<void> {
  await tx.update(shoppingItems).set({ product }).where(eq(shoppingItems.id, itemId));
}

/** An item's product and prices at once (its extra baggage changed: baggage.ts). */
export async function setItemPriced(
  tx: Db,
  itemId: string,
  values: Pick<
    typeof shoppingItems.$inferInsert,
    'product' | 'price' | 'original_price' | 'duty_free_price'
  >,
): Promise<void> {
  await tx.update(shoppingItems).set(values).where(eq(shoppingItems.id, itemId));
}

/** Sets the session's booking note; returns the session. */
export async function setBookingNote(
  tx: Db,
  sessionId: string,
  note: NonNullable<SessionRow['booking_note']>,
): Promise<SessionRow> {
  const [row] = await tx
    .update(paymentCheckoutSessions)
    .set({ booking_note: note })
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .returning();
  return row;
}

/** A session the corporate paid whole: COMPLETED, charged to that corporate. */
export async function markSessionPaidByCorporate(
  tx: Db,
  sessionId: string,
  corporateId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({
      status: 'COMPLETED',
      is_corporate: true,
      corporate_id: corporateId,
      payment_type: 'CORPORATE',
      updated_at: now,
    })
    .where(eq(paymentCheckoutSessions.id, sessionId));
}

/** A split whose company part (`first`) the corporate paid; the traveller's (`second`) is due. */
export async function markCompanyPartPaid(
  tx: Db,
  sessionId: string,
  c: { corporateId: string; first: number; second: number },
  now: Date,
): Promise<void> {
  await tx
    .update(paymentCheckoutSessions)
    .set({
      is_corporate: true,
      corporate_id: c.corporateId,
      payment_type: 'SPLIT',
      first_pay: c.first,
      second_pay: c.second,
      first_paid_at: now,
      updated_at: now,
    })
    .where(eq(paymentCheckoutSessions.id, sessionId));
}

/** Sets who pays the session (update_corporate_payment); returns it. */
export async function setSessionPayer(
  tx: Db,
  sessionId: string,
  payer: Pick<
    SessionRow,
    'is_corporate' | 'corporate_id' | 'cost_center_id' | 'payment_type' | 'first_pay' | 'second_pay'
  >,
  now: Date,
): Promise<SessionRow> {
  const [row] = await tx
    .update(paymentCheckoutSessions)
    .set({ ...payer, updated_at: now })
    .where(eq(paymentCheckoutSessions.id, sessionId))
    .returning();
  return row;
}

/** The metadata of the session's shopping items (any order). */
export function itemMetadataOfSession(tx: Db, sessionId: string) {
  return tx
    .select({ metadata: shoppingItems.metadata })
    .from(shoppingItems)
    .where(eq(shoppingItems.payment_checkout_session_id, sessionId));
}

/** The traveller (`user_id`) of a session, or undefined. */
export async function sessionTravellerId(db: Db, sessionId: string) {
  const [row] = await db
    .select({ user_id: paymentCheckoutSessions.user_id })
    .from(paymentCheckoutSessions)
    .where(eq(paymentCheckoutSessions.id, sessionId));
  return row;
}
