/**
 * What follows a payment once its transaction has committed (docs/checkout.md "Refunds",
 * "Order e-mails"): a refund that is due is made (refunds.ts), then the e-mail the order's
 * state calls for is sent (order-emails.ts). Each step claims the order first, so any number
 * of triggers — the GraphQL payment, a gateway's notification and its replays, the sweep —
 * make one refund and send each e-mail once. The sweep (`sweepOrderFollowUps`) catches what a
 * crash or a path without a trigger left: paid orders not yet confirmed (2 days back), refunds
 * due or to ask again, refund notices not sent.
 */
import type { Db } from '../../db/client.js';
import type { Messenger } from '../../providers/messaging/index.js';
import type {
  PaymentNotificationSink,
  PaymentRails,
  SettleOutcome,
} from '../../providers/payments/index.js';
import {
  sendCancellation,
  sendConfirmation,
  sendRefundNotice,
  type TravelDocumentFile,
} from './order-emails.js';
import { sessionIdOfRef } from './order-ref.js';
import { ordersToFollowUp } from './orders-repository.js';
import { orderOfSession, type OrderRow } from './orders.js';
import { refundOrder } from './refunds.js';

export interface FollowUpDeps {
  db: Db;
  rails: PaymentRails;
  messenger: Messenger;
  origin: string;
  /** The booking's PDF for its confirmation (order-emails.ts). */
  travelDocument?: TravelDocumentFile;
}

const CONFIRM_WITHIN_DAYS = 2;

/** Refunds the order if due, then sends its confirmation or refund notice (each once). */
export async function followUpOrder(
  deps: FollowUpDeps,
  orderId: string,
  now: Date,
): Promise<OrderRow | null> {
  const order = await refundOrder(deps, orderId, now);
  if (!order) return null;
  if (order.status === 'SUCCESSFUL') await sendConfirmation(deps, order.id, now);
  else {
    // A booking its traveller cancelled: first that it is cancelled, then the refund's notice.
    if (order.cancelled_at) await sendCancellation(deps, order.id, now);
    await sendRefundNotice(deps, order.id, now);
  }
  return order;
}

export async function followUpSession(deps: FollowUpDeps, sessionId: string, now: Date) {
  const order = await orderOfSession(deps.db, sessionId);
  return order ? followUpOrder(deps, order.id, now) : null;
}

/** Follows up to `limit` orders left without their follow-up; returns how many it looked at. */
export async function sweepOrderFollowUps(
  deps: FollowUpDeps,
  now: Date,
  onError: (err: unknown) => void,
  limit = 50,
): Promise<number> {
  const since = new Date(now.getTime() - CONFIRM_WITHIN_DAYS * 86_400_000).toISOString();
  const ids = await ordersToFollowUp(deps.db, since, limit);
  for (const id of ids) {
    await followUpOrder(deps, id, now).catch(onError);
  }
  return ids.length;
}

/**
 * The checkout sink, followed up: after a gateway's verified result is settled (committed),
 * its order is refunded if it could not be booked and its e-mail sent. A follow-up's failure
 * is reported, never turned into the gateway's answer (the sweep tries again).
 */
export function withOrderFollowUps(
  sink: PaymentNotificationSink,
  deps: FollowUpDeps,
  now: () => Date,
  onError: (err: unknown) => void,
): PaymentNotificationSink {
  return {
    async settle(result): Promise<SettleOutcome> {
      const outcome = await sink.settle(result);
      if ((outcome === 'ACCEPTED' || outcome === 'ALREADY_CONFIRMED') && result.orderRef) {
        try {
          const sessionId = await sessionIdOfRef(deps.db, result.orderRef);
          if (sessionId) await followUpSession(deps, sessionId, now());
        } catch (err) {
          onError(err);
        }
      }
      return outcome;
    },
  };
}
