/**
 * cancel_booking (docs/manage-booking.md "Cancelling"): the traveller (or whoever booked for
 * them) cancels a stay on a free-cancellation rate before its deadline, or a flight on a
 * refundable fare before it departs (the price back less the fare's refund fee), in one step.
 *
 * One transaction, the session then the order locked FOR UPDATE (the order every payment path
 * takes), so any number of concurrent requests cancel once — the others find it cancelled and
 * answer it as it is:
 *   - the rules (policy.ts) are checked under the lock; a refusal is a field error on `id`;
 *   - cash back: a PENDING one is void, a CREDITED one taken back from the wallet
 *     (rewards/cash-back.ts; refused `cash_back_spent` when the wallet no longer holds it);
 *   - points: the order's BOOKING points taken back (one negative entry, keyed);
 *   - vouchers given back where their rules allow (vouchers/redemptions.ts);
 *   - the session CANCELLED and its consumed rooms or seats back on sale (holds.ts);
 *   - the order CANCELLED with its refund REQUIRED for the net (`refund_details.amount`, the
 *     fee in `refund_fee`); a wallet or company payment is given back in this same transaction
 *     (refunds.ts `refundInLedger`: order REFUNDED at once, the fee kept as sales).
 * After the commit the follow-up (order-follow-ups.ts) asks a gateway for its refund (card,
 * VNPay; 2C2P and bank transfer go to accounting as MANUAL) and sends the cancellation e-mail
 * and the refund notice, each once.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { cancelRefusedSession } from '../checkout/holds.js';
import { followUpOrder, type FollowUpDeps } from '../checkout/order-follow-ups.js';
import { refundInLedger } from '../checkout/refunds.js';
import { CashBackSpentError, voidCashBack } from '../rewards/cash-back.js';
import { insertHistoryEntry } from '../rewards/repository.js';
import { restoreVouchersOfCancelled } from '../vouchers/redemptions.js';
import { cancellationOf } from './policy.js';
import {
  farePlansOfItems,
  insertPointsReversal,
  itemsOf,
  lockCancellableOrder,
  markOrderCancelled,
  pointsOfOrder,
} from './repository.js';

const MESSAGES = {
  not_paid: 'This booking is not paid, so there is nothing to cancel.',
  cancelled: 'This booking is already cancelled.',
  non_refundable: 'This rate is non-refundable: it cannot be cancelled for a refund.',
  deadline_passed: 'The free-cancellation deadline of this booking has passed.',
  flight: 'This ticket’s fare rules are no longer known online: support refunds or changes it.',
  departed: 'A flight of this booking has departed: it can no longer be refunded online.',
  fee_exceeds_price:
    'The fare’s refund fee is not less than what was paid: nothing would come back.',
  company_fee: 'A company-paid ticket with a refund fee is refunded through support.',
  split_payment: 'A booking paid partly by your company is cancelled through support.',
  cash_back_spent:
    'The cash back of this booking was already spent from your wallet; support can cancel it.',
} as const;

const refuse = (rule: keyof typeof MESSAGES) =>
  new AppError('BAD_USER_INPUT', MESSAGES[rule], [{ field: 'id', rule, message: MESSAGES[rule] }]);

/**
 * Cancels in one transaction; the order id, and whether this call cancelled it. The e-mails
 * and a gateway's refund are cancelBooking's follow-up (the demo seed cancels without them).
 */
export async function cancelInTransaction(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockCancellableOrder(tx, userId, id);
    if (!locked) throw new AppError('NOT_FOUND', 'No such booking.');
    const { session, order } = locked;
    // A repeat (or one of many at once) of a cancellation already made: the same answer.
    if (order.cancelled_at) return { orderId: order.id, cancelled: false };
    const items = await itemsOf(tx, session.id);
    const rules = cancellationOf(order, items, now, await farePlansOfItems(tx, items));
    if (!rules.can_cancel) throw refuse(rules.reason!);
    try {
      await voidCashBack(tx, order, now);
    } catch (err) {
      if (err instanceof CashBackSpentError) throw refuse('cash_back_spent');
      throw err;
    }
    const points = await pointsOfOrder(tx, order.id);
    if (points && points.point > 0) {
      await insertPointsReversal(tx, {
        userId: points.user_id,
        orderId: order.id,
        points: points.point,
      });
    }
    await restoreVouchersOfCancelled(tx, session.id, now);
    await cancelRefusedSession(tx, session.id, now);
    const cancelled = await markOrderCancelled(
      tx,
      order.id,
      {
        reason: 'cancelled_by_traveller',
        cancelled_by: userId,
        amount: rules.refund_amount,
        refund_fee: rules.refund_fee ?? 0,
      },
      now,
    );
    if (!cancelled) throw refuse('cancelled');
    await insertHistoryEntry(tx, {
      userId: order.user_id,
      action: 'CANCEL_BOOKING',
      amount: order.price,
      currency: order.currency,
      orderId: order.id,
      metadata: {
        cancelled_by: userId,
        refund_amount: rules.refund_amount,
        refund_fee: rules.refund_fee ?? 0,
      },
    });
    if (order.payment_method === 'WALLET' || order.payment_method === 'CORPORATE_WALLET') {
      await refundInLedger(tx, cancelled, now);
    }
    return { orderId: order.id, cancelled: true };
  });
}

/**
 * Cancels the booking `id` for `userId` (its traveller or booker; anyone else NOT_FOUND), then
 * follows it up (refund by a gateway, e-mails). A follow-up's failure is reported, not
 * answered: the sweep tries again.
 */
export async function cancelBooking(
  deps: FollowUpDeps,
  userId: string,
  id: string,
  now: Date,
  onError: (err: unknown) => void,
): Promise<string> {
  const { orderId } = await cancelInTransaction(deps.db, userId, id, now);
  await followUpOrder(deps, orderId, now).catch(onError);
  return orderId;
}
