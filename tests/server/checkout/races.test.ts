import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, newIp } from '../accounts/support';
import { CREATE_CART, flightInput, hotelInput, useCheckoutApp } from './support';

// The last seat, and the last 3 rooms, each wanted by 50 carts at once.
const people = ['a', 'b', 'c', 'd', 'e'];
const { t, world } = useCheckoutApp({}, { seats: 1, rooms: 3, people });

// Each person from their own address: the per-address hold limits are not what races here.
const addresses = people.map(() => newIp());
const fire = (input: (i: number) => unknown) =>
  Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const r = await call(t().app, 'POST', '/graphql/payments', {
        body: { query: CREATE_CART, variables: { input: input(i) } },
        token: world.users[people[i % people.length]].token,
        ip: addresses[i % people.length],
      });
      return r.body as { data: unknown; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
    }),
  );

const count = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<{ n: number }>(query);
  return Number(rows[0].n);
};

describe('50 carts at once', () => {
  it('give the last seat to exactly one', async () => {
    const results = await fire(() => flightInput(world));
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    // A winner's own later cart may take the seat over from its earlier one (a new cart for the
    // same flight gives the account's older hold back): one cart holds it in the end.
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(lost.every((r) => r.errors![0].extensions.fields?.[0]?.rule === 'sold_out')).toBe(true);
    expect(
      await count(
        sql`select seats_left as n from flight_fares where instance_id = ${world.flight.instanceId}::uuid`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from payment_checkout_sessions
          where product_type = 'FLIGHT' and status = 'OPEN'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select coalesce(sum(quantity), 0) as n from checkout_holds
          where kind = 'FLIGHT_SEATS' and state = 'HELD'`,
      ),
    ).toBe(1);
  });

  it('give the last 3 rooms to exactly three, on every night', async () => {
    const results = await fire(() => hotelInput(world));
    const won = results.filter((r) => !r.errors);
    expect(won.length).toBeGreaterThanOrEqual(3);
    expect(
      results.filter((r) => r.errors?.[0].extensions.fields?.[0]?.rule === 'sold_out'),
    ).toHaveLength(50 - won.length);
    const { rows } = await t().database.db.execute<{ n: number }>(sql`
      select allotment as n from room_daily_rates where room_type_id = ${world.hotel.roomTypeId}::uuid
        and date in (${world.hotel.checkIn}::date, ${world.hotel.checkIn}::date + 1)`);
    expect(rows.map((r) => Number(r.n))).toEqual([0, 0]);
    expect(
      await count(
        sql`select count(*) as n from payment_checkout_sessions
          where product_type = 'HOTEL' and status = 'OPEN'`,
      ),
    ).toBe(3);
  });
});
