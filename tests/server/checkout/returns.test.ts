import { describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { pathOf, queryOf } from '../payments/support';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

/*
 * Gateway returns relayed by the browser (server/http/payment-returns.ts): verified like an IPN,
 * settled by the same idempotent sink. A cancellation on VNPay's page sends no IPN: the relay
 * is what frees the checkout for another way to pay.
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['hoa'] });

const VNPAY = `mutation($s: ID!, $r: String!) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r) { pay_link } }`;
const STATE = `query($c: String!, $s: ID) { payment_checkout_session(cart_token: $c) { status }
  user_order(payment_checkout_session_id: $s) { status payment_method { type } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status } }`;

type Cart = { id: string; cart_token: string };
const as = (query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users.hoa.token, query, variables);
const state = async (cart: Cart) => {
  const r = await as(STATE, { c: cart.cart_token, s: cart.id });
  return { session: r.data.payment_checkout_session.status, order: r.data.user_order };
};

/** A cart sent to the VNPay sandbox; returns the query VNPay puts on the return URL. */
async function throughVnpay(outcome: 'success' | 'fail' | 'cancel') {
  const cart = (await as(CREATE_CART, { input: hotelInput(world) })).data.create_cart as Cart;
  await addDetails(t(), world.users.hoa.token, cart.id);
  const link = (await as(VNPAY, { s: cart.id, r: '/checkout/success-hotel?cart=x' })).data
    .create_vnpay_payment.pay_link as string;
  await t().app.inject({ method: 'GET', url: pathOf(link) });
  const done = await t().app.inject({
    method: 'POST',
    url: '/dev/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome }).toString(),
  });
  expect(done.statusCode).toBe(303);
  const query = Object.fromEntries(
    [...new URL(String(done.headers.location)).searchParams].filter(([k]) => k.startsWith('vnp_')),
  );
  return { cart, query };
}

const relay = (gateway: string, query: unknown) =>
  t().app.inject({ method: 'POST', url: `/payments/returns/${gateway}`, payload: { query } });

describe('POST /payments/returns/vnpay', () => {
  it('a cancellation reopens the checkout; another method then pays it; a replay changes nothing', async () => {
    const { cart, query } = await throughVnpay('cancel');
    expect(query.vnp_ResponseCode).toBe('24');
    expect(await state(cart)).toEqual({
      session: 'PROCESSING',
      order: { status: 'PROCESSING', payment_method: { type: 'VNPAY' } },
    });

    const first = await relay('vnpay', query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'CANCELLED', outcome: 'ACCEPTED' });
    expect(await state(cart)).toEqual({
      session: 'OPEN',
      order: { status: 'FAILED', payment_method: { type: 'VNPAY' } },
    });
    expect((await relay('vnpay', query)).json()).toEqual({
      status: 'CANCELLED',
      outcome: 'ALREADY_CONFIRMED',
    });

    await creditWalletTopUp(t().database.db, world.users.hoa.id, 5_000_000, 'VND', 'top-up:ret-1');
    expect((await as(WALLET, { s: cart.id })).data.pay_with_wallet.status).toBe('SUCCESSFUL');
    // A late relay of the cancellation cannot undo the payment.
    expect((await relay('vnpay', query)).json().outcome).toBe('ALREADY_CONFIRMED');
    expect(await state(cart)).toEqual({
      session: 'COMPLETED',
      order: { status: 'SUCCESSFUL', payment_method: { type: 'WALLET' } },
    });
  });

  it('a success already told by the IPN is confirmed once', async () => {
    const { cart, query } = await throughVnpay('success');
    expect((await relay('vnpay', query)).json()).toEqual({
      status: 'SUCCEEDED',
      outcome: 'ALREADY_CONFIRMED',
    });
    expect(await state(cart)).toEqual({
      session: 'COMPLETED',
      order: { status: 'SUCCESSFUL', payment_method: { type: 'VNPAY' } },
    });
  });

  it('refuses a tampered or malformed return and changes nothing', async () => {
    const { cart, query } = await throughVnpay('cancel');
    const forged = await relay('vnpay', {
      ...query,
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: 'INVALID_SIGNATURE' });
    expect((await relay('vnpay', 'vnp_Amount=1')).statusCode).toBe(400);
    expect((await relay('paypal', query)).statusCode).toBe(404);
    expect(await state(cart)).toEqual({
      session: 'PROCESSING',
      order: { status: 'PROCESSING', payment_method: { type: 'VNPAY' } },
    });
  });
});

describe('returns per client address', () => {
  const from = (ip: string) =>
    t().app.inject({
      method: 'POST',
      url: '/payments/returns/paypal',
      headers: { 'x-forwarded-for': ip },
      payload: { query: {} },
    });

  it('answers 429 RATE_LIMITED with Retry-After after 60 a minute (payment_return_ip)', async () => {
    for (let i = 0; i < 60; i++) expect((await from('198.18.7.1')).statusCode).toBe(404);
    const refused = await from('198.18.7.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.18.7.2')).statusCode).toBe(404);
  });
});
