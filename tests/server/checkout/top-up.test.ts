import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../../../server/domain/ledger/service';
import { vnpSignedQuery } from '../../../server/providers/payments/vnpay';
import { gql } from '../accounts/support';
import { pathOf, queryOf } from '../payments/support';
import { pay, useCheckoutApp } from './support';

/*
 * begin_top_up end to end (docs/checkout.md "Wallet top-up"): the top-up session, paid through
 * the VNPay and bank sandboxes, credits the wallet once in settle's transaction.
 */

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 9, people: ['mai', 'stranger'] });

const BEGIN = `mutation($amount: Float!, $currency: String!) {
  begin_top_up(amount: $amount, currency: $currency) {
    id amount currency cart_token payment_checkout_session_id inserted_at } }`;
const VNPAY = `mutation($s: ID!, $r: String!) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r, type: VNBANK) { pay_link } }`;
const SESSION = `query($c: String!) { payment_checkout_session(cart_token: $c) {
  status price supported_payment_methods shopping_items { id } } }`;
const HISTORY = `query { user_histories(action_type: "TOP_UP") { action_type converted_price metadata } }`;

const main = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  gql(t().app, query, variables, { token: world.users[who].token }).then(
    (r) => r.body as { data: any; errors?: any[] }, // eslint-disable-line @typescript-eslint/no-explicit-any
  );
const payments = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

type TopUp = { id: string; cart_token: string; payment_checkout_session_id: string };
const begin = async (amount: number, who = 'mai'): Promise<TopUp> => {
  const r = await main(who, BEGIN, { amount, currency: 'VND' });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.begin_top_up;
};
const topUpCredits = async (sessionId: string) => {
  const { rows } = await t().database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_transactions
    where idempotency_key = ${`top-up:${sessionId}`}`);
  return Number(rows[0].n);
};
const payLink = async (topUp: TopUp) => {
  const r = await payments('mai', VNPAY, { s: topUp.id, r: '/account/top-up' });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_vnpay_payment.pay_link as string;
};
const ipn = async (query: string) =>
  (await t().app.inject({ method: 'GET', url: `/payments/vnpay/ipn?${query}` })).json() as {
    RspCode: string;
  };

describe('begin_top_up: input', () => {
  it('refuses amounts outside the limits, fractions and other currencies, naming the field', async () => {
    const refused = async (amount: number, currency = 'VND') =>
      (await main('mai', BEGIN, { amount, currency })).errors?.[0].extensions;
    expect(await refused(9_999)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'amount', rule: 'min' }],
    });
    expect((await refused(50_000_001)).fields).toMatchObject([{ field: 'amount', rule: 'max' }]);
    expect((await refused(100_000.5)).fields).toMatchObject([{ field: 'amount', rule: 'integer' }]);
    expect((await refused(100_000, 'USD')).fields).toMatchObject([
      { field: 'currency', rule: 'currency' },
    ]);
    const anonymous = await gql(t().app, BEGIN, { amount: 100_000, currency: 'VND' });
    expect(
      (anonymous.body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('gives a session without items, paid only through a gateway, taking no voucher', async () => {
    const topUp = await begin(200_000);
    expect(topUp).toMatchObject({ amount: 200_000, currency: 'VND' });
    expect(topUp.payment_checkout_session_id).toBe(topUp.id);
    const session = (await payments('mai', SESSION, { c: topUp.cart_token })).data
      .payment_checkout_session;
    expect(session).toMatchObject({ status: 'OPEN', price: 200_000, shopping_items: [] });
    expect(session.supported_payment_methods).toContain('VNPAY');
    expect(session.supported_payment_methods).toContain('BANK_TRANSFER');
    expect(session.supported_payment_methods).not.toContain('WALLET');
    const wallet = await payments(
      'mai',
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id } }`,
      { s: topUp.id },
    );
    expect(wallet.errors?.[0].extensions.fields[0].rule).toBe('method');
    // Another traveller cannot see or pay it.
    const theirs = await payments('stranger', SESSION, { c: topUp.cart_token });
    expect(theirs.data.payment_checkout_session).toBeNull();
    const link = await payments('stranger', VNPAY, { s: topUp.id, r: '/account/top-up' });
    expect(link.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('a top-up paid through VNPay', () => {
  // `/\\evil.example/x` used to go to VNPay as http://evil.example/x: the payer, with the
  // signed result, left for another site after paying.
  it('returns to the top-up page of this site when redirect_url would leave it', async () => {
    const topUp = await begin(100_000);
    const ours = await payments('mai', VNPAY, { s: topUp.id, r: '/account/top-up?x=1' });
    const origin = new URL(queryOf(ours.data.create_vnpay_payment.pay_link).vnp_ReturnUrl).origin;
    for (const r of ['/\\evil.example/x', '//evil.example', 'https://evil.example/', '/\t/evil']) {
      const started = await payments('mai', VNPAY, { s: topUp.id, r });
      expect(started.errors, r).toBeUndefined();
      const back = new URL(queryOf(started.data.create_vnpay_payment.pay_link).vnp_ReturnUrl);
      expect(back.origin, r).toBe(origin);
      expect(`${back.pathname}${back.search}`, r).toBe(`/account/top-up?top_up=${topUp.id}`);
    }
  });

  it('credits the wallet when the verified IPN settles it, once, whatever the replays', async () => {
    const db = t().database.db;
    const mai = world.users.mai.id;
    const before = await walletBalance(db, mai);
    const topUp = await begin(500_000);
    const link = await payLink(topUp);
    expect(queryOf(link).vnp_Amount).toBe(String(500_000 * 100));
    // Nothing is credited before the gateway's word.
    expect(await walletBalance(db, mai)).toBe(before);
    const form = new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome: 'success' });
    expect((await t().app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(200);
    const done = await t().app.inject({
      method: 'POST',
      url: '/dev/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(done.statusCode).toBe(303);
    expect(new URL(String(done.headers.location)).pathname).toBe('/account/top-up');
    expect(await walletBalance(db, mai)).toBe(before + 500_000);
    const history = (await main('mai', HISTORY)).data.user_histories;
    expect(history[0]).toMatchObject({
      action_type: 'TOP_UP',
      converted_price: 500_000,
      metadata: { balance_after: before + 500_000, payment_checkout_session_id: topUp.id },
    });
    const order = await payments(
      'mai',
      `query($s: ID) { user_order(payment_checkout_session_id: $s) { status price payment_method { type } } }`,
      { s: topUp.id },
    );
    expect(order.data.user_order).toEqual({
      status: 'SUCCESSFUL',
      price: 500_000,
      payment_method: { type: 'VNPAY' },
    });
    // Money in, not a booking: the bookings list leaves it out.
    const orders = await payments('mai', `query { user_orders { payment_checkout_session_id } }`);
    expect(orders.errors).toBeUndefined();
    expect(orders.data.user_orders).not.toContainEqual({ payment_checkout_session_id: topUp.id });
    // VNPay repeats the IPN: "already confirmed", no second credit.
    const replay = await ipn(new URL(String(done.headers.location)).search.slice(1));
    expect(replay.RspCode).toBe('02');
    expect(await topUpCredits(topUp.id)).toBe(1);
    expect(await walletBalance(db, mai)).toBe(before + 500_000);
    // The stranger's history holds none of it.
    expect((await main('stranger', HISTORY)).data.user_histories).toEqual([]);
  });

  it('50 identical IPNs at once: one credit', async () => {
    const db = t().database.db;
    const mai = world.users.mai.id;
    const before = await walletBalance(db, mai);
    const topUp = await begin(1_000_000);
    const ref = queryOf(await payLink(topUp)).vnp_TxnRef;
    const { vnpay } = t().config.paymentRails;
    const query = vnpSignedQuery(
      {
        vnp_Amount: String(1_000_000 * 100),
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20261120100000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: vnpay!.tmnCode,
        vnp_TransactionNo: '15099999',
        vnp_TransactionStatus: '00',
        vnp_TxnRef: ref,
      },
      vnpay!.hashSecret,
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => ipn(query)));
    const codes = answers.map((a) => a.RspCode);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '02')).toHaveLength(49);
    expect(await topUpCredits(topUp.id)).toBe(1);
    expect(await walletBalance(db, mai)).toBe(before + 1_000_000);
  });

  it('a declined payment credits nothing, and a tampered IPN is refused', async () => {
    const db = t().database.db;
    const mai = world.users.mai.id;
    const before = await walletBalance(db, mai);
    const topUp = await begin(300_000);
    const ref = queryOf(await payLink(topUp)).vnp_TxnRef;
    const { vnpay } = t().config.paymentRails;
    const signed = (fields: Record<string, string>) =>
      vnpSignedQuery(
        {
          vnp_Amount: String(300_000 * 100),
          vnp_ResponseCode: '00',
          vnp_TmnCode: vnpay!.tmnCode,
          vnp_TransactionNo: '15088888',
          vnp_TransactionStatus: '00',
          vnp_TxnRef: ref,
          ...fields,
        },
        vnpay!.hashSecret,
      );
    const tampered = signed({}).replace(/vnp_SecureHash=\w{4}/, 'vnp_SecureHash=0000');
    expect((await ipn(tampered)).RspCode).toBe('97');
    expect((await ipn(signed({ vnp_Amount: String(3_000_000 * 100) }))).RspCode).toBe('04');
    expect(
      (await ipn(signed({ vnp_ResponseCode: '51', vnp_TransactionStatus: '02' }))).RspCode,
    ).toBe('00');
    expect(await topUpCredits(topUp.id)).toBe(0);
    expect(await walletBalance(db, mai)).toBe(before);
  });
});

describe('a top-up paid by bank transfer', () => {
  it('is credited when the signed bank notification names its memo', async () => {
    const db = t().database.db;
    const mai = world.users.mai.id;
    const before = await walletBalance(db, mai);
    const topUp = await begin(2_000_000);
    const got = await payments(
      'mai',
      `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { amount memo banks { qr } } }`,
      { s: topUp.id },
    );
    const transfer = got.data.bank_transfer;
    expect(transfer.amount).toBe(2_000_000);
    const sent = await t().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: transfer.banks[0].qr },
    });
    expect(sent.json().notification.answer.outcome).toBe('ACCEPTED');
    expect(await walletBalance(db, mai)).toBe(before + 2_000_000);
    const again = await t().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: transfer.banks[0].qr },
    });
    expect(again.json().notification.answer.outcome).toBe('ALREADY_CONFIRMED');
    expect(await walletBalance(db, mai)).toBe(before + 2_000_000);
  });
});
