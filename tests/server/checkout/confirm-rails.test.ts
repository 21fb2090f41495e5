import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../payments/support';
import { LOST_IPN, newCart } from './lost-ipn';
import { pay, useCheckoutApp } from './support';

/*
 * confirm_payment on the other queryable rails, their notifications lost: the card's
 * PaymentIntent is retrieved from Stripe (the SDK against /dev/stripe), 2C2P is asked through
 * paymentInquiry (signed JWT). Either way the order is settled once, from the gateway's answer.
 */

const { t, world } = useCheckoutApp(
  {
    STRIPE_SANDBOX_WEBHOOK_URL: LOST_IPN,
    P2C2P_BACKEND_RETURN_URL: 'http://127.0.0.1:9/lost-2c2p',
  },
  { seats: 9, rooms: 20, people: ['hoa'] },
);

const CONFIRM = `mutation($s: ID!) { confirm_payment(payment_checkout_session_id: $s) {
  status payment_method { type } } }`;
const INTENT = `mutation($s: ID) { create_stripe_payment_intent(payment_checkout_session_id: $s) {
  id client_secret status } }`;
const P2C2P = `mutation($s: ID!) {
  creat_p2c2p_payment(payment_checkout_session_id: $s, channel_code: "CC", redirect_url: "/checkout/success-hotel") { pay_link } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) { status } }`;
const as = (query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users.hoa.token, query, variables);

describe('confirm_payment: card and 2C2P', () => {
  it('a card paid on Stripe whose webhook was lost is confirmed from the PaymentIntent', async () => {
    const cart = await newCart(t(), world);
    const intent = (await as(INTENT, { s: cart.id })).data.create_stripe_payment_intent;
    // Not paid yet: Stripe says requires_payment_method, nothing changes.
    expect((await as(CONFIRM, { s: cart.id })).data.confirm_payment.status).toBe('PROCESSING');
    const paid = await t().app.inject({
      method: 'POST',
      url: `/dev/stripe/v1/payment_intents/${intent.id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        key: t().config.paymentRails.card!.publishableKey,
        client_secret: intent.client_secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        return_url: `${t().config.paymentRails.origin}/checkout/success-hotel`,
      }).toString(),
    });
    expect(paid.json().status).toBe('succeeded');
    expect((await as(ORDER, { s: cart.id })).data.user_order.status).toBe('PROCESSING');
    const r = await as(CONFIRM, { s: cart.id });
    expect(r.data.confirm_payment).toEqual({
      status: 'SUCCESSFUL',
      payment_method: { type: 'CARD' },
    });
  });

  it('a 2C2P payment whose backend notification was lost is confirmed from paymentInquiry', async () => {
    const cart = await newCart(t(), world);
    const link = (await as(P2C2P, { s: cart.id })).data.creat_p2c2p_payment.pay_link as string;
    await t().app.inject({ method: 'GET', url: pathOf(link) });
    const done = await t().app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success&channel=CC',
    });
    expect(done.statusCode).toBe(303);
    expect((await as(ORDER, { s: cart.id })).data.user_order.status).toBe('PROCESSING');
    const r = await as(CONFIRM, { s: cart.id });
    expect(r.data.confirm_payment).toEqual({
      status: 'SUCCESSFUL',
      payment_method: { type: 'P2C2P' },
    });
    // The sandbox kept its record in the database (paymentInquiry answers it after a restart).
    const { rows } = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from dev_gateway_transactions
        where gateway = 'P2C2P' and data->>'respCode' = '0000'`,
    );
    expect(Number(rows[0].n)).toBe(1);
  });
});
