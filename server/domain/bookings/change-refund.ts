/**
 * A flight change's negative total given back by the method that paid the booking
 * (docs/manage-booking.md "A change given back by card, VNPay, 2C2P or bank transfer").
 *
 * The change's transaction writes its `booking_changes` row with `refund_status` REQUIRED: the
 * row is the refund's record (the order stays live, so the order's own refund columns —
 * `refundOrder`, which claims and finishes the whole order — are not used). After the commit
 * one caller claims it (REQUIRED → REQUESTING, a guarded UPDATE), asks the rail for that part
 * of the payment under the ref `change-<id>`, and records the answer: SUCCEEDED, PENDING or
 * FAILED (asked again after REFUND_RETRY_MINUTES), or MANUAL (accounting pays it back).
 *
 * Asked again only when asking cannot pay twice: the card rail finds an earlier refund by its
 * ref (Stripe's list and idempotency key), so any unfinished state is asked again; VNPay has no
 * such look-up, so only a refund it answered refused (FAILED) is asked again — a claim left
 * without an answer, or an error on the way, goes to MANUAL for accounting to check in VNPay's
 * portal. 2C2P and bank transfer have no refund API: MANUAL at once (docs/payments.md).
 */
import type { Db } from '../../db/client.js';
import type { PaymentRails, RailCode, RefundResult } from '../../providers/payments/index.js';
import { MAX_REFUND_ATTEMPTS, REFUND_RETRY_MINUTES } from '../checkout/refunds.js';
import { orderById } from '../checkout/refunds-repository.js';
import {
  changeById,
  changeRefundsOpen,
  claimChangeRefund,
  setChangeRefund,
  type BookingChangeRow,
} from './change-repository.js';

/** The payment methods whose change refunds go back through a gateway (or accounting). */
export const GATEWAY_REFUND_METHODS = ['CARD', 'VNPAY', 'P2C2P', 'BANK_TRANSFER'] as const;

const RAIL_OF: Record<(typeof GATEWAY_REFUND_METHODS)[number], RailCode> = {
  CARD: 'CARD',
  VNPAY: 'VNPAY',
  P2C2P: 'P2C2P',
  BANK_TRANSFER: 'BANK_TRANSFER',
};

/** Rails that find an earlier refund by its ref, so asking again never pays twice. */
const LOOKS_UP_BY_REF: RailCode[] = ['CARD'];

export const isGatewayRefundMethod = (
  method: string | null,
): method is (typeof GATEWAY_REFUND_METHODS)[number] =>
  (GATEWAY_REFUND_METHODS as readonly string[]).includes(method ?? '');

export interface ChangeRefundDeps {
  db: Db;
  rails: PaymentRails;
}

/**
 * Gives the change's total back if its refund is due and nobody else is asking; answers the
 * change as it is afterwards. Safe to call any number of times, at once too.
 */
export async function refundChange(
  deps: ChangeRefundDeps,
  changeId: string,
  now: Date,
): Promise<BookingChangeRow | null> {
  const current = await changeById(deps.db, changeId);
  if (!current?.refund_status) return current;
  const order = await orderById(deps.db, current.user_order_id);
  const method = order?.payment_method ?? null;
  const railCode = isGatewayRefundMethod(method) ? RAIL_OF[method] : null;
  const rail = railCode ? deps.rails[railCode] : undefined;
  const safeRetry = railCode !== null && LOOKS_UP_BY_REF.includes(railCode);
  const retryBefore = new Date(now.getTime() - REFUND_RETRY_MINUTES * 60_000);
  const retry = safeRetry ? (['REQUESTING', 'PENDING', 'FAILED'] as const) : (['FAILED'] as const);
  const change = await claimChangeRefund(deps.db, changeId, [...retry], retryBefore, now);
  if (!change) {
    // A claim left without an answer on a rail that cannot look refunds up: accounting.
    if (!safeRetry && current.refund_status === 'REQUESTING') {
      const stale = current.refund_requested_at && current.refund_requested_at <= retryBefore;
      if (stale) {
        const details = { ...current.refund_details, unanswered: true };
        return (await setChangeRefund(deps.db, changeId, 'MANUAL', details, now)) ?? current;
      }
    }
    return changeById(deps.db, changeId);
  }
  const previous = change.refund_details ?? {};
  const attempts = Number(previous.attempts ?? 0) + 1;
  const base = { ...previous, attempts, rail: railCode, amount: -change.total };
  if (!order || !rail?.refund) {
    return setChangeRefund(deps.db, changeId, 'MANUAL', base, now);
  }
  const paid = order.payment_details ?? {};
  let result: RefundResult;
  try {
    result = await rail.refund({
      orderRef: String(paid.order_ref ?? ''),
      providerTxnId: typeof paid.provider_txn_id === 'string' ? paid.provider_txn_id : null,
      amount: -change.total,
      paidAt: order.paid_at ?? now,
      reason: 'booking_change',
      refundRef: `change-${change.id}`,
    });
  } catch (err) {
    const code = (err as { providerCode?: string }).providerCode ?? 'ERROR';
    const error = { code, message: (err as Error).message };
    const status = safeRetry && attempts < MAX_REFUND_ATTEMPTS ? 'FAILED' : 'MANUAL';
    return setChangeRefund(deps.db, changeId, status, { ...base, error }, now);
  }
  const details = {
    ...base,
    provider_refund_id: result.providerRefundId,
    provider_code: result.providerCode,
  };
  const status =
    result.status === 'FAILED'
      ? attempts >= MAX_REFUND_ATTEMPTS
        ? 'MANUAL'
        : 'FAILED'
      : result.status === 'PENDING' && !safeRetry
        ? // VNPay accepted it (00) and sends it on to the payer's bank (05/06): done on our
          // side, and asking again would give it twice.
          'SUCCEEDED'
        : result.status;
  return setChangeRefund(deps.db, changeId, status, details, now);
}

/** Asks again for up to `limit` unfinished change refunds; returns how many it looked at. */
export async function sweepChangeRefunds(
  deps: ChangeRefundDeps,
  now: Date,
  onError: (err: unknown) => void,
  limit = 50,
): Promise<number> {
  const ids = await changeRefundsOpen(deps.db, limit);
  for (const id of ids) await refundChange(deps, id, now).catch(onError);
  return ids.length;
}
