/**
 * The demo traveller has bought the cheapest rank reward with points a week before the seed
 * date, through the rewards service itself, so /account/voucher shows a personal code and
 * /account/reward the points it took (docs/checkout.md "Redeeming points").
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { AppError } from '../../../errors.js';
import { redeemPlanVoucher } from '../../../domain/rewards/redeem.js';

const WEEK_MS = 7 * 86_400_000;

export async function seedRedeemedReward(db: Db, userId: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from promotion_plan_vouchers
    where enabled and price > 0 and percent_off > 0 order by price, priority limit 1`);
  if (!rows[0]) return false;
  try {
    const at = new Date(now.getTime() - WEEK_MS);
    await redeemPlanVoucher(db, userId, { id: rows[0].id, idempotency_key: 'demo-redeemed-1' }, at);
    return true;
  } catch (err) {
    // Too few points after a different year of orders: the demo simply has no bought reward.
    if (err instanceof AppError) return false;
    throw err;
  }
}
