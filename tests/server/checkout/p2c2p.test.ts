import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathOf, queryOf } from '../payments/support';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

/*
 * A checkout paid through 2C2P end to end: creat_p2c2p_payment, the /dev/2c2p sandbox's
 * hosted page, its signed backend notification, the payment sink, settle.ts.
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['mai', 'stranger'] });

const START = `mutation($s: ID!, $ch: String!, $r: String!) {
  creat_p2c2p_payment(payment_checkout_session_id: $s, channel_code: $ch, redirect_url: $r) { pay_link } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) {
  status price payment_method { type p2c2p } } }`;

const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);
const newCart = async () => {
  const r = await as('mai', CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users.mai.token, r.data.create_cart.id);
  return r.data.create_cart as { id: string; price: number; cart_token: string };
};
const ruleOf = (r: { errors?: { extensions?: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;

/** The channels the sandbox's page offers (its radio buttons). */
const offered = (html: string) =>
  [...html.matchAll(/name="channel" value="(\w+)"/g)].map((m) => m[1]);

async function payOnSandbox(link: string, outcome: 'success' | 'fail' | 'cancel') {
  const page = await t().app.inject({ method: 'GET', url: pathOf(link) });
  expect(page.statusCode).toBe(200);
  const r = await t().app.inject({
    method: 'POST',
    url: pathOf(link),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&channel=${offered(page.body)[0]}`,
  });
  expect(r.statusCode).toBe(303);
  return r.headers.location as string;
}

describe('p2c2p_options', () => {
  it('lists the channels with logos, by category and group', async () => {
    const all = await as('mai', `{ p2c2p_options { channel_code name logo_url } }`);
    expect(all.data.p2c2p_options.map((o: { channel_code: string }) => o.channel_code)).toEqual([
      'CC',
      'QR',
      'DPAY',
    ]);
    for (const o of all.data.p2c2p_options as { channel_code: string; logo_url: string }[]) {
      expect(o.logo_url).toBe(`/payments/2c2p/${o.channel_code}.svg`);
      expect(existsSync(`public${o.logo_url}`)).toBe(true);
    }
    const qr = await as('mai', `{ p2c2p_options(category_code: "qr") { channel_code } }`);
    expect(qr.data.p2c2p_options).toEqual([{ channel_code: 'QR' }]);
    const none = await as('mai', `{ p2c2p_options(group_code: "NOPE") { channel_code } }`);
    expect(none.data.p2c2p_options).toEqual([]);
  });
});

describe('creat_p2c2p_payment', () => {
  it('pays through the sandbox: pay link, backend notification, one SUCCESSFUL order', async () => {
    const s = await newCart();
    const r = await as('mai', START, { s: s.id, ch: 'qr', r: '/checkout/success-hotel' });
    expect(r.errors).toBeUndefined();
    const link = r.data.creat_p2c2p_payment.pay_link as string;
    expect(pathOf(link)).toMatch(/^\/dev\/2c2p\/pay\//);
    const back = await payOnSandbox(link, 'success');
    expect(back).toContain('/checkout/success-hotel');
    expect(queryOf(new URL(back, 'http://x').toString()).paymentResponse).toBeTruthy();
    const order = await as('mai', ORDER, { s: s.id });
    expect(order.data.user_order).toMatchObject({
      status: 'SUCCESSFUL',
      price: s.price,
      payment_method: { type: 'P2C2P' },
    });
  });

  it('the hosted page offers only the channel chosen in checkout, and refuses another', async () => {
    const s = await newCart();
    const r = await as('mai', START, { s: s.id, ch: 'QR', r: '/checkout/success-hotel' });
    const link = r.data.creat_p2c2p_payment.pay_link as string;
    const page = await t().app.inject({ method: 'GET', url: pathOf(link) });
    expect(offered(page.body)).toEqual(['QR']);
    const card = await t().app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success&channel=CC',
    });
    expect(card.statusCode).toBe(400);
    expect((await as('mai', ORDER, { s: s.id })).data.user_order?.status).not.toBe('SUCCESSFUL');
    await payOnSandbox(link, 'success');
    expect((await as('mai', ORDER, { s: s.id })).data.user_order.status).toBe('SUCCESSFUL');
  });

  it('a rejected payment reopens the checkout for another try', async () => {
    const s = await newCart();
    const first = await as('mai', START, { s: s.id, ch: 'CC', r: '/checkout/success-hotel' });
    await payOnSandbox(first.data.creat_p2c2p_payment.pay_link, 'fail');
    expect((await as('mai', ORDER, { s: s.id })).data.user_order.status).toBe('FAILED');
    const again = await as('mai', START, { s: s.id, ch: 'CC', r: '/checkout/success-hotel' });
    await payOnSandbox(again.data.creat_p2c2p_payment.pay_link, 'success');
    expect((await as('mai', ORDER, { s: s.id })).data.user_order.status).toBe('SUCCESSFUL');
  });

  // `/\\evil.example/x` used to reach 2C2P as http://evil.example/x: the payer, and the
  // signed paymentResponse, went to another site.
  it.each([
    '/\\evil.example/x',
    '//evil.example/x',
    '/\t/evil.example',
    '/.//evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('a return to %j lands on the checkout result page of this site', async (r) => {
    const s = await newCart();
    const ours = await as('mai', START, { s: s.id, ch: 'CC', r: '/checkout/success-hotel' });
    const origin = new URL(await payOnSandbox(ours.data.creat_p2c2p_payment.pay_link, 'fail'))
      .origin;
    const again = await as('mai', START, { s: s.id, ch: 'CC', r });
    expect(again.errors).toBeUndefined();
    const back = new URL(await payOnSandbox(again.data.creat_p2c2p_payment.pay_link, 'success'));
    expect(back.origin).toBe(origin);
    expect(back.pathname).toBe('/checkout/success-hotel');
    expect(back.searchParams.get('cart')).toBe(s.cart_token);
  });

  it('refuses an unknown channel and another traveller', async () => {
    const s = await newCart();
    expect(ruleOf(await as('mai', START, { s: s.id, ch: 'BTC', r: '/x' }))).toBe('unknown');
    const r = await as('stranger', START, { s: s.id, ch: 'CC', r: '/x' });
    expect(r.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await as('mai', ORDER, { s: s.id })).data.user_order).toBeNull();
  });
});

describe('the 2C2P return relayed by the result page', () => {
  const relay = (query: Record<string, string>) =>
    t().app.inject({
      method: 'POST',
      url: '/payments/returns/2c2p',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });

  it('asks 2C2P about the invoice it names and records the answer once', async () => {
    const s = await newCart();
    const r = await as('mai', START, { s: s.id, ch: 'CC', r: '/checkout/success-hotel' });
    const back = await payOnSandbox(r.data.creat_p2c2p_payment.pay_link, 'cancel');
    const { paymentResponse } = queryOf(new URL(back, 'http://x').toString());
    const answer = await relay({ paymentResponse });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).not.toBe('SUCCEEDED');
    expect((await as('mai', ORDER, { s: s.id })).data.user_order.status).not.toBe('SUCCESSFUL');
  });

  it('refuses a paymentResponse that names no invoice, and changes nothing', async () => {
    const s = await newCart();
    await as('mai', START, { s: s.id, ch: 'CC', r: '/checkout/success-hotel' });
    const forged = Buffer.from(JSON.stringify({ respCode: '2000' })).toString('base64');
    const answer = await relay({ paymentResponse: forged });
    expect(answer.statusCode).toBe(400);
    expect((await as('mai', ORDER, { s: s.id })).data.user_order.status).toBe('PROCESSING');
  });
});
