import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptRef } from '../../../server/domain/checkout/order-ref';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import { reconcilePendingPayments } from '../../../server/domain/checkout/reconcile';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from '../checkout/support';

/*
 * A 2C2P attempt the gateway does not know (paymentInquiry answers respCode 2002 "Transaction
 * not found": the sandbox restarted, or the pay link was never used) used to throw on every
 * reconciliation pass, each logged as "payment reconciliation failed" for 48 hours. It is now a
 * typed answer: nothing is logged; while its pay link can still be used the order waits; once
 * the checkout's hold (the link's expiry) has passed, the attempt is recorded FAILED and is not
 * asked about again (docs/payments.md "An attempt the gateway does not know").
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 20, people: ['mai'] });

const START = `mutation($s: ID!) { creat_p2c2p_payment(payment_checkout_session_id: $s,
  channel_code: "CC", redirect_url: "/checkout/success-hotel") { pay_link } }`;
const STATE = `query($c: String!, $s: ID) { payment_checkout_session(cart_token: $c) { status }
  user_order(payment_checkout_session_id: $s) { status payment_method { type } } }`;

const as = (query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users.mai.token, query, variables);

describe('2C2P reconciliation of an attempt the gateway does not know', () => {
  it('logs nothing, waits while the link can be used, then fails the attempt once', async () => {
    const created = await as(CREATE_CART, { input: hotelInput(world) });
    const cart = created.data.create_cart as { id: string; cart_token: string };
    await addDetails(t(), world.users.mai.token, cart.id);
    expect((await as(START, { s: cart.id })).errors).toBeUndefined();
    // What 2C2P was told is forgotten: the order names an invoice it never saw.
    const unknown = attemptRef(cart.id);
    await t().database.db.execute(sql`update user_orders
      set payment_details = payment_details || ${JSON.stringify({ order_ref: unknown })}::jsonb
      where payment_checkout_session_id = ${cart.id}::uuid`);

    const { database, clock, app } = t();
    const errors: unknown[] = [];
    const pass = () =>
      reconcilePendingPayments(
        database.db,
        { rails: app.paymentRails, sink: createCheckoutPaymentSink(database.db, clock) },
        clock.now(),
        { olderThanSeconds: 300, onError: (err) => errors.push(err) },
      );
    const state = async () => {
      const r = await as(STATE, { c: cart.cart_token, s: cart.id });
      return { session: r.data.payment_checkout_session.status, order: r.data.user_order.status };
    };

    clock.advance(6 * 60); // old enough to ask about, inside the 15-minute hold
    expect(await pass()).toEqual({ NOT_FOUND: 1 });
    expect(await pass()).toEqual({ NOT_FOUND: 1 });
    expect(errors).toEqual([]);
    expect(await state()).toEqual({ session: 'PROCESSING', order: 'PROCESSING' });

    clock.advance(10 * 60); // the hold, and with it the pay link, has ended
    expect(await pass()).toEqual({ NOT_FOUND_FAILED: 1 });
    expect(errors).toEqual([]);
    expect(await state()).toEqual({ session: 'EXPIRED', order: 'FAILED' });
    const { rows } = await database.db.execute<{ code: string }>(sql`select
      payment_details->>'provider_code' as code from user_orders
      where payment_checkout_session_id = ${cart.id}::uuid`);
    expect(rows[0].code).toBe('2002');

    clock.advance(60);
    expect(await pass()).toEqual({}); // decided: not asked again
    expect(errors).toEqual([]);
  });
});
