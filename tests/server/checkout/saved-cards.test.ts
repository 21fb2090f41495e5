import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDetails, CREATE_CART, hotelInput, pay, useCheckoutApp } from './support';

/*
 * Saved cards end to end: the GraphQL operations, the Stripe SDK, the /dev/stripe sandbox's
 * Customers and PaymentMethods, and paying a checkout with a saved card (3-D Secure included).
 */

const { t, world } = useCheckoutApp(
  {},
  { seats: 9, rooms: 30, people: ['lan', 'minh', 'racer', 'fresh'] },
);

const CARD = `id created metadata card { brand exp_month exp_year last4 }`;
const LIST = `query($c: String, $last: ID, $limit: Int) {
  stripe_payment_methods(cart_token: $c, last_id: $last, limit: $limit) { ${CARD} } }`;
const ADD = `mutation($id: ID!, $c: String) { add_stripe_payment_method(id: $id, cart_token: $c) { ${CARD} } }`;
const REMOVE = `mutation($id: ID!) { remove_stripe_payment_method(id: $id) { ${CARD} } }`;
const INTENT = `mutation($s: ID) {
  create_stripe_payment_intent(payment_checkout_session_id: $s) { id client_secret status } }`;
const ORDER = `query($s: ID) { user_order(payment_checkout_session_id: $s) { status payment_method { type } } }`;

const as = (who: string, query: string, variables: Record<string, unknown> = {}) =>
  pay(t().app, world.users[who].token, query, variables);
const keys = () => t().config.paymentRails.card!;
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** What Stripe.js does in the browser: a PaymentMethod from the card, with the publishable key. */
async function browserCard(number: string) {
  const expYear = new Date().getUTCFullYear() + 2;
  const r = await t().app.inject({
    method: 'POST',
    url: '/dev/stripe/v1/payment_methods',
    ...form({
      key: keys().publishableKey,
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '8',
      'card[exp_year]': String(expYear),
    }),
  });
  expect(r.statusCode).toBe(200);
  return r.json().id as string;
}

const newCart = async (who: string) => {
  const r = await as(who, CREATE_CART, { input: hotelInput(world) });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  await addDetails(t(), world.users[who].token, r.data.create_cart.id);
  return r.data.create_cart as { id: string; cart_token: string };
};

/** Stripe.js's confirmPayment with a saved card: the publishable key and the client secret. */
const confirmWith = (intent: { id: string; client_secret: string }, pm: string) =>
  t().app.inject({
    method: 'POST',
    url: `/dev/stripe/v1/payment_intents/${intent.id}/confirm`,
    ...form({
      key: keys().publishableKey,
      client_secret: intent.client_secret,
      payment_method: pm,
      return_url: `${t().config.paymentRails.origin}/checkout/success-hotel`,
    }),
  });

describe('saved cards: add, list, remove (stripe_payment_methods and friends)', () => {
  it('saves a card Stripe.js made; lists brand, last 4 and expiry; removes it idempotently', async () => {
    expect((await as('lan', LIST)).data.stripe_payment_methods).toEqual([]);
    const pm = await browserCard('4242 4242 4242 4242');
    const year = new Date().getUTCFullYear() + 2;
    const added = (await as('lan', ADD, { id: pm })).data.add_stripe_payment_method;
    expect(added).toMatchObject({
      id: pm,
      card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: year },
    });
    // Saving it again answers the same card; nothing doubles.
    expect((await as('lan', ADD, { id: pm })).data.add_stripe_payment_method.id).toBe(pm);
    const second = await browserCard('4000002500003155');
    await as('lan', ADD, { id: second });
    const list = (await as('lan', LIST)).data.stripe_payment_methods;
    expect(list.map((c: { card: { last4: string } }) => c.card.last4)).toEqual(['3155', '4242']);
    // Paging: the page after the newest.
    const next = (await as('lan', LIST, { last: second, limit: 1 })).data.stripe_payment_methods;
    expect(next.map((c: { id: string }) => c.id)).toEqual([pm]);

    // Wayfare keeps only the customer link; no card data.
    const { rows } = await t().database.db.execute<{ customer_id: string }>(
      sql`select customer_id from stripe_customers where user_id = ${world.users.lan.id}::uuid`,
    );
    expect(rows).toEqual([{ customer_id: expect.stringMatching(/^cus_/) }]);

    const removed = (await as('lan', REMOVE, { id: pm })).data.remove_stripe_payment_method;
    expect(removed).toMatchObject({ id: pm, card: { last4: '4242' } });
    const again = await as('lan', REMOVE, { id: pm });
    expect(again.errors).toBeUndefined();
    expect(again.data.remove_stripe_payment_method.id).toBe(pm);
    const after = (await as('lan', LIST)).data.stripe_payment_methods;
    expect(after.map((c: { id: string }) => c.id)).toEqual([second]);
  });

  it('another user sees none of my cards, cannot save them nor remove them', async () => {
    const pm = await browserCard('4242424242424242');
    await as('lan', ADD, { id: pm });
    const mine = (await as('lan', LIST)).data.stripe_payment_methods.length;
    expect((await as('minh', LIST)).data.stripe_payment_methods).toEqual([]);
    const steal = await as('minh', ADD, { id: pm });
    expect(steal.errors![0].extensions.code).toBe('NOT_FOUND');
    const remove = await as('minh', REMOVE, { id: pm });
    expect(remove.errors![0].extensions.code).toBe('NOT_FOUND');
    const page = await as('minh', LIST, { last: pm });
    expect(page.errors![0].extensions.fields[0]).toMatchObject({
      field: 'last_id',
      rule: 'unknown',
    });
    expect((await as('lan', LIST)).data.stripe_payment_methods).toHaveLength(mine);
    // After lan removed it, minh still cannot "remove" it (nor learn its details).
    await as('lan', REMOVE, { id: pm });
    expect((await as('minh', REMOVE, { id: pm })).errors![0].extensions.code).toBe('NOT_FOUND');
    // And a removed card cannot be saved again, by anyone (Stripe refuses a detached card).
    expect((await as('lan', ADD, { id: pm })).errors![0].extensions.code).toBe('NOT_FOUND');
  });

  it('names the field and rule of bad input; an unknown card is NOT_FOUND', async () => {
    const bad = await as('lan', ADD, { id: '4242424242424242' });
    expect(bad.errors![0].extensions.fields[0]).toMatchObject({ field: 'id', rule: 'format' });
    const limit = await as('lan', LIST, { limit: 101 });
    expect(limit.errors![0].extensions.fields[0]).toMatchObject({ field: 'limit', rule: 'range' });
    const unknown = await as('lan', ADD, { id: 'pm_doesnotexist' });
    expect(unknown.errors![0].extensions.code).toBe('NOT_FOUND');
    // As Stripe does, the sandbox refuses a card whose expiry has passed.
    const past = await t().app.inject({
      method: 'POST',
      url: '/dev/stripe/v1/payment_methods',
      ...form({
        key: keys().publishableKey,
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '1',
        'card[exp_year]': '2001',
      }),
    });
    expect(past.statusCode).toBe(402);
    expect(past.json().error).toMatchObject({
      code: 'invalid_expiry_year',
      param: 'card[exp_year]',
    });
  });

  it('a cart must be the caller’s; with a cart only cards that can pay it are listed', async () => {
    const cart = await newCart('lan');
    const strange = await as('minh', LIST, { c: cart.cart_token });
    expect(strange.errors![0].extensions.code).toBe('NOT_FOUND');
    const pm = await browserCard('4242424242424242');
    const saved = await as('lan', ADD, { id: pm, c: cart.cart_token });
    expect(saved.data.add_stripe_payment_method.id).toBe(pm);
    const forCart = (await as('lan', LIST, { c: cart.cart_token })).data.stripe_payment_methods;
    expect(forCart.map((c: { id: string }) => c.id)).toContain(pm);
  });

  it('50 concurrent removals of one card: all answer it, and it is gone', async () => {
    const pm = await browserCard('4242424242424242');
    await as('racer', ADD, { id: pm });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => as('racer', REMOVE, { id: pm })),
    );
    expect(answers.filter((a) => a.errors).map((a) => a.errors)).toEqual([]);
    expect(answers.every((a) => a.data.remove_stripe_payment_method.id === pm)).toBe(true);
    expect((await as('racer', LIST)).data.stripe_payment_methods).toEqual([]);
  });

  it('50 concurrent first saves make one Stripe customer and one saved card', async () => {
    const pm = await browserCard('4242424242424242');
    const before = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stripe_customers`,
    );
    const cards = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { data, errors } = await as('fresh', ADD, { id: pm });
        return errors ? 'error' : data.add_stripe_payment_method.id;
      }),
    );
    expect(new Set(cards)).toEqual(new Set([pm]));
    const after = await t().database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stripe_customers`,
    );
    expect(after.rows[0].n - before.rows[0].n).toBe(1);
    const list = (await as('fresh', LIST)).data.stripe_payment_methods;
    expect(list.filter((c: { id: string }) => c.id === pm)).toHaveLength(1);
  });
});

describe('paying a checkout with a saved card', () => {
  it('4242 saved pays the order once; another user’s card cannot pay mine', async () => {
    const pm = await browserCard('4242424242424242');
    await as('minh', ADD, { id: pm });
    const cart = await newCart('lan');
    const intent = (await as('lan', INTENT, { s: cart.id })).data.create_stripe_payment_intent;
    // Minh's card on Lan's intent: Stripe refuses it (the intent is Lan's customer's).
    const foreign = await confirmWith(intent, pm);
    expect(foreign.statusCode).toBe(400);
    const mine = await browserCard('4242424242424242');
    await as('lan', ADD, { id: mine });
    const paid = await confirmWith(intent, mine);
    expect(paid.json()).toMatchObject({ status: 'succeeded', payment_method: mine });
    expect((await as('lan', ORDER, { s: cart.id })).data.user_order).toEqual({
      status: 'SUCCESSFUL',
      payment_method: { type: 'CARD' },
    });
  });

  it('a saved 3-D Secure card still asks for authentication, then pays', async () => {
    const pm = await browserCard('4000002500003155');
    await as('lan', ADD, { id: pm });
    const cart = await newCart('lan');
    const intent = (await as('lan', INTENT, { s: cart.id })).data.create_stripe_payment_intent;
    const asked = (await confirmWith(intent, pm)).json();
    expect(asked.status).toBe('requires_action');
    const url = new URL(asked.next_action.redirect_to_url.url);
    expect(url.pathname).toBe(`/dev/stripe/3ds/${intent.id}`);
    expect((await as('lan', ORDER, { s: cart.id })).data.user_order.status).not.toBe('SUCCESSFUL');
    const done = await t().app.inject({
      method: 'POST',
      url: url.pathname,
      ...form({ outcome: 'complete' }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain(`payment_intent=${intent.id}`);
    expect((await as('lan', ORDER, { s: cart.id })).data.user_order.status).toBe('SUCCESSFUL');
  });

  it('a saved card that is declined fails the attempt; the checkout stays payable', async () => {
    const pm = await browserCard('4000000000000002');
    await as('lan', ADD, { id: pm });
    const cart = await newCart('lan');
    const intent = (await as('lan', INTENT, { s: cart.id })).data.create_stripe_payment_intent;
    const declined = await confirmWith(intent, pm);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('card_declined');
    expect((await as('lan', ORDER, { s: cart.id })).data.user_order.status).toBe('FAILED');
  });
});
