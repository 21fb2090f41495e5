/**
 * redeem_promotion_plan_voucher (docs/checkout.md "Redeeming points"): a traveller buys a rank
 * reward voucher with points. One transaction under the traveller's points lock: the balance
 * is read, the personal promotion (one use, only theirs) is written and the points are taken
 * together or not at all. The client's idempotency key makes a retried press answer the same
 * promotion; 50 presses at once with points for one buy one.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { readableCode } from '../context/codes.js';
import { presentPromotion } from '../vouchers/read.js';
import { insertPersonalPromotion, planVoucherRow, promotionRow } from '../vouchers/repository.js';
import type { RedeemInput } from './input.js';
import { insertRedeemedPoints, lockPoints, pointEntryByKey, pointTotal } from './repository.js';
import { redeemCheck } from './rules.js';

/** A code for a bought voucher: "DIEM-" and 10 readable characters. */
export const rewardCode = () => readableCode('DIEM');

export async function redeemPlanVoucher(db: Db, userId: string, input: RedeemInput, now: Date) {
  const key = `redeem:${userId}:${input.idempotency_key}`;
  const row = await db.transaction(async (tx) => {
    await lockPoints(tx, userId);
    const done = await pointEntryByKey(tx, key);
    const boughtId = done?.metadata?.promotion_id;
    if (typeof boughtId === 'string') return promotionRow(tx, { id: boughtId, code: null });
    const verdict = redeemCheck(
      await planVoucherRow(tx, input.id),
      await pointTotal(tx, userId, null),
      now,
    );
    if (!verdict.ok) {
      const { rule, message } = verdict;
      throw new AppError('BAD_USER_INPUT', message, [{ field: 'id', rule, message }]);
    }
    const { voucher } = verdict;
    const promotion = await insertPersonalPromotion(tx, {
      userId,
      code: rewardCode(),
      name: voucher.name,
      note: voucher.note,
      percentOff: Number(voucher.percent_off),
      beginAt: now,
      endAt: verdict.endsAt,
    });
    await insertRedeemedPoints(tx, {
      userId,
      points: verdict.points,
      key,
      metadata: { promotion_id: promotion.id, plan_voucher_id: voucher.id, code: promotion.code },
    });
    return promotion;
  });
  if (!row) throw new AppError('INTERNAL', 'The bought voucher is missing.');
  return presentPromotion(row);
}
