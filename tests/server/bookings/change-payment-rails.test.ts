import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expireChangePayments,
  sweepChangePayments,
} from '../../../server/domain/bookings/change-payment-settle';
import { reconcileChangePayments } from '../../../server/domain/bookings/change-payment-reconcile';
import { withChangePayments } from '../../../server/domain/bookings/change-payment-settle';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import { jobHandlers, RECONCILE } from '../../../server/jobs/index';
import { bankSignatureHeader } from '../../../server/providers/payments/bank-transfer';
import { pathOf } from '../payments/support';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import { count, followUpDeps, mailsOf } from '../checkout/support-refunds';
import { LOST_IPN } from '../checkout/lost-ipn';
import { buildDearerChange, economyFlex } from './dearer-change';

/*
 * A dearer flight change on a booking paid through 2C2P or by bank transfer
 * (docs/manage-booking.md "A dearer change paid through the booking's rail"): 2C2P's hosted
 * page of the attempt's ref, offering the channel that paid the booking, its notification or
 * the reconciliation job settling it once; a bank transfer naming the ref, in parts, replayed
 * 50 times at once → one change; a late or excess payment left to accounting (MANUAL) with its
 * own e-mail, once.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  {
    seats: 9,
    rooms: 5,
    people: ['p2', 'p2lost', 'p2late', 'bk', 'bkrace', 'bklate', 'bkmore', 'stranger'],
  },
);

const START = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  start_booking_change_payment(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    id status method total pay_link client_secret
    bank_transfer { amount paid_amount currency memo banks { account name qr } }
    flight { code } } }`;
const READ = `query($id: ID!, $p: ID!) { booking_change_payment(id: $id, payment_id: $p) {
  id status total bank_transfer { paid_amount banks { qr } } refund { status amount method } } }`;
const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  booking_codes order { price } changes { to_flight { code } total } } }`;
const P2C2P = `mutation($s: ID!, $ch: String!, $r: String!) {
  creat_p2c2p_payment(payment_checkout_session_id: $s, channel_code: $ch, redirect_url: $r) { pay_link } }`;
const BANK = `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { banks { qr } } }`;

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

const seatsLeft = (instance: string) =>
  count(t(), sql`select seats_left as n from flight_fares where instance_id = ${instance}::uuid`);
const changesOf = (orderId: string) =>
  count(t(), sql`select count(*) as n from booking_changes where user_order_id = ${orderId}::uuid`);
const read = async (who: string, orderId: string, paymentId: string) =>
  (await as(who, READ, { id: orderId, p: paymentId })).data.booking_change_payment;
const refundMails = async (orderId: string) =>
  (await mailsOf(t(), orderId)).filter((m) =>
    /Hoàn tiền thanh toán đổi chuyến bay/.test(m.subject ?? ''),
  );
const later = () => new Date(t().clock.now().getTime() + 16 * 60_000);
const failOnError = (e: unknown) => {
  throw e;
};

/** A new cart of one adult on VN357 with its details; the session id. */
async function newCart(who: string) {
  const r = await as(who, CREATE_CART, {
    input: { flight: { departure: { id: opt(booked).f, seat_class_id: opt(booked).s } } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const session = r.data.create_cart.id as string;
  await addDetails(t(), world.users[who].token, session);
  return session;
}

async function orderOf(session: string) {
  const { rows } = await db().execute<{ id: string; status: string }>(
    sql`select id, status from user_orders where payment_checkout_session_id = ${session}::uuid`,
  );
  expect(rows[0].status).toBe('SUCCESSFUL');
  return rows[0].id;
}

/** The channels 2C2P's hosted page offers (its radio buttons). */
const offered = (html: string) =>
  [...html.matchAll(/name="channel" value="(\w+)"/g)].map((m) => m[1]);

/** Pays a 2C2P pay link on the sandbox page; where 2C2P sends the payer back. */
async function payP2c2p(link: string, outcome: 'success' | 'fail') {
  const page = await t().app.inject({ method: 'GET', url: pathOf(link) });
  expect(page.statusCode).toBe(200);
  const r = await t().app.inject({
    method: 'POST',
    url: pathOf(link),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&channel=${offered(page.body)[0]}`,
  });
  expect(r.statusCode).toBe(303);
  return { location: String(r.headers.location), channels: offered(page.body) };
}

/** One adult on VN357 paid through 2C2P's QR channel; the order id. */
async function paidByP2c2p(who: string) {
  const session = await newCart(who);
  const r = await as(who, P2C2P, { s: session, ch: 'QR', r: '/checkout/success-flight' });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await payP2c2p(r.data.creat_p2c2p_payment.pay_link, 'success');
  return orderOf(session);
}

/** 2C2P's backend notifications go nowhere while `fn` runs (a lost notification). */
async function notificationsLost<T>(fn: () => Promise<T>): Promise<T> {
  const config = t().config.paymentRails.p2c2p!;
  const url = config.backendReturnUrl;
  config.backendReturnUrl = LOST_IPN;
  try {
    return await fn();
  } finally {
    config.backendReturnUrl = url;
  }
}

const start = async (who: string, orderId: string) => {
  const r = await as(who, START, { id: orderId, leg: 'departure', ...opt(dearer) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.start_booking_change_payment;
};

/** The reconciliation job as the app runs it: checkout orders, then change attempts. */
function reconcileJob() {
  const { database, clock, app } = t();
  const sink = withChangePayments(
    createCheckoutPaymentSink(database.db, clock),
    followUpDeps(t()),
    () => clock.now(),
    failOnError,
  );
  const handlers = jobHandlers(
    {
      db: database.db,
      clock,
      rails: app.paymentRails,
      sink,
      followUps: null,
      approvals: null,
      onError: failOnError,
    },
    {
      pollMs: 50,
      leaseSeconds: 60,
      holdExpirySeconds: 0,
      reconcileSeconds: 60,
      reconcileAfterSeconds: 300,
      approvalsSeconds: 0,
      statementsSeconds: 0,
    },
  );
  const run = () => handlers[RECONCILE]({} as Parameters<(typeof handlers)[string]>[0]);
  return { run, sink, rails: app.paymentRails };
}

describe('a dearer flight on a 2C2P-paid booking', () => {
  it('2C2P’s page of the attempt offers the booking’s channel; its notification changes the flight once', async () => {
    const orderId = await paidByP2c2p('p2');
    const before = (await as('p2', BOOKING, { id: orderId })).data.user_booking;
    const seats = { booked: await seatsLeft(booked), dearer: await seatsLeft(dearer) };
    const attempt = await start('p2', orderId);
    expect(attempt).toMatchObject({
      status: 'PENDING',
      method: 'P2C2P',
      total: 800_000,
      client_secret: null,
      bank_transfer: null,
    });
    expect(pathOf(attempt.pay_link)).toMatch(/^\/dev\/2c2p\/pay\//);
    expect(await seatsLeft(dearer)).toBe(seats.dearer - 1);

    const { location, channels } = await payP2c2p(attempt.pay_link, 'success');
    // The channel that paid the booking, and only it.
    expect(channels).toEqual(['QR']);
    const back = new URL(location, 'http://x');
    expect(back.pathname).toBe('/account/bookings/detail');
    expect(back.searchParams.get('change_payment')).toBe(attempt.id);
    expect(await changesOf(orderId)).toBe(1);
    // The browser's return, relayed twice: nothing more.
    for (let i = 0; i < 2; i++) {
      const relayed = await t().app.inject({
        method: 'POST',
        url: '/payments/returns/2c2p',
        payload: { query: { paymentResponse: back.searchParams.get('paymentResponse') } },
      });
      expect(relayed.json()).toMatchObject({ outcome: 'ALREADY_CONFIRMED' });
    }
    expect((await read('p2', orderId, attempt.id)).status).toBe('PAID');
    expect(await changesOf(orderId)).toBe(1);
    const page = (await as('p2', BOOKING, { id: orderId })).data.user_booking;
    expect(page.order.price).toBe(before.order.price + 800_000);
    expect(page.booking_codes[0]).not.toBe(before.booking_codes[0]);
    expect(await seatsLeft(booked)).toBe(seats.booked + 1);
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('bằng tài khoản 2C2P');
  });

  it('the notification lost: the reconciliation job asks 2C2P and settles it, run twice → one change', async () => {
    const orderId = await paidByP2c2p('p2lost');
    // The token names where 2C2P notifies: nowhere that listens.
    const attempt = await notificationsLost(async () => {
      const started = await start('p2lost', orderId);
      await payP2c2p(started.pay_link, 'success');
      return started;
    });
    expect(await changesOf(orderId)).toBe(0);
    expect((await read('p2lost', orderId, attempt.id)).status).toBe('PENDING');

    const job = reconcileJob();
    const pass = () =>
      reconcileChangePayments(db(), job, t().clock.now(), {
        olderThanSeconds: 300,
        onError: failOnError,
      });
    // Too young: the job leaves it to the notification.
    expect(await pass()).toEqual({});
    t().clock.advance(301);
    expect(await pass()).toEqual({ ACCEPTED: 1 });
    expect(await changesOf(orderId)).toBe(1);
    // The job run twice more, at once (the app's handler: checkout orders, then changes).
    await Promise.all([job.run(), job.run()]);
    expect(await pass()).toEqual({});
    expect((await read('p2lost', orderId, attempt.id)).status).toBe('PAID');
    expect(await changesOf(orderId)).toBe(1);
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
  });

  it('paid after the lapse: nothing changes, the refund is left to accounting, e-mailed once', async () => {
    const orderId = await paidByP2c2p('p2late');
    const before = (await as('p2late', BOOKING, { id: orderId })).data.user_booking;
    await expireChangePayments(db(), later());
    const seats = await seatsLeft(dearer);
    const attempt = await start('p2late', orderId);
    expect(await expireChangePayments(db(), later())).toBe(1);
    expect(await seatsLeft(dearer)).toBe(seats);
    await payP2c2p(attempt.pay_link, 'success');
    await sweepChangePayments(followUpDeps(t()), t().clock.now(), failOnError);
    await sweepChangePayments(followUpDeps(t()), t().clock.now(), failOnError);
    expect(await read('p2late', orderId, attempt.id)).toMatchObject({
      status: 'EXPIRED',
      refund: { status: 'MANUAL', amount: 800_000, method: 'P2C2P' },
    });
    expect(await changesOf(orderId)).toBe(0);
    expect((await as('p2late', BOOKING, { id: orderId })).data.user_booking).toEqual(before);
    const mails = await refundMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('chuyến bay của bạn không được đổi');
    expect(mails[0].text).toMatch(/Wayfare sẽ hoàn 800\.000.* về tài khoản 2C2P đã thanh toán/);
  });
});

/** One adult on VN357 paid by one bank transfer of the whole price; the order id. */
async function paidByBank(who: string) {
  const session = await newCart(who);
  const r = await as(who, BANK, { s: session });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  expect(await transfer({ qr: r.data.bank_transfer.banks[0].qr })).toBe('ACCEPTED');
  return orderOf(session);
}

/** A transfer through the /dev/bank sandbox (it signs and sends the bank's notification). */
async function transfer(payload: Record<string, unknown>) {
  const sent = await t().app.inject({ method: 'POST', url: '/dev/bank/transfers', payload });
  return sent.json().notification.answer.outcome as string;
}

/** One signed bank notification of a credit, as the bank sends it (to replay it). */
function signedCredit(id: string, amount: number, description: string) {
  const bank = t().config.paymentRails.bank!;
  const body = JSON.stringify({
    id,
    bank_bin: bank.bin,
    account_number: bank.accountNumber,
    amount,
    currency: 'VND',
    description: `IBFT ${description} GD 123456`,
    credited_at: t().clock.now().toISOString(),
  });
  const ts = Math.floor(t().clock.now().getTime() / 1000);
  return () =>
    t().app.inject({
      method: 'POST',
      url: '/payments/bank/notifications',
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': bankSignatureHeader(bank.webhookSecret, body, ts),
      },
      payload: body,
    });
}

describe('a dearer flight on a bank-transfer booking', () => {
  it('shows the VietQR with the attempt’s ref as memo; a part, then the rest → changed once', async () => {
    const orderId = await paidByBank('bk');
    const seats = await seatsLeft(dearer);
    const attempt = await start('bk', orderId);
    expect(attempt).toMatchObject({
      status: 'PENDING',
      method: 'BANK_TRANSFER',
      pay_link: null,
      bank_transfer: { amount: 800_000, paid_amount: 0, currency: 'VND' },
    });
    expect(attempt.bank_transfer.memo).toMatch(/^WFCHG[0-9A-F]{16}$/);
    expect(attempt.bank_transfer.banks[0].qr).toContain(attempt.bank_transfer.memo);
    expect(await seatsLeft(dearer)).toBe(seats - 1);

    // A part: recorded, the QR now asks for the rest, nothing changed yet.
    const memo = attempt.bank_transfer.memo as string;
    expect(await transfer({ amount: 300_000, description: memo })).toBe('ACCEPTED');
    const half = await read('bk', orderId, attempt.id);
    expect(half).toMatchObject({ status: 'PENDING', bank_transfer: { paid_amount: 300_000 } });
    expect(await changesOf(orderId)).toBe(0);
    expect(await transfer({ qr: half.bank_transfer.banks[0].qr })).toBe('ACCEPTED');
    expect(await read('bk', orderId, attempt.id)).toMatchObject({
      status: 'PAID',
      bank_transfer: { paid_amount: 800_000, banks: [{ qr: null }] },
      refund: null,
    });
    expect(await changesOf(orderId)).toBe(1);
    expect(await seatsLeft(dearer)).toBe(seats - 1);
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('bằng tài khoản ngân hàng');
  });

  it('one credit delivered 50 times at once → one change, one e-mail', async () => {
    const orderId = await paidByBank('bkrace');
    const attempt = await start('bkrace', orderId);
    const send = signedCredit('FTRACE000001', 800_000, attempt.bank_transfer.memo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send()));
    const outcomes = answers.map((a) => a.json().outcome as string);
    expect(outcomes.filter((o) => o === 'ACCEPTED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'ALREADY_CONFIRMED')).toHaveLength(49);
    expect(await changesOf(orderId)).toBe(1);
    expect(await read('bkrace', orderId, attempt.id)).toMatchObject({
      status: 'PAID',
      bank_transfer: { paid_amount: 800_000 },
      refund: null,
    });
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
  });

  it('a part, then the lapse: seats back, the part left to accounting, e-mailed once', async () => {
    const orderId = await paidByBank('bklate');
    const before = (await as('bklate', BOOKING, { id: orderId })).data.user_booking;
    await expireChangePayments(db(), later());
    const seats = await seatsLeft(dearer);
    const attempt = await start('bklate', orderId);
    const memo = attempt.bank_transfer.memo as string;
    expect(await transfer({ amount: 300_000, description: memo })).toBe('ACCEPTED');
    expect(await expireChangePayments(db(), later())).toBe(1);
    expect(await seatsLeft(dearer)).toBe(seats);
    // The rest arrives too late: owed back as well.
    expect(await transfer({ amount: 500_000, description: memo })).toBe('ACCEPTED');
    await Promise.all(
      [1, 2].map(() => sweepChangePayments(followUpDeps(t()), t().clock.now(), failOnError)),
    );
    expect(await read('bklate', orderId, attempt.id)).toMatchObject({
      status: 'EXPIRED',
      bank_transfer: { paid_amount: 800_000, banks: [{ qr: null }] },
      refund: { status: 'MANUAL', amount: 800_000, method: 'BANK_TRANSFER' },
    });
    expect(await changesOf(orderId)).toBe(0);
    expect((await as('bklate', BOOKING, { id: orderId })).data.user_booking).toEqual(before);
    const mails = await refundMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/Wayfare sẽ hoàn 800\.000.* về tài khoản ngân hàng/);
  });

  it('more than the total: changed, the excess left to accounting and e-mailed', async () => {
    const orderId = await paidByBank('bkmore');
    const attempt = await start('bkmore', orderId);
    expect(await transfer({ amount: 1_000_000, description: attempt.bank_transfer.memo })).toBe(
      'ACCEPTED',
    );
    await sweepChangePayments(followUpDeps(t()), t().clock.now(), failOnError);
    expect(await read('bkmore', orderId, attempt.id)).toMatchObject({
      status: 'PAID',
      refund: { status: 'MANUAL', amount: 200_000, method: 'BANK_TRANSFER' },
    });
    expect(await changesOf(orderId)).toBe(1);
    const mails = await refundMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('vượt quá tổng cần thanh toán');
    expect(mails[0].text).toMatch(/Wayfare sẽ hoàn 200\.000.* về tài khoản ngân hàng/);

    // One more transfer after that e-mail (delivered 50 times at once): owed back too, and
    // told in an e-mail of its own, once, however often the sweep runs.
    const again = signedCredit('FTMORE000002', 150_000, attempt.bank_transfer.memo);
    const outcomes = (await Promise.all(Array.from({ length: 50 }, () => again()))).map(
      (a) => a.json().outcome as string,
    );
    expect(outcomes.filter((o) => o === 'ACCEPTED')).toHaveLength(1);
    await Promise.all(
      [1, 2].map(() => sweepChangePayments(followUpDeps(t()), t().clock.now(), failOnError)),
    );
    expect(await read('bkmore', orderId, attempt.id)).toMatchObject({
      status: 'PAID',
      refund: { status: 'MANUAL', amount: 350_000, method: 'BANK_TRANSFER' },
    });
    const both = await refundMails(orderId);
    expect(both).toHaveLength(2);
    const further = both.find((m) => m.text.includes('Wayfare nhận thêm một khoản chuyển khoản'))!;
    expect(further.text).not.toContain('vượt quá tổng cần thanh toán');
    expect(further.text).toMatch(/Wayfare sẽ hoàn 150\.000.* về tài khoản ngân hàng/);
    expect(further.text).toMatch(/Tổng số tiền hoàn cho lần đổi này: 350\.000/);
    expect(await changesOf(orderId)).toBe(1);
  });

  it('another traveller cannot read it', async () => {
    const orderId = await paidByBank('stranger');
    const attempt = await start('stranger', orderId);
    expect(await read('bk', orderId, attempt.id)).toBeNull();
  });
});
