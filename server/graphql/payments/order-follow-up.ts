import type { Clock } from '../../domain/context/clock.js';
import { travelDocumentFile } from '../../domain/bookings/travel-document-file.js';
import {
  followUpOrder,
  withOrderFollowUps,
  type FollowUpDeps,
} from '../../domain/checkout/order-follow-ups.js';
import type { OrderRow } from '../../domain/checkout/orders.js';
import { createCheckoutPaymentSink } from '../../domain/checkout/payment-sink.js';
import { withChangePayments } from '../../domain/bookings/change-payment-settle.js';
import type { PaymentNotificationSink } from '../../providers/payments/index.js';
import type { RequestContext } from '../context.js';

export function followUpDeps(ctx: RequestContext): FollowUpDeps | null {
  const services = ctx.auth?.services;
  if (!services) return null;
  return {
    db: ctx.database.db,
    rails: ctx.paymentRails,
    messenger: services.messenger,
    origin: ctx.config.paymentRails.origin,
    travelDocument: travelDocumentFile(ctx.database.db),
  };
}

/**
 * The checkout sink for a result this request learnt from a gateway (confirm_payment): settled,
 * then followed up like a notification (refund if unbookable, the order's e-mail).
 */
export function followedUpSink(ctx: RequestContext, clock: Clock): PaymentNotificationSink {
  const sink = createCheckoutPaymentSink(ctx.database.db, clock);
  const deps = followUpDeps(ctx);
  if (!deps) return sink;
  const failed = (err: unknown) => ctx.auth?.services.log.error({ err }, 'order follow-up failed');
  // A flight change's own payment (`CHG…` refs) settles its change (bookings/).
  return withChangePayments(
    withOrderFollowUps(sink, deps, () => clock.now(), failed),
    deps,
    () => clock.now(),
    failed,
  );
}

/**
 * After a wallet or corporate payment commits (docs/checkout.md "Order e-mails"): its e-mail,
 * and the refund notice when the supplier refused. The payment is done whatever happens here:
 * a failure is logged and the follow-up sweep sends it later.
 */
export async function followUpPaid(
  ctx: RequestContext,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const deps = followUpDeps(ctx);
  if (!deps) return order;
  try {
    return (await followUpOrder(deps, order.id, now)) ?? order;
  } catch (err) {
    ctx.auth?.services.log.error({ err, order: order.id }, 'order follow-up failed');
    return order;
  }
}
