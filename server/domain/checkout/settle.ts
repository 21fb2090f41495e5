/**
 * Settling a checkout session into its order — the one place every rail ends (docs/checkout.md
 * "Orders"). The session row is locked first, so whatever races (a browser's confirm_payment, a
 * webhook, an IPN, the reconciliation job, retries of each) queue on it, and the second finds
 * the order already SUCCESSFUL and answers it: one order, one consumption of the inventory.
 *
 * The gateway rails (server/providers/payments) call:
 *   beginGatewayPayment  — the traveller starts paying on a gateway: order PROCESSING,
 *                          session PROCESSING (no second rail can start meanwhile);
 *   recordGatewayPayment — the gateway's verified success, with the amount it took;
 *   recordGatewayFailure — a verified decline or cancel: the session opens again for
 *                          another method while its hold lasts.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { writeAudit } from '../accounts/audit-repository.js';
import { orderPaid } from '../rewards/paid.js';
import { assignOrderToTrip } from '../trips/assign.js';
import { bookOrRefuse } from './booking.js';
import { consumeHolds, expireLockedSessions, retakeHolds } from './holds.js';
import { upsertSessionOrder } from './orders-repository.js';
import { orderOfSession, type OrderRow } from './orders.js';
import { markRefundRequired } from './refunds.js';
import { lockSessionById, setSessionStatus } from './sessions-repository.js';
import { findSession, type SessionRow } from './sessions.js';
import { amountDue, companyPartPaid, companyPartReleased, splitDetails } from './split-payment.js';
import { channelOf } from './p2c2p-channels.js';

type OrderStatus = OrderRow['status'];
export type PaymentMethod = NonNullable<OrderRow['payment_method']>;

const FIELD = 'payment_checkout_session_id';

export const refuse = (rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field: FIELD, rule, message }]);

/** The session's order, created or overwritten (the caller holds the session's lock). */
export async function writeOrder(
  tx: Db,
  session: SessionRow,
  fields: {
    status: OrderStatus;
    payment_method: PaymentMethod;
    paid_by: string | null;
    payment_details: Record<string, unknown>;
    paid_at: Date | null;
    now: Date;
  },
): Promise<OrderRow> {
  const { now, ...set } = fields;
  const order = await upsertSessionOrder(tx, session, set, now);
  // Booked for someone else (an agent, a delegate, support): the audit row names both people.
  if (set.status === 'SUCCESSFUL' && session.booked_by && session.booked_by !== session.user_id) {
    await writeAudit(tx, {
      actor_user_id: session.booked_by,
      patron_user_id: session.user_id,
      corporate_id: session.corporate_id ?? null,
      action: 'checkout.booked_for',
      metadata: {
        user_order_id: order.id,
        payment_checkout_session_id: session.id,
        paid_by: order.paid_by,
        payment_method: order.payment_method,
      },
      created_at: now,
    });
  }
  return order;
}

/** Locks the session by id, unscoped: the rails call this only after verifying a signature. */
async function lockSession(tx: Db, sessionId: string): Promise<SessionRow> {
  const row = await lockSessionById(tx, sessionId);
  if (!row) throw new AppError('NOT_FOUND', 'No such checkout session.');
  return row;
}

/**
 * The traveller starts a gateway payment of their session. Returns the PROCESSING order, or
 * the SUCCESSFUL one when it is already paid.
 */
export async function beginGatewayPayment(
  db: Db,
  userId: string,
  sessionId: string,
  method: PaymentMethod,
  now: Date,
  /** What the attempt is known by (its order reference), kept on the order. */
  details: Record<string, unknown> = {},
): Promise<OrderRow> {
  const outcome = await db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: sessionId }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL') return { order: existing };
    if (session.status === 'OPEN' && session.expired_at.getTime() <= now.getTime()) {
      await expireLockedSessions(tx, [session.id], now);
      return { expired: true as const };
    }
    if (session.status === 'PROCESSING' && existing?.payment_method !== method) {
      throw refuse('in_progress', 'Another payment of this checkout is being confirmed.');
    }
    if (session.status !== 'OPEN' && session.status !== 'PROCESSING') {
      throw refuse('not_open', `This checkout is ${session.status.toLowerCase()}.`);
    }
    const order = await writeOrder(tx, session, {
      status: 'PROCESSING',
      payment_method: method,
      paid_by: userId,
      payment_details: details,
      paid_at: null,
      now,
    });
    await setSessionStatus(tx, session.id, 'PROCESSING', now);
    return { order };
  });
  if ('expired' in outcome) {
    throw refuse('expired', 'This checkout has expired; its seats or rooms were released.');
  }
  return outcome.order;
}

export interface GatewayResult {
  sessionId: string;
  method: PaymentMethod;
  /** What the gateway took, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The gateway's own reference and whatever it reported (stored on the order). */
  details: Record<string, unknown>;
  now: Date;
}

/**
 * A verified success from a gateway. Idempotent: a replay answers the same SUCCESSFUL order.
 * An amount or currency other than the session's is refused (nothing changes). A success for
 * a session whose hold lapsed completes when its inventory can be taken again; otherwise, or
 * when the supplier refuses the booking, the order is FAILED with `refund_status` REQUIRED and
 * the money goes back (refunds.ts, after the commit).
 */
export async function recordGatewayPayment(db: Db, result: GatewayResult): Promise<OrderRow> {
  return (await settleGatewayPayment(db, result)).order;
}

/** recordGatewayPayment, telling whether the order was settled before (`already`). */
export async function settleGatewayPayment(
  db: Db,
  result: GatewayResult,
): Promise<{ order: OrderRow; already: boolean }> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, result.sessionId);
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL') return { order: existing, already: true };
    // Paid, not bookable, being (or) refunded: a replay changes nothing.
    if (existing?.refund_status) return { order: existing, already: true };
    const due = amountDue(session);
    if (result.amount !== due || result.currency !== session.currency) {
      throw refuse(
        'amount',
        `The payment (${result.amount} ${result.currency}) does not match the checkout (${due} ${session.currency}).`,
      );
    }
    const details = {
      ...splitDetails(session),
      // The 2C2P channel chosen in checkout stays on the order: a flight change's payment
      // offers it again (docs/manage-booking.md).
      ...channelOf(existing?.payment_details ?? null),
      ...result.details,
      amount: result.amount,
    };
    const base = {
      payment_method: result.method,
      paid_by: existing?.paid_by ?? session.booked_by,
      now: result.now,
    };
    const lapsed = session.status === 'EXPIRED' || session.status === 'CANCELLED';
    const notBookable = async (reason: string, cancel: boolean) => {
      const failed = await writeOrder(tx, session, {
        ...base,
        status: 'FAILED',
        payment_details: { ...details, reason, refund_required: true },
        paid_at: result.now,
      });
      return markRefundRequired(tx, failed, reason, result.now, { cancel });
    };
    // A split whose company part was given back at expiry cannot complete on the personal part.
    if (lapsed && (await companyPartReleased(tx, session))) {
      return { order: await notBookable('company_part_released', false), already: false };
    }
    if (lapsed && !(await retakeHolds(tx, session.id, result.now))) {
      return { order: await notBookable('sold_out_after_payment', false), already: false };
    }
    const refused = await bookOrRefuse(tx, session.id);
    if (refused) return { order: await notBookable(refused.reason, true), already: false };
    if (!lapsed) await consumeHolds(tx, session.id, result.now);
    const order = await writeOrder(tx, session, {
      ...base,
      status: 'SUCCESSFUL',
      payment_details: details,
      paid_at: result.now,
    });
    await setSessionStatus(tx, session.id, 'COMPLETED', result.now);
    await orderPaid(tx, session, order, result.now, { cashBack: !companyPartPaid(session) });
    await assignOrderToTrip(tx, order.id);
    return { order, already: false };
  });
}

/**
 * A verified decline or cancel: the order is FAILED and the session OPEN again (while its
 * hold lasts; a lapsed one is expired and released). A late failure after a success changes
 * nothing.
 */
export async function recordGatewayFailure(
  db: Db,
  failure: Omit<GatewayResult, 'amount' | 'currency'>,
): Promise<OrderRow | null> {
  return (await settleGatewayFailure(db, failure)).order;
}

/**
 * recordGatewayFailure, telling whether it changed nothing (`already`): after a success, a
 * replay of the failure already recorded, or a failure of an earlier attempt than the one under
 * way (`details.order_ref` names the attempt when the rail gives one).
 */
export async function settleGatewayFailure(
  db: Db,
  failure: Omit<GatewayResult, 'amount' | 'currency'>,
): Promise<{ order: OrderRow | null; already: boolean }> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, failure.sessionId);
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL' || existing?.refund_status) {
      return { order: existing, already: true };
    }
    const ref = failure.details.order_ref;
    const current = existing?.payment_details?.order_ref;
    if (existing && ref !== undefined && current !== undefined) {
      const replay = existing.status === 'FAILED' && current === ref;
      if (replay || current !== ref) return { order: existing, already: true };
    }
    if (session.status === 'PROCESSING') {
      const lapsed = session.expired_at.getTime() <= failure.now.getTime();
      if (lapsed) await expireLockedSessions(tx, [session.id], failure.now);
      else await setSessionStatus(tx, session.id, 'OPEN', failure.now);
    }
    const order = await writeOrder(tx, session, {
      status: 'FAILED',
      payment_method: failure.method,
      paid_by: existing?.paid_by ?? null,
      payment_details: failure.details,
      paid_at: null,
      now: failure.now,
    });
    return { order, already: false };
  });
}
