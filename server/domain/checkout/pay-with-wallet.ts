/**
 * pay_with_wallet: pays a checkout session from the payer's wallet in one transaction — the
 * session row is locked, then the wallet; the order, the two ledger entries, the session's
 * COMPLETED state and the holds' CONSUMED state commit together or not at all. Exactly once:
 * a repeat (retry, double click, 50 at once) waits for the lock, finds the session COMPLETED
 * and answers the same order without a second debit; the ledger's idempotency key
 * (`order-payment:<session id>`) backs that up. A supplier refusing the booking leaves the
 * payment and its reversal in the ledger and the order REFUNDED (refunds.ts).
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

export async function payWithWallet(
  db: Db,
  settings: PaymentSettings,
  userId: string,
  sessionId: string,
  now: Date,
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
    const amount = amountDue(session);
    if (amount > 0) {
      ledgerId = await post(tx, {
        kind: 'ORDER_PAYMENT',
        idempotencyKey: `order-payment:${session.id}`,
        currency: session.currency,
        at: now,
        userOrderId: order.id,
        legs: [
          { account: wallet, amount: -amount },
          { account: sales, amount },
        ],
      });
      if (!ledgerId) throw new Error(`wallet payment of session ${session.id} posted twice`);
    }
    const details = { ...splitDetails(session), ledger_transaction_id: ledgerId, amount };
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
