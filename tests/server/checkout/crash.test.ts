import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process';
import { migrateDatabase, openDatabase, type Database } from '../../../server/db/client';
import { RECONCILE } from '../../../server/jobs';
import { signInByCode } from '../accounts/support';
import { pathOf, queryOf } from '../payments/support';
import {
  buildHotel,
  buildHotelReference,
  buildPlaces,
  inDays,
} from '../support/inventory-builders';
import { migratedDataDir } from '../support/data-dir';
import { freshPostgresUrl, testDbKind } from '../support/database';
import { LOST_IPN, VNPAY } from './lost-ipn';
import { CREATE_CART, pay } from './support';

/*
 * Crash between the gateway's success and Wayfare's confirmation, over the real process (like
 * the graceful-shutdown test): the VNPay sandbox records the payment (in the database, as a
 * real gateway would keep it) but its IPN is lost; the server is killed with SIGKILL; after a
 * restart the reconciliation job asks VNPay (querydr) and completes the order on its own —
 * exactly once, also when the traveller's confirm_payment calls follow.
 * PGlite in a temporary data folder, or PostgreSQL with TEST_DB=postgres.
 */

const UPDATE_DETAILS = `mutation($input: UpdateBookingDetailsInput!) {
  update_booking_details(input: $input) { id } }`;
const CONFIRM = `mutation($s: ID!) { confirm_payment(payment_checkout_session_id: $s) { status } }`;

/** The test helpers speak Fastify's inject; this one carries it over HTTP to the process. */
function overHttp(base: string): FastifyInstance {
  return {
    inject: async (opts: {
      method: string;
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }) => {
      const headers = { ...opts.headers };
      delete headers['x-forwarded-for'];
      const r = await fetch(`${base}${opts.url}`, {
        method: opts.method,
        headers,
        body: opts.payload,
        redirect: 'manual',
      });
      return {
        statusCode: r.status,
        body: await r.text(),
        headers: Object.fromEntries(r.headers),
      };
    },
  } as unknown as FastifyInstance;
}

async function buildWorld(db: Database['db']) {
  await buildPlaces(db);
  await buildHotelReference(db);
  const hotel = await buildHotel(db, {
    name: 'Crash Test Inn',
    rooms: [{ name: 'Deluxe', night: () => ({ price: 1_000_000, allotment: 5 }) }],
    plans: [{ name: 'Room only', factor: 1 }],
  });
  const checkIn = inDays(5);
  return {
    propertyId: hotel.id,
    rateId: `${hotel.rooms[0]}:${hotel.plans[0]}:${checkIn}:${inDays(7)}:1`,
  };
}

describe('crash: kill -9 between the gateway success and the confirmation', () => {
  it('the order completes exactly once after a restart', async () => {
    const dataDir = migratedDataDir('wayfare-crash-');
    const pg = testDbKind() === 'pg' ? await freshPostgresUrl() : null;
    const dbEnv: Record<string, string> = pg ? { DATABASE_URL: pg.url } : {};
    const open = () => openDatabase(pg ? { databaseUrl: pg.url, dataDir: '' } : { dataDir });
    let server: RunningServer | null = null;
    try {
      const setup = await open();
      await migrateDatabase(setup);
      const world = await buildWorld(setup.db);
      await setup.close();

      const env = {
        ...dbEnv,
        NODE_ENV: 'test',
        TEST_HOOKS: 'true',
        STATIC_DIR: './no-build',
        LOG_LEVEL: 'warn',
        // No e-mail provider: codes go to the development outbox (sign-in below).
        SMTP_URL: undefined as unknown as string,
        VNPAY_SANDBOX_IPN_URL: LOST_IPN,
        CHECKOUT_SWEEP_SECONDS: '0',
        JOBS_POLL_MS: '100',
      };
      const output: string[] = [];
      const explain = (error: Error): never => {
        throw new Error(`${error.message}\n${output.join('').slice(-3000)}`);
      };
      // First life: nothing reconciles, so only the crash stands between payment and order.
      server = await startServer(
        { ...env, CHECKOUT_RECONCILE_SECONDS: '0' },
        { dataDir, output, timeoutMs: 120_000, compiled: true },
      ).catch(explain);
      const app = overHttp(server.url);
      const { access_token: token } = await signInByCode(app, { email: 'crash@travel.example' });
      const cart = await pay(app, token, CREATE_CART, {
        input: { hotel: { property_id: world.propertyId, rate_id: world.rateId, n_o_a: 2 } },
      });
      expect(cart.errors, JSON.stringify(cart.errors)).toBeUndefined();
      const sessionId = cart.data.create_cart.id as string;
      const details = await pay(app, token, UPDATE_DETAILS, {
        input: {
          payment_checkout_session_id: sessionId,
          contact_email: 'crash@travel.example',
          contact_phone: '0912345678',
          guest: 'Nguyen Van A',
        },
      });
      expect(details.errors).toBeUndefined();
      const started = await pay(app, token, VNPAY, { s: sessionId, r: '/checkout/success-hotel' });
      expect(started.errors).toBeUndefined();
      const link = started.data.create_vnpay_payment.pay_link as string;
      const paid = await fetch(`${server.url}/dev/vnpay/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...queryOf(link), bank: 'NCB', outcome: 'success' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      expect(pathOf(link)).toContain('/dev/vnpay/');
      const before = await pay(
        app,
        token,
        `query($s: ID) { user_order(payment_checkout_session_id: $s) { status } }`,
        { s: sessionId },
      );
      expect(before.data.user_order.status).toBe('PROCESSING');

      // kill -9: no shutdown, no drain.
      const killed = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await killed;

      // Second life: the reconciliation job picks the payment up within seconds.
      server = await startServer(
        { ...env, CHECKOUT_RECONCILE_SECONDS: '1', CHECKOUT_RECONCILE_AFTER_SECONDS: '1' },
        { dataDir, output, timeoutMs: 120_000, compiled: true },
      ).catch(explain);
      const again = overHttp(server.url);
      // Nobody asks: the reconciliation job alone completes the order (reads only, no confirm).
      // The server is another process: poll it (expect.poll) until the order has completed.
      await expect
        .poll(
          async () =>
            (
              await pay(
                again,
                token,
                `query($s: ID) { user_order(payment_checkout_session_id: $s) { status } }`,
                { s: sessionId },
              )
            ).data.user_order.status,
          { timeout: 15_000, interval: 100 },
        )
        .toBe('SUCCESSFUL');
      // Then the traveller's page confirms, 10 times at once, while the job runs again.
      const polls = await Promise.all(
        Array.from({ length: 10 }, () => pay(again, token, CONFIRM, { s: sessionId })),
      );
      expect(polls.map((p) => p.data?.confirm_payment.status)).toEqual(
        Array(10).fill('SUCCESSFUL'),
      );
      // The job runs again after the confirmations, and finds nothing to do: wait for the run
      // itself, not for a guessed time. A recurring job's next run (run_at) is set when a run
      // completes; after two changes seen from here, the second run began after the first had
      // completed, so after the confirmations.
      const reconcileDue = async () => {
        const { jobs } = (await (await fetch(`${server!.url}/test-hooks/jobs`)).json()) as {
          jobs: Array<{ name: string; run_at: string }>;
        };
        return jobs.find((j) => j.name === RECONCILE)?.run_at;
      };
      let due = await reconcileDue();
      expect(due).toBeDefined();
      for (let run = 0; run < 2; run++) {
        const seen = due;
        await expect.poll(reconcileDue, { timeout: 15_000, interval: 100 }).not.toBe(seen);
        due = await reconcileDue();
      }
      expect(await server.stop()).toBe(0);
      server = null;

      const check = await open();
      try {
        const n = async (q: ReturnType<typeof sql>) =>
          Number((await check.db.execute<{ n: number }>(q)).rows[0].n);
        expect(
          await n(sql`select count(*)::int as n from user_orders
            where payment_checkout_session_id = ${sessionId}::uuid and status = 'SUCCESSFUL'`),
        ).toBe(1);
        expect(await n(sql`select count(*)::int as n from user_orders`)).toBe(1);
        expect(
          await n(sql`select count(*)::int as n from checkout_holds
            where payment_checkout_session_id = ${sessionId}::uuid and state = 'CONSUMED'`),
        ).toBeGreaterThan(0);
        expect(
          await n(sql`select count(*)::int as n from checkout_holds
            where payment_checkout_session_id = ${sessionId}::uuid and state <> 'CONSUMED'`),
        ).toBe(0);
        // Booked once: one confirmation number, stock taken once (5 rooms a night, 1 sold on
        // each of the 2 nights, none anywhere else).
        expect(
          await n(sql`select count(distinct booking_code)::int as n from shopping_items
            where payment_checkout_session_id = ${sessionId}::uuid and booking_code is not null`),
        ).toBe(1);
        expect(
          await n(sql`select count(*)::int as n from room_daily_rates where allotment = 4`),
        ).toBe(2);
        expect(
          await n(
            sql`select count(*)::int as n from room_daily_rates where allotment not in (4, 5)`,
          ),
        ).toBe(0);
        // The payment's effects once: one booking history entry, points earned once at most.
        expect(await n(sql`select count(*)::int as n from user_history_entries`)).toBe(1);
        expect(await n(sql`select count(*)::int as n from user_point_entries`)).toBeLessThanOrEqual(
          1,
        );
      } finally {
        await check.close();
      }
    } finally {
      if (server) server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  }, 300_000);
});
