import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process';
import { freshPostgresUrl, testDbKind } from '../support/database';

// The real process, on the engine of this run (PGlite on disk, or PostgreSQL): while one
// statement runs long, /healthz keeps answering at once, the statement is cut off by
// DB_STATEMENT_TIMEOUT_MS with code TIMEOUT (not INTERNAL), and the server serves on.
const TIMEOUT_MS = 1000;
const HEALTHZ_BOUND_MS = 200;

describe(`a heavy statement on ${testDbKind() === 'pg' ? 'PostgreSQL' : 'PGlite'}`, () => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      TEST_HOOKS: 'true',
      DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      STATIC_DIR: './no-build',
      LOG_LEVEL: 'error',
    };
    if (testDbKind() === 'pg') {
      const database = await freshPostgresUrl();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer(env, { readyPath: '/readyz', timeoutMs: 240_000 });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keeps /healthz answering and cuts the statement off with TIMEOUT', async () => {
    const started = performance.now();
    const slow = post('/test-hooks/slow-statement', { seconds: 5 }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { error?: { code: string } },
      ms: performance.now() - started,
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const latencies: number[] = [];
    while (performance.now() - started < TIMEOUT_MS - 100) {
      const at = performance.now();
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      latencies.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(HEALTHZ_BOUND_MS);

    const answer = await slow;
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('TIMEOUT');
    expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('serves again after the cut-off: /readyz ready, a GraphQL query answers', async () => {
    const deadline = Date.now() + 20_000;
    let ready = 0;
    while (Date.now() < deadline) {
      ready = (await fetch(`${server.url}/readyz`)).status;
      if (ready === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    const response = await post('/graphql/main', { query: '{ service_info { service } }' });
    expect(await response.json()).toEqual({ data: { service_info: { service: 'main' } } });
  });
});
