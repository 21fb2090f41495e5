import type Stripe from 'stripe';
/**
 * Paying a checkout by card (docs/checkout.md "Gateway payments"): one Stripe PaymentIntent per
 * session, reused however often the browser asks (its order reference is the session's own,
 * and the rail's idempotency key is made of it and the amount). The browser confirms it with
 * Stripe.js; Stripe's signed webhook settles the order through the payment sink.
 */
import { AppError } from '../../errors.js';
import { asInputError, description, payableSession, type GatewayDeps } from './gateway-payments.js';
import { sessionRef } from './order-ref.js';
import { orderOfSession } from './orders.js';
import { ensureCustomer } from './saved-cards.js';
import { beginGatewayPayment, refuse } from './settle.js';
import { currentSession } from './sessions.js';
import { amountDue } from './split-payment.js';

const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;

/**
 * Stripe's intent status in the SDL's spelling (`requires_action` → `REQUIRES_ACTION`). A status
 * Stripe adds later is not passed on as if the contract knew it: it is an error, logged.
 */
function statusOf(status: Stripe.PaymentIntent.Status) {
  const known = INTENT_STATUSES.find((s) => s === status);
  if (!known) throw new Error(`Stripe answered an intent status the contract lacks: ${status}`);
  return known.toUpperCase() as Uppercase<(typeof INTENT_STATUSES)[number]>;
}

const fieldError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** stripe_config: what Stripe.js needs in the browser. */
export function stripeConfig(deps: GatewayDeps) {
  if (!deps.rails.CARD || !deps.publishableKey) {
    throw refuse('unavailable', 'CARD payments are not offered.');
  }
  // Offline, Stripe.js cannot load: the sandbox's card page stands in for it (docs/payments.md).
  return {
    publishable_key: deps.publishableKey,
    sandbox_pay_url: deps.rails.CARD.sandbox ? '/dev/stripe/pay' : null,
  };
}

/** create_stripe_payment_intent(cart_token | payment_checkout_session_id). */
export async function startCardPayment(
  deps: GatewayDeps,
  userId: string,
  args: { cart_token?: string | null; payment_checkout_session_id?: string | null },
  locale: string,
  now: Date,
) {
  let sessionId = args.payment_checkout_session_id ?? null;
  if (!sessionId && args.cart_token) {
    const found = await currentSession(deps.db, userId, { cart_token: args.cart_token }, now);
    if (!found) throw new AppError('NOT_FOUND', 'No such checkout session.');
    sessionId = found.id;
  }
  if (!sessionId) {
    throw fieldError('cart_token', 'required', 'Give cart_token or payment_checkout_session_id.');
  }
  const { session } = await payableSession(deps, userId, sessionId, 'CARD', now);
  const card = deps.rails.CARD!;
  const orderRef = sessionRef(session.id);
  const start = await card
    .createPayment({
      orderRef,
      amount: amountDue(session),
      description: description(session, locale),
      returnUrl: deps.origin,
      locale: locale === 'en' ? 'en' : 'vi',
      // The payer's saved cards may confirm it (docs/payments.md "Saved cards").
      customer: await ensureCustomer(deps, userId),
    })
    .catch(asInputError);
  if (start.kind !== 'CLIENT_SECRET') throw new Error('card rail did not give a client secret');
  const order = await beginGatewayPayment(deps.db, userId, session.id, 'CARD', now, {
    order_ref: orderRef,
    payment_intent: start.providerToken,
  });
  if (order.status === 'SUCCESSFUL') throw refuse('paid', 'This checkout is already paid.');
  // Stripe answers a repeated create with the first response: read the intent's state now.
  const intent = await card.stripe.paymentIntents.retrieve(start.providerToken);
  return {
    id: intent.id,
    client_secret: start.clientSecret,
    status: statusOf(intent.status),
  };
}

/** stripe_payment_intent: the card intent of a checkout the caller sees; null if none. */
export async function cardPaymentOf(
  deps: GatewayDeps,
  userId: string,
  sessionId: string,
  now: Date,
) {
  const session = await currentSession(deps.db, userId, { id: sessionId }, now);
  const card = deps.rails.CARD;
  if (!session || !card) return null;
  const order = await orderOfSession(deps.db, session.id);
  if (order?.payment_method !== 'CARD') return null;
  const details = order.payment_details ?? {};
  // Kept when the intent was made; a webhook's record names it as the provider's transaction.
  const id = details.payment_intent ?? details.provider_txn_id;
  if (typeof id !== 'string' || !id.startsWith('pi_')) return null;
  const intent = await card.stripe.paymentIntents.retrieve(id);
  return {
    id: intent.id,
    client_secret: intent.client_secret,
    status: statusOf(intent.status),
  };
}
