import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { call, newIp } from '../accounts/support';
import { freshPostgresUrl, testDbKind } from '../support/database';

/*
 * A request that waits for a pooled connection longer than DB_POOL_WAIT_MS is refused as
 * overload (503 OVERLOADED with Retry-After), not answered as an internal error, on REST and
 * GraphQL alike; once a connection is free again the same requests are served. The pool is
 * PostgreSQL's (node-postgres): PGlite has no pool and no wait to run out of, so this file runs
 * on the PostgreSQL pass only.
 */
const SEARCH = { query: '{ search_places(input: { query: "ha" }) { entries { id } } }' };
const REPORT = {
  kind: 'slow_call',
  message: 'CALL API TOO LONG',
  url: '/graphql/main',
  method: 'POST',
  duration_ms: 15234,
};

describe.runIf(testDbKind() === 'pg')('a pool wait past DB_POOL_WAIT_MS', () => {
  let database: Database;
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshPostgresUrl();
    drop = fresh.drop;
    // One connection, waited for 100 ms: the test holds it and every request must wait.
    database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: '',
      poolMax: 1,
      poolWaitMs: 100,
    });
    // The pool's one connection, opened before the app starts: node-postgres applies the
    // 100 ms to opening a connection too, and on a loaded machine opening one to a new database
    // can take longer (the app's start then failed in its first query). What is tested is the
    // wait for a busy connection, so the opening may be tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await database.db.execute(sql`select 1`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
      }
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  /** Runs `fn` while a transaction holds the pool's only connection. */
  async function withPoolHeld<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const transaction = database.db.transaction(async () => {
      held();
      await released;
    });
    await holding;
    try {
      return await fn();
    } finally {
      release();
      await transaction;
    }
  }

  it('answers 503 OVERLOADED with Retry-After, then serves again', async () => {
    const ip = newIp();
    // A first question from this address while the pool is free: its anonymous allowance is
    // then held by the node, so the search below waits for the pool in its resolver.
    expect((await call(app, 'POST', '/graphql/places', { body: SEARCH, ip })).status).toBe(200);

    const [rest, graphqlGuard, graphqlResolver] = await withPoolHeld(() =>
      Promise.all([
        // REST: the route's address limit counts in the database before the body is read.
        call(app, 'POST', '/api/captureException', { body: REPORT, ip: newIp() }),
        // GraphQL from a new address: its anonymous limit waits for the pool (route hook).
        call(app, 'POST', '/graphql/places', { body: SEARCH, ip: newIp() }),
        // GraphQL from the known address: the resolver's query waits for the pool.
        call(app, 'POST', '/graphql/places', { body: SEARCH, ip }),
      ]),
    );

    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('1');
    expect(rest.body).toEqual({
      error: { code: 'OVERLOADED', message: 'The server is busy: try again in a moment.' },
      retry_after: 1,
    });
    for (const answer of [graphqlGuard, graphqlResolver]) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors[0].extensions).toEqual({ code: 'OVERLOADED' });
      expect(answer.body.errors[0].message).toBe('The server is busy: try again in a moment.');
    }

    // The connection is free again: the same requests are served.
    const report = await call(app, 'POST', '/api/captureException', { body: REPORT, ip: newIp() });
    expect(report.status).toBe(201);
    const search = await call(app, 'POST', '/graphql/places', { body: SEARCH, ip: newIp() });
    expect(search.status).toBe(200);
    expect(search.body).toEqual({ data: { search_places: { entries: expect.any(Array) } } });
  });
});
