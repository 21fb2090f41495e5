import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformPromotions, userRankConfigurations } from '../../../server/db/schema';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { creditDueCashBacks } from '../../../server/domain/rewards/cash-back';
import { buildHotel } from '../support/hotel-builders';
import { inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, flightInput, pay, useCheckoutApp } from '../checkout/support';
import { count, mailsOf } from '../checkout/support-refunds';

/*
 * Managing a booking (docs/manage-booking.md): the detail a booking's page reads, and the
 * self-service cancellation of a stay on a free-cancellation rate — refund by the method that
 * paid, rooms back on sale, cash back, points and vouchers unwound, e-mails sent — once, however
 * many requests arrive at once.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 20, people: ['lan', 'minh', 'other', 'flyer', 'racer', 'late'] },
);

const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  id number kind booking_codes cancelled_at
  order { id status price cash_back { amount } }
  contact { email phone guest }
  price { currency items_price service_fee voucher_discount gift_voucher_discount price tax_fee
    duty_free_price surcharges { name amount } passenger_lines { type count fare charge total } }
  payment { method paid_at corporate_name }
  cash_back { amount status due_at }
  cancellation { policy deadline can_cancel reason refund_amount }
  fare_rules { flight_code plan refundable refund_fee changeable change_fee baggage_pieces baggage_kg cabin_kg }
  refund { status amount method refunded_at } } }`;
const CANCEL = `mutation($id: ID!) { cancel_booking(id: $id) {
  id order { status } cancelled_at refund { status amount method } cancellation { can_cancel reason } } }`;
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
});

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
    expect(b.cancellation).toMatchObject({
      policy: 'AIRLINE_RULES',
      can_cancel: false,
      reason: 'flight',
    });
    const c = await as('flyer', CANCEL, { id: b.id });
    expect(c.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
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
