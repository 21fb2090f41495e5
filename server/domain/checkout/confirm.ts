/**
 * confirm_payment(payment_checkout_session_id, cart_token?) (docs/checkout.md "Confirming and
 * reconciling"): the browser back from a gateway, or polling, asks for its order. The server
 * never believes the browser: while the order is PROCESSING on a gateway that can be asked
 * (card, VNPay, 2C2P) it asks the gateway (reconcile.ts) and settles the answer through the
 * same idempotent sink as notifications; for a bank transfer, the wallet or a corporate account
 * the order's current state is the answer. Only the checkout's traveller or booker (or the
 * order's payer) gets it; anyone else NOT_FOUND, exactly as an unknown id.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  PaymentProviderError,
  type PaymentNotificationSink,
  type PaymentRails,
} from '../../providers/payments/index.js';
import { findOrder, orderOfSession, presentOrder } from './orders.js';
import { reconcileOrder } from './reconcile.js';
import { refuse } from './settle.js';
import { findSession } from './sessions.js';

export interface ConfirmDeps {
  db: Db;
  rails: PaymentRails;
  sink: PaymentNotificationSink;
  /** A gateway that could not be asked is logged, and the order answered as it stands. */
  onGatewayError?: (err: unknown) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function confirmPayment(
  deps: ConfirmDeps,
  userId: string,
  args: { payment_checkout_session_id: string; cart_token?: string | null },
) {
  const notFound = () => new AppError('NOT_FOUND', 'No such checkout session.');
  if (!UUID.test(args.payment_checkout_session_id)) throw notFound();
  const session = await findSession(deps.db, userId, { id: args.payment_checkout_session_id });
  if (!session) throw notFound();
  if (args.cart_token != null && args.cart_token !== session.cart_token) throw notFound();
  const order = await orderOfSession(deps.db, session.id);
  if (!order) throw refuse('not_started', 'No payment of this checkout was started.');
  if (order.status === 'PROCESSING') {
    try {
      await reconcileOrder(deps.rails, deps.sink, order);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      deps.onGatewayError?.(err);
    }
  }
  const current = await findOrder(deps.db, userId, { payment_checkout_session_id: session.id });
  if (!current) throw notFound();
  return presentOrder(current);
}
