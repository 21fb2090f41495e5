import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREATE_CART, flightInput, hotelInput, pay, useCheckoutApp } from './support';

// The last seat, and the last 3 rooms, each wanted by 50 carts at once.
const people = ['a', 'b', 'c', 'd', 'e'];
const { t, world } = useCheckoutApp({}, { seats: 1, rooms: 3, people });

const fire = (input: (i: number) => unknown) =>
  Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      pay(t().app, world.users[people[i % people.length]].token, CREATE_CART, { input: input(i) }),
    ),
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
    expect(won).toHaveLength(1);
    expect(lost.every((r) => r.errors![0].extensions.fields?.[0]?.rule === 'sold_out')).toBe(true);
    expect(
      await count(
        sql`select seats_left as n from flight_fares where instance_id = ${world.flight.instanceId}::uuid`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*) as n from payment_checkout_sessions where product_type = 'FLIGHT'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select coalesce(sum(quantity), 0) as n from checkout_holds where kind = 'FLIGHT_SEATS'`,
      ),
    ).toBe(1);
  });

  it('give the last 3 rooms to exactly three, on every night', async () => {
    const results = await fire(() => hotelInput(world));
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    expect(
      results.filter((r) => r.errors?.[0].extensions.fields?.[0]?.rule === 'sold_out'),
    ).toHaveLength(47);
    const { rows } = await t().database.db.execute<{ n: number }>(sql`
      select allotment as n from room_daily_rates where room_type_id = ${world.hotel.roomTypeId}::uuid
        and date in (${world.hotel.checkIn}::date, ${world.hotel.checkIn}::date + 1)`);
    expect(rows.map((r) => Number(r.n))).toEqual([0, 0]);
    expect(
      await count(
        sql`select count(*) as n from payment_checkout_sessions where product_type = 'HOTEL'`,
      ),
    ).toBe(3);
  });
});
