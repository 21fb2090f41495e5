import { describe, expect, it } from 'vitest';
import { creditWalletTopUp } from '../../../server/domain/ledger/service';
import { addDetails, CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

const { t, world } = useCheckoutApp({}, { seats: 9, rooms: 9, people: ['mai', 'khoa'] });

const ORDERS = `query($status: [UserOrderStatus!], $last: ID, $limit: Int) {
  user_orders(status: $status, last_id: $last, limit: $limit) { id status price cart_token
    payment_method { type } shopping_items { metadata product { __typename } } } }`;
const ENTRIES = `query($last: ID, $limit: Int) { user_wallet_entries(last_id: $last, limit: $limit) {
  id amount balance_after currency kind user_order_id } }`;

const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);

async function paidCart(input: unknown) {
  const cart = (await as('mai', CREATE_CART, { input })).data.create_cart;
  await addDetails(t(), world.users.mai.token, cart.id);
  const paid = await as(
    'mai',
    `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`,
    { s: cart.id },
  );
  expect(paid.errors).toBeUndefined();
  return { cart, order: paid.data.pay_with_wallet, price: cart.price as number };
}

describe('user_orders and user_wallet_entries', () => {
  it('list the caller’s orders and wallet movements newest first, page by last_id, and no one else’s', async () => {
    await creditWalletTopUp(t().database.db, world.users.mai.id, 20_000_000, 'VND', 'top-up:al-1');
    const hotel = await paidCart(hotelInput(world));
    const flight = await paidCart(flightInput(world));
    // An open cart has no order: it is not a booking.
    await as('mai', CREATE_CART, { input: hotelInput(world) });

    const all = (await as('mai', ORDERS)).data.user_orders;
    expect(all.map((o: { id: string }) => o.id)).toEqual([flight.order.id, hotel.order.id]);
    expect(all[0]).toMatchObject({
      status: 'SUCCESSFUL',
      price: flight.price,
      cart_token: flight.cart.cart_token,
      payment_method: { type: 'WALLET' },
      shopping_items: [
        {
          product: { __typename: 'FlightBooking' },
          metadata: { booking_code: expect.stringMatching(/^[A-Z0-9]{6}$/) },
        },
      ],
    });
    expect(all[1].shopping_items[0].metadata.booking_code).toMatch(/^WF\d{8}$/);

    const page1 = (await as('mai', ORDERS, { limit: 1 })).data.user_orders;
    const page2 = (await as('mai', ORDERS, { limit: 1, last: page1[0].id })).data.user_orders;
    expect([...page1, ...page2].map((o: { id: string }) => o.id)).toEqual(
      all.map((o: { id: string }) => o.id),
    );
    expect((await as('mai', ORDERS, { status: ['FAILED'] })).data.user_orders).toEqual([]);

    const entries = (await as('mai', ENTRIES)).data.user_wallet_entries;
    expect(entries).toEqual([
      expect.objectContaining({
        amount: -flight.price,
        balance_after: 20_000_000 - hotel.price - flight.price,
        kind: 'ORDER_PAYMENT',
        user_order_id: flight.order.id,
      }),
      expect.objectContaining({
        amount: -hotel.price,
        kind: 'ORDER_PAYMENT',
        user_order_id: hotel.order.id,
      }),
      expect.objectContaining({
        amount: 20_000_000,
        balance_after: 20_000_000,
        kind: 'TOP_UP',
        currency: 'VND',
      }),
    ]);
    const next = (await as('mai', ENTRIES, { limit: 2 })).data.user_wallet_entries;
    const rest = (await as('mai', ENTRIES, { last: next[1].id })).data.user_wallet_entries;
    expect(rest.map((e: { kind: string }) => e.kind)).toEqual(['TOP_UP']);

    // Another traveller: nothing of Mai's, even with her ids.
    expect((await as('khoa', ORDERS)).data.user_orders).toEqual([]);
    expect((await as('khoa', ORDERS, { last: page1[0].id })).data.user_orders).toEqual([]);
    expect((await as('khoa', ENTRIES)).data.user_wallet_entries).toEqual([]);
    const order = await as('khoa', `query($id: ID) { user_order(id: $id) { id } }`, {
      id: hotel.order.id,
    });
    expect(order.data.user_order).toBeNull();
  });

  it('names a bad page argument', async () => {
    const bad = await as('mai', ORDERS, { last: 'nope', limit: 500 });
    expect(bad.errors?.[0].extensions.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'last_id', rule: 'format' }),
        expect.objectContaining({ field: 'limit', rule: 'too_big' }),
      ]),
    );
  });
});
