import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { vnpSignedQuery } from '../../../server/providers/payments/vnpay';
import { pathOf, queryOf } from '../payments/support';
import { mailsOf } from './support-refunds';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

/*
 * A checkout paid through a gateway end to end: the GraphQL operation, the /dev sandbox playing
 * the gateway, its signed notification, the payment sink, settle.ts.
 */

// Many carts of one traveller on one room, each held, race their payments here: more than the
// hold limits let one account keep (those are tested in hold-limits.test.ts).
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 20, people: ['hoa', 'stranger'] },
);
const PRICE = 2_210_000;

const VNPAY = `mutation($s: ID!, $r: String!, $type: VnpayPaymentType) {
  create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: $r, type: $type) { pay_link } }`;
const BANK_FIELDS = `id amount paid_amount currency status memo
  banks { account bank_code beneficiary_name name qr } files { url }`;
const SESSION = `query($c: String!) { payment_checkout_session(cart_token: $c) { status } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) {
  status price payment_method { type } } }`;

type Cart = { id: string; cart_token: string };
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

const newCart = async (): Promise<Cart> => {
  const r = await as('hoa', CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users.hoa.token, r.data.create_cart.id);
  return r.data.create_cart;
};
const one = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<Record<string, unknown>>(query);
  return rows[0];
};
const roomsLeft = async () =>
  Number(
    (
      await one(sql`select allotment as n from room_daily_rates
        where room_type_id = ${world.hotel.roomTypeId}::uuid and date = ${world.hotel.checkIn}::date`)
    ).n,
  );
const ordersOf = async (sessionId: string) =>
  Number(
    (
      await one(
        sql`select count(*)::int as n from user_orders where payment_checkout_session_id = ${sessionId}::uuid`,
      )
    ).n,
  );
const sessionStatus = async (cart: Cart) =>
  (await as('hoa', SESSION, { c: cart.cart_token })).data.payment_checkout_session.status;
const orderOf = async (cart: Cart) =>
  (await as('hoa', ORDER, { s: cart.id })).data.user_order as {
    status: string;
    price: number;
    payment_method: { type: string } | null;
  } | null;

const payLink = async (cart: Cart) => {
  const r = await as('hoa', VNPAY, { s: cart.id, r: '/checkout/success-hotel', type: 'VNBANK' });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.create_vnpay_payment.pay_link as string;
};

/** The traveller on the sandbox gateway page chooses an outcome; returns where they land. */
const onGateway = async (link: string, outcome: 'success' | 'fail' | 'cancel') => {
  const page = await t().app.inject({ method: 'GET', url: pathOf(link) });
  expect(page.statusCode).toBe(200);
  const form = new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome });
  const done = await t().app.inject({
    method: 'POST',
    url: '/dev/vnpay/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(done.statusCode).toBe(303);
  return String(done.headers.location);
};
const lastIpn = async () =>
  (await t().app.inject({ method: 'GET', url: '/dev/vnpay' })).json()[0] as {
    txn_ref: string;
    rsp_code: string;
  };
const ipn = async (query: string) =>
  (await t().app.inject({ method: 'GET', url: `/payments/vnpay/ipn?${query}` })).json() as {
    RspCode: string;
  };

describe('VNPay: create_vnpay_payment → sandbox gateway → IPN → order', () => {
  it('a success settles the session into a SUCCESSFUL order and the room stays taken', async () => {
    const free = await roomsLeft();
    const cart = await newCart();
    const link = await payLink(cart);
    const params = queryOf(link);
    expect(params.vnp_Amount).toBe(String(PRICE * 100));
    expect(params.vnp_TxnRef).toMatch(/^[0-9A-F]{16}[0-9A-Z]{4}$/);
    expect(params.vnp_TxnRef.slice(0, 16)).toBe(
      cart.id.replace(/-/g, '').slice(0, 16).toUpperCase(),
    );
    expect(params.vnp_BankCode).toBe('VNBANK');
    expect(params.vnp_ReturnUrl).toMatch(/\/checkout\/success-hotel$/);
    expect(await sessionStatus(cart)).toBe('PROCESSING');

    const back = await onGateway(link, 'success');
    expect(new URL(back).pathname).toBe('/checkout/success-hotel');
    expect(await lastIpn()).toMatchObject({ txn_ref: params.vnp_TxnRef, rsp_code: '00' });
    expect(await orderOf(cart)).toEqual({
      status: 'SUCCESSFUL',
      price: PRICE,
      payment_method: { type: 'VNPAY' },
    });
    expect(await sessionStatus(cart)).toBe('COMPLETED');
    expect(await roomsLeft()).toBe(free - 1);

    // VNPay repeats its IPN until answered; the replay changes nothing and says so.
    const replay = await ipn(new URL(back).search.slice(1));
    expect(replay.RspCode).toBe('02');
    expect(await ordersOf(cart.id)).toBe(1);
    expect(await roomsLeft()).toBe(free - 1);
    // And the paid session cannot be started again.
    const again = await as('hoa', VNPAY, { s: cart.id, r: '/checkout/success-hotel' });
    expect(again.errors![0].extensions.fields[0]).toMatchObject({
      field: 'payment_checkout_session_id',
      rule: 'paid',
    });
  });

  it('a decline reopens the session; a later attempt pays; the stale decline changes nothing', async () => {
    const cart = await newCart();
    const first = await payLink(cart);
    const declined = await onGateway(first, 'fail');
    expect(await lastIpn()).toMatchObject({ rsp_code: '00' });
    expect((await orderOf(cart))?.status).toBe('FAILED');
    expect(await sessionStatus(cart)).toBe('OPEN');

    const second = await payLink(cart);
    expect(queryOf(second).vnp_TxnRef).not.toBe(queryOf(first).vnp_TxnRef);
    expect(await sessionStatus(cart)).toBe('PROCESSING');
    // The first attempt's decline, delivered again, must not reopen the second attempt.
    expect((await ipn(new URL(declined).search.slice(1))).RspCode).toBe('02');
    expect(await sessionStatus(cart)).toBe('PROCESSING');

    await onGateway(second, 'success');
    expect((await orderOf(cart))?.status).toBe('SUCCESSFUL');
    expect(await ordersOf(cart.id)).toBe(1);
  });

  it('a cancel on the gateway page sends no IPN; VNPay can be tried again', async () => {
    const cart = await newCart();
    const link = await payLink(cart);
    const before = (await t().app.inject({ method: 'GET', url: '/dev/vnpay' })).json().length;
    const back = await onGateway(link, 'cancel');
    expect(queryOf(back).vnp_ResponseCode).toBe('24');
    expect((await t().app.inject({ method: 'GET', url: '/dev/vnpay' })).json()).toHaveLength(
      before,
    );
    // Only the return carries the cancel (confirm_payment is to record it); until then the
    // session waits on VNPay, which may be tried again with a new reference.
    expect(await sessionStatus(cart)).toBe('PROCESSING');
    const retry = await payLink(cart);
    expect(queryOf(retry).vnp_TxnRef).not.toBe(queryOf(link).vnp_TxnRef);
  });

  it('50 identical IPNs at once: one settlement, one order, the hold consumed once', async () => {
    const cart = await newCart();
    const link = await payLink(cart);
    const ref = queryOf(link).vnp_TxnRef;
    const { vnpay } = t().config.paymentRails;
    const query = vnpSignedQuery(
      {
        vnp_Amount: String(PRICE * 100),
        vnp_BankCode: 'NCB',
        vnp_PayDate: '20261120100000',
        vnp_ResponseCode: '00',
        vnp_TmnCode: vnpay!.tmnCode,
        vnp_TransactionNo: '14099999',
        vnp_TransactionStatus: '00',
        vnp_TxnRef: ref,
      },
      vnpay!.hashSecret,
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => ipn(query)));
    const codes = answers.map((a) => a.RspCode);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '02')).toHaveLength(49);
    expect(await ordersOf(cart.id)).toBe(1);
    const holds = await one(sql`select count(*) filter (where state = 'CONSUMED')::int as consumed,
      count(*)::int as n from checkout_holds where payment_checkout_session_id = ${cart.id}::uuid`);
    expect(holds.consumed).toBe(holds.n);
    expect((await orderOf(cart))?.status).toBe('SUCCESSFUL');
  });

  it('a notification for another amount or an unknown order settles nothing', async () => {
    const cart = await newCart();
    const ref = queryOf(await payLink(cart)).vnp_TxnRef;
    const { vnpay } = t().config.paymentRails;
    const signed = (fields: Record<string, string>) =>
      vnpSignedQuery(
        {
          vnp_Amount: String(PRICE * 100),
          vnp_ResponseCode: '00',
          vnp_TmnCode: vnpay!.tmnCode,
          vnp_TransactionNo: '14088888',
          vnp_TransactionStatus: '00',
          vnp_TxnRef: ref,
          ...fields,
        },
        vnpay!.hashSecret,
      );
    expect((await ipn(signed({ vnp_Amount: '100000' }))).RspCode).toBe('04');
    expect((await ipn(signed({ vnp_TxnRef: 'FFFFFFFFFFFFFFFF0000' }))).RspCode).toBe('01');
    expect(
      (await ipn(signed({}).replace(/vnp_SecureHash=\w{4}/, 'vnp_SecureHash=0000'))).RspCode,
    ).toBe('97');
    expect(await sessionStatus(cart)).toBe('PROCESSING');
    expect((await orderOf(cart))?.status).toBe('PROCESSING');
  });
});

describe('bank transfer: instructions, VietQR, the signed bank notification', () => {
  it('the sandbox bank credit named by the memo pays the order', async () => {
    const cart = await newCart();
    const got = await as(
      'hoa',
      `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { ${BANK_FIELDS} } }`,
      { s: cart.id },
    );
    const transfer = got.data.bank_transfer;
    expect(transfer).toMatchObject({
      id: cart.id,
      amount: PRICE,
      paid_amount: 0,
      currency: 'VND',
      status: 'PENDING',
      memo: `WF${cart.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      files: [],
    });
    expect(transfer.banks[0]).toMatchObject({ bank_code: 'VCB', name: 'Vietcombank' });
    expect(transfer.banks[0].qr).toContain(transfer.memo);

    const begun = await as(
      'hoa',
      `mutation($s: ID!) { begin_bank_transfer(payment_checkout_session_id: $s) { status } }`,
      { s: cart.id },
    );
    expect(begun.data.begin_bank_transfer.status).toBe('CONFIRMING');
    expect(await sessionStatus(cart)).toBe('PROCESSING');

    const sent = await t().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: transfer.banks[0].qr },
    });
    expect(sent.json().notification).toEqual({
      status: 200,
      answer: { ok: true, outcome: 'ACCEPTED' },
    });
    const read = await as(
      'hoa',
      `query($s: ID) { bank_transfer(input: { payment_checkout_session_id: $s }) { status paid_amount banks { qr } } }`,
      { s: cart.id },
    );
    expect(read.data.bank_transfer).toEqual({
      status: 'PAID',
      paid_amount: PRICE,
      banks: [{ qr: null }],
    });
    expect(await orderOf(cart)).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { type: 'BANK_TRANSFER' },
    });
    // The same credit reported again changes nothing.
    const again = await t().app.inject({
      method: 'POST',
      url: '/dev/bank/transfers',
      payload: { qr: transfer.banks[0].qr },
    });
    expect(again.json().notification.answer.outcome).toBe('ALREADY_CONFIRMED');
    expect(await ordersOf(cart.id)).toBe(1);
  });
});

describe('bank_transfer_template', () => {
  const TEMPLATE = `query($banks: [String!], $memo: String, $s: ID) {
    bank_transfer_template(banks: $banks, memo: $memo, payment_checkout_session_id: $s) {
      memo banks { bank_code account qr } } }`;

  it('gives the account with a VietQR carrying the checkout’s memo, or the one given', async () => {
    const cart = await newCart();
    const mine = (await as('hoa', TEMPLATE, { s: cart.id })).data.bank_transfer_template;
    expect(mine.memo).toBe(`WF${cart.id.replace(/-/g, '').slice(0, 16).toUpperCase()}`);
    expect(mine.banks).toHaveLength(1);
    expect(mine.banks[0].bank_code).toBe('VCB');
    expect(mine.banks[0].qr).toContain(mine.memo);
    const given = (await as('hoa', TEMPLATE, { memo: 'DAT COC 42' })).data.bank_transfer_template;
    expect(given.memo).toBe('DAT COC 42');
    expect(given.banks[0].qr).toContain('DAT COC 42');
    const none = (await as('hoa', TEMPLATE, { banks: ['BIDV'] })).data.bank_transfer_template;
    expect(none).toEqual({ memo: null, banks: [] });
    const bad = await as('hoa', TEMPLATE, { memo: 'đặt cọc!' });
    expect(bad.errors![0].extensions.fields[0]).toMatchObject({ field: 'memo', rule: 'format' });
    const stranger = await as('stranger', TEMPLATE, { s: cart.id });
    expect(stranger.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('card: create_stripe_payment_intent → Stripe.js (sandbox) → signed webhook → order', () => {
  const INTENT = `mutation($c: String, $s: ID) {
    create_stripe_payment_intent(cart_token: $c, payment_checkout_session_id: $s) { id client_secret status } }`;

  it('one intent per checkout; a declined card, then 4242, pays the order once', async () => {
    const key = await as('hoa', `{ stripe_config { publishable_key sandbox_pay_url } }`);
    expect(key.data.stripe_config).toEqual({
      publishable_key: t().config.paymentRails.card!.publishableKey,
      // Offline the browser is sent to the sandbox's card page instead of Stripe.js.
      sandbox_pay_url: '/dev/stripe/pay',
    });
    const cart = await newCart();
    const first = (await as('hoa', INTENT, { c: cart.cart_token })).data
      .create_stripe_payment_intent;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'REQUIRES_PAYMENT_METHOD',
    });
    const again = (await as('hoa', INTENT, { s: cart.id })).data.create_stripe_payment_intent;
    expect(again.id).toBe(first.id);
    expect(await sessionStatus(cart)).toBe('PROCESSING');

    const confirm = (card: string) =>
      t().app.inject({
        method: 'POST',
        url: `/dev/stripe/v1/payment_intents/${first.id}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          key: t().config.paymentRails.card!.publishableKey,
          client_secret: first.client_secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card,
          return_url: `${t().config.paymentRails.origin}/checkout/success-hotel`,
        }).toString(),
      });
    expect((await confirm('4000000000000002')).statusCode).toBe(402);
    expect((await orderOf(cart))?.status).toBe('FAILED');
    expect(await sessionStatus(cart)).toBe('OPEN');
    expect((await confirm('4242424242424242')).json().status).toBe('succeeded');
    expect(await orderOf(cart)).toMatchObject({
      status: 'SUCCESSFUL',
      payment_method: { type: 'CARD' },
    });
    expect(await ordersOf(cart.id)).toBe(1);
    // The card's network and last 4 as Stripe's Charge reports them, never the number.
    const stored = await one(sql`select payment_details::text as d, id from user_orders
      where payment_checkout_session_id = ${cart.id}::uuid`);
    expect(JSON.parse(String(stored.d)).card).toEqual({ brand: 'visa', last4: '4242' });
    expect(String(stored.d)).not.toContain('4242424242424242');
    const BOOKING = `query($id: ID!) { user_booking(id: $id) { payment { method card_brand card_last4 } } }`;
    expect((await as('hoa', BOOKING, { id: stored.id })).data.user_booking.payment).toEqual({
      method: 'CARD',
      card_brand: 'visa',
      card_last4: '4242',
    });
    const number = String(stored.id).replace(/-/g, '').slice(0, 8).toUpperCase();
    const mails = await mailsOf(t(), number);
    expect(mails.find((m) => m.attachments.length)?.text).toContain('Visa •••• 4242');
    const paid = await as('hoa', INTENT, { s: cart.id });
    expect(paid.errors![0].extensions.fields[0].rule).toBe('paid');
    const READ = `query($s: ID!) { stripe_payment_intent(payment_checkout_session_id: $s) { id status } }`;
    const read = await as('hoa', READ, { s: cart.id });
    expect(read.data.stripe_payment_intent).toEqual({ id: first.id, status: 'SUCCEEDED' });
    expect((await as('stranger', READ, { s: cart.id })).data.stripe_payment_intent).toBeNull();
  });

  it('a stranger cannot create an intent for someone else’s checkout', async () => {
    const cart = await newCart();
    const r = await as('stranger', INTENT, { c: cart.cart_token });
    expect(r.errors![0].extensions.code).toBe('NOT_FOUND');
    expect(await sessionStatus(cart)).toBe('OPEN');
  });
});

describe('only the traveller (or booker) may pay their checkout', () => {
  it('a stranger gets nothing and changes nothing', async () => {
    const cart = await newCart();
    const vnpay = await as('stranger', VNPAY, { s: cart.id, r: '/checkout/success-hotel' });
    expect(vnpay.errors![0].extensions.code).toBe('NOT_FOUND');
    const bank = await as(
      'stranger',
      `mutation($s: ID!) { begin_bank_transfer(payment_checkout_session_id: $s) { status } }`,
      { s: cart.id },
    );
    expect(bank.errors![0].extensions.code).toBe('NOT_FOUND');
    const instructions = await as(
      'stranger',
      `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { memo } }`,
      { s: cart.id },
    );
    expect(instructions.errors![0].extensions.code).toBe('NOT_FOUND');
    const read = await as(
      'stranger',
      `query($s: ID) { bank_transfer(input: { payment_checkout_session_id: $s }) { memo } }`,
      { s: cart.id },
    );
    expect(read.data.bank_transfer).toBeNull();
    expect(await sessionStatus(cart)).toBe('OPEN');
    expect(await orderOf(cart)).toBeNull();
  });

  // Each of these used to reach VNPay as the return URL (or, for the absolute ones, was
  // refused): `/\\evil.example/x` went out as http://evil.example/x with the signed result.
  it('a return URL that would leave the site lands on the checkout result page of this site', async () => {
    const cart = await newCart();
    const ours = new URL(await onGateway(await payLink(cart), 'cancel')).origin;
    for (const r of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      '/.//evil.example/x',
      '\\\\evil.example/x',
      'https://evil.example/steal',
      'javascript:alert(1)',
      '/checkout/success-\nhotel',
      '%2F%2Fevil.example',
    ]) {
      const again = await as('hoa', VNPAY, { s: cart.id, r });
      expect(again.errors, r).toBeUndefined();
      const back = new URL(await onGateway(again.data.create_vnpay_payment.pay_link, 'cancel'));
      expect(back.origin, r).toBe(ours);
      if (r === '%2F%2Fevil.example') {
        // Resolved on this site: a page of ours that does not exist, never another host.
        expect(back.pathname).toBe('/%2F%2Fevil.example');
      } else {
        expect(back.pathname, r).toBe('/checkout/success-hotel');
        expect(back.searchParams.get('cart'), r).toBe(cart.cart_token);
      }
    }
  });

  it('keeps a return path of this site with its query and hash', async () => {
    const cart = await newCart();
    const r = await as('hoa', VNPAY, { s: cart.id, r: '/checkout/success-hotel?cart=abc&x=1#top' });
    const back = new URL(await onGateway(r.data.create_vnpay_payment.pay_link, 'cancel'));
    expect(back.pathname).toBe('/checkout/success-hotel');
    expect(back.searchParams.get('cart')).toBe('abc');
    expect(back.searchParams.get('x')).toBe('1');
  });

  it('a paid room is not released when holds are swept after the hold window', async () => {
    const free = await roomsLeft();
    const cart = await newCart();
    await onGateway(await payLink(cart), 'success');
    expect(await roomsLeft()).toBe(free - 1);
    // The sweep gives back only the rooms other, unpaid carts of this file still hold.
    const { held } =
      await one(sql`select coalesce(sum(quantity), 0)::int as held from checkout_holds
      where state = 'HELD' and resource_key = ${world.hotel.checkIn}`);
    t().clock.advance((15 + 30) * 60);
    await releaseExpiredHolds(t().database.db, t().clock.now());
    expect(await roomsLeft()).toBe(free - 1 + Number(held));
    const mine = await one(sql`select count(*) filter (where state = 'CONSUMED')::int as consumed,
      count(*)::int as n from checkout_holds where payment_checkout_session_id = ${cart.id}::uuid`);
    expect(mine.consumed).toBe(mine.n);
    expect((await orderOf(cart))?.status).toBe('SUCCESSFUL');
  });
});
