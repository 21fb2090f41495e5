/** A VNPay payment made on the sandbox whose IPN never arrives (VNPAY_SANDBOX_IPN_URL: LOST_IPN). */
import { expect } from 'vitest';
import type { AccountsTestApp } from '../accounts/support';
import { pathOf, queryOf } from '../payments/support';
import { addDetails, CREATE_CART, hotelInput, pay, type CheckoutWorld } from './support';

/** Nothing listens there: the sandbox's IPN is lost. */
export const LOST_IPN = 'http://127.0.0.1:9/lost-ipn';

export const VNPAY = `mutation($s: ID!, $r: String!) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r, type: VNBANK) { pay_link } }`;

export type Cart = { id: string; cart_token: string };

export async function newCart(
  t: AccountsTestApp,
  world: CheckoutWorld,
  who = 'hoa',
): Promise<Cart> {
  const r = await pay(t.app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t, world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart;
}

/** Starts a VNPay payment of a new cart and pays it on the sandbox page. */
export async function paidWithoutIpn(
  t: AccountsTestApp,
  world: CheckoutWorld,
  outcome: 'success' | 'fail' = 'success',
): Promise<Cart> {
  const cart = await newCart(t, world);
  const r = await pay(t.app, world.users.hoa.token, VNPAY, {
    s: cart.id,
    r: '/checkout/success-hotel',
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const link = r.data.create_vnpay_payment.pay_link as string;
  await t.app.inject({ method: 'GET', url: pathOf(link) });
  const done = await t.app.inject({
    method: 'POST',
    url: '/dev/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome }).toString(),
  });
  expect(done.statusCode).toBe(303);
  return cart;
}
