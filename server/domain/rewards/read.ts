/**
 * The traveller's reward reads (main: user_spend, user_point, user_point_history,
 * user_histories; payments: user_balance_rewards), over arguments the resolvers parsed
 * (./input.ts). Every read is the signed-in user's own: their id is in each query's WHERE
 * clause (./repository.ts, the ledger's walletCredits).
 */
import type { Db } from '../../db/client.js';
import { walletCredits } from '../ledger/service.js';
import type {
  BalanceRewardsInput,
  HistoriesInput,
  PointHistoryInput,
  PointInput,
} from './input.js';
import { qualifyingSpend } from './paid.js';
import { historyEntries, pointEntries, pointTotal } from './repository.js';

/** user_spend: the qualifying spend (paid bookings of the last 12 months; docs/graphql-contract.md). */
export async function userSpend(db: Db, userId: string, now: Date) {
  return { amount: await qualifyingSpend(db, userId, now), currency: 'VND' };
}

export async function userPoint(db: Db, userId: string, input: PointInput) {
  const type = input.type ?? null;
  return { point: await pointTotal(db, userId, type), type };
}

export async function userPointHistory(db: Db, userId: string, input: PointHistoryInput) {
  const limit = input.limit ?? 20;
  const { rows, total } = await pointEntries(db, userId, {
    type: input.type ?? null,
    before: input.after ? Number(input.after) : null,
    limit: limit + 1,
  });
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
      total_count: total,
    },
  };
}

export async function userHistories(db: Db, userId: string, input: HistoriesInput) {
  const rows = await historyEntries(db, userId, {
    actionType: input.action_type ?? null,
    before: input.last_id ? Number(input.last_id) : null,
    limit: input.limit ?? 20,
  });
  return rows.map((r) => ({
    id: String(r.seq),
    action_type: r.action_type,
    converted_price: r.converted_price,
    inserted_at: r.inserted_at,
    metadata: { ...r.metadata, currency: r.currency },
    room_staying: null,
  }));
}

/** user_balance_rewards: the cash back (and later referral) credits of the user's wallet. */
export async function userBalanceRewards(db: Db, userId: string, input: BalanceRewardsInput) {
  const limit = input.limit ?? 20;
  const { rows, total } = await walletCredits(db, userId, 'CASH_BACK', {
    limit,
    offset: ((input.page ?? 1) - 1) * limit,
  });
  return {
    entries: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      inserted_at: r.inserted_at,
      metadata: { ...r.metadata, order_id: undefined },
      type: String(r.metadata?.type ?? 'CASH_BACK'),
    })),
    total_count: total,
  };
}
