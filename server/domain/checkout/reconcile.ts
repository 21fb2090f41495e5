/**
 * Asking the gateway what became of a payment under way (docs/checkout.md "Confirming and
 * reconciling"): `confirm_payment` does it for one checkout when the browser asks, the
 * reconciliation job for every PROCESSING order older than a few minutes whose notification
 * never came (lost IPN, a crash between the gateway's success and ours). The rail's
 * `queryPayment` answers from the gateway's signed API, never from the browser; the result goes
 * through the same sink as notifications (payment-sink.ts), so a success already recorded,
 * or one that races a webhook, settles one order.
 */
import type { Db } from '../../db/client.js';
import type {
  PaymentNotFound,
  PaymentNotificationSink,
  PaymentRails,
  RailCode,
  SettleOutcome,
} from '../../providers/payments/index.js';
import { processingOrdersSample } from './orders-repository.js';
import type { OrderRow } from './orders.js';

/** The rails whose gateway can be asked (bank transfer, wallet, corporate: our own state). */
const QUERYABLE: Partial<Record<NonNullable<OrderRow['payment_method']>, RailCode>> = {
  CARD: 'CARD',
  VNPAY: 'VNPAY',
  P2C2P: 'P2C2P',
};

/** How far back the job looks: a payment not decided in two days is support's to chase. */
export const RECONCILE_WINDOW_HOURS = 48;

/**
 * NOT_FOUND: the gateway does not know the attempt (2C2P respCode 2002) and its pay link can
 * still be used: nothing recorded, asked again next pass. NOT_FOUND_FAILED: it does not know it
 * and the link has lapsed (the checkout's hold, which is the link's expiry, has ended): the
 * attempt is recorded FAILED, so it is asked no more and the checkout reopens or expires.
 */
export type ReconcileOutcome =
  SettleOutcome | 'PENDING' | 'NOT_QUERYABLE' | 'NOT_FOUND' | 'NOT_FOUND_FAILED';

/** When the attempt's pay link stops working (the checkout's hold), and the time now. */
export interface AttemptWindow {
  now: Date;
  payableUntil: Date;
}

/**
 * Asks the gateway about this PROCESSING order's current attempt and settles what it says.
 * PENDING: the gateway has not decided (or never saw the payer): nothing recorded. Without
 * `window`, an attempt the gateway does not know is only reported (NOT_FOUND).
 */
export async function reconcileOrder(
  rails: PaymentRails,
  sink: PaymentNotificationSink,
  order: OrderRow,
  window?: AttemptWindow,
): Promise<ReconcileOutcome> {
  const railCode = order.payment_method ? QUERYABLE[order.payment_method] : undefined;
  const rail = railCode ? rails[railCode] : undefined;
  const details = order.payment_details ?? {};
  const orderRef = details.order_ref;
  if (order.status !== 'PROCESSING' || !rail?.queryPayment || typeof orderRef !== 'string') {
    return 'NOT_QUERYABLE';
  }
  const txn = details.payment_intent ?? details.provider_txn_id;
  const result = await rail.queryPayment({
    orderRef,
    providerTxnId: typeof txn === 'string' ? txn : null,
    // When the attempt began (VNPay's vnp_TransactionDate = its vnp_CreateDate): kept on the
    // order, else when the order became PROCESSING.
    createdAt:
      typeof details.created_at === 'string' ? new Date(details.created_at) : order.updated_at,
  });
  if (result.status === 'PENDING') return 'PENDING';
  if (result.status === 'NOT_FOUND') {
    if (!window || window.now.getTime() < window.payableUntil.getTime()) return 'NOT_FOUND';
    return settleNeverPaid(sink, result);
  }
  return sink.settle(result);
}

/**
 * A payment the gateway never saw, asked about after it could no longer be paid: settled as
 * FAILED through the app's sink (the same path as a declined notification), once.
 */
export async function settleNeverPaid(
  sink: PaymentNotificationSink,
  result: PaymentNotFound,
): Promise<ReconcileOutcome> {
  const outcome = await sink.settle({
    rail: result.rail,
    orderRef: result.orderRef,
    amount: 0,
    status: 'FAILED',
    providerTxnId: null,
    providerCode: result.providerCode,
  });
  return outcome === 'ACCEPTED' ? 'NOT_FOUND_FAILED' : outcome;
}

/**
 * One reconciliation pass: PROCESSING gateway orders last changed between `olderThanSeconds`
 * and RECONCILE_WINDOW_HOURS ago, at most `limit` picked at random (so abandoned payments
 * cannot starve the others). A gateway that fails for one
 * order does not stop the others (reported through `onError`).
 */
export async function reconcilePendingPayments(
  db: Db,
  deps: { rails: PaymentRails; sink: PaymentNotificationSink },
  now: Date,
  options: { olderThanSeconds: number; limit?: number; onError?: (err: unknown) => void },
): Promise<Record<string, number>> {
  const newest = new Date(now.getTime() - options.olderThanSeconds * 1000);
  const oldest = new Date(now.getTime() - RECONCILE_WINDOW_HOURS * 3_600_000);
  const orders = await processingOrdersSample(db, {
    methods: ['CARD', 'VNPAY', 'P2C2P'],
    newest,
    oldest,
    limit: options.limit ?? 100,
  });
  const counts: Record<string, number> = {};
  for (const { order, payableUntil } of orders) {
    try {
      const outcome = await reconcileOrder(deps.rails, deps.sink, order, { now, payableUntil });
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (err) {
      counts.ERROR = (counts.ERROR ?? 0) + 1;
      options.onError?.(err);
    }
  }
  return counts;
}
