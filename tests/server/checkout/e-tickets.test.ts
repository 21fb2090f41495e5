import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { issueETickets, reissueLegETickets } from '../../../server/domain/checkout/e-tickets';
import { CREATE_CART, flightInput, pay, useCheckoutApp } from './support';
import { count } from './support-refunds';

/*
 * E-ticket numbers (docs/manage-booking.md "E-ticket numbers"): the local supplier issues one
 * 13-digit number per passenger per flight when the paid booking is made, once however often
 * the payment or the issue is retried, and new numbers when a flight is replaced.
 */

const { t, world } = useCheckoutApp(
  { CHECKOUT_HOLD_LIMITS: 'off', ACCESS_TOKEN_TTL_SECONDS: '2592000' },
  { seats: 9, rooms: 1, people: ['linh'] },
);

const UPDATE_DETAILS = `mutation($input: UpdateBookingDetailsInput!) {
  update_booking_details(input: $input) { id } }`;
const WALLET = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const TICKETS = `query($id: ID!) { user_booking(id: $id) { flights { direction tickets { passenger number } } } }`;

const adult = (first: string, last: string) => ({
  first_name: first,
  last_name: last,
  date_of_birth: '1990-05-01',
  type: 'ADULT',
});

let sessionId: string;
let orderId: string;
let itemId: string;

const live = (item: string) =>
  count(
    t(),
    sql`select count(*) as n from e_tickets where shopping_item_id = ${item}::uuid and voided_at is null`,
  );

const ticketsShown = async () => {
  const r = await pay(t().app, world.users.linh.token, TICKETS, { id: orderId });
  expect(r.errors).toBeUndefined();
  return r.data.user_booking.flights as Array<{
    direction: string;
    tickets: Array<{ passenger: string; number: string }>;
  }>;
};

beforeAll(async () => {
  const token = world.users.linh.token;
  await creditWalletTopUp(t().database.db, world.users.linh.id, 30_000_000, 'VND', 'top-up:linh');
  const cart = await pay(t().app, token, CREATE_CART, {
    input: flightInput(world, { n_o_a: 3, n_o_c: 0, n_o_i: 0 }),
  });
  if (cart.errors) throw new Error(JSON.stringify(cart.errors));
  sessionId = cart.data.create_cart.id;
  const d = await pay(t().app, token, UPDATE_DETAILS, {
    input: {
      payment_checkout_session_id: sessionId,
      contact_email: 'linh@travel.example',
      contact_phone: '0912345678',
      passengers: [adult('Thuy Linh', 'Vo'), adult('Minh', 'Le'), adult('Bao', 'Dang')],
    },
  });
  if (d.errors) throw new Error(JSON.stringify(d.errors));
  const paid = await pay(t().app, token, WALLET, { s: sessionId });
  expect(paid.data.pay_with_wallet.status).toBe('SUCCESSFUL');
  orderId = paid.data.pay_with_wallet.id;
  const { rows } = await t().database.db.execute<{ id: string }>(
    sql`select id from shopping_items where payment_checkout_session_id = ${sessionId}::uuid`,
  );
  itemId = rows[0]!.id;
});

describe('e-ticket numbers', () => {
  it('one per passenger on the flight, 738 and a 10-digit serial, all different', async () => {
    const [outbound] = await ticketsShown();
    expect(outbound!.direction).toBe('OUTBOUND');
    expect(outbound!.tickets.map((x) => x.passenger)).toEqual([
      'VO THUY LINH',
      'LE MINH',
      'DANG BAO',
    ]);
    for (const x of outbound!.tickets) expect(x.number).toMatch(/^738\d{10}$/);
    expect(new Set(outbound!.tickets.map((x) => x.number)).size).toBe(3);
  });

  it('a retried payment issues none more', async () => {
    const before = await ticketsShown();
    await pay(t().app, world.users.linh.token, WALLET, { s: sessionId });
    expect(await ticketsShown()).toEqual(before);
    expect(await count(t(), sql`select count(*) as n from e_tickets`)).toBe(3);
  });

  it('50 issues at once of the same booking add none', async () => {
    const before = await ticketsShown();
    const db = t().database.db;
    await Promise.all(
      Array.from({ length: 50 }, () => db.transaction((tx) => issueETickets(tx, itemId))),
    );
    expect(await live(itemId)).toBe(3);
    expect(await count(t(), sql`select count(*) as n from e_tickets`)).toBe(3);
    expect(await ticketsShown()).toEqual(before);
  });

  it('a replaced flight shows none of the old flight’s; reissued, new numbers, the old voided', async () => {
    const [before] = await ticketsShown();
    await t().database.db.execute(sql`
      update shopping_items
      set product = jsonb_set(product, '{departure_flight,code}', '"VN215"')
      where id = ${itemId}::uuid`);
    expect((await ticketsShown())[0]!.tickets).toEqual([]);
    await t().database.db.transaction((tx) => reissueLegETickets(tx, itemId, 'OUTBOUND'));
    const [after] = await ticketsShown();
    expect(after!.tickets).toHaveLength(3);
    for (const x of after!.tickets) {
      expect(x.number).toMatch(/^738\d{10}$/);
      expect(before!.tickets.map((b) => b.number)).not.toContain(x.number);
    }
    expect(
      await count(t(), sql`select count(*) as n from e_tickets where voided_at is not null`),
    ).toBe(3);
  });

  it('a foreign full-service carrier’s tickets carry its own accounting code (SQ 618)', async () => {
    await t().database.db.execute(sql`
      update shopping_items
      set product = jsonb_set(product, '{departure_flight,airline,code}', '"SQ"')
      where id = ${itemId}::uuid`);
    await t().database.db.transaction((tx) => reissueLegETickets(tx, itemId, 'OUTBOUND'));
    const [outbound] = await ticketsShown();
    expect(outbound!.tickets.map((x) => x.number.slice(0, 3))).toEqual(['618', '618', '618']);
  });

  it('an airline whose accounting code is not confirmed (VU) gets none', async () => {
    await t().database.db.execute(sql`
      update shopping_items
      set product = jsonb_set(product, '{departure_flight,airline,code}', '"VU"')
      where id = ${itemId}::uuid`);
    await t().database.db.transaction((tx) => reissueLegETickets(tx, itemId, 'OUTBOUND'));
    const [outbound] = await ticketsShown();
    expect(outbound!.tickets).toEqual([]);
    expect(await live(itemId)).toBe(0);
  });
});
