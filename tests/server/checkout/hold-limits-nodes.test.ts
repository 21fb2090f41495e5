import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import { call, newIp, TestClock } from '../accounts/support';
import { signInAs } from '../support/sessions';
import { userIdOf } from '../support/corporate-builders';
import { freshPostgresUrl, freshTestDatabase, testDbKind } from '../support/database';
import {
  buildFlight,
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';
import { CREATE_CART } from './support';

// Issue 19, hole 5, across API nodes: two app instances over one database (on PostgreSQL, each
// with its own connection pool, as two servers behind a load balancer; on PGlite, one shared
// embedded database) count the same hold limits. Per address here at factor 1: 9 seats of a
// flight, 3 open carts, 20 carts an hour, as per account.

const clock = new TestClock(Date.now());
const nodes: FastifyInstance[] = [];
const databases: Database[] = [];
let dropDatabase: (() => Promise<void>) | null = null;
const world = { flight: '', hotel: { id: '', rateId: '' } };
const tokens: Record<string, { id: string; token: string }> = {};

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    CHECKOUT_SWEEP_SECONDS: '0',
    CHECKOUT_RECONCILE_SECONDS: '0',
    CHECKOUT_ADDRESS_LIMIT_FACTOR: '1',
  });
  if (testDbKind() === 'pg') {
    const pg = await freshPostgresUrl();
    dropDatabase = pg.drop;
    for (let i = 0; i < 2; i++) {
      databases.push(await openDatabase({ databaseUrl: pg.url, dataDir: '', poolMax: 12 }));
    }
  } else {
    const one = await freshTestDatabase();
    databases.push(one, one);
  }
  for (const database of databases) {
    const paymentSink = createCheckoutPaymentSink(database.db, clock);
    const app = await buildApp({ config, database, logger: false, clock, paymentSink });
    await app.ready();
    nodes.push(app);
  }
  const db = databases[0].db;
  await buildPlaces(db);
  await buildHotelReference(db);
  const fare = { plan: 'VN-ECO_LITE', adult: [1_200_000, 150_000] as [number, number] };
  world.flight = await buildFlight(db, {
    code: 'VN213',
    from: 'HAN',
    to: 'SGN',
    date: inDays(10),
    depart: '08:00',
    minutes: 130,
    fares: [{ ...fare, seats: 15 }],
  });
  const hotel = await buildHotel(db, {
    name: 'Sea Breeze',
    rooms: [{ name: 'Deluxe', night: () => ({ price: 1_000_000, allotment: 60 }) }],
    plans: [{ name: 'Room only', factor: 1 }],
  });
  world.hotel = {
    id: hotel.id,
    rateId: `${hotel.rooms[0]}:${hotel.plans[0]}:${inDays(5)}:${inDays(7)}:1`,
  };
  for (const who of ['racer', 'p', 'q']) {
    const email = `${who}@nodes.example`;
    const { access_token } = await signInAs(
      { app: nodes[0], database: databases[0], config, clock },
      { email },
    );
    tokens[who] = { id: await userIdOf(db, email), token: access_token };
  }
});

afterAll(async () => {
  for (const app of nodes) await app.close();
  for (const database of new Set(databases)) await database.close();
  await dropDatabase?.();
});

const flight = (n_o_a: number) => ({
  flight: {
    departure: {
      id: `local:${world.flight}:ECONOMY`,
      seat_class_id: `local:${world.flight}:VN-ECO_LITE`,
    },
    n_o_a,
  },
});
const hotel = () => ({
  hotel: { property_id: world.hotel.id, rate_id: world.hotel.rateId, n_o_a: 2 },
});

async function cart(node: number, who: string, input: unknown, ip: string) {
  const r = await call(nodes[node], 'POST', '/graphql/payments', {
    body: { query: CREATE_CART, variables: { input } },
    token: tokens[who].token,
    ip,
  });
  return r.body as {
    data: { create_cart: { id: string } } | null;
    errors?: { extensions: { fields?: { field: string; rule: string }[] } }[];
  };
}

const ruleOf = (r: Awaited<ReturnType<typeof cart>>) => r.errors?.[0]?.extensions.fields?.[0];

const num = async (query: ReturnType<typeof sql>) => {
  const { rows } = await databases[0].db.execute<{ n: unknown }>(query);
  return Number(rows[0].n);
};

describe(`hold limits on two API nodes (${testDbKind() === 'pg' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('fifty carts at once for one account, half on each node: exactly 20 succeed', async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => cart(i % 2, 'racer', hotel(), ip)),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(20);
    const refused = results.filter((r) => r.errors);
    expect(refused.map((r) => ruleOf(r)?.rule)).toEqual(Array(30).fill('carts_per_hour'));
    expect(
      await num(sql`select count(*) as n from payment_checkout_sessions
        where booked_by = ${tokens.racer.id}::uuid`),
    ).toBe(20);
    // Each new cart on the same room gave the older one back: one holds, on every night.
    expect(
      await num(sql`select count(*) as n from payment_checkout_sessions
        where booked_by = ${tokens.racer.id}::uuid and status = 'OPEN'`),
    ).toBe(1);
    expect(
      await num(sql`select coalesce(sum(h.quantity), 0) as n from checkout_holds h
        join payment_checkout_sessions s on s.id = h.payment_checkout_session_id
        where s.booked_by = ${tokens.racer.id}::uuid and h.state = 'HELD'`),
    ).toBe(2);
  });

  it("one address's seats of a flight count on both nodes", async () => {
    const ip = newIp();
    const first = await cart(0, 'p', flight(5), ip);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const second = await cart(1, 'q', flight(5), ip);
    expect(ruleOf(second)).toEqual({
      field: 'address',
      rule: 'seats_per_flight',
      message: expect.stringMatching(/^This network address already holds seats/),
    });
    const fits = await cart(1, 'q', flight(4), ip);
    expect(fits.errors, JSON.stringify(fits.errors)).toBeUndefined();
    expect(
      await num(
        sql`select seats_left as n from flight_fares where instance_id = ${world.flight}::uuid`,
      ),
    ).toBe(6);
  });
});
