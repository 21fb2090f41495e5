import { followUpOrder } from '../../domain/checkout/order-follow-ups.js';
import type { OrderRow } from '../../domain/checkout/orders.js';
import type { RequestContext } from '../context.js';

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
  const services = ctx.auth?.services;
  if (!services) return order;
  const deps = {
    db: ctx.database.db,
    rails: ctx.paymentRails,
    messenger: services.messenger,
    origin: ctx.config.paymentRails.origin,
  };
  try {
    return (await followUpOrder(deps, order.id, now)) ?? order;
  } catch (err) {
    services.log.error({ err, order: order.id }, 'order follow-up failed');
    return order;
  }
}
