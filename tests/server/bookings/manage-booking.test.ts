import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformPromotions, userRankConfigurations } from '../../../server/db/schema';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { creditDueCashBacks } from '../../../server/domain/rewards/cash-back';
import { cancellationOf } from '../../../server/domain/bookings/policy';
import { buildHotel } from '../support/hotel-builders';
import { buildFlight, inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, flightInput, pay, useCheckoutApp } from '../checkout/support';
import { confirmCard, count, mailsOf, startCard, stripeRefunds } from '../checkout/support-refunds';

/*
 * Managing a booking (docs/manage-booking.md): the detail a booking's page reads, and the
 * self-service cancellation of a stay on a free-cancellation rate — refund by the method that
 * paid, rooms back on sale, cash back, points and vouchers unwound, e-mails sent — once, however
 * many requests arrive at once.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  {
    seats: 9,
    rooms: 20,
    people: ['lan', 'minh', 'other', 'flyer', 'racer', 'late', 'ticket', 'flex'],
  },
);

const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  id number kind booking_codes cancelled_at
  order { id status price cash_back { amount } }
  contact { email phone guest }
  price { currency items_price service_fee voucher_discount gift_voucher_discount price tax_fee
    duty_free_price surcharges { name amount } passenger_lines { type count fare charge total } }
  payment { method paid_at corporate_name }
  cash_back { amount status due_at }
  cancellation { policy deadline can_cancel reason refund_amount refund_fee }
  fare_rules { flight_code plan refundable refund_fee changeable change_fee baggage_pieces baggage_kg cabin_kg }
  refund { status amount fee method refunded_at } } }`;
const CANCEL = `mutation($id: ID!) { cancel_booking(id: $id) {
  id order { status } cancelled_at refund { status amount fee method } cancellation { can_cancel reason } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const APPLY = `mutation($s: ID!, $c: String!) { apply_voucher(payment_checkout_session_id: $s, voucher_code: $c) { id price } }`;
const POINTS = `query { user_point { point } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);
const main = (who: string, query: string) =>
  t()
    .app.inject({
      method: 'POST',
      url: '/graphql/main',
      headers: { authorization: `Bearer ${world.users[who].token}` },
      payload: { query },
    })
    .then((r) => r.json() as { data: any }); // eslint-disable-line @typescript-eslint/no-explicit-any

let stay: { id: string; room: string; free: string; strict: string };
/** HAN → DAD in 12 days at 09:00: VN-ECO_CLASSIC (refund fee 600,000, never waived). */
let classic: string;
/** HAN → DAD in 12 days at 15:00: VN-ECO_FLEX (fee 300,000, waived until 24 h before). */
let flex: string;
const rateId = (plan: string, checkIn = inDays(5), checkOut = inDays(7)) =>
  `${stay.room}:${plan}:${checkIn}:${checkOut}:1`;

beforeAll(async () => {
  const h = await buildHotel(db(), {
    name: 'Hội An Riverside',
    rooms: [{ name: 'Garden', night: () => ({ price: 1_000_000, allotment: 20 }) }],
    plans: [
      { name: 'Free cancellation', refundable: true, freeDays: 2 },
      { name: 'Saver', refundable: false },
    ],
  });
  stay = { id: h.id, room: h.rooms[0], free: h.plans[0], strict: h.plans[1] };
  const leg = { from: 'HAN', to: 'DAD', date: inDays(12), minutes: 80 };
  classic = await buildFlight(db(), {
    ...leg,
    code: 'VN157',
    depart: '09:00',
    fares: [{ plan: 'VN-ECO_CLASSIC', adult: [1_500_000, 150_000], child: [1_100_000, 150_000] }],
  });
  flex = await buildFlight(db(), {
    ...leg,
    code: 'VN159',
    depart: '15:00',
    fares: [{ plan: 'VN-ECO_FLEX', adult: [2_000_000, 150_000] }],
  });
});

const seatsLeft = async (instance: string) =>
  Number(
    (
      await db().execute<{ n: number }>(
        sql`select seats_left as n from flight_fares where instance_id = ${instance}::uuid`,
      )
    ).rows[0].n,
  );

/** A booking of `instance`'s one fare for `party`, details added; its session id. */
async function flightCart(who: string, instance: string, plan: string, party = {}) {
  const r = await as(who, CREATE_CART, {
    input: {
      flight: {
        departure: { id: `local:${instance}:ECONOMY`, seat_class_id: `local:${instance}:${plan}` },
        ...party,
      },
    },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart.id as string;
}

let topUps = 0;
async function paidStay(who: string, plan: string, voucher?: string) {
  topUps += 1;
  await creditWalletTopUp(db(), world.users[who].id, 20_000_000, 'VND', `top-up:${who}:${topUps}`);
  const r = await as(who, CREATE_CART, {
    input: { hotel: { property_id: stay.id, rate_id: rateId(plan), n_o_a: 2 } },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const cart = r.data.create_cart as { id: string };
  await addDetails(t(), world.users[who].token, cart.id);
  if (voucher) {
    const v = await as(who, APPLY, { s: cart.id, c: voucher });
    if (v.errors) throw new Error(JSON.stringify(v.errors));
  }
  const paid = await as(who, WALLET, { s: cart.id });
  expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  return { sessionId: cart.id, orderId: paid.data.pay_with_wallet.id as string };
}

const allotment = async (date: string) =>
  Number(
    (
      await db().execute<{ n: number }>(
        sql`select allotment as n from room_daily_rates where room_type_id = ${stay.room}::uuid and date = ${date}::date`,
      )
    ).rows[0].n,
  );

describe('the booking detail', () => {
  it('a free-cancellation stay: number, code, price parts, payment, deadline', async () => {
    const { orderId } = await paidStay('lan', stay.free);
    const b = (await as('lan', BOOKING, { id: orderId })).data.user_booking;
    expect(b.number).toBe(orderId.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(b.kind).toBe('HOTEL');
    expect(b.booking_codes).toEqual([expect.stringMatching(/^WF\d{8}$/)]);
    expect(b.contact.guest).toBeTruthy();
    expect(b.price.price).toBe(b.order.price);
    expect(b.price.duty_free_price + b.price.tax_fee).toBe(b.price.price);
    expect(b.payment.method).toBe('WALLET');
    expect(b.cancellation).toMatchObject({
      policy: 'FREE_CANCELLATION',
      can_cancel: true,
      reason: null,
      refund_amount: b.order.price,
    });
    // Two days before check-in (14:00 in the property's zone, UTC+7).
    expect(b.cancellation.deadline).toBe(new Date(`${inDays(3)}T07:00:00.000Z`).toISOString());
    expect(b.fare_rules).toEqual([]);
    expect(b.refund).toBeNull();
  });

  it('a flight: per passenger type fare and taxes, and the fare plan rules; not cancelled online', async () => {
    await creditWalletTopUp(db(), world.users.flyer.id, 20_000_000, 'VND', 'top-up:flyer');
    const r = await as('flyer', CREATE_CART, {
      input: flightInput(world, { n_o_a: 2, n_o_c: 1, n_o_i: 0 }),
    });
    await addDetails(t(), world.users.flyer.token, r.data.create_cart.id);
    const paid = await as('flyer', WALLET, { s: r.data.create_cart.id });
    const b = (await as('flyer', BOOKING, { id: paid.data.pay_with_wallet.id })).data.user_booking;
    expect(b.kind).toBe('FLIGHT');
    expect(b.booking_codes).toEqual([expect.stringMatching(/^[A-Z0-9]{6}$/)]);
    expect(b.price.passenger_lines).toEqual([
      { type: 'ADULT', count: 2, fare: 1_200_000, charge: 150_000, total: 2_700_000 },
      { type: 'CHILD', count: 1, fare: 900_000, charge: 150_000, total: 1_050_000 },
    ]);
    expect(b.fare_rules).toEqual([
      expect.objectContaining({ flight_code: 'VN213', baggage_kg: expect.any(Number) }),
    ]);
    // VN-ECO_LITE is non-refundable: it says so and offers nothing.
    expect(b.cancellation).toMatchObject({
      policy: 'NON_REFUNDABLE',
      can_cancel: false,
      reason: 'non_refundable',
      refund_amount: null,
    });
    const c = await as('flyer', CANCEL, { id: b.id });
    expect(c.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ rule: 'non_refundable' })],
    });
  });

  it('is the caller’s own: another traveller reads null and cannot cancel', async () => {
    const { orderId } = await paidStay('minh', stay.free);
    expect((await as('other', BOOKING, { id: orderId })).data.user_booking).toBeNull();
    expect((await as('other', BOOKING, { id: 'not-a-uuid' })).data.user_booking).toBeNull();
    const c = await as('other', CANCEL, { id: orderId });
    expect(c.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await as('minh', BOOKING, { id: orderId })).data.user_booking.order.status).toBe(
      'SUCCESSFUL',
    );
  });
});

describe('cancelling a stay', () => {
  it('refunds the wallet at once, puts the rooms back, takes points back, sends two e-mails', async () => {
    const night = inDays(5);
    const before = await allotment(night);
    const wallet = await walletBalance(db(), world.users.minh.id);
    const { orderId } = await paidStay('minh', stay.free);
    expect(await allotment(night)).toBe(before - 1);
    const paidWallet = await walletBalance(db(), world.users.minh.id);
    const pointsBefore = (await main('minh', POINTS)).data.user_point.point;
    const r = (await as('minh', CANCEL, { id: orderId })).data.cancel_booking;
    expect(r.order.status).toBe('REFUNDED');
    expect(r.cancelled_at).toBeTruthy();
    expect(r.refund).toMatchObject({ status: 'SUCCEEDED', method: 'WALLET' });
    expect(r.cancellation).toEqual({ can_cancel: false, reason: 'cancelled' });
    expect(await walletBalance(db(), world.users.minh.id)).toBe(wallet + 20_000_000);
    expect(await walletBalance(db(), world.users.minh.id)).toBe(paidWallet + r.refund.amount);
    expect(await allotment(night)).toBe(before);
    expect((await main('minh', POINTS)).data.user_point.point).toBeLessThan(pointsBefore);
    const mails = await mailsOf(t(), orderId);
    // The confirmation: rate, deadline, price parts, the booking's link and its calendar file.
    const confirmation = mails.find((m) => m.subject?.startsWith('Xác nhận'))!;
    expect(confirmation.text).toContain('Gói giá: Free cancellation');
    expect(confirmation.text).toContain('Giờ nhận phòng từ 14:00');
    expect(confirmation.text).toMatch(/Huỷ miễn phí đến \d{2}:\d{2} /);
    expect(confirmation.text).toContain('Đã gồm VAT');
    expect(confirmation.text).toContain(`/account/bookings/detail?id=${orderId}`);
    // The hotel voucher (travel-document.test.ts reads it) and the calendar file.
    expect(confirmation.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^phieu-dat-phong-[0-9A-F]{8}\.pdf$/),
      expect.stringMatching(/^wayfare-[0-9A-F]{8}\.ics$/),
    ]);
    const ics = confirmation.attachments[1];
    expect(ics.filename).toMatch(/^wayfare-[0-9A-F]{8}\.ics$/);
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`DTSTART;VALUE=DATE:${night.replace(/-/g, '')}`);
    expect(ics.content).toContain('SUMMARY:Hội An Riverside');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Wayfare đã hoàn tiền cho đặt chỗ bạn huỷ',
      'Xác nhận đặt phòng Hội An Riverside',
      'Đã huỷ đặt chỗ Hội An Riverside',
    ]);
    // A second request changes nothing and answers the booking as it is.
    const again = (await as('minh', CANCEL, { id: orderId })).data.cancel_booking;
    expect(again.order.status).toBe('REFUNDED');
    expect(await mailsOf(t(), orderId)).toHaveLength(3);
  });

  it('50 requests at once → one cancellation, one refund, one e-mail of each', async () => {
    const { orderId } = await paidStay('racer', stay.free);
    const wallet = await walletBalance(db(), world.users.racer.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => as('racer', CANCEL, { id: orderId })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.data.cancel_booking.order.status))).toEqual(
      new Set(['REFUNDED']),
    );
    expect(
      await count(
        t(),
        sql`select count(*) as n from ledger_transactions where user_order_id = ${orderId}::uuid and kind = 'ORDER_REFUND'`,
      ),
    ).toBe(1);
    const price = results[0].data.cancel_booking.refund.amount as number;
    expect(await walletBalance(db(), world.users.racer.id)).toBe(wallet + price);
    expect(
      await count(
        t(),
        sql`select count(*) as n from user_point_entries where user_order_id = ${orderId}::uuid and point < 0`,
      ),
    ).toBe(1);
    expect(await mailsOf(t(), orderId)).toHaveLength(3);
  });

  it('a non-refundable rate says so and offers nothing', async () => {
    const { orderId } = await paidStay('lan', stay.strict);
    const b = (await as('lan', BOOKING, { id: orderId })).data.user_booking;
    expect(b.cancellation).toMatchObject({
      policy: 'NON_REFUNDABLE',
      deadline: null,
      can_cancel: false,
      reason: 'non_refundable',
      refund_amount: null,
    });
    const c = await as('lan', CANCEL, { id: orderId });
    expect(c.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'id', rule: 'non_refundable' })],
    });
  });

  it('after the deadline nothing is offered; a pending cash back is paid after the stay', async () => {
    await db().delete(userRankConfigurations);
    await db()
      .insert(userRankConfigurations)
      .values([{ rank: 'SILVER', position: 1, price: 0, currency: 'VND', cash_back_rate: 1 }]);
    await paidStay('late', stay.strict); // reaches the rank
    const { orderId } = await paidStay('late', stay.free);
    let b = (await as('late', BOOKING, { id: orderId })).data.user_booking;
    expect(b.cash_back).toMatchObject({ status: 'PENDING' });
    expect(b.cash_back.amount).toBeGreaterThan(0);
    t().clock.advance(4 * 86_400);
    b = (await as('late', BOOKING, { id: orderId })).data.user_booking;
    expect(b.cancellation).toMatchObject({ can_cancel: false, reason: 'deadline_passed' });
    expect((await as('late', CANCEL, { id: orderId })).errors?.[0].extensions.fields[0].rule).toBe(
      'deadline_passed',
    );
    const wallet = await walletBalance(db(), world.users.late.id);
    expect(await creditDueCashBacks(db(), t().clock.now())).toBe(0);
    const afterStay = new Date(`${inDays(7)}T06:00:00.000Z`); // 13:00 on check-out day, UTC+7
    // Narrowed to another checkout (the e2e's test hook), the step leaves this one pending.
    expect(await creditDueCashBacks(db(), afterStay, 100, { sessionId: randomUUID() })).toBe(0);
    expect((await as('late', BOOKING, { id: orderId })).data.user_booking.cash_back.status).toBe(
      'PENDING',
    );
    const runs = await Promise.all([
      creditDueCashBacks(db(), afterStay),
      creditDueCashBacks(db(), afterStay),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    b = (await as('late', BOOKING, { id: orderId })).data.user_booking;
    expect(b.cash_back.status).toBe('CREDITED');
    expect(await walletBalance(db(), world.users.late.id)).toBeGreaterThanOrEqual(
      wallet + b.cash_back.amount,
    );
    t().clock.advance(-4 * 86_400);
  });

  it('a cancelled booking’s pending cash back is void and never paid; its voucher can be used again', async () => {
    await db()
      .insert(platformPromotions)
      .values({
        code: 'HUYLAI',
        name: 'Huỷ lại',
        percent_off: 10,
        max_user_redemptions: 1,
        active: true,
      })
      .onConflictDoNothing();
    const { orderId } = await paidStay('late', stay.free, 'HUYLAI');
    let b = (await as('late', BOOKING, { id: orderId })).data.user_booking;
    expect(b.price.voucher_discount).toBeGreaterThan(0);
    expect(b.cash_back.status).toBe('PENDING');
    await as('late', CANCEL, { id: orderId });
    b = (await as('late', BOOKING, { id: orderId })).data.user_booking;
    expect(b.cash_back.status).toBe('VOID');
    expect(await creditDueCashBacks(db(), new Date(Date.now() + 90 * 86_400_000))).toBe(0);
    // The promotion is still running: its one use per traveller is given back.
    const again = await paidStay('late', stay.free, 'HUYLAI');
    expect(again.orderId).not.toBe(orderId);
  });
});

describe('cancelling a flight by its fare rules', () => {
  it('50 requests at once → one refund of the price less the fee per adult and child; seats back', async () => {
    await creditWalletTopUp(db(), world.users.ticket.id, 20_000_000, 'VND', 'top-up:ticket');
    const seats = await seatsLeft(classic);
    const session = await flightCart('ticket', classic, 'VN-ECO_CLASSIC', {
      n_o_a: 2,
      n_o_c: 1,
      n_o_i: 1,
    });
    const paid = (await as('ticket', WALLET, { s: session })).data.pay_with_wallet;
    expect(await seatsLeft(classic)).toBe(seats - 3);
    const wallet = await walletBalance(db(), world.users.ticket.id);
    let b = (await as('ticket', BOOKING, { id: paid.id })).data.user_booking;
    // 600,000 per adult and child; the infant, on a lap, pays none.
    expect(b.cancellation).toEqual({
      policy: 'FARE_REFUND',
      deadline: null,
      can_cancel: true,
      reason: null,
      refund_fee: 1_800_000,
      refund_amount: b.order.price - 1_800_000,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => as('ticket', CANCEL, { id: paid.id })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const net = b.order.price - 1_800_000;
    for (const r of results) {
      expect(r.data.cancel_booking.refund).toEqual({
        status: 'SUCCEEDED',
        amount: net,
        fee: 1_800_000,
        method: 'WALLET',
      });
    }
    expect(
      await count(
        t(),
        sql`select count(*) as n from ledger_transactions where user_order_id = ${paid.id}::uuid and kind = 'ORDER_REFUND'`,
      ),
    ).toBe(1);
    expect(await walletBalance(db(), world.users.ticket.id)).toBe(wallet + net);
    expect(await seatsLeft(classic)).toBe(seats);
    b = (await as('ticket', BOOKING, { id: paid.id })).data.user_booking;
    expect(b.order.status).toBe('REFUNDED');
    expect(b.cancellation).toMatchObject({ can_cancel: false, reason: 'cancelled' });
    const mails = await mailsOf(t(), paid.id);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Wayfare đã hoàn tiền cho đặt chỗ bạn huỷ',
      expect.stringMatching(/^Xác nhận đặt vé máy bay /),
      expect.stringMatching(/^Đã huỷ đặt chỗ /),
    ]);
    const money = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)}`;
    const cancelled = mails.find((m) => m.subject?.startsWith('Đã huỷ'))!;
    expect(cancelled.text).toContain('theo điều kiện hoàn vé của hạng vé');
    expect(cancelled.text).toContain(`trừ phí hoàn vé ${money(1_800_000)}`);
    expect(cancelled.text).toContain(`hoàn lại ${money(net)}`);
    const refunded = mails.find((m) => m.subject?.startsWith('Wayfare đã hoàn'))!;
    expect(refunded.text).toContain(`Wayfare hoàn lại ${money(net)}`);
  });

  it('a card ticket: the fee is waived until 24 h before departure, then the card gets the net', async () => {
    const session = await flightCart('flex', flex, 'VN-ECO_FLEX');
    const intent = await startCard(t(), world.users.flex.token, session);
    expect((await confirmCard(t(), intent)).status).toBe('succeeded');
    const orderId = (
      await db().execute<{ id: string }>(
        sql`select id from user_orders where payment_checkout_session_id = ${session}::uuid`,
      )
    ).rows[0].id;
    let b = (await as('flex', BOOKING, { id: orderId })).data.user_booking;
    const departs = new Date(`${inDays(12)}T08:00:00.000Z`); // 15:00 in Hanoi
    expect(b.cancellation).toMatchObject({
      policy: 'FARE_REFUND',
      can_cancel: true,
      refund_fee: 0,
      refund_amount: b.order.price,
      deadline: new Date(departs.getTime() - 24 * 3_600_000).toISOString(),
    });
    const toLastDay = (departs.getTime() - t().clock.now().getTime()) / 1000 - 20 * 3600;
    t().clock.advance(toLastDay);
    try {
      b = (await as('flex', BOOKING, { id: orderId })).data.user_booking;
      expect(b.cancellation).toMatchObject({
        can_cancel: true,
        deadline: null,
        refund_fee: 300_000,
        refund_amount: b.order.price - 300_000,
      });
      const r = (await as('flex', CANCEL, { id: orderId })).data.cancel_booking;
      expect(r.refund).toMatchObject({
        status: 'SUCCEEDED',
        amount: b.order.price - 300_000,
        fee: 300_000,
      });
      expect(await stripeRefunds(t(), intent.id)).toEqual([
        expect.objectContaining({ amount: b.order.price - 300_000, status: 'succeeded' }),
      ]);
    } finally {
      t().clock.advance(-toLastDay);
    }
  });

  it('the rules: departed, a fee not less than the price, a company-paid ticket with a fee', () => {
    const item = {
      kind: 'FLIGHT_BOOKING',
      product: {
        departure_flight: {
          seat_class: { id: 'local:x:VN-ECO_CLASSIC' },
          departure: { date: '2030-01-10T02:00:00.000Z' },
        },
      },
      metadata: { party: { n_o_a: 1, n_o_c: 0, n_o_i: 0 } },
    };
    const plans = new Map([
      [
        'VN-ECO_CLASSIC',
        {
          id: 'VN-ECO_CLASSIC',
          refundable: true,
          refund_fee: 600_000,
          currency: 'VND',
          free_cancellation_hours: 0,
        },
      ],
    ]);
    const order = {
      status: 'SUCCESSFUL',
      price: 1_650_000,
      currency: 'VND',
      payment_method: 'WALLET',
      cancelled_at: null,
      payment_details: {},
    };
    const at = (iso: string, o = order) => cancellationOf(o, [item], new Date(iso), plans);
    expect(at('2030-01-09T00:00:00Z')).toMatchObject({ can_cancel: true, refund_fee: 600_000 });
    expect(at('2030-01-10T02:00:00Z')).toMatchObject({ can_cancel: false, reason: 'departed' });
    expect(at('2030-01-09T00:00:00Z', { ...order, price: 600_000 }).reason).toBe(
      'fee_exceeds_price',
    );
    expect(
      at('2030-01-09T00:00:00Z', { ...order, payment_method: 'CORPORATE_WALLET' }).reason,
    ).toBe('company_fee');
    expect(cancellationOf(order, [item], new Date('2030-01-09T00:00:00Z')).reason).toBe('flight');
  });
});
