import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { call, newIp } from '../accounts/support';
import { inDays } from '../support/inventory-builders';
import { CREATE_CART, flightInput, hotelInput, useCheckoutApp, type Traveller } from './support';

// Issue 19, hole 5: a fresh account took all 15 seats of one flight in three carts and could
// repeat it every 15 minutes; one user opened 50 carts. The limits run with their defaults
// (docs/checkout.md "Hold limits"): 9 seats per flight, 3 open carts, 20 carts per hour per
// account; twice that per client address.
const people = ['probe', 'agent', 'lan', 'minh', 'opener', 'hourly', 'racer', 'x1', 'x2', 'x3'];
const { t, world } = useCheckoutApp({}, { seats: 15, rooms: 20, people });

interface Answer {
  data: { create_cart: { id: string; status: string } } | null;
  errors?: {
    message: string;
    extensions: { code: string; fields?: { field: string; rule: string; message: string }[] };
  }[];
}

const cart = async (
  who: Traveller,
  input: unknown,
  ip: string,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  (
    await call(t().app, 'POST', '/graphql/payments', {
      body: { query: CREATE_CART, variables: { input } },
      token: who.token,
      ip,
      headers,
    })
  ).body;

const refusal = (a: Answer) => a.errors?.[0]?.extensions.fields?.[0];

const num = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<{ n: unknown }>(query);
  return Number(rows[0].n);
};
const seatsLeft = () =>
  num(
    sql`select seats_left as n from flight_fares where instance_id = ${world.flight.instanceId}::uuid`,
  );
const open = (userId: string) =>
  num(sql`select count(*) as n from payment_checkout_sessions
    where booked_by = ${userId}::uuid and status = 'OPEN'`);

/** Another stay in the same hotel (check-in in `from` days, one night): a different product. */
const stay = (from: number) => ({
  hotel: {
    property_id: world.hotel.id,
    rate_id: `${world.hotel.roomTypeId}:${world.hotel.planId}:${inDays(from)}:${inDays(from + 1)}:1`,
    n_o_a: 2,
  },
});

describe('hold limits', () => {
  it('the probe: three carts of 5 seats on one flight hold 5 seats, not 15', async () => {
    const { probe } = world.users;
    const ip = newIp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await cart(probe, flightInput(world, { n_o_a: 5 }), ip);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      ids.push(r.data!.create_cart.id);
    }
    // Each new cart for the same flight gave the older one's seats back.
    expect(await seatsLeft()).toBe(10);
    expect(await open(probe.id)).toBe(1);
    const { rows } = await t().database.db.execute<{ id: string; status: string }>(sql`
      select id, status from payment_checkout_sessions where booked_by = ${probe.id}::uuid`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]]: 'EXPIRED',
      [ids[1]]: 'EXPIRED',
      [ids[2]]: 'OPEN',
    });
  });

  it('an agent holds at most 9 seats of one flight, whoever they are for', async () => {
    const db = t().database.db;
    const { agent, lan, minh } = world.users;
    await db.execute(sql`update users set role = 'AGENT' where id = ${agent.id}::uuid`);
    await db.execute(sql`insert into travel_agent_travellers (agent_user_id, traveller_user_id)
      values (${agent.id}::uuid, ${lan.id}::uuid), (${agent.id}::uuid, ${minh.id}::uuid)`);
    const ip = newIp();
    const before = await seatsLeft();
    const forLan = await cart(agent, flightInput(world, { n_o_a: 5 }), ip, {
      'x-patron-id': lan.id,
    });
    expect(forLan.errors, JSON.stringify(forLan.errors)).toBeUndefined();
    const forMinh = await cart(agent, flightInput(world, { n_o_a: 5 }), ip, {
      'x-patron-id': minh.id,
    });
    expect(forMinh.data).toBeNull();
    expect(forMinh.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(refusal(forMinh)).toMatchObject({ field: 'account', rule: 'seats_per_flight' });
    expect(refusal(forMinh)!.message).toMatch(/at most 9 seats/);
    // Nothing was stored for the refused cart; 4 more seats fit under the 9.
    expect(await seatsLeft()).toBe(before - 5);
    const four = await cart(agent, flightInput(world, { n_o_a: 4 }), ip, {
      'x-patron-id': minh.id,
    });
    expect(four.errors, JSON.stringify(four.errors)).toBeUndefined();
    expect(await seatsLeft()).toBe(before - 9);
  });

  it('at most 3 carts held at once; one lapsing makes room', async () => {
    const { opener } = world.users;
    const ip = newIp();
    for (const input of [flightInput(world), hotelInput(world), stay(10)]) {
      const r = await cart(opener, input, ip);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
    const fourth = await cart(opener, stay(12), ip);
    expect(refusal(fourth)).toMatchObject({ field: 'account', rule: 'open_carts' });
    expect(fourth.errors![0].message).toMatch(/already holds 3 carts/);
    expect(await open(opener.id)).toBe(3);
    // The same refusal from another address: the limit is the account's.
    expect(refusal(await cart(opener, stay(12), newIp()))?.rule).toBe('open_carts');
    t().clock.advance(16 * 60);
    const later = await cart(opener, stay(12), ip);
    expect(later.errors, JSON.stringify(later.errors)).toBeUndefined();
  });

  it('at most 20 carts created per hour, then again an hour later', async () => {
    const { hourly } = world.users;
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      const r = await cart(hourly, hotelInput(world), ip);
      expect(r.errors, `cart ${i + 1}: ${JSON.stringify(r.errors)}`).toBeUndefined();
    }
    const over = await cart(hourly, hotelInput(world), ip);
    expect(refusal(over)).toMatchObject({ field: 'account', rule: 'carts_per_hour' });
    expect(over.errors![0].message).toMatch(/20 carts in the last hour/);
    t().clock.advance(61 * 60);
    const r = await cart(hourly, hotelInput(world), ip);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  });

  it('fifty carts at once for one account: exactly the hourly limit succeed', async () => {
    const { racer } = world.users;
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cart(racer, hotelInput(world), ip)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(20);
    expect(results.filter((r) => refusal(r)?.rule === 'carts_per_hour')).toHaveLength(30);
    expect(
      await num(sql`select count(*) as n from payment_checkout_sessions
        where booked_by = ${racer.id}::uuid`),
    ).toBe(20);
    expect(await open(racer.id)).toBe(1);
  });

  it('one client address: other accounts count together, twice the account limits', async () => {
    const { x1, x2, x3, lan } = world.users;
    const ip = newIp();
    // Six open carts from one address (3 accounts × 2 products) is the address's limit.
    for (const who of [x1, x2, x3]) {
      for (const input of [stay(14), stay(16)]) {
        const r = await cart(who, input, ip);
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      }
    }
    const seventh = await cart(lan, stay(18), ip);
    expect(refusal(seventh)).toMatchObject({ field: 'address', rule: 'open_carts' });
    expect(seventh.errors![0].message).toMatch(/This network address already holds 6 carts/);
    // The same account from its own address is not refused.
    const elsewhere = await cart(lan, stay(18), newIp());
    expect(elsewhere.errors, JSON.stringify(elsewhere.errors)).toBeUndefined();
  });

  it('are on by default with the documented values, and stay on in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).checkout.limits).toEqual({
      enabled: true,
      seatsPerFlight: 9,
      openCarts: 3,
      cartsPerHour: 20,
      addressFactor: 2,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', CHECKOUT_HOLD_LIMITS: 'off' })).toThrow(
      /CHECKOUT_HOLD_LIMITS=off/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CHECKOUT_SEATS_PER_FLIGHT: '10' })).toThrow(
      /CHECKOUT_SEATS_PER_FLIGHT/,
    );
  });
});
