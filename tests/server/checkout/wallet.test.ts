import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../../../server/domain/checkout/holds';
import { creditWalletTopUp, walletBalance } from '../../../server/domain/ledger/service';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

// Many carts of one traveller on one room, each held, race their payments here: more than the
// hold limits let one account keep (those are tested in hold-limits.test.ts).
const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off' },
  { seats: 9, rooms: 60, people: ['lan', 'minh', 'other'] },
);

const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) {
  id status price currency payment_checkout_session_id payment_method { type wallet } } }`;
const PRICE = 2_210_000;

const newCart = async (who: string) => {
  const r = await pay(t().app, world.users[who].token, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart as { id: string; cart_token: string; price: number };
};
const debits = async (userId: string) => {
  const { rows } = await t().database.db.execute<{ n: number }>(sql`
    select count(*) as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and e.amount < 0`);
  return Number(rows[0].n);
};

describe('wallet top-up', () => {
  it('credits once however often its notification arrives', async () => {
    const db = t().database.db;
    const lan = world.users.lan.id;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => creditWalletTopUp(db, lan, 3_000_000, 'VND', 'top-up:lan-1')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await walletBalance(db, lan)).toBe(3_000_000);
  });
});

describe('pay_with_wallet', () => {
  it('pays a session once when 50 payments of it arrive at once', async () => {
    const db = t().database.db;
    const lan = world.users.lan;
    const session = await newCart('lan');
    expect(session.price).toBe(PRICE);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => pay(t().app, lan.token, PAY, { s: session.id })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const ids = new Set(results.map((r) => r.data.pay_with_wallet.id));
    expect(ids.size).toBe(1);
    expect(results[0].data.pay_with_wallet).toMatchObject({
      status: 'SUCCESSFUL',
      price: PRICE,
      currency: 'VND',
      payment_checkout_session_id: session.id,
      payment_method: { type: 'WALLET' },
    });
    expect(await debits(lan.id)).toBe(1);
    expect(await walletBalance(db, lan.id)).toBe(3_000_000 - PRICE);
    // Double entry: every movement sums to zero.
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*) as n from (select transaction_id from ledger_entries
        group by transaction_id having sum(amount) <> 0) x`);
    expect(Number(rows[0].n)).toBe(0);
    // Paid: the session is COMPLETED, its order is found by session and by cart token, and its
    // rooms stay sold after the hold's time is long past.
    const read = await pay(
      t().app,
      lan.token,
      `query($c: String!, $s: ID) { payment_checkout_session_light(cart_token: $c) { status }
        by_session: user_order(payment_checkout_session_id: $s) { id status }
        by_cart: user_order(cart_token: $c) { id } }`,
      { c: session.cart_token, s: session.id },
    );
    expect(read.data.payment_checkout_session_light.status).toBe('COMPLETED');
    expect(read.data.by_session).toEqual({ id: [...ids][0], status: 'SUCCESSFUL' });
    expect(read.data.by_cart.id).toBe([...ids][0]);
    const heldBefore = await roomsLeft();
    t().clock.advance(3600);
    await releaseExpiredHolds(db, t().clock.now());
    expect(await roomsLeft()).toEqual(heldBefore);
    const other = await pay(
      t().app,
      world.users.other.token,
      `query($s: ID) { user_order(id: $s) { id } }`,
      {
        s: [...ids][0],
      },
    );
    expect(other.data.user_order).toBeNull();
  });

  it('of 50 sessions paid at once on a balance that covers one, pays exactly one', async () => {
    const db = t().database.db;
    const minh = world.users.minh;
    await creditWalletTopUp(db, minh.id, PRICE + 1_000, 'VND', 'top-up:minh-1');
    const sessions = [];
    for (let i = 0; i < 50; i++) sessions.push(await newCart('minh'));
    const results = await Promise.all(
      sessions.map((s) => pay(t().app, minh.token, PAY, { s: s.id })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = results.filter((r) => r.errors).map((r) => r.errors![0].extensions);
    expect(refused).toHaveLength(49);
    expect(refused.every((e) => e.fields[0].rule === 'insufficient_balance')).toBe(true);
    expect(await debits(minh.id)).toBe(1);
    expect(await walletBalance(db, minh.id)).toBe(1_000);
  });

  it('refuses an expired session and releases its rooms', async () => {
    const lan = world.users.lan;
    await creditWalletTopUp(t().database.db, lan.id, 5_000_000, 'VND', 'top-up:lan-2');
    const before = await roomsLeft();
    const session = await newCart('lan');
    t().clock.advance(15 * 60);
    const r = await pay(t().app, lan.token, PAY, { s: session.id });
    expect(r.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'payment_checkout_session_id', rule: 'expired' }],
    });
    expect(await roomsLeft()).toEqual(before);
    expect(await walletBalance(t().database.db, lan.id)).toBe(3_000_000 - PRICE + 5_000_000);
  });

  it('books what was paid: a PNR on each flight, a confirmation number on a stay', async () => {
    const lan = world.users.lan;
    const flight = await pay(t().app, lan.token, CREATE_CART, {
      input: {
        flight: {
          departure: { id: world.flight.optionId, seat_class_id: world.flight.seatClassId },
          return: { id: world.back.optionId, seat_class_id: world.back.seatClassId },
        },
      },
    });
    const stay = await newCart('lan');
    await addDetails(t(), lan.token, flight.data.create_cart.id);
    for (const id of [flight.data.create_cart.id, stay.id]) {
      const paid = await pay(t().app, lan.token, PAY, { s: id });
      expect(paid.errors).toBeUndefined();
    }
    const READ = `query($c: String!) { payment_checkout_session(cart_token: $c) { shopping_items {
      metadata product { ... on FlightBooking { departure_flight { booking_code } return_flight { booking_code } } } } } }`;
    const f = await pay(t().app, lan.token, READ, { c: flight.data.create_cart.cart_token });
    const item = f.data.payment_checkout_session.shopping_items[0];
    expect(item.product.departure_flight.booking_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(item.product.return_flight.booking_code).toBe(
      item.product.departure_flight.booking_code,
    );
    expect(item.metadata.booking_code).toBe(item.product.departure_flight.booking_code);
    const h = await pay(t().app, lan.token, READ, { c: stay.cart_token });
    expect(h.data.payment_checkout_session.shopping_items[0].metadata.booking_code).toMatch(
      /^WF\d{8}$/,
    );
  });

  it('keeps the ledger append-only', async () => {
    await expect(
      t().database.db.execute(sql`update ledger_entries set amount = 1`),
    ).rejects.toThrow();
    await expect(t().database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });
});

async function roomsLeft() {
  const { rows } = await t().database.db.execute<{ n: number }>(sql`
    select allotment as n from room_daily_rates where room_type_id = ${world.hotel.roomTypeId}::uuid
      and date in (${world.hotel.checkIn}::date, ${world.hotel.checkIn}::date + 1) order by date`);
  return rows.map((r) => Number(r.n));
}
