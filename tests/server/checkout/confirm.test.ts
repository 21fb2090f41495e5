import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOST_IPN,
  newCart as newCartOf,
  paidWithoutIpn as paidWithoutIpnOf,
  VNPAY,
} from './lost-ipn';
import { pay, useCheckoutApp } from './support';

/*
 * confirm_payment: the order's truth comes from the gateway (VNPay querydr against the sandbox's
 * merchant API), never from the browser; settled through the same sink as the IPN, once.
 * The IPN is lost on purpose (VNPAY_SANDBOX_IPN_URL answers nothing useful).
 */

const { t, world } = useCheckoutApp(
  { VNPAY_SANDBOX_IPN_URL: LOST_IPN },
  { seats: 9, rooms: 20, people: ['hoa', 'stranger'] },
);

const CONFIRM = `mutation($s: ID!, $c: String) { confirm_payment(payment_checkout_session_id: $s, cart_token: $c) {
  id status price payment_method { type } } }`;

const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);
const count = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<{ n: number }>(query);
  return Number(rows[0].n);
};
const newCart = () => newCartOf(t(), world);
const paidWithoutIpn = (outcome: 'success' | 'fail' = 'success') =>
  paidWithoutIpnOf(t(), world, outcome);

describe('confirm_payment asks the gateway', () => {
  it('completes a VNPay payment whose IPN was lost, from querydr', async () => {
    const cart = await paidWithoutIpn();
    const before = await as(
      'hoa',
      `query($s: ID) { user_order(payment_checkout_session_id: $s) { status } }`,
      { s: cart.id },
    );
    expect(before.data.user_order.status).toBe('PROCESSING');
    const r = await as('hoa', CONFIRM, { s: cart.id, c: cart.cart_token });
    expect(r.errors).toBeUndefined();
    expect(r.data.confirm_payment).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { type: 'VNPAY' },
    });
    const again = await as('hoa', CONFIRM, { s: cart.id });
    expect(again.data.confirm_payment.status).toBe('SUCCESSFUL');
    expect(
      await count(sql`select count(*)::int as n from checkout_holds
      where payment_checkout_session_id = ${cart.id}::uuid and state = 'CONSUMED'`),
    ).toBeGreaterThan(0);
  });

  it('a declined payment reopens the checkout', async () => {
    const cart = await paidWithoutIpn('fail');
    const r = await as('hoa', CONFIRM, { s: cart.id });
    expect(r.data.confirm_payment.status).toBe('FAILED');
    const s = await as(
      'hoa',
      `query($c: String!) { payment_checkout_session(cart_token: $c) { status } }`,
      { c: cart.cart_token },
    );
    expect(s.data.payment_checkout_session.status).toBe('OPEN');
  });

  it('a payer who never reached the gateway stays PROCESSING (VNPay: no such transaction)', async () => {
    const cart = await newCart();
    await as('hoa', VNPAY, { s: cart.id, r: '/checkout/success-hotel' });
    const r = await as('hoa', CONFIRM, { s: cart.id });
    expect(r.data.confirm_payment.status).toBe('PROCESSING');
  });

  it('another traveller gets nothing, and nothing is settled for them', async () => {
    const cart = await paidWithoutIpn();
    const r = await as('stranger', CONFIRM, { s: cart.id });
    expect(r.errors![0].extensions.code).toBe('NOT_FOUND');
    const wrongCart = await as('hoa', CONFIRM, { s: cart.id, c: 'not-this-cart' });
    expect(wrongCart.errors![0].extensions.code).toBe('NOT_FOUND');
    expect(
      await count(sql`select count(*)::int as n from user_orders
      where payment_checkout_session_id = ${cart.id}::uuid and status = 'SUCCESSFUL'`),
    ).toBe(0);
  });

  it('a checkout with no payment started is refused, naming the field', async () => {
    const cart = await newCart();
    const r = await as('hoa', CONFIRM, { s: cart.id });
    expect(r.errors![0].extensions.fields[0]).toMatchObject({
      field: 'payment_checkout_session_id',
      rule: 'not_started',
    });
  });

  it('50 concurrent confirm_payment of one paid checkout: one order, one charge, one booking', async () => {
    const cart = await paidWithoutIpn();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => as('hoa', CONFIRM, { s: cart.id })),
    );
    expect(answers.filter((a) => a.errors)).toHaveLength(0);
    expect(answers.every((a) => a.data.confirm_payment.status === 'SUCCESSFUL')).toBe(true);
    const sid = cart.id;
    expect(
      await count(
        sql`select count(*)::int as n from user_orders where payment_checkout_session_id = ${sid}::uuid`,
      ),
    ).toBe(1);
    // One charge: one reward/point effect of the payment and one paid_at.
    expect(
      await count(sql`select count(*)::int as n from user_orders
      where payment_checkout_session_id = ${sid}::uuid and status = 'SUCCESSFUL' and paid_at is not null`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from shopping_items
      where payment_checkout_session_id = ${sid}::uuid and booking_code is not null`),
    ).toBe(
      await count(
        sql`select count(*)::int as n from shopping_items where payment_checkout_session_id = ${sid}::uuid`,
      ),
    );
    expect(
      await count(sql`select count(distinct booking_code)::int as n from shopping_items
      where payment_checkout_session_id = ${sid}::uuid`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from checkout_holds
      where payment_checkout_session_id = ${sid}::uuid and state <> 'CONSUMED'`),
    ).toBe(0);
    // The payment's effects happened once: one booking history entry, one points entry at most.
    const orderId = sql`(select id from user_orders where payment_checkout_session_id = ${sid}::uuid)`;
    expect(
      await count(
        sql`select count(*)::int as n from user_history_entries where user_order_id = ${orderId}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from user_point_entries where user_order_id = ${orderId}`,
      ),
    ).toBeLessThanOrEqual(1);
  });
});
