/**
 * The rewards' SQL (docs/module-template.md): points, history lines, ranks and the qualifying
 * spend. Every read has the traveller's id in its WHERE clause; writes carry an idempotency key
 * (a retried or raced order writes once). No rules here: rewards/paid.ts and read.ts decide.
 */
import { and, desc, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  userHistoryEntries,
  userPointEntries,
  userRankConfigurations,
  userRanks,
} from '../../db/schema.js';

/** The sum of the traveller's points, of one kind or of all. */
export async function pointTotal(db: Db, userId: string, type: string | null): Promise<number> {
  const { rows } = await db.execute<{ point: string | number | null }>(sql`
    select coalesce(sum(point), 0) as point from user_point_entries
    where user_id = ${userId}::uuid ${type ? sql`and type = ${type}` : sql``}`);
  return Number(rows[0]?.point ?? 0);
}

/** Point entries newest first, before the entry numbered `before` (when given), and the total. */
export async function pointEntries(
  db: Db,
  userId: string,
  filter: { type: string | null; before: number | null; limit: number },
) {
  const mine: SQL[] = [eq(userPointEntries.user_id, userId)];
  if (filter.type) mine.push(eq(userPointEntries.type, filter.type));
  const all = and(...mine);
  const where = filter.before ? and(all, lt(userPointEntries.seq, filter.before)) : all;
  const rows = await db
    .select()
    .from(userPointEntries)
    .where(where)
    .orderBy(desc(userPointEntries.seq))
    .limit(filter.limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userPointEntries)
    .where(all);
  return { rows, total: Number(total) };
}

/** History lines newest first, of one action or all, before the line numbered `before`. */
export function historyEntries(
  db: Db,
  userId: string,
  filter: { actionType: string | null; before: number | null; limit: number },
) {
  const conditions: SQL[] = [eq(userHistoryEntries.user_id, userId)];
  if (filter.actionType) conditions.push(eq(userHistoryEntries.action_type, filter.actionType));
  if (filter.before) conditions.push(lt(userHistoryEntries.seq, filter.before));
  return db
    .select()
    .from(userHistoryEntries)
    .where(and(...conditions))
    .orderBy(desc(userHistoryEntries.seq))
    .limit(filter.limit);
}

/** One history line per action and order (its key), written once. */
export async function insertHistoryEntry(
  tx: Db,
  line: {
    userId: string;
    action: string;
    amount: number;
    currency: string;
    orderId: string;
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .insert(userHistoryEntries)
    .values({
      user_id: line.userId,
      action_type: line.action,
      converted_price: line.amount,
      currency: line.currency,
      user_order_id: line.orderId,
      metadata: { order_id: line.orderId, ...line.metadata },
      idempotency_key: `${line.action}:${line.orderId}`,
    })
    .onConflictDoNothing();
}

/** The points an order earned, written once (key `points:<order id>`). */
export async function insertBookingPoints(
  tx: Db,
  entry: { userId: string; orderId: string; points: number; metadata: Record<string, unknown> },
): Promise<void> {
  await tx
    .insert(userPointEntries)
    .values({
      user_id: entry.userId,
      point: entry.points,
      action_type: 'BOOKING',
      user_order_id: entry.orderId,
      metadata: entry.metadata,
      idempotency_key: `points:${entry.orderId}`,
    })
    .onConflictDoNothing();
}

/** Paid bookings (not top-ups) in VND since `since`: their sum. */
export async function paidBookingsSince(db: Db, userId: string, since: Date): Promise<number> {
  const { rows } = await db.execute<{ spend: string | number | null }>(sql`
    select coalesce(sum(o.price), 0) as spend
    from user_orders o join payment_checkout_sessions s on s.id = o.payment_checkout_session_id
    where o.user_id = ${userId}::uuid and o.status = 'SUCCESSFUL' and o.currency = 'VND'
      and s.product_type <> 'TOP_UP' and o.paid_at > ${since.toISOString()}::timestamptz`);
  return Number(rows[0]?.spend ?? 0);
}

/** The rank in force at `now` (latest begun, not expired), with its position, or null. */
export async function rankAt(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      rank: userRanks.rank,
      begin_time: userRanks.begin_time,
      expired_time: userRanks.expired_time,
      position: userRankConfigurations.position,
    })
    .from(userRanks)
    .leftJoin(userRankConfigurations, eq(userRankConfigurations.rank, userRanks.rank))
    .where(
      and(
        eq(userRanks.user_id, userId),
        lte(userRanks.begin_time, now),
        or(isNull(userRanks.expired_time), gt(userRanks.expired_time, now)),
      ),
    )
    .orderBy(desc(userRanks.begin_time))
    .limit(1);
  return row ?? null;
}

/** The ranks configured for a currency: name, position, the spend that reaches them. */
export function rankConfigurations(db: Db, currency: string) {
  return db
    .select({
      rank: userRankConfigurations.rank,
      position: userRankConfigurations.position,
      price: userRankConfigurations.price,
    })
    .from(userRankConfigurations)
    .where(eq(userRankConfigurations.currency, currency));
}

export async function insertRank(
  tx: Db,
  rank: { userId: string; rank: string; begin: Date; expires: Date },
): Promise<void> {
  await tx.insert(userRanks).values({
    user_id: rank.userId,
    rank: rank.rank,
    begin_time: rank.begin,
    expired_time: rank.expires,
  });
}

/**
 * Serialises the traveller's point spending until the transaction ends: a balance is a sum of
 * entries, so two redemptions must not both read it before either writes (50 at once → the
 * points pay for one).
 */
export async function lockPoints(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`points:${userId}`}, 0))`);
}

/** The spending entry written for one redemption key, if that press already went through. */
export async function pointEntryByKey(tx: Db, key: string) {
  const [row] = await tx
    .select()
    .from(userPointEntries)
    .where(eq(userPointEntries.idempotency_key, key));
  return row ?? null;
}

/** Writes points spent on a redemption (negative), keyed by the client's press. */
export async function insertRedeemedPoints(
  tx: Db,
  entry: { userId: string; points: number; key: string; metadata: Record<string, unknown> },
): Promise<void> {
  await tx.insert(userPointEntries).values({
    user_id: entry.userId,
    point: -entry.points,
    action_type: 'REDEEM',
    metadata: entry.metadata,
    idempotency_key: entry.key,
  });
}
