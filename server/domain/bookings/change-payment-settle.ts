/**
 * The rail's answer to a flight change's own payment (docs/manage-booking.md "A dearer change
 * paid through the booking's rail"). Gateway results whose reference is a change's (`CHG…`)
 * come here instead of the checkout's settle (`withChangePayments`, beside
 * `withOrderFollowUps`).
 *
 * One transaction, the order's session, the order, then the attempt locked (the order paths'
 * order), so replays, the return and the webhook, and 50 at once settle it once:
 * - success on a PENDING attempt: the change made with the seats it holds (change.ts
 *   `bookAndRecord`: new PNR, old seats back on sale, item, order price, `booking_changes`
 *   row), PAID; the e-mail after the commit;
 * - a decline or cancel on a PENDING attempt: its seats back on sale, FAILED, nothing changed;
 * - success after the attempt ended (lapsed, failed, superseded), or when the booking moved on
 *   meanwhile: the payment is given back (`refundChangePayment`: card and VNPay by their
 *   refund APIs, 2C2P and bank transfer MANUAL, for accounting), nothing changed, and the
 *   payer told by its own e-mail (change-payment-refund-email.ts);
 * - a bank credit: added up with the attempt's earlier ones (change-payment-bank.ts).
 * `expireChangePayments` (the hold sweep) ends lapsed attempts and gives their seats back (and
 * a bank transfer's part received, owed back).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type {
  PaymentNotificationSink,
  PaymentRails,
  PaymentResult,
  RefundResult,
  SettleOutcome,
} from '../../providers/payments/index.js';
import { AppError } from '../../errors.js';
import { MAX_REFUND_ATTEMPTS, REFUND_RETRY_MINUTES } from '../checkout/refunds.js';
import type { FollowUpDeps } from '../checkout/order-follow-ups.js';
import { sendChangeNotice } from './change-email.js';
import {
  sendChangePaymentRefundNotice,
  sweepChangePaymentRefundEmails,
} from './change-payment-refund-email.js';
import { legEntries, type LegKey } from './change-policy.js';
import { bookAndRecord, type ChangeHold, type FlightItem } from './change.js';
import { giveBackAttemptSeats } from './change-payment.js';
import { isChangePaymentRef } from './change-payment-methods.js';
import {
  changePaymentById,
  changePaymentIdOfRef,
  changePaymentRefundsOpen,
  claimChangePaymentRefund,
  lapsedChangePayments,
  lockChangePayment,
  setChangePayment,
  setChangePaymentRefund,
  type ChangePaymentRow,
  type LockedChangePayment,
} from './change-payment-repository.js';
import { recordChangeBankCredit, receivedOf } from './change-payment-bank.js';
import type { SettledChange } from './change-payment-outcome.js';
import { itemsOf } from './repository.js';

type Json = Record<string, unknown>;

const NONE = { changeId: null, refundId: null };

const seatClassOf = (leg: Json) => String((leg.seat_class as Json | undefined)?.id ?? '');

const railDetails = (result: PaymentResult) => ({
  provider_code: result.providerCode,
  ...(result.card ? { card: { brand: result.card.brand, last4: result.card.last4 } } : {}),
});

/** Records a verified result of a change's payment (see the header). */
async function settleChangePayment(
  db: Db,
  result: PaymentResult,
  now: Date,
): Promise<SettledChange> {
  const found = result.orderRef ? await changePaymentIdOfRef(db, result.orderRef) : null;
  if (!found) return { outcome: 'ORDER_NOT_FOUND', ...NONE };
  // Not decided yet: nothing to record; the rail reports again.
  if (result.status === 'PENDING') return { outcome: 'ACCEPTED', ...NONE };

  return db.transaction(async (tx) => {
    const locked = await lockChangePayment(tx, found.user_order_id, found.id);
    if (!locked) return { outcome: 'ORDER_NOT_FOUND' as const, ...NONE };
    // A bank credit may be part of the total, or more (change-payment-bank.ts).
    if (result.rail === 'BANK_TRANSFER' && result.status === 'SUCCEEDED') {
      const credit = await recordChangeBankCredit(tx, locked, result);
      return 'payInFull' in credit
        ? payChangeAttempt(tx, locked, { ...credit.payInFull, now })
        : credit;
    }
    const { attempt } = locked;
    const paid = result.status === 'SUCCEEDED';
    if (paid && result.amount !== attempt.total) return { outcome: 'AMOUNT_MISMATCH', ...NONE };
    const txn = { provider_txn_id: result.providerTxnId ?? attempt.provider_txn_id };

    if (attempt.status !== 'PENDING') {
      // Settled before (a replay), or a success after the attempt ended: given back once.
      if (!paid || attempt.status === 'PAID' || attempt.refund_status) {
        return { outcome: 'ALREADY_CONFIRMED', ...NONE };
      }
      await setChangePayment(tx, attempt.id, {
        ...txn,
        refund_status: 'REQUIRED',
        refund_details: { ...railDetails(result), late: attempt.status, amount: attempt.total },
      });
      return { outcome: 'ACCEPTED', changeId: null, refundId: attempt.id };
    }

    if (!paid) {
      await giveBackAttemptSeats(tx, attempt);
      await setChangePayment(tx, attempt.id, {
        ...txn,
        status: 'FAILED',
        settled_at: now,
        details: { ...attempt.details, ...railDetails(result) },
      });
      return { outcome: 'ACCEPTED', ...NONE };
    }
    return payChangeAttempt(tx, locked, {
      set: { ...txn, details: { ...attempt.details, ...railDetails(result) } },
      received: attempt.total,
      now,
    });
  });
}

/**
 * A PENDING attempt paid in full (`received` ≥ its total; the attempt locked): the change, if
 * the booking is still as it was when the attempt began, and what came in over the total kept
 * to give back; otherwise (the booking moved on, the supplier refused) nothing changes, the
 * seats go back and all that was received is given back.
 */
export async function payChangeAttempt(
  tx: Db,
  locked: LockedChangePayment,
  paid: {
    set: Partial<ChangePaymentRow>;
    received: number;
    now: Date;
  },
): Promise<SettledChange> {
  const { session, order, attempt } = locked;
  const { set, received, now } = paid;
  const items = (await itemsOf(tx, session.id)) as FlightItem[];
  const item = items.find((i) => i.kind === 'FLIGHT_BOOKING');
  const key = attempt.leg as LegKey;
  const leg = item && legEntries(item).find(([k]) => k === key)?.[1];
  const live = order.status === 'SUCCESSFUL' && !order.cancelled_at;
  const changeId = randomUUID();
  let made = false;
  if (item && leg && live && seatClassOf(leg) === attempt.from_seat_class_id) {
    try {
      // A savepoint: a supplier's refusal leaves the rest of this transaction usable.
      await tx.transaction(async (sp) =>
        bookAndRecord(sp, {
          sessionId: session.id,
          order,
          item,
          leg,
          next: attempt.to_flight,
          key,
          choice: attempt,
          supplier: attempt.supplier,
          hold: attempt.hold as unknown as ChangeHold,
          price: {
            fare_difference: attempt.fare_difference,
            change_fee: attempt.change_fee,
            total: attempt.total,
          },
          changeId,
          changedBy: attempt.created_by,
          ledgerId: null,
          refund: null,
          now,
        }),
      );
      made = true;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'BAD_USER_INPUT')) throw err;
    }
  }
  const details = (set.details ?? {}) as Json;
  if (made) {
    // A bank transfer of more than the total: the rest is given back (by accounting).
    const excess = received - attempt.total;
    await setChangePayment(tx, attempt.id, {
      ...set,
      status: 'PAID',
      settled_at: now,
      booking_change_id: changeId,
      ...(excess > 0
        ? { refund_status: 'REQUIRED', refund_details: { late: 'EXCESS', amount: excess } }
        : {}),
    });
    return { outcome: 'ACCEPTED', changeId, refundId: excess > 0 ? attempt.id : null };
  }
  // The booking moved on (cancelled, changed otherwise) or the supplier refused: nothing
  // changes, the seats go back and the payment is given back.
  await giveBackAttemptSeats(tx, attempt);
  await setChangePayment(tx, attempt.id, {
    ...set,
    status: 'FAILED',
    settled_at: now,
    refund_status: 'REQUIRED',
    refund_details: {
      provider_code: details.provider_code,
      late: 'BOOKING_MOVED',
      amount: received,
    },
  });
  return { outcome: 'ACCEPTED', changeId: null, refundId: attempt.id };
}

/** Ends attempts past their hold: seats back on sale, EXPIRED. Returns how many. */
export async function expireChangePayments(db: Db, now: Date, limit = 50): Promise<number> {
  let ended = 0;
  for (const lapsed of await lapsedChangePayments(db, now, limit)) {
    ended += await db.transaction(async (tx) => {
      const locked = await lockChangePayment(tx, lapsed.user_order_id, lapsed.id);
      const attempt = locked?.attempt;
      if (!attempt || attempt.status !== 'PENDING' || attempt.expires_at > now) return 0;
      await giveBackAttemptSeats(tx, attempt);
      // Part of a bank transfer came in before the lapse: it is given back (by accounting).
      const received = receivedOf(attempt);
      await setChangePayment(tx, attempt.id, {
        status: 'EXPIRED',
        settled_at: now,
        ...(received > 0
          ? { refund_status: 'REQUIRED', refund_details: { late: 'PARTIAL', amount: received } }
          : {}),
      });
      return 1;
    });
  }
  return ended;
}

/**
 * Gives a late change payment back to the card or VNPay, once (claimed REQUIRED → REQUESTING;
 * the card rail finds an earlier refund by its ref, so an unfinished one is asked again
 * safely); 2C2P's and a bank transfer's become MANUAL at once (no refund API here: accounting
 * returns it).
 */
export async function refundChangePayment(
  deps: { db: Db; rails: PaymentRails },
  id: string,
  now: Date,
): Promise<ChangePaymentRow | null> {
  const retryBefore = new Date(now.getTime() - REFUND_RETRY_MINUTES * 60_000);
  const current = await changePaymentById(deps.db, id);
  if (!current?.refund_status) return current;
  // Stripe finds an earlier refund by its ref, so any unfinished one is asked again; VNPay
  // cannot, so only one it refused (as change-refund.ts).
  const safeRetry = current.method === 'CARD';
  const retry = safeRetry ? (['REQUESTING', 'PENDING', 'FAILED'] as const) : (['FAILED'] as const);
  const claimed = await claimChangePaymentRefund(deps.db, id, [...retry], retryBefore, now);
  if (!claimed) {
    const stale = current.refund_requested_at && current.refund_requested_at <= retryBefore;
    if (!safeRetry && current.refund_status === 'REQUESTING' && stale) {
      const details = { ...current.refund_details, unanswered: true };
      return (await setChangePaymentRefund(deps.db, id, 'MANUAL', details, now)) ?? current;
    }
    return changePaymentById(deps.db, id);
  }
  const previous = claimed.refund_details ?? {};
  const attempts = Number(previous.attempts ?? 0) + 1;
  const amount = Number(previous.amount ?? claimed.total);
  const base = { ...previous, attempts, rail: claimed.method, amount };
  const rail =
    claimed.method === 'CARD'
      ? deps.rails.CARD
      : claimed.method === 'VNPAY'
        ? deps.rails.VNPAY
        : undefined;
  if (!rail?.refund) return setChangePaymentRefund(deps.db, id, 'MANUAL', base, now);
  let result: RefundResult;
  try {
    result = await rail.refund({
      orderRef: claimed.order_ref,
      providerTxnId: claimed.provider_txn_id,
      amount,
      // VNPay names a transaction by its ref and the pay request's date (startChangePayment).
      paidAt: claimed.inserted_at,
      reason: 'booking_change_lapsed',
      refundRef: `change-payment-${claimed.id}`,
    });
  } catch (err) {
    const error = { code: (err as { providerCode?: string }).providerCode ?? 'ERROR' };
    const status = safeRetry && attempts < MAX_REFUND_ATTEMPTS ? 'FAILED' : 'MANUAL';
    return setChangePaymentRefund(deps.db, id, status, { ...base, error }, now);
  }
  const details = {
    ...base,
    provider_refund_id: result.providerRefundId,
    provider_code: result.providerCode,
  };
  const status =
    result.status === 'FAILED' && attempts >= MAX_REFUND_ATTEMPTS
      ? 'MANUAL'
      : result.status === 'PENDING' && !safeRetry
        ? // VNPay accepted it and sends it on to the payer's bank: done on our side.
          'SUCCEEDED'
        : result.status;
  return setChangePaymentRefund(deps.db, id, status, details, now);
}

/** Asks again for late change payments' refunds; returns how many it looked at. */
export async function sweepChangePaymentRefunds(
  deps: { db: Db; rails: PaymentRails },
  now: Date,
  onError: (err: unknown) => void,
  limit = 50,
): Promise<number> {
  const ids = await changePaymentRefundsOpen(deps.db, limit);
  for (const id of ids) await refundChangePayment(deps, id, now).catch(onError);
  return ids.length;
}

/** The late payments' refunds asked for again, then the e-mails of those decided (once). */
export async function sweepChangePayments(
  deps: FollowUpDeps,
  now: Date,
  onError: (err: unknown) => void,
): Promise<void> {
  await sweepChangePaymentRefunds(deps, now, onError);
  await sweepChangePaymentRefundEmails(deps, now, onError);
}

/** After a settle committed: the change's e-mail, and a payment given back with its own. */
async function followUpChangePayment(deps: FollowUpDeps, settled: SettledChange, now: Date) {
  if (settled.changeId) await sendChangeNotice(deps, settled.changeId, now);
  if (settled.refundId) {
    await refundChangePayment(deps, settled.refundId, now);
    await sendChangePaymentRefundNotice(deps, settled.refundId, now);
  }
}

/**
 * The gateway sink with flight changes' payments routed to their own settle (their reference
 * is never a checkout session's); everything else goes on to `sink`. A follow-up's failure is
 * reported, never the gateway's answer (the sweeps try again).
 */
export function withChangePayments(
  sink: PaymentNotificationSink,
  deps: FollowUpDeps,
  now: () => Date,
  onError: (err: unknown) => void,
): PaymentNotificationSink {
  return {
    async settle(result): Promise<SettleOutcome> {
      if (!isChangePaymentRef(result.orderRef)) return sink.settle(result);
      const at = now();
      const settled = await settleChangePayment(deps.db, result, at);
      await followUpChangePayment(deps, settled, at).catch(onError);
      return settled.outcome;
    },
  };
}
