/**
 * The traveller's reward reads (main: user_spend, user_point, user_point_history,
 * user_histories; payments: user_balance_rewards). Every query has the signed-in user's id in
 * its WHERE clause: nobody reads another's rewards.
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { userHistoryEntries, userPointEntries } from '../../db/schema.js';
import { count, parseInput, rule } from '../context/input.js';
import { qualifyingSpend } from './paid.js';

/** user_spend: the qualifying spend (paid bookings of the last 12 months; docs/graphql-contract.md). */
export async function userSpend(db: Db, userId: string, now: Date) {
  return { amount: await qualifyingSpend(db, userId, now), currency: 'VND' };
}

const kind = z.string().trim().min(1).max(32).optional().nullable();

export async function userPoint(db: Db, userId: string, args: unknown) {
  const input = parseInput(z.object({ type: kind }), args ?? {});
  const { rows } = await db.execute<{ point: string | number | null }>(sql`
    select coalesce(sum(point), 0) as point from user_point_entries
    where user_id = ${userId}::uuid ${input.type ? sql`and type = ${input.type}` : sql``}`);
  return { point: Number(rows[0]?.point ?? 0), type: input.type ?? null };
}

/** A cursor is the entry's sequence number, as a decimal string. */
const cursor = z
  .string()
  .refine(
    (v) => /^[1-9][0-9]{0,14}$/.test(v),
    rule('cursor', 'must be a cursor this service returned'),
  );

const historyInput = z.object({
  after: cursor.optional().nullable(),
  limit: count(1, 100).optional().nullable(),
  type: kind,
});

export async function userPointHistory(db: Db, userId: string, args: unknown) {
  const input = parseInput(historyInput, args ?? {});
  const limit = input.limit ?? 20;
  const mine: SQL[] = [eq(userPointEntries.user_id, userId)];
  if (input.type) mine.push(eq(userPointEntries.type, input.type));
  const filter = and(...mine);
  const where = input.after ? and(filter, lt(userPointEntries.seq, Number(input.after))) : filter;
  const rows = await db
    .select()
    .from(userPointEntries)
    .where(where)
    .orderBy(desc(userPointEntries.seq))
    .limit(limit + 1);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userPointEntries)
    .where(filter);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      id: String(r.seq),
      point: r.point,
      type: r.type,
      action_type: r.action_type,
      metadata: r.metadata,
      inserted_at: r.inserted_at,
    })),
    metadata: {
      after: rows.length > limit ? String(page[page.length - 1].seq) : null,
      before: input.after ?? null,
      total_count: Number(total),
    },
  };
}

const historiesInput = z.object({
  action_type: z.string().trim().min(1).max(40).optional().nullable(),
  last_id: cursor.optional().nullable(),
  limit: count(1, 100).optional().nullable(),
});

export async function userHistories(db: Db, userId: string, args: unknown) {
  const input = parseInput(historiesInput, args ?? {});
  const conditions: SQL[] = [eq(userHistoryEntries.user_id, userId)];
  if (input.action_type) conditions.push(eq(userHistoryEntries.action_type, input.action_type));
  if (input.last_id) conditions.push(lt(userHistoryEntries.seq, Number(input.last_id)));
  const rows = await db
    .select()
    .from(userHistoryEntries)
    .where(and(...conditions))
    .orderBy(desc(userHistoryEntries.seq))
    .limit(input.limit ?? 20);
  return rows.map((r) => ({
    id: String(r.seq),
    action_type: r.action_type,
    converted_price: r.converted_price,
    inserted_at: r.inserted_at,
    metadata: { ...r.metadata, currency: r.currency },
    room_staying: null,
  }));
}

const rewardsInput = z.object({
  page: count(1, 100_000).optional().nullable(),
  limit: count(1, 100).optional().nullable(),
});

/** user_balance_rewards: the cash back (and later referral) credits of the user's wallet. */
export async function userBalanceRewards(db: Db, userId: string, args: unknown) {
  const input = parseInput(rewardsInput, args ?? {});
  const limit = input.limit ?? 20;
  const offset = ((input.page ?? 1) - 1) * limit;
  const mine = sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and t.kind = 'CASH_BACK'`;
  const { rows } = await db.execute<{
    id: string;
    amount: string | number;
    currency: string;
    inserted_at: string | Date;
    metadata: Record<string, unknown> | null;
  }>(sql`select t.id, e.amount, e.currency, t.inserted_at, t.metadata ${mine}
    order by e.seq desc limit ${limit} offset ${offset}`);
  const { rows: totals } = await db.execute<{ n: string | number }>(
    sql`select count(*) as n ${mine}`,
  );
  return {
    entries: rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      currency: r.currency.trim(),
      inserted_at: new Date(r.inserted_at),
      metadata: { ...r.metadata, order_id: undefined },
      type: String(r.metadata?.type ?? 'CASH_BACK'),
    })),
    total_count: Number(totals[0]?.n ?? 0),
  };
}
