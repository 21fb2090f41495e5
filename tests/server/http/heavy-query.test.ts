import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process';
import { migratedDataDir } from '../support/data-dir';
import { freshPostgresUrl, testDbKind } from '../support/database';

// The real process, on the engine of this run (PGlite on disk, or PostgreSQL): while one
// statement runs long, /healthz keeps answering at once, the statement is cut off by
// DB_STATEMENT_TIMEOUT_MS with code TIMEOUT (not INTERNAL), and the server serves on.
const TIMEOUT_MS = 1000;
type ErrorBody = { error?: { code: string } };

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
    server = await startServer(env, {
      readyPath: '/readyz',
      timeoutMs: 240_000,
      compiled: true,
      ...(testDbKind() === 'pg'
        ? {}
        : { dataDir: migratedDataDir('wayfare-heavy-'), removeDataDir: true }),
    });
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
    // A minute-long statement: it ends within the test's time only by being cut off (the
    // latencies themselves are measured by `npm run bench`, bench/heavy-statement.ts).
    let settled = false;
    const slow = post('/test-hooks/slow-statement', { seconds: 60 }).then(async (response) => {
      settled = true;
      return { status: response.status, body: (await response.json()) as ErrorBody };
    });
    // /healthz answers, again and again, for as long as the statement is outstanding (a
    // blocked event loop would answer nothing before the statement had ended).
    let answered = 0;
    while (!settled) {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      if (!settled) answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(3);

    const answer = await slow;
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('TIMEOUT');
  }, 30_000);

  it('serves again after the cut-off: /readyz ready, a GraphQL query answers', async () => {
    // The server is another process: poll it until its database is back.
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
    const response = await post('/graphql/main', { query: '{ service_info { service } }' });
    expect(await response.json()).toEqual({ data: { service_info: { service: 'main' } } });
  });
});
