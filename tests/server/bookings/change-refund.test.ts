import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundChange, sweepChangeRefunds } from '../../../server/domain/bookings/change-refund';
import { corporateCredits } from '../../../server/db/schema';
import { buildCorporate } from '../support/corporate-builders';
import { buildFlight, inDays } from '../support/inventory-builders';
import { pathOf, queryOf } from '../payments/support';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import {
  confirmCard,
  count,
  followUpDeps,
  mailsOf,
  startCard,
  stripeRefunds,
} from '../checkout/support-refunds';

/*
 * A flight change whose total is negative, on a booking paid by card or VNPay
 * (docs/manage-booking.md "A change given back by card, VNPay, 2C2P or bank transfer"): the
 * part given back by the rail once (its own refund record, the change's row), shown on the
 * booking page and in the e-mail; a later cancellation refunds only what is left.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 5, people: ['card', 'race', 'vnp', 'later', 'boss', 'staff'] },
);

const CHANGE = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  change_booking(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    booking_codes order { price }
    changes { to_flight { code } total refund { status amount method } } } }`;
const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  order { price status } changes { id total refund { status amount method refunded_at } } } }`;
const CANCEL = `mutation($id: ID!) { cancel_booking(id: $id) { refund { status amount fee } } }`;
const VNPAY = `mutation($s: ID!, $r: String!) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r, type: VNBANK) { pay_link } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** HAN → DAD in 12 days on VN-ECO_FLEX (no change fee; no refund fee until 24 h before). */
let booked: string;
/** The same route and fare in 14 days: 800,000 cheaper for an adult. */
let cheaper: string;

const opt = (instance: string) => ({
  f: `local:${instance}:ECONOMY`,
  s: `local:${instance}:VN-ECO_FLEX`,
});

beforeAll(async () => {
  const leg = { from: 'HAN', to: 'DAD', minutes: 80 };
  booked = await buildFlight(db(), {
    ...leg,
    date: inDays(12),
    code: 'VN257',
    depart: '09:00',
    fares: [{ plan: 'VN-ECO_FLEX', adult: [1_500_000, 150_000] }],
  });
  cheaper = await buildFlight(db(), {
    ...leg,
    date: inDays(14),
    code: 'VN261',
    depart: '09:00',
    fares: [{ plan: 'VN-ECO_FLEX', adult: [700_000, 150_000] }],
  });
});

async function cart(who: string) {
  const r = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart.id as string;
}

const orderOfSession = async (session: string) =>
  (
    await db().execute<{ id: string; status: string }>(
      sql`select id, status from user_orders where payment_checkout_session_id = ${session}::uuid`,
    )
  ).rows[0];

/** One adult on VN257 paid by card; the order and the PaymentIntent. */
async function paidByCard(who: string) {
  const session = await cart(who);
  const intent = await startCard(t(), world.users[who].token, session);
  expect((await confirmCard(t(), intent)).status).toBe('succeeded');
  const order = await orderOfSession(session);
  expect(order.status).toBe('SUCCESSFUL');
  return { orderId: order.id, intent };
}

const changeRefunds = (orderId: string) =>
  db().execute<{ refund_status: string; refund_details: Record<string, unknown> }>(
    sql`select refund_status, refund_details from booking_changes where user_order_id = ${orderId}::uuid`,
  );

describe('a cheaper flight on a gateway-paid booking', () => {
  it('card: the difference less the fee goes back to the card once; page and e-mail say so', async () => {
    const { orderId, intent } = await paidByCard('card');
    const before = (await as('card', BOOKING, { id: orderId })).data.user_booking;
    const r = await as('card', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(r.errors).toBeUndefined();
    // 700,000 − 1,500,000 + 300,000 change fee = −500,000.
    expect(r.data.change_booking.changes).toEqual([
      {
        to_flight: { code: 'VN261' },
        total: -800_000,
        refund: { status: 'SUCCEEDED', amount: 800_000, method: 'CARD' },
      },
    ]);
    expect(r.data.change_booking.order.price).toBe(before.order.price - 800_000);
    expect(await stripeRefunds(t(), intent.id)).toEqual([
      expect.objectContaining({ amount: 800_000, status: 'succeeded' }),
    ]);
    // No wallet movement: the card gets it.
    expect(
      await count(
        t(),
        sql`select count(*) as n from ledger_transactions where user_order_id = ${orderId}::uuid`,
      ),
    ).toBe(0);
    const page = (await as('card', BOOKING, { id: orderId })).data.user_booking;
    expect(page.order.status).toBe('SUCCESSFUL');
    expect(page.changes[0].refund).toMatchObject({ status: 'SUCCEEDED', amount: 800_000 });
    expect(page.changes[0].refund.refunded_at).toBeTruthy();
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Đã hoàn 800.000');
    expect(mails[0].text).toContain('về thẻ Visa •••• 4242 đã thanh toán');
    expect(mails[0].text).not.toContain('ví Wayfare');

    // Asked again (the sweep, a replay): nothing more.
    await refundChange(followUpDeps(t()), page.changes[0].id ?? '', t().clock.now());
    await sweepChangeRefunds(followUpDeps(t()), t().clock.now(), (e) => {
      throw e;
    });
    expect(await stripeRefunds(t(), intent.id)).toHaveLength(1);

    // Cancelling later gives back only what is left on the card: price now, no fee (Flex).
    const c = await as('card', CANCEL, { id: orderId });
    expect(c.errors).toBeUndefined();
    expect(c.data.cancel_booking.refund).toMatchObject({
      status: 'SUCCEEDED',
      amount: before.order.price - 800_000,
      fee: 0,
    });
    const refunds = await stripeRefunds(t(), intent.id);
    expect(refunds.map((x) => x.amount).sort((a, b) => a - b)).toEqual(
      [800_000, before.order.price - 800_000].sort((a, b) => a - b),
    );
  });

  it('50 changes and 50 refund calls at once → one change, one refund on the card', async () => {
    const { orderId, intent } = await paidByCard('race');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as('race', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) }),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const rows = await db().execute<{ id: string }>(
      sql`select id from booking_changes where user_order_id = ${orderId}::uuid`,
    );
    expect(rows.rows).toHaveLength(1);
    // The rail's answer lost: the claim is retried by the sweep and callers at once.
    await db().execute(
      sql`update booking_changes set refund_status = 'REQUESTING', refund_requested_at = ${new Date(
        t().clock.now().getTime() - 10 * 60_000,
      ).toISOString()}::timestamptz where id = ${rows.rows[0].id}::uuid`,
    );
    await Promise.all(
      Array.from({ length: 50 }, () =>
        refundChange(followUpDeps(t()), rows.rows[0].id, t().clock.now()),
      ),
    );
    expect(await stripeRefunds(t(), intent.id)).toEqual([
      expect.objectContaining({ amount: 800_000 }),
    ]);
    expect((await changeRefunds(orderId)).rows[0].refund_status).toBe('SUCCEEDED');
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
  });

  it('VNPay: a part refund of what VNPay took', async () => {
    const session = await cart('vnp');
    const r = await as('vnp', VNPAY, { s: session, r: '/checkout/success-flight' });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const link = r.data.create_vnpay_payment.pay_link as string;
    await t().app.inject({ method: 'GET', url: pathOf(link) });
    const done = await t().app.inject({
      method: 'POST',
      url: '/dev/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...queryOf(link),
        bank: 'NCB',
        outcome: 'success',
      }).toString(),
    });
    expect(done.statusCode).toBe(303);
    const order = await orderOfSession(session);
    expect(order.status).toBe('SUCCESSFUL');
    const c = await as('vnp', CHANGE, { id: order.id, leg: 'departure', ...opt(cheaper) });
    expect(c.errors).toBeUndefined();
    expect(c.data.change_booking.changes[0].refund).toEqual({
      status: 'SUCCEEDED',
      amount: 800_000,
      method: 'VNPAY',
    });
    const row = (await changeRefunds(order.id)).rows[0];
    expect(row.refund_details).toMatchObject({ rail: 'VNPAY', provider_code: '00', attempts: 1 });
    const mails = (await mailsOf(t(), order.id)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails[0].text).toContain('về tài khoản VNPay đã thanh toán');
    // Cancelled later: VNPay is asked for what is left of its payment, not the whole.
    const price = c.data.change_booking.order.price as number;
    const x = await as('vnp', CANCEL, { id: order.id });
    expect(x.errors).toBeUndefined();
    expect(x.data.cancel_booking.refund).toMatchObject({ amount: price, fee: 0 });
    expect(['SUCCEEDED', 'PENDING']).toContain(x.data.cancel_booking.refund.status);
  });

  it('a company-paid ticket stays refused (company_paid): nothing changed, nothing refunded', async () => {
    const corp = await buildCorporate(db(), {
      owner: world.users.boss.id,
      name: 'Change Co',
      members: [{ user: world.users.staff.id }],
    });
    await db().insert(corporateCredits).values({ corporate_id: corp, max_debt: 100_000_000 });
    const session = await cart('staff');
    const paid = await as(
      'staff',
      `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) { id status } }`,
      { s: session },
    );
    expect(paid.data.pay_with_corporate.status).toBe('SUCCESSFUL');
    const orderId = paid.data.pay_with_corporate.id as string;
    const r = await as('staff', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(r.errors?.[0].extensions.fields[0]).toMatchObject({ rule: 'company_paid' });
    expect((await changeRefunds(orderId)).rows).toEqual([]);
    const page = (await as('staff', BOOKING, { id: orderId })).data.user_booking;
    expect(page.changes).toEqual([]);
  });

  it('a rail without a refund API (bank transfer): MANUAL, on the page and in the e-mail', async () => {
    const session = await cart('later');
    const got = await as(
      'later',
      `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { banks { qr } } }`,
      { s: session },
    );
    const begun = await as(
      'later',
      `mutation($s: ID!) { begin_bank_transfer(payment_checkout_session_id: $s) { status } }`,
      { s: session },
    );
    expect(begun.data.begin_bank_transfer.status).toBe('CONFIRMING');
    const sent = await t().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: got.data.bank_transfer.banks[0].qr },
    });
    expect(sent.json().notification.answer.outcome).toBe('ACCEPTED');
    const { id: orderId, status } = await orderOfSession(session);
    expect(status).toBe('SUCCESSFUL');
    const c = await as('later', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(c.errors).toBeUndefined();
    expect(c.data.change_booking.changes[0].refund).toEqual({
      status: 'MANUAL',
      amount: 800_000,
      method: 'BANK_TRANSFER',
    });
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails[0].text).toContain('Wayfare sẽ hoàn 800.000');
    expect(mails[0].text).toContain('về tài khoản ngân hàng đã thanh toán');
  });
});
