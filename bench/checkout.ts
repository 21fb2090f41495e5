// Checkout latency over the full 90-day default inventory, in-process (Fastify inject, the real
// GraphQL stack): create_cart (re-price + hold + store) for flights and hotels, pay_with_wallet,
// confirm_payment of a VNPay payment whose IPN was lost (querydr to the in-process sandbox, then
// the settlement), and 20 carts at once, 20 whole checkouts at once (cart → VNPay → confirm)
// sustained. p50/p95 per database. PostgreSQL: BENCH_PG_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) — a database wayfare_bench_checkout_<pid> is
// created, seeded and dropped. Run alone: `npx tsx bench/checkout.ts`.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { systemClock } from '../server/domain/context/clock';
import { createAccountServices } from '../server/auth/services';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { onPglite, onPostgres } from './databases';
import { seedInventory } from '../server/db/demo/inventory/index';
import { openSession } from '../server/domain/accounts/sessions';
import { createUserFor } from '../server/domain/accounts/new-users';
import { creditWalletTopUp } from '../server/domain/ledger/service';
import { addDays, vietnamDate } from '../common/calendar';

export const CHECKOUT_BUDGETS = { create_cart_p95_ms: 150, pay_p95_ms: 150, confirm_p95_ms: 150 };
const RUNS = Number(process.env.BENCH_CHECKOUT_RUNS ?? 100);

const CART = `mutation($input: CreateCartInput!) { create_cart(input: $input) { id cart_token price expired_at shopping_items { id price } } }`;
const PAY = `mutation($s: ID!) { pay_with_wallet(payment_checkout_session_id: $s) { id status } }`;
const DETAILS = `mutation($input: UpdateBookingDetailsInput!) { update_booking_details(input: $input) { id } }`;
const VNPAY = `mutation($s: ID!) { create_vnpay_payment(payment_checkout_session_id: $s, redirect_url: "/checkout/success-flight", type: VNBANK) { pay_link } }`;
const CONFIRM = `mutation($s: ID!) { confirm_payment(payment_checkout_session_id: $s) { id status } }`;
const PROPERTY = `query($input: PropertyInput!) { property(input: $input) { room_types { rates { id } } } }`;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    runs: samples.length,
    p50_ms: Math.round(at(50) * 10) / 10,
    p95_ms: Math.round(at(95) * 10) / 10,
  };
}

async function measure(database: Database) {
  await seedInventory(database.db, new Date());
  if (database.kind === 'pg') await database.db.execute(sql`vacuum analyze`);
  const config = loadConfig({
    // Not production: the VNPay rail is its in-process sandbox (no network).
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    CHECKOUT_SWEEP_SECONDS: '0',
    CHECKOUT_RECONCILE_SECONDS: '0',
    // One traveller makes every cart here: the hold limits stay on (their locks and counts are
    // part of create_cart's time) with room for the runs (docs/checkout.md "Hold limits").
    CHECKOUT_OPEN_CARTS: '1000',
    CHECKOUT_CARTS_PER_HOUR: '10000',
    // The IPN is lost (port 9 discards), so confirm_payment is what settles each payment.
    VNPAY_SANDBOX_IPN_URL: 'http://127.0.0.1:9/lost-ipn',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const services = createAccountServices({
    db: database.db,
    clock: systemClock,
    config: config.auth,
    log: pino({ level: 'silent' }),
  });
  const user = await createUserFor(
    database.db,
    { channel: 'email', value: 'bench@wayfare.example' },
    {},
    systemClock.now(),
  );
  const { access_token } = await openSession(services, user.id, 'password');
  await creditWalletTopUp(database.db, user.id, 10_000_000_000, 'VND', 'top-up:bench');
  const call = async (service: string, query: string, variables: unknown) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/graphql/${service}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      payload: JSON.stringify({ query, variables }),
    });
    const ms = performance.now() - started;
    return { ms, body: response.json() };
  };
  // Fares with seats for one adult, departing 2 to 80 days out, spread over the network.
  const { rows: fares } = await database.db.execute<{
    instance_id: string;
    plan_id: string;
    cabin: string;
  }>(sql`
    select f.instance_id, f.plan_id, f.cabin from flight_fares f
    join flight_instances i on i.id = f.instance_id
    where f.seats_left >= 4 and i.departs_at > now() + interval '2 days'
      and i.departs_at < now() + interval '80 days'
    order by md5(f.instance_id::text || f.plan_id) limit ${RUNS * 4}`);
  const flightInput = (i: number) => {
    const f = fares[i % fares.length];
    return {
      flight: {
        departure: {
          id: `local:${f.instance_id}:${f.cabin}`,
          seat_class_id: `local:${f.instance_id}:${f.plan_id}`,
        },
      },
    };
  };
  const { rows: properties } = await database.db.execute<{ id: string }>(
    sql`select id from properties order by md5(id::text) limit ${RUNS}`,
  );
  const today = vietnamDate(new Date());
  const hotelInputs: unknown[] = [];
  for (let i = 0; hotelInputs.length < RUNS && i < properties.length; i++) {
    const checkIn = addDays(today, 3 + ((i * 7) % 70));
    const input = {
      id: properties[i].id,
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      n_o_a: 2,
    };
    const page = await call('property', PROPERTY, { input });
    const rate = page.body.data?.property?.room_types.flatMap(
      (r: { rates: { id: string }[] }) => r.rates,
    )[0];
    if (rate)
      hotelInputs.push({ hotel: { property_id: properties[i].id, rate_id: rate.id, n_o_a: 2 } });
  }
  for (let i = 0; i < 5; i++) await call('payments', CART, { input: flightInput(RUNS + i) }); // warm up
  // The details every payment needs (not timed): one adult with a passport, in case the
  // trip is international, or the lead guest of a stay.
  const details = (id: string, flight: boolean) => ({
    input: {
      payment_checkout_session_id: id,
      contact_email: 'bench@wayfare.example',
      contact_phone: '0912345678',
      ...(flight
        ? {
            passengers: [
              {
                first_name: 'BENCH',
                last_name: 'NGUYEN',
                date_of_birth: '1990-01-01',
                type: 'ADULT',
                nationality_country_code: 'VN',
                passport: 'C1234567',
                passport_country_code: 'VN',
                passport_expired: addDays(today, 3650),
              },
            ],
          }
        : { guest: 'Nguyen Bench' }),
    },
  });
  const carts: number[] = [];
  const sessions: string[] = [];
  let errors = 0;
  for (let i = 0; i < RUNS; i++) {
    const input =
      i % 2 && hotelInputs.length ? hotelInputs[i % hotelInputs.length] : flightInput(i);
    const r = await call('payments', CART, { input });
    if (r.body.errors) errors++;
    else {
      carts.push(r.ms);
      const id = r.body.data.create_cart.id;
      const saved = await call('payments', DETAILS, details(id, 'flight' in (input as object)));
      if (saved.body.errors) errors++;
      else sessions.push(id);
    }
  }
  const pays: number[] = [];
  for (const id of sessions) {
    const r = await call('payments', PAY, { s: id });
    if (r.body.errors) errors++;
    else pays.push(r.ms);
  }
  // A VNPay payment taken by the sandbox (untimed), then confirm_payment (timed): querydr and
  // the settlement of the order.
  const gatewayPaid = async (id: string) => {
    const started = await call('payments', VNPAY, { s: id });
    if (started.body.errors) return false;
    const link = new URL(started.body.data.create_vnpay_payment.pay_link);
    const form = new URLSearchParams(link.searchParams);
    form.set('bank', 'NCB');
    form.set('outcome', 'success');
    const paid = await app.inject({
      method: 'POST',
      url: '/dev/vnpay/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    return paid.statusCode === 303;
  };
  const newPaidCart = async (i: number) => {
    const r = await call('payments', CART, { input: flightInput(i) });
    if (r.body.errors) return null;
    const id = r.body.data.create_cart.id as string;
    const saved = await call('payments', DETAILS, details(id, true));
    if (saved.body.errors || !(await gatewayPaid(id))) return null;
    return id;
  };
  const confirms: number[] = [];
  const CONFIRM_RUNS = Math.min(RUNS, 40);
  const WARM_UP = 3; // the first calls compile the sandbox's and the settlement's code paths
  for (let i = 0; i < CONFIRM_RUNS + WARM_UP; i++) {
    const id = await newPaidCart(RUNS + 105 + i);
    if (!id) {
      errors++;
      continue;
    }
    const r = await call('payments', CONFIRM, { s: id });
    if (r.body.errors || r.body.data.confirm_payment.status !== 'SUCCESSFUL') errors++;
    else if (i >= WARM_UP) confirms.push(r.ms);
  }
  // 20 whole checkouts at once, 3 rounds: cart, details, VNPay, confirm — all must end paid.
  let checkoutErrors = 0;
  const checkouts: number[] = [];
  for (let round = 0; round < 3; round++) {
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, k) => {
        const started = performance.now();
        const id = await newPaidCart(RUNS + 105 + CONFIRM_RUNS + WARM_UP + round * 20 + k);
        if (!id) return null;
        const r = await call('payments', CONFIRM, { s: id });
        if (r.body.errors || r.body.data.confirm_payment.status !== 'SUCCESSFUL') return null;
        return performance.now() - started;
      }),
    );
    for (const ms of results) {
      if (ms === null) checkoutErrors++;
      else checkouts.push(ms);
    }
  }
  // 20 carts at once, 5 rounds: all must succeed (each its own fare).
  let concurrentErrors = 0;
  const concurrent: number[] = [];
  for (let round = 0; round < 5; round++) {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        call('payments', CART, { input: flightInput(RUNS + 5 + round * 20 + k) }),
      ),
    );
    for (const r of results) {
      if (r.body.errors) concurrentErrors++;
      else concurrent.push(r.ms);
    }
  }
  await app.close();
  return {
    create_cart: percentiles(carts),
    pay_with_wallet: percentiles(pays),
    create_cart_20_at_once: { ...percentiles(concurrent), errors: concurrentErrors },
    confirm_payment: percentiles(confirms),
    checkout_20_at_once: { ...percentiles(checkouts), errors: checkoutErrors },
    errors,
  };
}

export async function benchCheckout() {
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const postgresql = await onPostgres(pgUrl, 'checkout', measure).catch((error: Error) => ({
    skipped: error.message,
  }));
  const pglite = await onPglite(measure);
  const misses: string[] = [];
  // The budgets are the issue's, set for the PostgreSQL server; PGlite is reported alongside.
  for (const [kind, r] of Object.entries({ postgresql })) {
    if (!('create_cart' in r)) continue;
    if (r.create_cart.p95_ms > CHECKOUT_BUDGETS.create_cart_p95_ms)
      misses.push(`${kind}.create_cart_p95_ms`);
    if (r.pay_with_wallet.p95_ms > CHECKOUT_BUDGETS.pay_p95_ms) misses.push(`${kind}.pay_p95_ms`);
    if (r.confirm_payment.p95_ms > CHECKOUT_BUDGETS.confirm_p95_ms)
      misses.push(`${kind}.confirm_p95_ms`);
    if (r.errors || r.create_cart_20_at_once.errors || r.checkout_20_at_once.errors)
      misses.push(`${kind}.errors`);
  }
  return { postgresql, pglite, budgets: CHECKOUT_BUDGETS, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchCheckout();
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.misses.length ? 1 : 0);
}
