import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expireChangePayments,
  sweepChangePaymentRefunds,
} from '../../../server/domain/bookings/change-payment-settle';
import { pathOf, queryOf } from '../payments/support';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import {
  confirmCard,
  count,
  deliverWebhook,
  followUpDeps,
  mailsOf,
  signedIntentEvent,
  startCard,
  stripeRefunds,
  webhooksLost,
} from '../checkout/support-refunds';
import { buildDearerChange, economyFlex } from './dearer-change';

/*
 * A dearer flight change on a card-paid booking (docs/manage-booking.md "A dearer change paid by
 * card or VNPay"): the new seats held while the card pays the difference through Stripe's
 * sandbox (3-D Secure included); the change made once when the success arrives — by the
 * webhook, by the return, twice, 50 at once —; a decline and a lapse give the seats back and
 * change nothing; a success after the lapse is refunded to the card.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  {
    seats: 9,
    rooms: 5,
    people: ['ok', 'tds', 'race', 'decline', 'lapse', 'other', 'vnp', 'vnpx', 'vnpl'],
  },
);

const START = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  start_booking_change_payment(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    id status method total fare_difference change_fee client_secret sandbox_pay_url pay_link
    flight { code } } }`;
const READ = `query($id: ID!, $p: ID!) { booking_change_payment(id: $id, payment_id: $p) {
  id status total refund { status amount method } } }`;
const CHANGE = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  change_booking(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) { id } }`;
const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  booking_codes order { price } changes { to_flight { code } total refund { status } } } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** HAN → DAD in 12 days, and the same 800,000 dearer in 15 (dearer-change.ts). */
let booked: string;
let dearer: string;
const opt = economyFlex;

beforeAll(async () => {
  ({ booked, dearer } = await buildDearerChange(db()));
});

const seatsLeft = async (instance: string) =>
  count(t(), sql`select seats_left as n from flight_fares where instance_id = ${instance}::uuid`);

/** One adult on VN357 paid by card; the order id. */
async function paidByCard(who: string) {
  const r = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const session = r.data.create_cart.id as string;
  await addDetails(t(), world.users[who].token, session);
  const intent = await startCard(t(), world.users[who].token, session);
  expect((await confirmCard(t(), intent)).status).toBe('succeeded');
  const { rows } = await db().execute<{ id: string }>(
    sql`select id from user_orders where payment_checkout_session_id = ${session}::uuid`,
  );
  return rows[0].id;
}

/** Starts paying the change to VN367; the attempt and its PaymentIntent. */
async function startChange(who: string, orderId: string) {
  const r = await as(who, START, { id: orderId, leg: 'departure', ...opt(dearer) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const attempt = r.data.start_booking_change_payment;
  const { rows } = await db().execute<{ provider_txn_id: string }>(
    sql`select provider_txn_id from booking_change_payments where id = ${attempt.id}::uuid`,
  );
  return { attempt, intent: { id: rows[0].provider_txn_id, client_secret: attempt.client_secret } };
}

const changesOf = (orderId: string) =>
  count(t(), sql`select count(*) as n from booking_changes where user_order_id = ${orderId}::uuid`);
const changeMails = async (orderId: string) =>
  (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
const read = async (who: string, orderId: string, paymentId: string) =>
  (await as(who, READ, { id: orderId, p: paymentId })).data.booking_change_payment;

describe('a dearer flight on a card-paid booking', () => {
  it('the card pays the difference: changed once, by the return and by the webhook, e-mailed', async () => {
    const orderId = await paidByCard('ok');
    const before = (await as('ok', BOOKING, { id: orderId })).data.user_booking;
    const seats = { booked: await seatsLeft(booked), dearer: await seatsLeft(dearer) };

    // change_booking points at the card payment; nothing is changed by it.
    const refused = await as('ok', CHANGE, { id: orderId, leg: 'departure', ...opt(dearer) });
    expect(refused.errors?.[0].extensions?.fields?.[0]?.rule).toBe('payment_required');

    const { attempt, intent } = await startChange('ok', orderId);
    expect(attempt).toMatchObject({
      status: 'PENDING',
      method: 'CARD',
      total: 800_000,
      fare_difference: 800_000,
      change_fee: 0,
      flight: { code: 'VN367' },
      sandbox_pay_url: '/dev/stripe/pay',
    });
    expect(attempt.client_secret).toBeTruthy();
    // The new seat is held while the card pays; the old one is still the traveller's.
    expect(await seatsLeft(dearer)).toBe(seats.dearer - 1);
    expect(await seatsLeft(booked)).toBe(seats.booked);
    expect((await as('ok', BOOKING, { id: orderId })).data.user_booking.changes).toEqual([]);

    // Paid while Stripe's webhook is lost: the return (reading the attempt) settles it.
    await webhooksLost(t(), async () => {
      expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    });
    expect(await changesOf(orderId)).toBe(0);
    expect(await read('ok', orderId, attempt.id)).toMatchObject({ status: 'PAID', refund: null });
    // Then the webhook arrives, twice, and the return again: nothing more.
    const event = await signedIntentEvent(t(), intent.id);
    for (let i = 0; i < 2; i++) expect((await deliverWebhook(t(), event)).statusCode).toBe(200);
    expect((await read('ok', orderId, attempt.id)).status).toBe('PAID');

    expect(await changesOf(orderId)).toBe(1);
    const page = (await as('ok', BOOKING, { id: orderId })).data.user_booking;
    expect(page.changes).toEqual([{ to_flight: { code: 'VN367' }, total: 800_000, refund: null }]);
    expect(page.order.price).toBe(before.order.price + 800_000);
    expect(page.booking_codes).toHaveLength(1);
    expect(page.booking_codes[0]).not.toBe(before.booking_codes[0]);
    expect(await seatsLeft(dearer)).toBe(seats.dearer - 1);
    expect(await seatsLeft(booked)).toBe(seats.booked + 1);
    // No wallet movement; no refund on the card.
    expect(
      await count(
        t(),
        sql`select count(*) as n from ledger_transactions where user_order_id = ${orderId}::uuid`,
      ),
    ).toBe(0);
    expect(await stripeRefunds(t(), intent.id)).toEqual([]);
    const mails = await changeMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Đã thanh toán 800.000');
    expect(mails[0].text).toContain('bằng thẻ Visa •••• 4242');
    // Asked again after the change: the paid attempt, no second one.
    const again = await as('ok', START, { id: orderId, leg: 'departure', ...opt(dearer) });
    expect(again.data.start_booking_change_payment).toMatchObject({
      id: attempt.id,
      status: 'PAID',
      client_secret: null,
    });
  });

  it('3-D Secure: the change is made when the challenge is completed', async () => {
    const orderId = await paidByCard('tds');
    const { attempt, intent } = await startChange('tds', orderId);
    const confirmed = (await confirmCard(t(), intent, '4000002500003155')) as unknown as {
      status: string;
      next_action: { redirect_to_url: { url: string } };
    };
    expect(confirmed.status).toBe('requires_action');
    expect((await read('tds', orderId, attempt.id)).status).toBe('PENDING');
    const challenge = pathOf(confirmed.next_action.redirect_to_url.url);
    const done = await t().app.inject({
      method: 'POST',
      url: challenge,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(303);
    expect((await read('tds', orderId, attempt.id)).status).toBe('PAID');
    expect(await changesOf(orderId)).toBe(1);
  });

  it('50 starts and 50 confirmations at once → one attempt, one charge, one change, one e-mail', async () => {
    const orderId = await paidByCard('race');
    const seats = await seatsLeft(dearer);
    const started = await Promise.all(
      Array.from({ length: 50 }, () =>
        as('race', START, { id: orderId, leg: 'departure', ...opt(dearer) }),
      ),
    );
    expect(started.filter((r) => r.errors)).toEqual([]);
    const ids = new Set(started.map((r) => r.data.start_booking_change_payment.id));
    expect(ids.size).toBe(1);
    const secrets = new Set(started.map((r) => r.data.start_booking_change_payment.client_secret));
    expect(secrets.size).toBe(1);
    expect(await seatsLeft(dearer)).toBe(seats - 1);
    const [id] = [...ids];
    const { rows } = await db().execute<{ provider_txn_id: string }>(
      sql`select provider_txn_id from booking_change_payments where user_order_id = ${orderId}::uuid`,
    );
    expect(rows).toHaveLength(1);
    const intent = { id: rows[0].provider_txn_id, client_secret: [...secrets][0] };
    await webhooksLost(t(), () => confirmCard(t(), intent));
    const event = await signedIntentEvent(t(), intent.id);
    await Promise.all([
      ...Array.from({ length: 25 }, () => deliverWebhook(t(), event)),
      ...Array.from({ length: 25 }, () => read('race', orderId, id)),
    ]);
    expect(await changesOf(orderId)).toBe(1);
    expect((await read('race', orderId, id)).status).toBe('PAID');
    expect(await seatsLeft(dearer)).toBe(seats - 1);
    expect(await changeMails(orderId)).toHaveLength(1);
    expect(await stripeRefunds(t(), intent.id)).toEqual([]);
  });

  it('a declined card gives the seats back and changes nothing', async () => {
    const orderId = await paidByCard('decline');
    const before = (await as('decline', BOOKING, { id: orderId })).data.user_booking;
    const seats = await seatsLeft(dearer);
    const { attempt, intent } = await startChange('decline', orderId);
    expect(await seatsLeft(dearer)).toBe(seats - 1);
    expect((await confirmCard(t(), intent, '4000000000000002')).status).not.toBe('succeeded');
    expect((await read('decline', orderId, attempt.id)).status).toBe('FAILED');
    expect(await seatsLeft(dearer)).toBe(seats);
    expect(await changesOf(orderId)).toBe(0);
    const after = (await as('decline', BOOKING, { id: orderId })).data.user_booking;
    expect(after).toEqual(before);
  });

  it('a lapse gives the seats back; a success after it is refunded to the card, once', async () => {
    const orderId = await paidByCard('lapse');
    const before = (await as('lapse', BOOKING, { id: orderId })).data.user_booking;
    const seats = await seatsLeft(dearer);
    const { attempt, intent } = await startChange('lapse', orderId);
    // Not yet: nothing ends.
    expect(await expireChangePayments(db(), t().clock.now())).toBe(0);
    const later = new Date(t().clock.now().getTime() + 16 * 60_000);
    expect(await expireChangePayments(db(), later)).toBe(1);
    expect(await expireChangePayments(db(), later)).toBe(0);
    expect((await read('lapse', orderId, attempt.id)).status).toBe('EXPIRED');
    expect(await seatsLeft(dearer)).toBe(seats);

    // The card pays after all (the traveller's page was still open): given back, once.
    expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    await deliverWebhook(t(), await signedIntentEvent(t(), intent.id));
    await sweepChangePaymentRefunds(followUpDeps(t()), t().clock.now(), (e) => {
      throw e;
    });
    expect(await read('lapse', orderId, attempt.id)).toMatchObject({
      status: 'EXPIRED',
      refund: { status: 'SUCCEEDED', amount: 800_000, method: 'CARD' },
    });
    expect(await stripeRefunds(t(), intent.id)).toEqual([
      expect.objectContaining({ amount: 800_000, status: 'succeeded' }),
    ]);
    expect(await changesOf(orderId)).toBe(0);
    expect(await seatsLeft(dearer)).toBe(seats);
    expect((await as('lapse', BOOKING, { id: orderId })).data.user_booking).toEqual(before);
  });

  it('another traveller cannot start or read it', async () => {
    const orderId = await paidByCard('other');
    const { attempt } = await startChange('other', orderId);
    const r = await as('ok', START, { id: orderId, leg: 'departure', ...opt(dearer) });
    expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await read('ok', orderId, attempt.id)).toBeNull();
  });
});

const VNPAY = `mutation($s: ID!, $r: String!) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r, type: VNBANK) { pay_link } }`;

/** Pays a VNPay link in its sandbox with `outcome`; where VNPay sends the payer back. */
async function payVnpay(link: string, outcome: 'success' | 'cancel') {
  await t().app.inject({ method: 'GET', url: pathOf(link) });
  const done = await t().app.inject({
    method: 'POST',
    url: '/dev/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome }).toString(),
  });
  expect(done.statusCode).toBe(303);
  return String(done.headers.location);
}

/** The booking page posts VNPay's signed return query (as for a checkout's result page). */
const relayReturn = (location: string) =>
  t().app.inject({
    method: 'POST',
    url: '/payments/returns/vnpay',
    payload: { query: queryOf(location) },
  });

/** One adult on VN357 paid through VNPay; the order id. */
async function paidByVnpay(who: string) {
  const r = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const session = r.data.create_cart.id as string;
  await addDetails(t(), world.users[who].token, session);
  const v = await as(who, VNPAY, { s: session, r: '/checkout/success-flight' });
  if (v.errors) throw new Error(JSON.stringify(v.errors));
  await payVnpay(v.data.create_vnpay_payment.pay_link, 'success');
  const { rows } = await db().execute<{ id: string; status: string }>(
    sql`select id, status from user_orders where payment_checkout_session_id = ${session}::uuid`,
  );
  expect(rows[0].status).toBe('SUCCESSFUL');
  return rows[0].id;
}

describe('a dearer flight on a VNPay-paid booking', () => {
  it('VNPay takes the difference: changed once by the IPN, the return then changes nothing', async () => {
    const orderId = await paidByVnpay('vnp');
    const before = (await as('vnp', BOOKING, { id: orderId })).data.user_booking;
    const seats = { booked: await seatsLeft(booked), dearer: await seatsLeft(dearer) };
    const r = await as('vnp', START, { id: orderId, leg: 'departure', ...opt(dearer) });
    expect(r.errors).toBeUndefined();
    const attempt = r.data.start_booking_change_payment;
    expect(attempt).toMatchObject({ status: 'PENDING', method: 'VNPAY', total: 800_000 });
    const link = new URL(attempt.pay_link as string);
    expect(link.searchParams.get('vnp_TxnRef')).toMatch(/^CHG[0-9A-F]{16}$/);
    expect(link.searchParams.get('vnp_Amount')).toBe('80000000');
    const back = new URL(link.searchParams.get('vnp_ReturnUrl')!);
    expect(back.pathname).toBe('/account/bookings/detail');
    expect(back.searchParams.get('change_payment')).toBe(attempt.id);

    const location = await payVnpay(attempt.pay_link, 'success');
    expect(await changesOf(orderId)).toBe(1);
    for (let i = 0; i < 2; i++) {
      const relayed = await relayReturn(location);
      expect(relayed.json()).toMatchObject({ status: 'SUCCEEDED', outcome: 'ALREADY_CONFIRMED' });
    }
    expect((await read('vnp', orderId, attempt.id)).status).toBe('PAID');
    expect(await changesOf(orderId)).toBe(1);
    const page = (await as('vnp', BOOKING, { id: orderId })).data.user_booking;
    expect(page.order.price).toBe(before.order.price + 800_000);
    expect(page.booking_codes[0]).not.toBe(before.booking_codes[0]);
    expect(await seatsLeft(dearer)).toBe(seats.dearer - 1);
    expect(await seatsLeft(booked)).toBe(seats.booked + 1);
    const mails = await changeMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Đã thanh toán 800.000');
    expect(mails[0].text).toContain('bằng tài khoản VNPay');
  });

  it('cancelled on VNPay’s page: the return gives the seats back, nothing changes', async () => {
    const orderId = await paidByVnpay('vnpx');
    const before = (await as('vnpx', BOOKING, { id: orderId })).data.user_booking;
    const seats = await seatsLeft(dearer);
    const r = await as('vnpx', START, { id: orderId, leg: 'departure', ...opt(dearer) });
    const attempt = r.data.start_booking_change_payment;
    expect(await seatsLeft(dearer)).toBe(seats - 1);
    const location = await payVnpay(attempt.pay_link, 'cancel');
    expect((await relayReturn(location)).json()).toMatchObject({ outcome: 'ACCEPTED' });
    expect((await read('vnpx', orderId, attempt.id)).status).toBe('FAILED');
    expect(await seatsLeft(dearer)).toBe(seats);
    expect(await changesOf(orderId)).toBe(0);
    expect((await as('vnpx', BOOKING, { id: orderId })).data.user_booking).toEqual(before);
  });

  it('paid on VNPay after the lapse: refunded through VNPay once, nothing changes', async () => {
    const orderId = await paidByVnpay('vnpl');
    const before = (await as('vnpl', BOOKING, { id: orderId })).data.user_booking;
    const later = new Date(t().clock.now().getTime() + 16 * 60_000);
    // The earlier tests' unpaid attempts lapse first, so the seats counted are this one's.
    await expireChangePayments(db(), later);
    const seats = await seatsLeft(dearer);
    const r = await as('vnpl', START, { id: orderId, leg: 'departure', ...opt(dearer) });
    const attempt = r.data.start_booking_change_payment;
    expect(await expireChangePayments(db(), later)).toBe(1);
    expect((await read('vnpl', orderId, attempt.id)).status).toBe('EXPIRED');
    expect(await seatsLeft(dearer)).toBe(seats);
    const location = await payVnpay(attempt.pay_link, 'success');
    await relayReturn(location);
    await sweepChangePaymentRefunds(followUpDeps(t()), t().clock.now(), (e) => {
      throw e;
    });
    expect(await read('vnpl', orderId, attempt.id)).toMatchObject({
      status: 'EXPIRED',
      refund: { status: 'SUCCEEDED', amount: 800_000, method: 'VNPAY' },
    });
    const { rows } = await db().execute<{ refund_details: Record<string, unknown> }>(
      sql`select refund_details from booking_change_payments where id = ${attempt.id}::uuid`,
    );
    expect(rows[0].refund_details).toMatchObject({ attempts: 1, rail: 'VNPAY' });
    expect(await changesOf(orderId)).toBe(0);
    expect(await seatsLeft(dearer)).toBe(seats);
    expect((await as('vnpl', BOOKING, { id: orderId })).data.user_booking).toEqual(before);
  });
});
