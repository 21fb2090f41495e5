/**
 * pay_with_wallet: pays a checkout session from the payer's wallet in one transaction — the
 * session row is locked, then the wallet; the order, the two ledger entries, the session's
 * COMPLETED state and the holds' CONSUMED state commit together or not at all. Exactly once:
 * a repeat (retry, double click, 50 at once) waits for the lock, finds the session COMPLETED
 * and answers the same order without a second debit; the ledger's idempotency key
 * (`order-payment:<session id>`) backs that up. A supplier refusing the booking leaves the
 * payment and its reversal in the ledger and the order REFUNDED (refunds.ts).
 *
 * An amount over the owner's threshold is paid only when the caller confirmed it (a password
 * or a code checked before: wallet-confirmation.ts); the threshold and the amount are read
 * under the session's lock, so a voucher removed meanwhile cannot slip a larger amount past it.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { PaymentSettings } from '../payments/methods.js';
import { orderPaid } from '../rewards/paid.js';
import { assignOrderToTrip } from '../trips/assign.js';
import { bookOrRefuse } from './booking.js';
import { assertDetails } from './details-required.js';
import { consumeHolds, expireLockedSessions } from './holds.js';
import { setOrderPaymentDetails } from './orders-repository.js';
import { orderOfSession, type OrderRow } from './orders.js';
import { markRefundRequired, refundInLedger } from './refunds.js';
import { refuse, writeOrder } from './settle.js';
import { markSessionCompleted } from './sessions-repository.js';
import { findSession, supportedMethods } from './sessions.js';
import { lockAccount, post } from '../ledger/service.js';
import { amountDue, companyPartPaid, splitDetails } from './split-payment.js';
import { walletConfirmAbove } from './wallet-confirmation.js';
import { needsConfirmation } from '../../../common/wallet-confirmation.js';

export async function payWithWallet(
  db: Db,
  settings: PaymentSettings,
  userId: string,
  sessionId: string,
  now: Date,
  /** The owner proved themselves with this request (password or one-time code). */
  confirmed = false,
): Promise<OrderRow> {
  const outcome = await db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: sessionId }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL') return { order: existing };
    if (existing?.status === 'PROCESSING') {
      throw refuse('in_progress', 'Another payment of this checkout is being confirmed.');
    }
    if (session.status === 'OPEN' && session.expired_at.getTime() <= now.getTime()) {
      await expireLockedSessions(tx, [session.id], now);
      return { expired: true as const };
    }
    if (session.status !== 'OPEN') {
      throw refuse(
        'not_open',
        `This checkout is ${session.status.toLowerCase()} and cannot be paid.`,
      );
    }
    if (!supportedMethods(settings, session).includes('WALLET')) {
      throw refuse('method', 'This checkout cannot be paid from a wallet.');
    }
    assertDetails(session);
    const due = amountDue(session);
    if (!confirmed && needsConfirmation(due, await walletConfirmAbove(tx, userId))) {
      throw refuse(
        'confirmation_required',
        'A wallet payment over your threshold needs your password or a one-time code.',
      );
    }
    const wallet = await lockAccount(tx, 'USER_WALLET', userId, session.currency);
    const sales = await lockAccount(tx, 'PLATFORM_SALES', null, session.currency);
    let order = await writeOrder(tx, session, {
      status: 'SUCCESSFUL',
      payment_method: 'WALLET',
      paid_by: userId,
      payment_details: {},
      paid_at: now,
      now,
    });
    let ledgerId: string | null = null;
    if (due > 0) {
      ledgerId = await post(tx, {
        kind: 'ORDER_PAYMENT',
        idempotencyKey: `order-payment:${session.id}`,
        currency: session.currency,
        at: now,
        userOrderId: order.id,
        legs: [
          { account: wallet, amount: -due },
          { account: sales, amount: due },
        ],
      });
      if (!ledgerId) throw new Error(`wallet payment of session ${session.id} posted twice`);
    }
    const details = { ...splitDetails(session), ledger_transaction_id: ledgerId, amount: due };
    order = await setOrderPaymentDetails(tx, order.id, details);
    const refused = await bookOrRefuse(tx, session.id);
    if (refused) {
      order = await markRefundRequired(tx, order, refused.reason, now, { cancel: true });
      return { order: await refundInLedger(tx, order, now) };
    }
    await markSessionCompleted(tx, session.id, now);
    await consumeHolds(tx, session.id, now);
    // A split's company part earns no personal cash back (as a corporate payment).
    await orderPaid(tx, session, order, now, { cashBack: !companyPartPaid(session) });
    await assignOrderToTrip(tx, order.id);
    return { order };
  });
  if ('expired' in outcome) {
    throw refuse('expired', 'This checkout has expired; its seats or rooms were released.');
  }
  return outcome.order;
}
