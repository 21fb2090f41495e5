import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CASH_BACK,
  EXPENSE_DEADLINES,
  HOLD_EXPIRY,
  jobHandlers,
  RECONCILE,
} from '../../../server/jobs/index';
import { JobQueue } from '../../../server/jobs/queue';
import { startWorker } from '../../../server/jobs/worker';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import { LOST_IPN, paidWithoutIpn } from '../checkout/lost-ipn';
import { useCheckoutApp } from '../checkout/support';

/*
 * The reconciliation job: a VNPay payment the sandbox took but whose IPN was lost stays
 * PROCESSING until the job, past CHECKOUT_RECONCILE_AFTER_SECONDS, asks VNPay (querydr) and
 * settles it through the sink — once, however often the job runs.
 */

const { t, world } = useCheckoutApp(
  { VNPAY_SANDBOX_IPN_URL: LOST_IPN },
  { seats: 9, rooms: 20, people: ['hoa'] },
);

const count = async (query: ReturnType<typeof sql>) => {
  const { rows } = await t().database.db.execute<{ n: number }>(query);
  return Number(rows[0].n);
};

describe('payment reconciliation job', () => {
  it('settles a paid VNPay payment whose IPN was lost, once', async () => {
    const cart = await paidWithoutIpn(t(), world);
    const { database, clock, app } = t();
    const queue = new JobQueue(database.db, () => clock.now());
    await queue.schedule(RECONCILE, 60);
    const handlers = jobHandlers(
      {
        db: database.db,
        clock,
        rails: app.paymentRails,
        sink: createCheckoutPaymentSink(database.db, clock),
        followUps: null,
        approvals: null,
        onError: (err) => {
          throw err;
        },
      },
      {
        pollMs: 50,
        leaseSeconds: 60,
        holdExpirySeconds: 0,
        reconcileSeconds: 60,
        reconcileAfterSeconds: 300,
        approvalsSeconds: 0,
        statementsSeconds: 0,
      },
    );
    expect(Object.keys(handlers).sort()).toEqual(
      [CASH_BACK, EXPENSE_DEADLINES, HOLD_EXPIRY, RECONCILE].sort(),
    );
    const workers = [1, 2].map((i) =>
      startWorker({ queue, handlers, leaseSeconds: 60, pollMs: 50, id: `w${i}` }, false),
    );
    const order = sql`select status from user_orders where payment_checkout_session_id = ${cart.id}::uuid`;
    const status = async () =>
      (await database.db.execute<{ status: string }>(order)).rows[0].status;

    clock.advance(60); // the job runs, but the payment is younger than 300 s: left alone
    expect(await workers[0].drain()).toBe(1);
    expect(await status()).toBe('PROCESSING');

    clock.advance(300);
    const ran = await Promise.all(workers.map((w) => w.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await status()).toBe('SUCCESSFUL');

    clock.advance(60);
    expect(await workers[1].drain()).toBe(1); // runs again: nothing left to settle
    expect(
      await count(sql`select count(*)::int as n from user_orders
        where payment_checkout_session_id = ${cart.id}::uuid and status = 'SUCCESSFUL'`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from checkout_holds
        where payment_checkout_session_id = ${cart.id}::uuid and state <> 'CONSUMED'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from shopping_items
        where payment_checkout_session_id = ${cart.id}::uuid and booking_code is null`),
    ).toBe(0);
  });
});
