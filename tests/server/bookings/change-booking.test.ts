import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { changeRulesOf } from '../../../server/domain/bookings/change-policy';
import { creditDueCashBacks } from '../../../server/domain/rewards/cash-back';
import { buildFlight, inDays } from '../support/inventory-builders';
import { addDetails, CREATE_CART, pay, useCheckoutApp } from '../checkout/support';
import { count, mailsOf } from '../checkout/support-refunds';

/*
 * Changing a flight of a paid booking by its fare's change rules (docs/manage-booking.md
 * "Changing a flight"): the options (same route, same fare, priced as fare difference + change
 * fee per seat), the change in one transaction (new seats booked with a new PNR, old ones back
 * on sale, the wallet paid or given back once), the refusals, and 50 requests at once.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 5, people: ['neg', 'pos', 'other', 'lite', 'late', 'poor', 'gone', 'cash'] },
);

const OPTIONS = `query($id: ID!, $leg: String!, $date: String!) {
  booking_change_options(id: $id, leg: $leg, date: $date) {
    leg flight_code can_change reason change_fee seats currency date
    options { flight_id seat_class_id fare_difference change_fee total currency
      flight { code departure { code date } arrival { code } } } } }`;
const CHANGE = `mutation($id: ID!, $leg: String!, $f: ID!, $s: ID!) {
  change_booking(id: $id, leg: $leg, flight_id: $f, seat_class_id: $s) {
    id booking_codes order { price }
    change_rules { leg flight_code can_change reason change_fee seats }
    changes { leg from_flight { code booking_code } to_flight { code booking_code }
      fare_difference change_fee total currency } } }`;
const BOOKING = `query($id: ID!) { user_booking(id: $id) {
  booking_codes order { price shopping_items { product { ... on FlightBooking { departure_flight { code booking_code } } } } }
  change_rules { leg can_change reason change_fee seats deadline }
  changes { to_flight { code booking_code } total } } }`;
const TICKETS = `query($id: ID!) { user_booking(id: $id) { flights { flight_code tickets { number } } } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;

const db = () => t().database.db;
const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

/** HAN → DAD in 12 days at 09:00 on VN-ECO_CLASSIC (change fee 600,000 per seat). */
let booked: string;
/** The same route and fare in 14 days: 800,000 cheaper for an adult. */
let cheaper: string;
/** The same route and fare in 14 days at 15:00: 500,000 dearer. */
let dearer: string;
/** In 14 days at 12:00, on VN-ECO_LITE only: not the booked fare. */
let otherFare: string;
/** HAN → DAD in 12 days at 11:00 on VN-ECO_LITE (not changeable). */
let lite: string;

const opt = (instance: string, plan = 'VN-ECO_CLASSIC') => ({
  f: `local:${instance}:ECONOMY`,
  s: `local:${instance}:${plan}`,
});

beforeAll(async () => {
  const leg = { from: 'HAN', to: 'DAD', minutes: 80 };
  const classic = (adult: [number, number]) => [{ plan: 'VN-ECO_CLASSIC', adult }];
  booked = await buildFlight(db(), {
    ...leg,
    date: inDays(12),
    code: 'VN157',
    depart: '09:00',
    fares: classic([1_500_000, 150_000]),
  });
  cheaper = await buildFlight(db(), {
    ...leg,
    date: inDays(14),
    code: 'VN161',
    depart: '09:00',
    fares: classic([700_000, 150_000]),
  });
  dearer = await buildFlight(db(), {
    ...leg,
    date: inDays(14),
    code: 'VN163',
    depart: '15:00',
    fares: classic([2_000_000, 150_000]),
  });
  otherFare = await buildFlight(db(), {
    ...leg,
    date: inDays(14),
    code: 'VN165',
    depart: '12:00',
    fares: [{ plan: 'VN-ECO_LITE', adult: [600_000, 150_000] }],
  });
  lite = await buildFlight(db(), {
    ...leg,
    date: inDays(12),
    code: 'VN167',
    depart: '11:00',
    fares: [{ plan: 'VN-ECO_LITE', adult: [1_000_000, 150_000] }],
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

let topUps = 0;
/** One adult on `instance`'s fare, paid from a wallet topped up with `topUp`; the order id. */
async function paidFlight(who: string, instance: string, plan: string, topUp = 5_000_000) {
  topUps += 1;
  await creditWalletTopUp(db(), world.users[who].id, topUp, 'VND', `top-up:${who}:${topUps}`);
  const r = await as(who, CREATE_CART, {
    input: {
      flight: { departure: { id: opt(instance).f, seat_class_id: `local:${instance}:${plan}` } },
    },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  const paid = await as(who, WALLET, { s: r.data.create_cart.id });
  expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  return paid.data.pay_with_wallet.id as string;
}

const ruleOf = (r: { errors?: { extensions: { fields?: { rule: string }[] } }[] }) =>
  r.errors?.[0]?.extensions?.fields?.[0]?.rule;

describe('changing a flight', () => {
  it('offers the same route on the same fare on another date, priced', async () => {
    const orderId = await paidFlight('neg', booked, 'VN-ECO_CLASSIC');
    const b = (await as('neg', BOOKING, { id: orderId })).data.user_booking;
    expect(b.change_rules).toEqual([
      expect.objectContaining({
        leg: 'departure',
        can_change: true,
        reason: null,
        change_fee: 600_000,
        seats: 1,
      }),
    ]);
    const r = await as('neg', OPTIONS, { id: orderId, leg: 'departure', date: inDays(14) });
    expect(r.errors).toBeUndefined();
    const o = r.data.booking_change_options;
    expect(o).toMatchObject({ can_change: true, change_fee: 600_000, seats: 1, currency: 'VND' });
    expect(o.options.map((x: { flight: { code: string } }) => x.flight.code)).toEqual([
      'VN161',
      'VN163',
    ]);
    expect(o.options[0]).toMatchObject({
      ...{ flight_id: opt(cheaper).f, seat_class_id: opt(cheaper).s },
      fare_difference: -800_000,
      change_fee: 600_000,
      total: -200_000,
    });
    expect(o.options[1]).toMatchObject({ fare_difference: 500_000, total: 1_100_000 });
    expect(otherFare).toBeTruthy();
  });

  it('a cheaper flight: new PNR, seats moved, the difference less the fee back to the wallet, e-mailed', async () => {
    const orderId = await paidFlight('neg', booked, 'VN-ECO_CLASSIC');
    const before = (await as('neg', BOOKING, { id: orderId })).data.user_booking;
    const ticketBefore = (await as('neg', TICKETS, { id: orderId })).data.user_booking.flights[0]
      .tickets[0].number as string;
    expect(ticketBefore).toMatch(/^738\d{10}$/);
    const wallet = await walletBalance(db(), world.users.neg.id);
    const seats = { booked: await seatsLeft(booked), cheaper: await seatsLeft(cheaper) };
    const r = await as('neg', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(r.errors).toBeUndefined();
    const b = r.data.change_booking;
    expect(b.changes).toEqual([
      {
        leg: 'departure',
        from_flight: { code: 'VN157', booking_code: before.booking_codes[0] },
        to_flight: { code: 'VN161', booking_code: b.booking_codes[0] },
        fare_difference: -800_000,
        change_fee: 600_000,
        total: -200_000,
        currency: 'VND',
      },
    ]);
    expect(b.booking_codes[0]).toMatch(/^[A-Z0-9]{6}$/);
    expect(b.booking_codes[0]).not.toBe(before.booking_codes[0]);
    expect(b.order.price).toBe(before.order.price - 200_000);
    expect(await walletBalance(db(), world.users.neg.id)).toBe(wallet + 200_000);
    expect(await seatsLeft(booked)).toBe(seats.booked + 1);
    expect(await seatsLeft(cheaper)).toBe(seats.cheaper - 1);
    const page = (await as('neg', BOOKING, { id: orderId })).data.user_booking;
    expect(page.order.shopping_items[0].product.departure_flight).toEqual({
      code: 'VN161',
      booking_code: b.booking_codes[0],
    });
    // The old flight's e-ticket voided, a new one issued for the new flight.
    const tickets = (await as('neg', TICKETS, { id: orderId })).data.user_booking.flights;
    expect(tickets).toHaveLength(1);
    expect(tickets[0].flight_code).toBe('VN161');
    expect(tickets[0].tickets).toHaveLength(1);
    expect(tickets[0].tickets[0].number).toMatch(/^738\d{10}$/);
    expect(tickets[0].tickets[0].number).not.toBe(ticketBefore);
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Đã đổi chuyến bay: ${b.booking_codes[0]}`);
    expect(mails[0].text).toContain('VN157');
    expect(mails[0].text).toContain('Phí đổi vé: 600.000');
    expect(mails[0].text).toContain('Đã hoàn 200.000');
  });

  it('a cash back still waiting is paid after the changed trip, not the booked one', async () => {
    const orderId = await paidFlight('cash', booked, 'VN-ECO_CLASSIC');
    // The traveller's rank paid 1 % back: promised at payment, due at the booked arrival.
    await db().execute(sql`update user_orders set cash_back = 15000, cash_back_status = 'PENDING',
      cash_back_due_at = now() where id = ${orderId}::uuid`);
    const r = await as('cash', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(r.errors).toBeUndefined();
    const { rows } = await db().execute<{ due: string; arrival: string; status: string }>(sql`
      select o.cash_back_due_at as due, o.cash_back_status as status,
        i.product->'departure_flight'->'arrival'->>'date' as arrival
      from user_orders o join shopping_items i
        on i.payment_checkout_session_id = o.payment_checkout_session_id
      where o.id = ${orderId}::uuid`);
    const arrival = new Date(rows[0].arrival);
    expect(rows[0].status).toBe('PENDING');
    expect(new Date(rows[0].due).getTime()).toBe(arrival.getTime());
    const session = (
      await db().execute<{ s: string }>(
        sql`select payment_checkout_session_id as s from user_orders where id = ${orderId}::uuid`,
      )
    ).rows[0].s;
    const at = (ms: number) =>
      creditDueCashBacks(db(), new Date(arrival.getTime() + ms), 100, { sessionId: session });
    expect(await at(-60_000)).toBe(0);
    expect(await at(60_000)).toBe(1);
  });

  it('50 requests at once for a dearer flight → one change, one charge, one seat', async () => {
    const orderId = await paidFlight('pos', booked, 'VN-ECO_CLASSIC');
    const wallet = await walletBalance(db(), world.users.pos.id);
    const seats = { booked: await seatsLeft(booked), dearer: await seatsLeft(dearer) };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as('pos', CHANGE, { id: orderId, leg: 'departure', ...opt(dearer) }),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(
      await count(
        t(),
        sql`select count(*) as n from booking_changes where user_order_id = ${orderId}::uuid`,
      ),
    ).toBe(1);
    expect(
      await count(
        t(),
        sql`select count(*) as n from ledger_transactions where user_order_id = ${orderId}::uuid and kind = 'ORDER_PAYMENT'`,
      ),
    ).toBe(2); // the booking's own payment and the change's
    expect(await walletBalance(db(), world.users.pos.id)).toBe(wallet - 1_100_000);
    expect(await seatsLeft(dearer)).toBe(seats.dearer - 1);
    expect(await seatsLeft(booked)).toBe(seats.booked + 1);
    const mails = (await mailsOf(t(), orderId)).filter((m) => m.subject?.includes('Đã đổi'));
    expect(mails).toHaveLength(1);
  });

  it('refuses a fare without changes, a closed change, a sold-out flight and a short wallet, changing nothing', async () => {
    const liteOrder = await paidFlight('lite', lite, 'VN-ECO_LITE');
    const r1 = await as('lite', OPTIONS, { id: liteOrder, leg: 'departure', date: inDays(14) });
    expect(ruleOf(r1)).toBe('not_changeable');

    // Sold out: the old ticket is untouched.
    const orderId = await paidFlight('poor', booked, 'VN-ECO_CLASSIC', 1_700_000);
    const before = (await as('poor', BOOKING, { id: orderId })).data.user_booking;
    const kept = await seatsLeft(dearer);
    await db().execute(
      sql`update flight_fares set seats_left = 0 where instance_id = ${dearer}::uuid`,
    );
    try {
      const r2 = await as('poor', CHANGE, { id: orderId, leg: 'departure', ...opt(dearer) });
      expect(ruleOf(r2)).toBe('sold_out');
    } finally {
      await db().execute(
        sql`update flight_fares set seats_left = ${kept} where instance_id = ${dearer}::uuid`,
      );
    }
    // 1,100,000 to pay, the wallet holds 1,700,000 − 1,650,000 = 50,000.
    const wallet = await walletBalance(db(), world.users.poor.id);
    const r3 = await as('poor', CHANGE, { id: orderId, leg: 'departure', ...opt(dearer) });
    expect(ruleOf(r3)).toBe('insufficient_balance');
    expect(await walletBalance(db(), world.users.poor.id)).toBe(wallet);
    expect(await seatsLeft(dearer)).toBe(kept);
    const after = (await as('poor', BOOKING, { id: orderId })).data.user_booking;
    expect(after.booking_codes).toEqual(before.booking_codes);
    expect(after.changes).toEqual([]);

    // Within 3 hours of departure: closed.
    const late = await paidFlight('late', booked, 'VN-ECO_CLASSIC');
    const departs = new Date(`${inDays(12)}T02:00:00Z`); // 09:00 in Hà Nội
    const toClosed = (departs.getTime() - t().clock.now().getTime()) / 1000 - 2 * 3600;
    t().clock.advance(toClosed);
    try {
      const r4 = await as('late', CHANGE, { id: late, leg: 'departure', ...opt(dearer) });
      expect(ruleOf(r4)).toBe('change_closed');
    } finally {
      t().clock.advance(-toClosed);
    }
  });

  it('is the caller’s own: another traveller cannot see or change the booking', async () => {
    const orderId = await paidFlight('gone', booked, 'VN-ECO_CLASSIC');
    const seats = await seatsLeft(cheaper);
    const r1 = await as('other', OPTIONS, { id: orderId, leg: 'departure', date: inDays(14) });
    expect(r1.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const r2 = await as('other', CHANGE, { id: orderId, leg: 'departure', ...opt(cheaper) });
    expect(r2.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await seatsLeft(cheaper)).toBe(seats);
    expect(
      await count(
        t(),
        sql`select count(*) as n from booking_changes where user_order_id = ${orderId}::uuid`,
      ),
    ).toBe(0);
  });

  it('company-paid and split bookings are changed through support', () => {
    const item = {
      kind: 'FLIGHT_BOOKING',
      product: {
        departure_flight: {
          code: 'VN157',
          departure: { date: '2099-01-01T02:00:00Z' },
          seat_class: { id: 'local:x:VN-ECO_CLASSIC' },
        },
      },
      metadata: { party: { n_o_a: 2, n_o_c: 1, n_o_i: 1 } },
    };
    const plans = new Map([
      [
        'VN-ECO_CLASSIC',
        {
          id: 'VN-ECO_CLASSIC',
          refundable: true,
          refund_fee: 600_000,
          changeable: true,
          change_fee: 600_000,
          currency: 'VND',
          free_cancellation_hours: 0,
        },
      ],
    ]);
    const order = {
      status: 'SUCCESSFUL',
      price: 1,
      currency: 'VND',
      cancelled_at: null,
      payment_details: {},
    };
    const now = new Date('2098-12-01T00:00:00Z');
    const company = changeRulesOf(
      { ...order, payment_method: 'CORPORATE_WALLET' },
      [item],
      plans,
      now,
    );
    expect(company[0]).toMatchObject({ can_change: false, reason: 'company_paid', seats: 3 });
    const split = changeRulesOf(
      { ...order, payment_method: 'WALLET', payment_details: { first_pay: {} } },
      [item],
      plans,
      now,
    );
    expect(split[0].reason).toBe('split_payment');
    const own = changeRulesOf({ ...order, payment_method: 'WALLET' }, [item], plans, now);
    expect(own[0]).toMatchObject({ can_change: true, change_fee: 600_000, seats: 3 });
  });
});
