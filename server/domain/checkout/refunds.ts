/**
 * Refunds (docs/checkout.md "Refunds"): money taken for an order that cannot be booked — the
 * supplier refused after payment, or a gateway's success arrived after the hold lapsed and the
 * stock was sold — is given back automatically, exactly once.
 *
 * In the paying transaction the payment is recorded and the order marked FAILED with
 * `refund_status` REQUIRED (`markRefundRequired`); the session is cancelled and what it held
 * goes back on sale. A wallet or corporate payment is then given back in that same transaction
 * (`refundInLedger`): a reversing ledger movement, or the corporate charge released. A gateway
 * payment is refunded after the commit (`refundOrder`): one caller claims the order (REQUIRED →
 * REQUESTING, a guarded UPDATE), asks the rail, and records its answer — SUCCEEDED (order
 * REFUNDED), PENDING or FAILED (asked again after REFUND_RETRY_MINUTES), or MANUAL when the rail
 * has no refund API or refused MAX_REFUND_ATTEMPTS times (an accountant pays it back). Every
 * other caller finds it claimed or done. The rails' own idempotency (Stripe's key, a refund
 * looked up before asking again) covers a crash between asking and recording.
 */
import type { Db } from '../../db/client.js';
import type { PaymentRails, RailCode, RefundResult } from '../../providers/payments/index.js';
import { releaseCharge } from './corporate-charges.js';
import { cancelRefusedSession } from './holds.js';
import type { OrderRow } from './orders.js';
import {
  changeRefundsOf,
  claimRefund,
  markOrderRefundRequired,
  orderById,
  setRefundStatus,
  type RefundStatus,
} from './refunds-repository.js';
import { lockAccount, post } from '../ledger/service.js';

export type { RefundStatus };

/** A refund claimed, pending or failed this long ago is asked again. */
export const REFUND_RETRY_MINUTES = 5;

/** After this many refused attempts the refund is left to accounting (MANUAL). */
export const MAX_REFUND_ATTEMPTS = 10;

const RAIL_OF: Partial<Record<NonNullable<OrderRow['payment_method']>, RailCode>> = {
  CARD: 'CARD',
  VNPAY: 'VNPAY',
  P2C2P: 'P2C2P',
  BANK_TRANSFER: 'BANK_TRANSFER',
};

/**
 * In the paying transaction, on the order just written FAILED with its payment: the money must
 * go back. `cancel` (the supplier refused) also cancels the session and releases its holds and
 * vouchers; a lapsed session was released already.
 */
export async function markRefundRequired(
  tx: Db,
  order: OrderRow,
  reason: string,
  now: Date,
  options: { cancel: boolean },
): Promise<OrderRow> {
  if (options.cancel) await cancelRefusedSession(tx, order.payment_checkout_session_id, now);
  return markOrderRefundRequired(tx, order.id, reason, order.paid_at ?? now, now);
}

/**
 * What goes back: `refund_details.amount` when the refund was set to a part (a ticket
 * cancelled by its fare rules: the price less the refund fee), else the whole price.
 */
export function refundAmountOf(order: Pick<OrderRow, 'price' | 'refund_details'>): number {
  const amount = order.refund_details?.amount;
  return typeof amount === 'number' && amount >= 0 && amount <= order.price ? amount : order.price;
}

/** The fare rules' fee kept from the refund (0 when the whole price goes back). */
export function refundFeeOf(order: Pick<OrderRow, 'price' | 'refund_details'>): number {
  return order.price - refundAmountOf(order);
}

/**
 * Gives a wallet or corporate payment back inside the caller's transaction (which holds the
 * session's lock): the wallet gets a reversing movement (`order-refund:<session>`) of what goes
 * back (`refundAmountOf`; a refund fee stays in PLATFORM_SALES: it was sold and is kept), the
 * corporate its charge released (whole: a company-paid ticket with a fee is not cancelled
 * online, bookings/policy.ts). The order ends REFUNDED.
 */
export async function refundInLedger(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  const details: Record<string, unknown> = { ...order.refund_details };
  const amount = refundAmountOf(order);
  if (order.payment_method === 'WALLET' && amount > 0) {
    const wallet = await lockAccount(tx, 'USER_WALLET', order.paid_by!, order.currency);
    const sales = await lockAccount(tx, 'PLATFORM_SALES', null, order.currency);
    const id = await post(tx, {
      kind: 'ORDER_REFUND',
      idempotencyKey: `order-refund:${order.payment_checkout_session_id}`,
      currency: order.currency,
      userOrderId: order.id,
      metadata: { reason: details.reason ?? null, refund_fee: order.price - amount },
      legs: [
        { account: sales, amount: -amount },
        { account: wallet, amount },
      ],
    });
    if (id) details.ledger_transaction_id = id;
  } else if (order.payment_method === 'CORPORATE_WALLET') {
    details.corporate_released = await releaseCharge(tx, order.payment_checkout_session_id, now);
  }
  return finish(tx, order.id, 'SUCCEEDED', details, now);
}

async function finish(
  db: Db,
  orderId: string,
  status: RefundStatus,
  details: Record<string, unknown>,
  now: Date,
  from?: RefundStatus,
): Promise<OrderRow> {
  const refunded = status === 'SUCCEEDED';
  const row = await setRefundStatus(db, orderId, { status, details, refunded }, now, from);
  if (row) return row;
  // Claimed again by a retry meanwhile: its answer will be recorded; this one is not.
  return (await orderById(db, orderId))!;
}

/**
 * Claims an order whose refund is due: REQUIRED, or REQUESTING / PENDING / FAILED since
 * REFUND_RETRY_MINUTES. One UPDATE, so of any number of concurrent callers one gets the row.
 */
async function claim(db: Db, orderId: string, now: Date): Promise<OrderRow | null> {
  const retryBefore = new Date(now.getTime() - REFUND_RETRY_MINUTES * 60_000).toISOString();
  return claimRefund(db, orderId, retryBefore, now);
}

/**
 * Refunds the order if its refund is due and nobody else is asking; answers the order as it is
 * afterwards (REFUNDED, or FAILED with its refund_status). Safe to call any number of times.
 */
export async function refundOrder(
  deps: { db: Db; rails: PaymentRails },
  orderId: string,
  now: Date,
): Promise<OrderRow | null> {
  const order = await claim(deps.db, orderId, now);
  if (!order) {
    return (await orderById(deps.db, orderId)) ?? null;
  }
  const previous = order.refund_details ?? {};
  const attempts = Number(previous.attempts ?? 0) + 1;
  const base = { ...previous, attempts };
  if (order.payment_method === 'WALLET' || order.payment_method === 'CORPORATE_WALLET') {
    return deps.db.transaction((tx) => refundInLedger(tx, order, now));
  }
  const railCode = order.payment_method ? RAIL_OF[order.payment_method] : undefined;
  const rail = railCode ? deps.rails[railCode] : undefined;
  if (!rail?.refund) {
    return finish(
      deps.db,
      order.id,
      'MANUAL',
      { ...base, rail: railCode ?? null },
      now,
      'REQUESTING',
    );
  }
  const paid = order.payment_details ?? {};
  let result: RefundResult;
  try {
    result = await rail.refund({
      orderRef: String(paid.order_ref ?? ''),
      providerTxnId: typeof paid.provider_txn_id === 'string' ? paid.provider_txn_id : null,
      // What the gateway took, less what flight changes gave back already; less by a ticket's
      // refund fee, which is kept (refundAmountOf).
      amount: gatewayRefundAmount(order, paid.amount, await changeRefundsOf(deps.db, order.id)),
      paidAt: order.paid_at ?? now,
      reason: String(previous.reason ?? 'not_bookable'),
    });
  } catch (err) {
    const code = (err as { providerCode?: string }).providerCode ?? 'ERROR';
    const error = { code, message: (err as Error).message };
    return finish(deps.db, order.id, failed(attempts), { ...base, error }, now, 'REQUESTING');
  }
  const details = {
    ...base,
    rail: railCode,
    provider_refund_id: result.providerRefundId,
    provider_code: result.providerCode,
  };
  const status = result.status === 'FAILED' ? failed(attempts) : result.status;
  return finish(deps.db, order.id, status, details, now, 'REQUESTING');
}

function gatewayRefundAmount(order: OrderRow, taken: unknown, givenBack: number): number {
  const whole = (typeof taken === 'number' ? taken : order.price + givenBack) - givenBack;
  return refundFeeOf(order) > 0 ? Math.min(whole, refundAmountOf(order)) : whole;
}

const failed = (attempts: number): RefundStatus =>
  attempts >= MAX_REFUND_ATTEMPTS ? 'MANUAL' : 'FAILED';
