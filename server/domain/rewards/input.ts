/**
 * The rewards reads' arguments (docs/module-template.md): parsed by the resolvers, so the
 * services get checked values.
 */
import { z } from 'zod';
import { count, rule } from '../context/input.js';

const kind = z.string().trim().min(1).max(32).optional().nullable();

/** A cursor is the entry's sequence number, as a decimal string. */
const cursor = z
  .string()
  .refine(
    (v) => /^[1-9][0-9]{0,14}$/.test(v),
    rule('cursor', 'must be a cursor this service returned'),
  );

/** user_point: the points of one kind, or of all. */
export const pointInput = z.object({ type: kind });

/** user_point_history: newest first, `after` the last entry of the page before. */
export const pointHistoryInput = z.object({
  after: cursor.optional().nullable(),
  limit: count(1, 100).optional().nullable(),
  type: kind,
});

/** user_histories: newest first, before `last_id`. */
export const historiesInput = z.object({
  action_type: z.string().trim().min(1).max(40).optional().nullable(),
  last_id: cursor.optional().nullable(),
  limit: count(1, 100).optional().nullable(),
});

/** user_balance_rewards: numbered pages. */
export const balanceRewardsInput = z.object({
  page: count(1, 100_000).optional().nullable(),
  limit: count(1, 100).optional().nullable(),
});

export type PointInput = z.infer<typeof pointInput>;
export type PointHistoryInput = z.infer<typeof pointHistoryInput>;
export type HistoriesInput = z.infer<typeof historiesInput>;
export type BalanceRewardsInput = z.infer<typeof balanceRewardsInput>;

/**
 * redeem_promotion_plan_voucher: which plan voucher, and the client's key for this one press
 * (a retry with the same key answers the same promotion, docs/checkout.md "Redeeming points").
 */
export const redeemInput = z.object({
  id: z.uuid({ error: 'must be a plan voucher id this service returned' }),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
});
export type RedeemInput = z.infer<typeof redeemInput>;
