/** Shared by the refund and order e-mail tests: paying by card through the Stripe sandbox. */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMessenger } from '../../../server/providers/messaging/index';
import { listOutbox } from '../../../server/providers/messaging/outbox-repository';
import type { FollowUpDeps } from '../../../server/domain/checkout/order-follow-ups';
import type { AccountsTestApp } from '../accounts/support';
import { pay } from './support';

const INTENT = `mutation($s: ID) {
  create_stripe_payment_intent(payment_checkout_session_id: $s) { id client_secret status } }`;

/** Starts a card payment of the session; returns the PaymentIntent. */
export async function startCard(t: AccountsTestApp, token: string, sessionId: string) {
  const r = await pay(t.app, token, INTENT, { s: sessionId });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_stripe_payment_intent as { id: string; client_secret: string };
}

/** The traveller's card form (Stripe.js in production) confirms the intent in the sandbox. */
export async function confirmCard(
  t: AccountsTestApp,
  intent: { id: string; client_secret: string },
  card = '4242424242424242',
) {
  const r = await t.app.inject({
    method: 'POST',
    url: `/dev/stripe/v1/payment_intents/${intent.id}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      key: t.config.paymentRails.card!.publishableKey,
      client_secret: intent.client_secret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
      return_url: `${t.config.paymentRails.origin}/checkout/success-hotel`,
    }).toString(),
  });
  return r.json() as { status: string };
}

/** The refunds the Stripe sandbox made for a PaymentIntent (as the SDK lists them). */
export async function stripeRefunds(t: AccountsTestApp, intentId: string) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/dev/stripe/v1/refunds?payment_intent=${intentId}&limit=100`,
    headers: { authorization: `Bearer ${t.config.paymentRails.card!.secretKey}` },
  });
  return (r.json() as { data: { id: string; amount: number; status: string }[] }).data;
}

/** Stripe's webhook for the intent as it is now, signed with the endpoint's secret. */
export async function signedIntentEvent(t: AccountsTestApp, intentId: string) {
  const card = t.config.paymentRails.card!;
  const read = await t.app.inject({
    method: 'GET',
    url: `/dev/stripe/v1/payment_intents/${intentId}`,
    headers: { authorization: `Bearer ${card.secretKey}` },
  });
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(t.clock.now().getTime() / 1000),
    data: { object: read.json() },
  });
  const at = Math.floor(t.clock.now().getTime() / 1000);
  const v1 = createHmac('sha256', card.webhookSecret).update(`${at}.${payload}`).digest('hex');
  return { payload, signature: `t=${at},v1=${v1}` };
}

export const deliverWebhook = (t: AccountsTestApp, event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/** Runs `fn` while the sandbox's webhooks are lost on the way (Stripe would retry later). */
export async function webhooksLost<T>(t: AccountsTestApp, fn: () => Promise<T>): Promise<T> {
  const card = t.config.paymentRails.card!;
  const url = card.webhookUrl;
  card.webhookUrl = `${t.config.paymentRails.origin}/dev/stripe/lost`;
  try {
    return await fn();
  } finally {
    card.webhookUrl = url;
  }
}

/** What the app's follow-ups use, for calling them directly (the sweep, races). */
export function followUpDeps(t: AccountsTestApp): FollowUpDeps {
  return {
    db: t.database.db,
    rails: t.app.paymentRails,
    messenger: createMessenger(t.config.auth, t.database.db, t.clock, t.app.log),
    origin: t.config.paymentRails.origin,
  };
}

/** The e-mails in the development outbox that name this order. */
export async function mailsOf(t: AccountsTestApp, orderId: string) {
  const all = await listOutbox(t.database.db, { limit: 500 });
  return all.filter((m) => m.channel === 'email' && m.text.includes(orderId));
}

export async function count(t: AccountsTestApp, query: ReturnType<typeof sql>) {
  const { rows } = await t.database.db.execute<{ n: number | string }>(query);
  return Number(rows[0]?.n ?? 0);
}
