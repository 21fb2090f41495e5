import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { addMonths, ageOn } from '../../../server/domain/checkout/passengers';
import { addDays } from '../../../server/domain/inventory/geo';
import { inDays } from '../support/inventory-builders';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 4, people: ['an', 'binh'] });

const UPDATE = `mutation($input: UpdateBookingDetailsInput!) { update_booking_details(input: $input) {
  id status booking_note { email phone guest request }
  shopping_items { product { __typename ... on FlightBooking { contact_email contact_phone
    passengers { title first_name last_name date_of_birth type passport passport_expired } } } } } }`;

const cart = async (who: string, input: unknown) => {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input });
  expect(r.errors).toBeUndefined();
  return r.data.create_cart as { id: string; cart_token: string };
};
const update = (who: string, input: Record<string, unknown>) =>
  pay(t().app, world.users[who].token, UPDATE, { input });
const fields = (r: {
  errors?: { extensions?: { fields?: { field: string; rule: string }[] } }[];
}) => r.errors?.[0]?.extensions?.fields ?? [];

/** The flight leaves in 10 days (support.ts); ages are counted on that day. */
const flightDay = () => inDays(10);
const born = (years: number, days = 0) => addDays(addMonths(flightDay(), -12 * years), -days);

const contact = { contact_email: 'an@travel.example', contact_phone: '0912 345 678' };
const adult = {
  title: 'mr',
  first_name: 'van an',
  last_name: 'Nguyen',
  date_of_birth: born(30),
  type: 'ADULT',
};

describe('update_booking_details: a flight', () => {
  it('stores the contact and the passengers in passport form on the booking', async () => {
    const s = await cart('an', flightInput(world, { n_o_a: 1, n_o_c: 1 }));
    const child = {
      first_name: 'Minh',
      last_name: 'Nguyen',
      date_of_birth: born(7),
      type: 'CHILD',
    };
    const r = await update('an', {
      payment_checkout_session_id: s.id,
      ...contact,
      passengers: [adult, child],
    });
    expect(r.errors).toBeUndefined();
    const out = r.data.update_booking_details;
    expect(out.booking_note).toEqual({
      email: 'an@travel.example',
      phone: '0912345678',
      guest: 'NGUYEN VAN AN',
      request: null,
    });
    expect(out.shopping_items[0].product).toMatchObject({
      contact_email: 'an@travel.example',
      contact_phone: '0912345678',
      passengers: [
        { title: 'MR', first_name: 'VAN AN', last_name: 'NGUYEN', type: 'ADULT', passport: null },
        { title: null, first_name: 'MINH', type: 'CHILD' },
      ],
    });
  });

  it('names each bad field with its rule and stores nothing', async () => {
    const s = await cart('an', flightInput(world, { n_o_a: 1, n_o_i: 1 }));
    const r = await update('an', {
      payment_checkout_session_id: s.id,
      contact_email: 'not-an-email',
      contact_phone: '12',
      passengers: [
        // 'VM' is two letters but no country (a slip for VN).
        { ...adult, first_name: 'Văn An', title: 'SIR', nationality_country_code: 'VM' },
        { first_name: 'Bao', last_name: 'Nguyen', date_of_birth: born(3), type: 'INFANT' },
      ],
    });
    expect(r.data).toBeNull();
    expect(fields(r)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'contact_email', rule: 'email' }),
        expect.objectContaining({ field: 'contact_phone', rule: 'phone' }),
        expect.objectContaining({ field: 'passengers.0.first_name', rule: 'passport_name' }),
        expect.objectContaining({ field: 'passengers.0.title', rule: 'title' }),
        expect.objectContaining({
          field: 'passengers.0.nationality_country_code',
          rule: 'country',
        }),
      ]),
    );
    // Shapes right, but an infant of 3 and the party's count are the trip's rules.
    const ages = await update('an', {
      payment_checkout_session_id: s.id,
      ...contact,
      passengers: [
        { ...adult, date_of_birth: born(11, -1) },
        { first_name: 'Bao', last_name: 'Nguyen', date_of_birth: born(3), type: 'INFANT' },
        { ...adult, first_name: 'Lan' },
      ],
    });
    expect(fields(ages)).toEqual([
      expect.objectContaining({ field: 'passengers.0.date_of_birth', rule: 'age_range' }),
      expect.objectContaining({ field: 'passengers.1.date_of_birth', rule: 'age_range' }),
      expect.objectContaining({ field: 'passengers', rule: 'count' }),
    ]);
    const read = await pay(
      t().app,
      world.users.an.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { booking_note { email }
        shopping_items { product { ... on FlightBooking { passengers { first_name } } } } } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session.booking_note).toBeNull();
    expect(read.data.payment_checkout_session.shopping_items[0].product.passengers).toEqual([]);
  });

  it('requires passengers for a flight and refuses a passport about to expire', async () => {
    const s = await cart('an', flightInput(world));
    const none = await update('an', { payment_checkout_session_id: s.id, ...contact });
    expect(fields(none)).toEqual([
      expect.objectContaining({ field: 'passengers', rule: 'required' }),
    ]);
    const soon = await update('an', {
      payment_checkout_session_id: s.id,
      ...contact,
      passengers: [{ ...adult, passport: 'C1234567', passport_expired: addMonths(flightDay(), 5) }],
    });
    expect(fields(soon)).toEqual([
      expect.objectContaining({ field: 'passengers.0.passport_expired', rule: 'validity' }),
    ]);
  });
});

describe('update_booking_details: a hotel', () => {
  it('keeps the lead guest and the requests; the guest is required', async () => {
    const s = await cart('an', hotelInput(world));
    const missing = await update('an', { payment_checkout_session_id: s.id, ...contact });
    expect(fields(missing)).toEqual([
      expect.objectContaining({ field: 'guest', rule: 'required' }),
    ]);
    const r = await update('an', {
      payment_checkout_session_id: s.id,
      ...contact,
      guest: '  Nguyễn   Văn An ',
      request: 'High floor, late arrival',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.update_booking_details.booking_note).toEqual({
      email: 'an@travel.example',
      phone: '0912345678',
      guest: 'Nguyễn Văn An',
      request: 'High floor, late arrival',
    });
  });

  it('another traveller gets NOT_FOUND and changes nothing; a paid checkout is closed', async () => {
    const s = await cart('an', hotelInput(world));
    const stranger = await update('binh', {
      payment_checkout_session_id: s.id,
      ...contact,
      guest: 'Someone Else',
    });
    expect(stranger.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(stranger.data).toBeNull();
    await update('an', { payment_checkout_session_id: s.id, ...contact, guest: 'Nguyen An' });
    await creditWalletTopUp(t().database.db, world.users.an.id, 10_000_000, 'VND', 'top-up:bd-1');
    const paid = await pay(
      t().app,
      world.users.an.token,
      `mutation($id: ID!) { pay_with_wallet(payment_checkout_session_id: $id) { status } }`,
      { id: s.id },
    );
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
    const late = await update('an', {
      payment_checkout_session_id: s.id,
      ...contact,
      guest: 'A B',
    });
    expect(fields(late)).toEqual([
      expect.objectContaining({ field: 'payment_checkout_session_id', rule: 'not_open' }),
    ]);
    const note = await pay(
      t().app,
      world.users.an.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { booking_note { guest } } }`,
      { c: s.cart_token },
    );
    // The stranger's and the late details were not stored: the ones saved before paying stay.
    expect(note.data.payment_checkout_session.booking_note).toEqual({ guest: 'Nguyen An' });
  });
});

describe('user_wallet', () => {
  it("answers the caller's derived balance, and only theirs", async () => {
    const q = `{ user_wallet { currency balance } }`;
    const before = (await pay(t().app, world.users.binh.token, q)).data.user_wallet.balance;
    await creditWalletTopUp(t().database.db, world.users.binh.id, 250_000, 'VND', 'top-up:bd-2');
    const after = await pay(t().app, world.users.binh.token, q);
    expect(after.data.user_wallet).toEqual({ currency: 'VND', balance: before + 250_000 });
    const bad = await pay(
      t().app,
      world.users.binh.token,
      `{ user_wallet(currency: "dong") { balance } }`,
    );
    expect(fields(bad)).toEqual([expect.objectContaining({ field: 'currency', rule: 'format' })]);
  });
});

describe('passenger arithmetic', () => {
  it('counts whole years and clamps months', () => {
    expect(ageOn('2014-03-01', '2026-02-28')).toBe(11);
    expect(ageOn('2014-03-01', '2026-03-01')).toBe(12);
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
});

describe('paying needs the booking details', () => {
  const PAYS = {
    pay_with_wallet: `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`,
    create_vnpay_payment: `mutation($s: ID!) { create_vnpay_payment(payment_checkout_session_id: $s,
      redirect_url: "/checkout/success-hotel") { pay_link } }`,
    bank_transfer: `mutation($s: ID!) { bank_transfer(payment_checkout_session_id: $s) { id } }`,
    pay_with_corporate: `mutation($s: ID!) { pay_with_corporate(payment_checkout_session_id: $s) { id } }`,
  };
  const STATUS = `query($c: String!) { payment_checkout_session(cart_token: $c) { status } }`;

  it('refuses every rail for a stay without contact and lead guest, naming each, and changes nothing', async () => {
    const s = await cart('binh', hotelInput(world));
    await creditWalletTopUp(t().database.db, world.users.binh.id, 9_000_000, 'VND', 'top-up:bd-3');
    for (const [op, query] of Object.entries(PAYS)) {
      const r = await pay(t().app, world.users.binh.token, query, { s: s.id });
      expect(r.data, op).toBeNull();
      expect(fields(r), op).toEqual([
        expect.objectContaining({ field: 'contact_email', rule: 'details_required' }),
        expect.objectContaining({ field: 'contact_phone', rule: 'details_required' }),
        expect.objectContaining({ field: 'guest', rule: 'details_required' }),
      ]);
    }
    const read = await pay(t().app, world.users.binh.token, STATUS, { c: s.cart_token });
    expect(read.data.payment_checkout_session.status).toBe('OPEN');

    const saved = await update('binh', {
      payment_checkout_session_id: s.id,
      ...contact,
      guest: 'Tran Binh',
    });
    expect(saved.errors).toBeUndefined();
    const paid = await pay(t().app, world.users.binh.token, PAYS.pay_with_wallet, { s: s.id });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  });

  it('names the passengers a flight lacks', async () => {
    const s = await cart('binh', flightInput(world, { n_o_a: 1 }));
    const r = await pay(t().app, world.users.binh.token, PAYS.pay_with_wallet, { s: s.id });
    expect(fields(r).map((f) => [f.field, f.rule])).toEqual([
      ['contact_email', 'details_required'],
      ['contact_phone', 'details_required'],
      ['passengers', 'details_required'],
    ]);
  });
});

describe('extra baggage (docs/checkout.md "Extra baggage")', () => {
  const BAGGAGE = `mutation($input: UpdateBookingDetailsInput!) { update_booking_details(input: $input) {
    service_fee price duty_free_price tax_fee
    shopping_items { price product { ... on FlightBooking {
      baggage_offers { departure { value unit price currency } return { value price } }
      passengers { first_name departure_baggages { value unit price currency }
        return_baggages { value unit price currency } } } } } } }`;
  const roundTrip = (extra: Record<string, unknown> = {}) =>
    flightInput(world, {
      return: { id: world.back.optionId, seat_class_id: world.back.seatClassId },
      ...extra,
    });
  const infant = { first_name: 'Bao', last_name: 'Nguyen', date_of_birth: born(1), type: 'INFANT' };
  const withBaggage = (who: string, id: string, passengers: unknown[]) =>
    pay(t().app, world.users[who].token, BAGGAGE, {
      input: { payment_checkout_session_id: id, ...contact, passengers },
    });

  it("prices each passenger's choice from the fare plan, in the total; taking it off gives the price back", async () => {
    const s = await cart('an', roundTrip({ n_o_a: 1, n_o_i: 1 }));
    const first = await withBaggage('an', s.id, [adult, infant]);
    expect(first.errors).toBeUndefined();
    const before = first.data.update_booking_details;
    // ECO_LITE (no checked baggage): +15 kg 250,000, +20 kg 320,000, +30 kg 480,000 per flight.
    expect(before.shopping_items[0].product.baggage_offers).toEqual({
      departure: [
        { value: 15, unit: 'kg', price: 250_000, currency: 'VND' },
        { value: 20, unit: 'kg', price: 320_000, currency: 'VND' },
        { value: 30, unit: 'kg', price: 480_000, currency: 'VND' },
      ],
      return: [
        { value: 15, price: 250_000 },
        { value: 20, price: 320_000 },
        { value: 30, price: 480_000 },
      ],
    });
    const r = await withBaggage('an', s.id, [
      { ...adult, departure_baggage: 20, return_baggage: 15 },
      infant,
    ]);
    expect(r.errors).toBeUndefined();
    const after = r.data.update_booking_details;
    expect(after.shopping_items[0].price).toBe(before.shopping_items[0].price + 570_000);
    expect(after.price).toBe(after.shopping_items[0].price + after.service_fee);
    expect(after.duty_free_price + after.tax_fee).toBe(after.price);
    expect(after.shopping_items[0].product.passengers[0]).toEqual({
      first_name: 'VAN AN',
      departure_baggages: [{ value: 20, unit: 'kg', price: 320_000, currency: 'VND' }],
      return_baggages: [{ value: 15, unit: 'kg', price: 250_000, currency: 'VND' }],
    });
    // Saving again with the same choice does not add it twice; none takes it off.
    const again = await withBaggage('an', s.id, [
      { ...adult, departure_baggage: 20, return_baggage: 15 },
      infant,
    ]);
    expect(again.data.update_booking_details.price).toBe(after.price);
    const none = await withBaggage('an', s.id, [{ ...adult, departure_baggage: 0 }, infant]);
    expect(none.data.update_booking_details.price).toBe(before.price);
    expect(none.data.update_booking_details.shopping_items[0].price).toBe(
      before.shopping_items[0].price,
    );
  });

  it('50 saves at once of the same baggage add it once', async () => {
    const s = await cart('an', flightInput(world, { n_o_a: 1 }));
    const base = (await withBaggage('an', s.id, [adult])).data.update_booking_details.price;
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        withBaggage('an', s.id, [{ ...adult, departure_baggage: 15 }]),
      ),
    );
    expect(all.filter((r) => r.errors)).toEqual([]);
    const read = await pay(
      t().app,
      world.users.an.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { price } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session.price).toBe(base + 250_000);
  });

  it('refuses a value the fare does not sell, baggage for an infant or a return that is not booked, and stores nothing', async () => {
    const s = await cart('an', flightInput(world, { n_o_a: 1, n_o_i: 1 }));
    const first = await withBaggage('an', s.id, [adult, infant]);
    const price = first.data.update_booking_details.price;
    const r = await withBaggage('an', s.id, [
      { ...adult, departure_baggage: 25, return_baggage: 15 },
      { ...infant, departure_baggage: 15 },
    ]);
    expect(fields(r)).toEqual([
      expect.objectContaining({ field: 'passengers.0.departure_baggage', rule: 'offer' }),
      expect.objectContaining({ field: 'passengers.0.return_baggage', rule: 'no_return' }),
      expect.objectContaining({ field: 'passengers.1.departure_baggage', rule: 'infant' }),
    ]);
    const read = await pay(
      t().app,
      world.users.an.token,
      `query($c: String!) { payment_checkout_session(cart_token: $c) { price } }`,
      { c: s.cart_token },
    );
    expect(read.data.payment_checkout_session.price).toBe(price);
  });

  it('the wallet pays the price with the baggage; a payment under way fixes it', async () => {
    const s = await cart('binh', flightInput(world, { n_o_a: 1 }));
    const r = await withBaggage('binh', s.id, [{ ...adult, departure_baggage: 30 }]);
    const price = r.data.update_booking_details.price;
    await creditWalletTopUp(t().database.db, world.users.binh.id, price, 'VND', 'top-up:bd-bag');
    const paid = await pay(
      t().app,
      world.users.binh.token,
      `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { status price } }`,
      { s: s.id },
    );
    expect(paid.data.pay_with_wallet).toEqual({ status: 'SUCCESSFUL', price });

    const held = await cart('binh', flightInput(world, { n_o_a: 1 }));
    await withBaggage('binh', held.id, [adult]);
    await t().database.db.execute(
      sql`update payment_checkout_sessions set status = 'PROCESSING' where id = ${held.id}::uuid`,
    );
    const late = await withBaggage('binh', held.id, [{ ...adult, departure_baggage: 15 }]);
    expect(fields(late)).toEqual([
      expect.objectContaining({ field: 'passengers', rule: 'in_progress' }),
    ]);
    // The same passengers without a change of baggage may still be corrected.
    const fix = await withBaggage('binh', held.id, [{ ...adult, first_name: 'Van Binh' }]);
    expect(fix.errors).toBeUndefined();
  });
});
