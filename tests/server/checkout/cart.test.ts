import { sql } from 'drizzle-orm';
import { currencies } from '../../../server/db/schema';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 4, people: ['an', 'binh'] });

const seatsLeft = async (instanceId: string) => {
  const { rows } = await t().database.db.execute<{ n: number }>(
    sql`select seats_left as n from flight_fares where instance_id = ${instanceId}::uuid`,
  );
  return Number(rows[0].n);
};
const roomsLeft = async () => {
  const { rows } = await t().database.db.execute<{ date: string; n: number }>(sql`
    select date::text as date, allotment as n from room_daily_rates
    where room_type_id = ${world.hotel.roomTypeId}::uuid
      and date in (${world.hotel.checkIn}::date, ${world.hotel.checkIn}::date + 1) order by date`);
  return rows.map((r) => Number(r.n));
};
const cart = (who: string, input: unknown) =>
  pay(t().app, world.users[who].token, CREATE_CART, { input });

describe('create_cart: a flight', () => {
  it('re-prices the fare for the party, holds its seats for 15 minutes and splits the VAT', async () => {
    const before = await seatsLeft(world.flight.instanceId);
    const r = await cart('an', flightInput(world, { n_o_a: 2, n_o_c: 1, n_o_i: 0 }));
    expect(r.errors).toBeUndefined();
    const s = r.data.create_cart;
    // 2 adults × (1,200,000 + 150,000) + 1 child × (900,000 + 150,000)
    expect(s).toMatchObject({
      status: 'OPEN',
      currency: 'VND',
      price: 3_750_000,
      original_price: 3_750_000,
      service_fee: 0,
      tax_rate: 10,
      duty_free_price: 3_409_091, // 3,750,000 × 100 / 110 = 3,409,090.9… → half up
      tax_fee: 340_909, // the rest: duty-free + tax = price exactly
      is_corporate: false,
      cash_back: { amount: 0, currency: 'VND' },
    });
    expect(s.cart_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(s.expired_at) - Date.parse(s.begin_at)).toBe(15 * 60_000);
    expect(s.supported_payment_methods).toContain('WALLET');
    expect(s.supported_payment_methods).not.toContain('CORPORATE_WALLET');
    const [item] = s.shopping_items;
    expect(item).toMatchObject({
      price: 3_750_000,
      duty_free_price: 3_409_091,
      is_sold_out: false,
    });
    expect(item.product).toMatchObject({
      __typename: 'FlightBooking',
      type: 'ONE_WAY',
      price: 3_750_000,
      departure_flight: {
        code: 'VN213',
        price: 3_750_000,
        departure: { code: 'HAN' },
        arrival: { code: 'SGN' },
        seat_class: {
          type: 'ECONOMY',
          adult_fare: { fare: 1_200_000, charge: 150_000, price: 1_350_000 },
        },
      },
      return_flight: null,
      passengers: [],
    });
    expect(await seatsLeft(world.flight.instanceId)).toBe(before - 3); // infants sit on laps
  });

  it('prices a round trip as both directions and holds seats on both', async () => {
    const backBefore = await seatsLeft(world.back.instanceId);
    const r = await cart('an', {
      flight: {
        departure: { id: world.flight.optionId, seat_class_id: world.flight.seatClassId },
        return: { id: world.back.optionId, seat_class_id: world.back.seatClassId },
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.create_cart.price).toBe(2 * 1_350_000);
    expect(r.data.create_cart.shopping_items[0].product).toMatchObject({
      type: 'ROUND_TRIP',
      return_flight: { code: 'VN214', price: 1_350_000 },
    });
    expect(await seatsLeft(world.back.instanceId)).toBe(backBefore - 1);
  });

  it('names the field and rule of a bad choice, and holds nothing', async () => {
    const before = await seatsLeft(world.flight.instanceId);
    const both = await cart('an', { ...flightInput(world), ...hotelInput(world) });
    expect(both.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'flight', rule: 'one_of' }],
    });
    const unknownFare = await cart('an', {
      flight: {
        departure: {
          id: world.flight.optionId,
          seat_class_id: `local:${world.flight.instanceId}:VN-BUS_FLEX`,
        },
      },
    });
    expect(unknownFare.errors![0].extensions.fields[0]).toMatchObject({
      field: 'flight.departure.seat_class_id',
      rule: 'sold_out',
    });
    const tooMany = await cart('an', flightInput(world, { n_o_a: 10 }));
    expect(tooMany.errors![0].extensions.fields[0]).toMatchObject({
      field: 'flight.n_o_a',
      rule: 'too_big',
    });
    expect(await seatsLeft(world.flight.instanceId)).toBe(before);
  });

  it('answers the same cart to a repeated idempotency key and holds once', async () => {
    const before = await seatsLeft(world.flight.instanceId);
    const input = flightInput(world);
    const key = { ...input, idempotency_key: 'tap-7f3a9c21' };
    // binh holds nothing on this flight yet (a new cart would give an older one's seats back).
    const [a, b] = await Promise.all([cart('binh', key), cart('binh', key)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data.create_cart.id).toBe(b.data.create_cart.id);
    expect(await seatsLeft(world.flight.instanceId)).toBe(before - 1);
  });
});

describe('create_cart: a hotel rate', () => {
  it('re-prices the stay with its surcharge and holds a room on every night', async () => {
    const before = await roomsLeft();
    const r = await cart('an', hotelInput(world));
    expect(r.errors).toBeUndefined();
    const s = r.data.create_cart;
    // Nights 5 and 6: 1,050,000 + 1,060,000, plus the 100,000 cleaning fee per stay.
    expect(s).toMatchObject({ price: 2_210_000, original_price: 2_210_000 });
    expect(s.surcharges).toEqual([{ name: 'Phụ thu', amount: 100_000, currency: 'VND' }]);
    expect(s.shopping_items[0].product).toMatchObject({
      __typename: 'RoomType',
      id: world.hotel.roomTypeId,
      name: 'Deluxe',
      property: { id: world.hotel.id, name: 'Sea Breeze' },
      room_stayings: [
        {
          available_at_date: world.hotel.checkIn,
          price: 1_050_000,
          rate_plan: { name: 'Room only' },
        },
        { price: 1_060_000 },
      ],
    });
    expect(await roomsLeft()).toEqual(before.map((n) => n - 1));
  });

  it('refuses a rate id that is not a rate of the page', async () => {
    const r = await cart('an', hotelInput(world, { rate_id: 'nonsense' }));
    expect(r.errors![0].extensions.fields[0]).toMatchObject({
      field: 'hotel.rate_id',
      rule: 'invalid_format',
    });
  });
});

describe('hold expiry', () => {
  it('releases the rooms when the hold lapses, and shows the session EXPIRED', async () => {
    const before = await roomsLeft();
    const r = await cart('binh', hotelInput(world));
    const token = r.data.create_cart.cart_token;
    expect(await roomsLeft()).toEqual(before.map((n) => n - 1));
    t().clock.advance(14 * 60 + 59);
    expect(await releaseExpiredHolds(t().database.db, t().clock.now())).toBe(0);
    expect(await roomsLeft()).toEqual(before.map((n) => n - 1));
    t().clock.advance(2);
    // The sweeper's pass (also run by every cart creation and lazily by every read).
    expect(await releaseExpiredHolds(t().database.db, t().clock.now())).toBeGreaterThanOrEqual(1);
    // Every cart so far was made at the same instant, so every hold has lapsed: all 4 rooms back.
    expect(await roomsLeft()).toEqual([4, 4]);
    const read = await pay(
      t().app,
      world.users.binh.token,
      `query($c: String!) { payment_checkout_session_light(cart_token: $c) { status price } }`,
      { c: token },
    );
    expect(read.data.payment_checkout_session_light).toEqual({
      status: 'EXPIRED',
      price: 2_210_000,
    });
    // Released once only: another pass changes nothing.
    await releaseExpiredHolds(t().database.db, t().clock.now());
    expect(await roomsLeft()).toEqual([4, 4]);
  });

  it('expires a lapsed session when it is read, before any sweep', async () => {
    const before = await roomsLeft();
    const r = await cart('binh', hotelInput(world));
    t().clock.advance(16 * 60);
    const read = await pay(
      t().app,
      world.users.binh.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { status } }`,
      { c: r.data.create_cart.cart_token },
    );
    expect(read.data.payment_checkout_session.status).toBe('EXPIRED');
    expect(await roomsLeft()).toEqual(before);
  });
});

describe('another traveller', () => {
  it("sees nothing of someone else's cart, session or order", async () => {
    const mine = (await cart('an', hotelInput(world))).data.create_cart;
    const asBinh = (q: string, v: Record<string, unknown>) =>
      pay(t().app, world.users.binh.token, q, v);
    const full = await asBinh(
      `query($c: String!) { payment_checkout_session(cart_token: $c) { id } }`,
      { c: mine.cart_token },
    );
    expect(full.errors).toBeUndefined();
    expect(full.data.payment_checkout_session).toBeNull();
    const light = await asBinh(
      `query($c: String!) { payment_checkout_session_light(cart_token: $c) { id } }`,
      { c: mine.cart_token },
    );
    expect(light.data.payment_checkout_session_light).toBeNull();
    const paid = await asBinh(
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id } }`,
      { s: mine.id },
    );
    expect(paid.errors![0].extensions.code).toBe('NOT_FOUND');
    const order = await asBinh(
      `query($s: ID) { user_order(payment_checkout_session_id: $s) { id } }`,
      {
        s: mine.id,
      },
    );
    expect(order.data.user_order).toBeNull();
    // The owner still sees it.
    const own = await pay(
      t().app,
      world.users.an.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { id status } }`,
      { c: mine.cart_token },
    );
    expect(own.data.payment_checkout_session).toEqual({ id: mine.id, status: 'OPEN' });
  });

  it('needs a signed-in user; an unknown checkout is NOT_FOUND', async () => {
    const anonymous = await pay(t().app, '', CREATE_CART, { input: hotelInput(world) });
    expect(anonymous.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    const rail = await pay(
      t().app,
      world.users.an.token,
      `mutation { book_expense_management(input: { payment_checkout_session_id: "x" }) { id } }`,
    );
    expect(rail.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('update_invoice', () => {
  const UPDATE = `mutation($s: ID!, $c: String!, $a: String!, $t: String!) {
    update_invoice(payment_checkout_session_id: $s, company_name: $c, invoice_address: $a, tax_code: $t) {
      id invoice { company_name invoice_address tax_code } } }`;
  const vars = (s: string, t = '0314409058') => ({
    s,
    c: '  Công ty TNHH Sông Hồng ',
    a: '12 Lý Thái Tổ, Hoàn Kiếm, Hà Nội',
    t,
  });

  it('saves the billing details with a real tax code, branch codes included', async () => {
    const mine = (await cart('an', hotelInput(world))).data.create_cart;
    const r = await pay(t().app, world.users.an.token, UPDATE, vars(mine.id, '0314409058 002'));
    expect(r.errors).toBeUndefined();
    expect(r.data.update_invoice.invoice).toEqual({
      company_name: 'Công ty TNHH Sông Hồng',
      invoice_address: '12 Lý Thái Tổ, Hoàn Kiếm, Hà Nội',
      tax_code: '0314409058-002',
    });
  });

  it('names the field and rule of a bad value, and another traveller gets NOT_FOUND', async () => {
    const mine = (await cart('an', hotelInput(world))).data.create_cart;
    const as = (who: string, v: Record<string, unknown>) =>
      pay(t().app, world.users[who].token, UPDATE, v);
    const digit = await as('an', vars(mine.id, '0314409059'));
    expect(digit.errors![0].extensions.fields).toEqual([
      expect.objectContaining({ field: 'tax_code', rule: 'check_digit' }),
    ]);
    const format = await as('an', vars(mine.id, '12345'));
    expect(format.errors![0].extensions.fields[0]).toMatchObject({
      field: 'tax_code',
      rule: 'format',
    });
    const blank = await as('an', { ...vars(mine.id), c: '   ' });
    expect(blank.errors![0].extensions.fields[0]).toMatchObject({
      field: 'company_name',
      rule: 'required',
    });
    const other = await as('binh', vars(mine.id));
    expect(other.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('converted_price', () => {
  it('converts whole minor units with the reference rate, and names an unknown currency', async () => {
    const db = t().database.db;
    const common = { symbol: '', as_of: new Date('2026-01-01T00:00:00Z'), source: 'test' };
    await db.insert(currencies).values([
      {
        ...common,
        code: 'VND',
        name_vi: 'Đồng',
        name_en: 'Dong',
        minor_units: 0,
        vnd_per_unit: 1,
        position: 0,
      },
      {
        ...common,
        code: 'USD',
        name_vi: 'Đô la',
        name_en: 'Dollar',
        minor_units: 2,
        vnd_per_unit: 25_000,
        position: 1,
      },
    ]);
    const Q = `query($c: String!, $a: Float) { converted_price(currency: $c, amount: $a) {
      currency base_currency rate amount converted_amount } }`;
    const r = await pay(t().app, world.users.an.token, Q, { c: 'USD', a: 2_210_000 });
    expect(r.data.converted_price).toEqual({
      currency: 'USD',
      base_currency: 'VND',
      rate: 0.00004,
      amount: 2_210_000,
      converted_amount: 8_840, // $88.40 in cents
    });
    const bad = await pay(t().app, world.users.an.token, Q, { c: 'XYZ', a: 1 });
    expect(bad.errors![0].extensions.fields[0]).toMatchObject({
      field: 'currency',
      rule: 'unknown',
    });
  });
});
