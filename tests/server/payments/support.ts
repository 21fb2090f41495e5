import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import type {
  PaymentNotificationSink,
  PaymentResult,
  SettleOutcome,
} from '../../../server/providers/payments';
import { TestClock } from '../accounts/support';
import { freshTestDatabase } from '../support/database';

/**
 * A stand-in for the checkout core's order side: orders by reference with their amount, settled
 * at most once. It records every result it was handed, so tests see what the gateways said.
 */
export class TestOrders implements PaymentNotificationSink {
  readonly orders = new Map<
    string,
    { amount: number; status: 'OPEN' | 'PAID'; failures: number }
  >();
  readonly received: PaymentResult[] = [];

  open(ref: string, amount: number): void {
    this.orders.set(ref, { amount, status: 'OPEN', failures: 0 });
  }

  async settle(result: PaymentResult): Promise<SettleOutcome> {
    this.received.push(result);
    const order = result.orderRef ? this.orders.get(result.orderRef) : undefined;
    if (!order) return 'ORDER_NOT_FOUND';
    if (order.amount !== result.amount) return 'AMOUNT_MISMATCH';
    if (order.status !== 'OPEN') return 'ALREADY_CONFIRMED';
    // A failed or cancelled attempt is recorded; the order stays payable by another attempt.
    if (result.status === 'SUCCEEDED') order.status = 'PAID';
    else if (result.status !== 'PENDING') order.failures += 1;
    return 'ACCEPTED';
  }
}

export interface PaymentsTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  orders: TestOrders;
  clock: TestClock;
}

/** The real app with the payment sandboxes on, a test order sink and a movable clock. */
export function usePaymentsApp(env: Record<string, string> = {}): () => PaymentsTestApp {
  let current: PaymentsTestApp | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      ...env,
    });
    const database = await freshTestDatabase();
    const orders = new TestOrders();
    const clock = new TestClock(Date.parse('2026-11-20T03:00:00Z'));
    const app = await buildApp({ config, database, logger: false, clock, paymentSink: orders });
    await app.ready();
    current = { app, config, database, orders, clock };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('usePaymentsApp: the app is not ready yet');
    return current;
  };
}

/** The path and query of an absolute URL, for inject(). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}
