import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULTS } from '../../../server/providers/payments/config';
import { createStripeCardRail } from '../../../server/providers/payments/stripe-card';
import { PaymentProviderError, PaymentVerificationError } from '../../../server/providers/payments';
import { TestClock } from '../accounts/support';
import { pathOf, queryOf, usePaymentsApp } from './support';

const t = usePaymentsApp();
const RETURN = 'http://127.0.0.1:5173/checkout/success-hotel?session=9';
const request = (orderRef: string, amount: number) => ({
  orderRef,
  amount,
  description: 'Khách sạn Hội An, 2 đêm',
  returnUrl: RETURN,
  locale: 'en' as const,
});
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** What Stripe.js does in the browser: confirm with the publishable key and client secret. */
async function confirmInBrowser(clientSecret: string, card: string) {
  const id = clientSecret.split('_secret_')[0];
  return t().app.inject({
    method: 'POST',
    url: `/dev/stripe/v1/payment_intents/${id}/confirm`,
    ...form({
      key: SANDBOX_DEFAULTS.stripePublishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
      return_url: RETURN,
    }),
  });
}

async function start(orderRef: string, amount: number) {
  const { app, orders } = t();
  orders.open(orderRef, amount);
  const started = await app.paymentRails.CARD!.createPayment(request(orderRef, amount));
  if (started.kind !== 'CLIENT_SECRET') throw new Error('expected a client secret');
  return started;
}

describe('Stripe card rail over the official SDK and the /dev/stripe sandbox', () => {
  it('4242 succeeds: the signed webhook pays the order and the return reads as succeeded', async () => {
    const { app, orders } = t();
    const started = await start('WFCARD0001', 1_800_000);
    expect(started.publishableKey).toBe(SANDBOX_DEFAULTS.stripePublishableKey);
    expect(started.clientSecret.startsWith(`${started.providerToken}_secret_`)).toBe(true);
    const confirmed = await confirmInBrowser(started.clientSecret, '4242 4242 4242 4242');
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      amount: 1_800_000,
      currency: 'vnd',
    });
    expect(orders.orders.get('WFCARD0001')?.status).toBe('PAID');
    // The webhook carries the Charge's id; the rail reads the card's network and last 4 from it.
    expect(orders.received.at(-1)).toMatchObject({
      rail: 'CARD',
      providerTxnId: started.providerToken,
      card: { brand: 'visa', last4: '4242' },
    });
    const back = await app.paymentRails.CARD!.verifyReturn!({
      query: { payment_intent: started.providerToken },
      headers: {},
      body: '',
    });
    expect(back).toMatchObject({
      orderRef: 'WFCARD0001',
      amount: 1_800_000,
      status: 'SUCCEEDED',
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('a succeeded intent has a Charge: an id when read plainly, the card (never its number) expanded', async () => {
    const { app, orders } = t();
    const started = await start('WFCARD0009', 900_000);
    await confirmInBrowser(started.clientSecret, '5555 5555 5555 4444');
    expect(orders.received.at(-1)).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    const read = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/dev/stripe/v1/payment_intents/${started.providerToken}${query}`,
        headers: { authorization: `Bearer ${SANDBOX_DEFAULTS.stripeSecretKey}` },
      });
    const plain = (await read('')).json();
    expect(plain.latest_charge).toMatch(/^ch_/);
    const expanded = await read('?expand[0]=latest_charge');
    expect(expanded.json().latest_charge).toMatchObject({
      id: plain.latest_charge,
      object: 'charge',
      payment_intent: started.providerToken,
      payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
    });
    expect(expanded.body).not.toContain('5555555555554444');
  });

  it('0002 is declined (402 card_declined), recorded, and another card then pays', async () => {
    const { orders } = t();
    const started = await start('WFCARD0002', 500_000);
    const declined = await confirmInBrowser(started.clientSecret, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(orders.orders.get('WFCARD0002')).toMatchObject({ status: 'OPEN', failures: 1 });
    const retried = await confirmInBrowser(started.clientSecret, '4242424242424242');
    expect(retried.json().status).toBe('succeeded');
    expect(orders.orders.get('WFCARD0002')?.status).toBe('PAID');
  });

  it('3155 asks for 3-D Secure; completing it pays and returns to the return URL', async () => {
    const { app, orders } = t();
    const started = await start('WFCARD0003', 2_000_000);
    const confirmed = (await confirmInBrowser(started.clientSecret, '4000002500003155')).json();
    expect(confirmed.status).toBe('requires_action');
    expect(orders.orders.get('WFCARD0003')?.status).toBe('OPEN');
    const challenge = confirmed.next_action.redirect_to_url.url as string;
    expect((await app.inject({ method: 'GET', url: pathOf(challenge) })).statusCode).toBe(200);
    const done = await app.inject({
      method: 'POST',
      url: pathOf(challenge),
      ...form({ outcome: 'complete' }),
    });
    expect(done.statusCode).toBe(303);
    const location = String(done.headers.location);
    expect(location.startsWith(`${RETURN}&payment_intent=${started.providerToken}`)).toBe(true);
    expect(queryOf(location).redirect_status).toBe('succeeded');
    expect(orders.orders.get('WFCARD0003')?.status).toBe('PAID');
    expect(orders.received.at(-1)).toMatchObject({ card: { brand: 'visa', last4: '3155' } });
  });

  it('a failed 3-D Secure is a failed payment', async () => {
    const { app, orders } = t();
    const started = await start('WFCARD0004', 2_000_000);
    const confirmed = (await confirmInBrowser(started.clientSecret, '4000002500003155')).json();
    const done = await app.inject({
      method: 'POST',
      url: pathOf(confirmed.next_action.redirect_to_url.url),
      ...form({ outcome: 'fail' }),
    });
    expect(queryOf(String(done.headers.location)).redirect_status).toBe('failed');
    expect(orders.orders.get('WFCARD0004')).toMatchObject({ status: 'OPEN', failures: 1 });
    const back = await app.paymentRails.CARD!.verifyReturn!({
      query: queryOf(String(done.headers.location)),
      headers: {},
      body: '',
    });
    expect(back).toMatchObject({
      status: 'FAILED',
      providerCode: 'payment_intent_authentication_failure',
    });
  });

  it('the sandbox card page stands in for Elements: decline shown in place, then 3-D Secure', async () => {
    const { app, orders } = t();
    const started = await start('WFCARD0005', 750_000);
    const page = await app.inject({
      method: 'GET',
      url: `/dev/stripe/pay?${new URLSearchParams({ client_secret: started.clientSecret, return_url: RETURN })}`,
    });
    expect(page.statusCode).toBe(200);
    const pay = (number: string) =>
      app.inject({
        method: 'POST',
        url: '/dev/stripe/pay',
        ...form({ client_secret: started.clientSecret, return_url: RETURN, number }),
      });
    const declined = await pay('4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    const challenged = await pay('4000 0025 0000 3155');
    expect(challenged.statusCode).toBe(303);
    const done = await app.inject({
      method: 'POST',
      url: pathOf(String(challenged.headers.location)),
      ...form({ outcome: 'complete' }),
    });
    expect(String(done.headers.location)).toContain('redirect_status=succeeded');
    expect(orders.orders.get('WFCARD0005')).toMatchObject({ status: 'PAID', failures: 1 });
  });

  it('one PaymentIntent per order and amount, however often the checkout asks', async () => {
    const first = await start('WFCARD0006', 300_000);
    const again = await t().app.paymentRails.CARD!.createPayment(request('WFCARD0006', 300_000));
    expect(again.kind === 'CLIENT_SECRET' && again.providerToken).toBe(first.providerToken);
  });

  it('a browser cannot read or confirm an intent without its client secret', async () => {
    const { app } = t();
    const started = await start('WFCARD0007', 300_000);
    const peek = await app.inject({
      method: 'GET',
      url: `/dev/stripe/v1/payment_intents/${started.providerToken}?key=${SANDBOX_DEFAULTS.stripePublishableKey}`,
    });
    expect(peek.statusCode).toBe(401);
    const wrong = await confirmInBrowser(
      `${started.providerToken}_secret_guess`,
      '4242424242424242',
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses webhooks that are forged, changed or stale, and settles nothing', async () => {
    const { app, orders } = t();
    orders.open('WFCARD0008', 100_000);
    const now = Math.floor(t().clock.now().getTime() / 1000);
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_x',
          object: 'payment_intent',
          amount: 100_000,
          currency: 'vnd',
          status: 'succeeded',
          metadata: { order_ref: 'WFCARD0008' },
          last_payment_error: null,
        },
      },
    });
    const sign = (
      payload: string,
      at = now,
      secret: string = SANDBOX_DEFAULTS.stripeWebhookSecret,
    ) => `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
    const post = (payload: string, signature: string) =>
      app.inject({
        method: 'POST',
        url: '/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    expect((await post(body, sign(body, now, 'whsec_other'))).statusCode).toBe(400);
    expect((await post(body.replace('100000', '1000'), sign(body))).statusCode).toBe(400);
    expect((await post(body, sign(body, now - 301))).statusCode).toBe(400);
    expect(orders.orders.get('WFCARD0008')?.status).toBe('OPEN');
    // Signed by hand with the right secret: believed.
    const accepted = await post(body, sign(body));
    expect(accepted.json()).toEqual({ received: true, outcome: 'ACCEPTED' });
    expect(orders.orders.get('WFCARD0008')?.status).toBe('PAID');
    const replay = await post(body, sign(body));
    expect(replay.json()).toEqual({ received: true, outcome: 'ALREADY_CONFIRMED' });
  });
});

describe('Stripe card rail errors', () => {
  it('a wrong secret key is a provider error; a bad return is not believed', async () => {
    const { config, app } = t();
    const rail = createStripeCardRail(
      { ...config.paymentRails.card!, secretKey: 'sk_test_wrong' },
      {
        clock: new TestClock(),
        fetch: async (url, init) => {
          const u = new URL(url);
          return app
            .inject({
              method: init.method as 'POST',
              url: `${u.pathname}${u.search}`,
              headers: init.headers as Record<string, string>,
              payload: init.body as string,
            })
            .then(
              (r) =>
                new Response(r.body, {
                  status: r.statusCode,
                  headers: { 'content-type': 'application/json' },
                }),
            );
        },
      },
    );
    await expect(rail.createPayment(request('WFCARD0009', 100_000))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(
      rail.verifyReturn!({ query: { payment_intent: 'nope' }, headers: {}, body: '' }),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });
});
