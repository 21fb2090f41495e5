/**
 * The SQL of create_cart (docs/module-template.md): a cart by its booker's idempotency key, the
 * traveller's current rank's cash-back rate (by their id), and the rows a cart stores — the
 * session, its item and its holds, in that order, in the caller's transaction. No rules here:
 * cart.ts prices, limits and holds.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutHolds, paymentCheckoutSessions, shoppingItems } from '../../db/schema.js';

/** The cash-back rate of the traveller's rank current at `now`, or null when they have none. */
export async function currentRankCashBackRate(
  db: Db,
  userId: string,
  now: Date,
): Promise<number | null> {
  const { rows } = await db.execute<{ rate: string | number }>(sql`
    select c.cash_back_rate as rate
    from user_ranks r join user_rank_configurations c on c.rank = r.rank
    where r.user_id = ${userId}::uuid and r.begin_time <= ${now.toISOString()}::timestamptz
      and (r.expired_time is null or r.expired_time > ${now.toISOString()}::timestamptz)
    order by r.begin_time desc
    limit 1`);
  return rows[0] ? Number(rows[0].rate) : null;
}

/** The id of the session this booker created with this idempotency key, or null. */
export async function sessionIdByKey(
  db: Db,
  bookedBy: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentCheckoutSessions.id })
    .from(paymentCheckoutSessions)
    .where(
      and(
        eq(paymentCheckoutSessions.booked_by, bookedBy),
        eq(paymentCheckoutSessions.idempotency_key, key),
      ),
    );
  return row?.id ?? null;
}

type NewItem = Omit<typeof shoppingItems.$inferInsert, 'payment_checkout_session_id'>;
type NewHold = Omit<typeof checkoutHolds.$inferInsert, 'payment_checkout_session_id'>;

/** Stores the cart: the session, then its item, then its holds; returns the session id. */
export async function insertCart(
  tx: Db,
  values: typeof paymentCheckoutSessions.$inferInsert,
  item: NewItem,
  holds: NewHold[],
): Promise<string> {
  const [session] = await tx
    .insert(paymentCheckoutSessions)
    .values(values)
    .returning({ id: paymentCheckoutSessions.id });
  await tx.insert(shoppingItems).values({ payment_checkout_session_id: session.id, ...item });
  await tx
    .insert(checkoutHolds)
    .values(holds.map((h) => ({ payment_checkout_session_id: session.id, ...h })));
  return session.id;
}
