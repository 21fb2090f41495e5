import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { freshTestDatabase } from '../support/database';

/*
 * Admission control with its limits forced down: a request past them is answered 503 with
 * Retry-After before any work, health and readiness keep answering, and once the pressure is
 * gone requests are served again.
 */
const TRIVIAL = { query: '{ __typename }' };

let entered = 0;

async function appWith(database: Database, env: Record<string, string>, held?: Promise<void>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  // A request the test keeps in flight until it lets it go.
  if (held)
    app.route({
      method: ['GET', 'POST'],
      url: '/held-by-test',
      handler: async () => {
        entered++;
        await held;
        // Large enough to be compressed, so the answer is streamed through gzip.
        return { held: false, padding: 'x'.repeat(20_000) };
      },
    });
  await app.ready();
  return app;
}

/** Sent at once (an inject is only sent when awaited), answered when the promise settles. */
const graphql = (app: FastifyInstance) =>
  app
    .inject({
      method: 'POST',
      url: '/graphql/main',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(TRIVIAL),
    })
    .then((response) => response);

/** Polls `done` until it holds (at most `tries` times, `ms` apart). */
async function until(done: () => Promise<boolean>, tries = 200, ms = 25) {
  for (let i = 0; i < tries; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
  throw new Error('the condition never held');
}

describe('admission control', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses requests past the concurrency limit at once, and serves again after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = await appWith(
      database,
      {
        ADMISSION_MAX_CONCURRENT: '2',
        ADMISSION_QUEUE: '0',
        ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      held,
    );
    try {
      const first = app.inject({ method: 'GET', url: '/held-by-test' });
      const second = app.inject({ method: 'GET', url: '/held-by-test' });
      await until(async () => entered === 2);

      const refused = await graphql(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        error: { code: 'OVERLOADED', message: 'The server is busy: try again in a moment.' },
        retry_after: 1,
      });
      const burst = await Promise.all(Array.from({ length: 20 }, () => graphql(app)));
      expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(503));

      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
        status: 'ready',
      });

      release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      const served = await graphql(app);
      expect(served.statusCode).toBe(200);
      expect(served.json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      release();
      await app.close();
    }
  });

  it('in production admits 16 at once by default, queues 32 more, and refuses the next', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    entered = 0;
    // The default wait (30 ms) could refuse the queued ones before the test lets them go: a
    // longer one here, with the default limit and queue length.
    const app = await appWith(
      database,
      { NODE_ENV: 'production', ADMISSION_QUEUE_WAIT_MS: '600000' },
      held,
    );
    try {
      const sixteen = Array.from({ length: 16 }, () =>
        app.inject({ method: 'GET', url: '/held-by-test' }),
      );
      await until(async () => entered === 16);
      const queued = Array.from({ length: 32 }, () => graphql(app));
      const refused = await graphql(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      release();
      expect((await Promise.all(sixteen)).map((r) => r.statusCode)).toEqual(Array(16).fill(200));
      expect((await Promise.all(queued)).map((r) => r.statusCode)).toEqual(Array(32).fill(200));
      expect((await graphql(app)).statusCode).toBe(200);
    } finally {
      release();
      await app.close();
    }
  });

  it('a short burst waits for a place and is served; past the queue, refused at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    entered = 0;
    const app = await appWith(
      database,
      { ADMISSION_MAX_CONCURRENT: '2', ADMISSION_QUEUE: '3', ADMISSION_QUEUE_WAIT_MS: '600000' },
      held,
    );
    try {
      const first = app.inject({ method: 'GET', url: '/held-by-test' });
      const second = app.inject({ method: 'GET', url: '/held-by-test' });
      await until(async () => entered === 2);
      const absorbed = Array.from({ length: 3 }, () => graphql(app));
      const burst = await Promise.all(Array.from({ length: 20 }, () => graphql(app)));
      expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      release();
      expect((await first).statusCode).toBe(200);
      expect((await second).statusCode).toBe(200);
      const served = await Promise.all(absorbed);
      expect(served.map((r) => [r.statusCode, r.json()])).toEqual(
        Array(3).fill([200, { data: { __typename: 'Query' } }]),
      );
      expect((await graphql(app)).statusCode).toBe(200);
    } finally {
      release();
      await app.close();
    }
  });

  it('refuses a queued request whose wait passes its deadline', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    entered = 0;
    const app = await appWith(
      database,
      { ADMISSION_MAX_CONCURRENT: '1', ADMISSION_QUEUE: '5', ADMISSION_QUEUE_WAIT_MS: '1' },
      held,
    );
    try {
      const first = app.inject({ method: 'GET', url: '/held-by-test' });
      await until(async () => entered === 1);
      const waited = await graphql(app);
      expect(waited.statusCode).toBe(503);
      expect(waited.headers['retry-after']).toBe('1');
      release();
      expect((await first).statusCode).toBe(200);
      expect((await graphql(app)).statusCode).toBe(200);
    } finally {
      release();
      await app.close();
    }
  });

  it('serves the web app’s files while it refuses API requests', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'wayfare-admission-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Wayfare</title>');
    writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    entered = 0;
    const app = await appWith(
      database,
      { ADMISSION_MAX_CONCURRENT: '1', ADMISSION_QUEUE: '0', STATIC_DIR: staticDir },
      held,
    );
    try {
      const first = app.inject({ method: 'GET', url: '/held-by-test' });
      await until(async () => entered === 1);
      expect((await graphql(app)).statusCode).toBe(503);
      const scripts = await Promise.all(
        Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })),
      );
      expect(scripts.map((r) => [r.statusCode, r.body])).toEqual(
        Array(10).fill([200, 'console.log(1)']),
      );
      release();
      expect((await first).statusCode).toBe(200);
    } finally {
      release();
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('frees the place of a request whose client went away before its answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    entered = 0;
    const app = await appWith(database, { ADMISSION_MAX_CONCURRENT: '1' }, held);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      // A real client that hangs up while its request is being worked on (a load tool stopping,
      // a browser tab closed), whose answer is large enough to be compressed. Its body was read
      // in full, so Node does not count it as aborted, and with the gzip stream in between
      // Fastify runs neither onRequestAbort nor onResponse for it: a place held until one of
      // them ran was never freed, and after 16 such requests the server refused everything for
      // good (seen in the bench: 503s with no load at all).
      const client = request({
        host: '127.0.0.1',
        port,
        path: '/held-by-test',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      });
      client.on('error', () => {});
      client.end(JSON.stringify({ a: 1 }));
      await until(async () => entered === 1);
      client.destroy();
      // The server has seen the connection go before the answer is made.
      await until(
        () => new Promise((resolve) => app.server.getConnections((_, n) => resolve(n === 0))),
      );
      release();
      await until(async () => (await graphql(app)).statusCode === 200);
    } finally {
      release();
      await app.close();
    }
  });

  it('refuses requests while the event loop lags, and serves again after', async () => {
    const app = await appWith(database, {
      ADMISSION_MAX_CONCURRENT: '0',
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '40',
    });
    try {
      // Served once the loop is calm (starting the app lags it too).
      await until(async () => (await graphql(app)).statusCode === 200);
      // Block the event loop until a sample has seen the lag.
      await until(
        async () => {
          const end = performance.now() + 400;
          while (performance.now() < end) {
            // busy: nothing else runs meanwhile
          }
          await new Promise((resolve) => setImmediate(resolve)); // the sample runs first
          return (await graphql(app)).statusCode === 503;
        },
        20,
        0,
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await until(async () => (await graphql(app)).statusCode === 200);
    } finally {
      await app.close();
    }
  });
});
