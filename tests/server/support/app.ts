import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/config';
import { buildApp } from '../../../server/app';
import { systemClock } from '../../../server/domain/context/clock';
import { createCheckoutPaymentSink } from '../../../server/domain/checkout/payment-sink';
import type { Database } from '../../../server/db/client';
import { freshTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/** The real server in-process over a fresh migrated database; closed after the file. */
export function useTestApp(env: Record<string, string> = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      ...env,
    });
    const database = await freshTestDatabase();
    const paymentSink = createCheckoutPaymentSink(database.db, systemClock);
    const app = await buildApp({ config, database, logger: false, paymentSink });
    await app.ready();
    current = { app, database, config };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is not ready yet');
    return current;
  };
}

/** POST a GraphQL operation to one service and return status and parsed body. */
export async function graphql(
  app: FastifyInstance,
  service: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/graphql/${service}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
