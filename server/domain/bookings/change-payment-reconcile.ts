/**
 * Asking the rail what became of a flight change's payment (docs/manage-booking.md "A dearer
 * change paid through the booking's rail"), as reconcile.ts does for checkouts: the card rail
 * (Stripe's PaymentIntent), VNPay (querydr) and 2C2P (paymentInquiry) answer from their signed
 * APIs; a bank transfer is only known by its credit. A final answer goes through the same sink
 * as the notifications (`withChangePayments`), so a result the webhook also brings, a second
 * pass, or both at once settle the attempt once.
 *
 * - `readChangePayment`: the booking page back from the card page (3-D Secure) reads the
 *   attempt; while it is PENDING Stripe is asked first, so the return does not wait for the
 *   webhook.
 * - `reconcileChangePayments` (the reconciliation job): PENDING attempts older than a few
 *   minutes, and attempts the hold sweep ended in the last hour with nothing given back (a
 *   payment made just before the lapse whose notification was lost is then found and given
 *   back). A rail that does not know the attempt: nothing while its hold runs; past it the
 *   attempt ends (FAILED, the seats back) if still PENDING.
 */
import type { Db } from '../../db/client.js';
import type {
  PaymentNotificationSink,
  PaymentRails,
  RailCode,
} from '../../providers/payments/index.js';
import type { ReconcileOutcome } from '../checkout/reconcile.js';
import { RECONCILE_WINDOW_HOURS, settleNeverPaid } from '../checkout/reconcile.js';
import { changePaymentOf, type ChangePaymentDeps } from './change-payment.js';
import { changePaymentsToQuery, type ChangePaymentRow } from './change-payment-repository.js';

/** The rails whose gateway can be asked about an attempt. */
const QUERYABLE: Record<string, RailCode> = { CARD: 'CARD', VNPAY: 'VNPAY', P2C2P: 'P2C2P' };

/** How long after the hold sweep ended an attempt the job still asks about it. */
export const LAPSED_QUERY_MINUTES = 60;

/** Asks the attempt's rail and settles a final answer through `sink`. */
export async function queryChangePayment(
  rails: PaymentRails,
  sink: PaymentNotificationSink,
  attempt: ChangePaymentRow,
  now: Date,
): Promise<ReconcileOutcome> {
  const code = QUERYABLE[attempt.method];
  const rail = code ? rails[code] : undefined;
  if (!rail?.queryPayment || (attempt.status !== 'PENDING' && attempt.status !== 'EXPIRED')) {
    return 'NOT_QUERYABLE';
  }
  const result = await rail.queryPayment({
    orderRef: attempt.order_ref,
    providerTxnId: attempt.provider_txn_id,
    // VNPay's vnp_TransactionDate: the pay link's vnp_CreateDate (startChangePayment).
    createdAt: attempt.inserted_at,
  });
  if (result.status === 'PENDING') return 'PENDING';
  if (result.status === 'NOT_FOUND') {
    if (attempt.status !== 'PENDING' || now < attempt.expires_at) return 'NOT_FOUND';
    return settleNeverPaid(sink, result);
  }
  // A decline of an attempt already ended says nothing new.
  if (attempt.status !== 'PENDING' && result.status !== 'SUCCEEDED') return 'ALREADY_CONFIRMED';
  return sink.settle(result);
}

/** One pass over the attempts to ask about (see the header); counts by outcome. */
export async function reconcileChangePayments(
  db: Db,
  deps: { rails: PaymentRails; sink: PaymentNotificationSink },
  now: Date,
  options: { olderThanSeconds: number; limit?: number; onError?: (err: unknown) => void },
): Promise<Record<string, number>> {
  const attempts = await changePaymentsToQuery(db, {
    methods: Object.keys(QUERYABLE),
    newest: new Date(now.getTime() - options.olderThanSeconds * 1000),
    oldest: new Date(now.getTime() - RECONCILE_WINDOW_HOURS * 3_600_000),
    lapsedSince: new Date(now.getTime() - LAPSED_QUERY_MINUTES * 60_000),
    limit: options.limit ?? 100,
  });
  const counts: Record<string, number> = {};
  for (const attempt of attempts) {
    try {
      const outcome = await queryChangePayment(deps.rails, deps.sink, attempt, now);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (err) {
      counts.ERROR = (counts.ERROR ?? 0) + 1;
      options.onError?.(err);
    }
  }
  return counts;
}

/**
 * booking_change_payment: an attempt of one of the caller's bookings (null otherwise); a card
 * attempt still PENDING is asked about first and a final answer settled (the return after
 * 3-D Secure may come before the webhook).
 */
export async function readChangePayment(
  deps: ChangePaymentDeps & { sink: PaymentNotificationSink },
  userId: string,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<ChangePaymentRow | null> {
  const found = await changePaymentOf(deps, userId, orderId, paymentId);
  if (!found || found.status !== 'PENDING' || found.method !== 'CARD') return found;
  const outcome = await queryChangePayment(deps.rails, deps.sink, found, now);
  if (outcome === 'PENDING' || outcome === 'NOT_FOUND' || outcome === 'NOT_QUERYABLE') {
    return found;
  }
  return changePaymentOf(deps, userId, orderId, paymentId);
}
