/**
 * A dearer flight change paid by bank transfer (docs/manage-booking.md "A dearer change paid
 * through the booking's rail"): the VietQR and account with the attempt's ref as memo
 * (`WFCHG…`), and the bank's credits naming that ref, recorded under the attempt's lock.
 *
 * Decided (the spec is silent): credits add up, as a checkout's do (bank-partials.ts). Each is
 * recorded once by its bank id in the attempt's `details.credits`; while the sum is short of
 * the total the attempt stays PENDING and the QR asks for the rest; reaching it pays the
 * attempt (the change made), and anything over the total is given back. Credits that arrive
 * after the attempt ended (paid, lapsed, replaced), and a part received before a lapse, are
 * given back too. The bank rail has no refund API, so every give-back is a MANUAL refund
 * request for accounting (`refund_details.amount` holds what is owed).
 */
import type { Db } from '../../db/client.js';
import type { PaymentRails, PaymentResult } from '../../providers/payments/index.js';
import { transferBanks } from '../checkout/gateway-payments.js';
import {
  setChangePayment,
  type ChangePaymentRow,
  type LockedChangePayment,
} from './change-payment-repository.js';
import type { SettledChange } from './change-payment-outcome.js';
import { changeProofFiles } from './change-payment-proof.js';

interface Credit {
  id: string;
  amount: number;
}

const creditsOf = (attempt: ChangePaymentRow): Credit[] =>
  Array.isArray(attempt.details?.credits) ? (attempt.details.credits as Credit[]) : [];

/** What the bank has credited to the attempt so far (minor units). */
export const receivedOf = (attempt: ChangePaymentRow) =>
  creditsOf(attempt).reduce((sum, c) => sum + c.amount, 0);

/**
 * Records one verified bank credit naming the attempt (the attempt locked): what it settled,
 * or `payInFull` when the credits now reach the total — the caller pays the attempt
 * (`payChangeAttempt`) with these columns and the sum received.
 */
export async function recordChangeBankCredit(
  tx: Db,
  locked: LockedChangePayment,
  result: PaymentResult,
): Promise<SettledChange | { payInFull: { set: Partial<ChangePaymentRow>; received: number } }> {
  const { attempt } = locked;
  const none = { changeId: null, refundId: null };
  const id = result.providerTxnId;
  const credits = creditsOf(attempt);
  if (!id || credits.some((c) => c.id === id)) return { outcome: 'ALREADY_CONFIRMED', ...none };
  const all = [...credits, { id, amount: result.amount }];
  const received = all.reduce((sum, c) => sum + c.amount, 0);
  const details = { ...attempt.details, credits: all, received, provider_code: 'CREDIT' };

  if (attempt.status !== 'PENDING') {
    // Too late, or more after the total: this credit is owed back, with any owed before.
    const before = Number(attempt.refund_details?.amount ?? 0);
    const owed = before + result.amount;
    const first = !attempt.refund_status;
    // An e-mail sent before `emailed` was kept covered what was owed then.
    const emailed =
      attempt.refund_email_sent_at && attempt.refund_details?.emailed === undefined
        ? { emailed: before }
        : {};
    await setChangePayment(tx, attempt.id, {
      details,
      refund_status: first ? 'REQUIRED' : attempt.refund_status,
      refund_details: {
        ...attempt.refund_details,
        ...(first ? { late: attempt.status } : {}),
        ...emailed,
        amount: owed,
      },
    });
    return { outcome: 'ACCEPTED', changeId: null, refundId: attempt.id };
  }
  if (received < attempt.total) {
    // A part: recorded; the attempt waits for the rest until its hold lapses.
    await setChangePayment(tx, attempt.id, { details, provider_txn_id: id });
    return { outcome: 'ACCEPTED', ...none };
  }
  return { payInFull: { set: { details, provider_txn_id: id }, received } };
}

/**
 * The transfer instructions of a bank-paid attempt: the account, the memo naming its ref,
 * the total and what came in; the QR (asking for the rest) only while it is PENDING; the
 * proofs the payer uploaded (change-payment-proof.ts).
 */
export async function changeBankTransfer(
  deps: { rails: PaymentRails; origin: string; db: Db },
  attempt: ChangePaymentRow,
) {
  const rail = deps.rails.BANK_TRANSFER;
  if (attempt.method !== 'BANK_TRANSFER' || !rail) return null;
  const received = receivedOf(attempt);
  const start = await rail.createPayment({
    orderRef: attempt.order_ref,
    amount: Math.max(attempt.total - received, 1),
    description: attempt.order_ref,
    returnUrl: deps.origin,
    locale: 'vi',
  });
  if (start.kind !== 'BANK_TRANSFER') throw new Error('bank rail did not give instructions');
  return {
    amount: attempt.total,
    paid_amount: received,
    currency: attempt.currency,
    memo: start.memo,
    banks: transferBanks(start, attempt.status === 'PENDING'),
    files: await changeProofFiles(deps.db, attempt.id),
  };
}
