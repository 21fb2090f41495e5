import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Test-only routes, registered only outside production with TEST_HOOKS=true: they let a test
 * drive the real server into states a client cannot reach cheaply.
 * - POST /test-hooks/slow-statement {"seconds": n}: one `pg_sleep(n)` statement, the stand-in
 *   for a heavy query (tests/server/http/heavy-query.test.ts).
 * - GET /test-hooks/jobs: each job's name, state and next run (`run_at`), so a test can wait
 *   for a recurring job to have run again instead of sleeping (tests/server/checkout/crash.test.ts).
 */
export async function testHookRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.post<{ Body: { seconds?: unknown } }>('/test-hooks/slow-statement', async (request) => {
    const seconds = Number(request.body?.seconds);
    if (!(seconds > 0 && seconds <= 60)) {
      return { error: { code: 'BAD_USER_INPUT', message: 'seconds: 0 < seconds ≤ 60' } };
    }
    const started = performance.now();
    await opts.database.db.execute(sql`select pg_sleep(${seconds})`);
    return { slept_ms: Math.round(performance.now() - started) };
  });

  app.get('/test-hooks/jobs', async () => {
    const { rows } = await opts.database.db.execute<{
      name: string;
      state: string;
      run_at: string;
    }>(sql`select name, state, run_at from jobs order by name, run_at`);
    return { jobs: rows.map((r) => ({ ...r, run_at: new Date(r.run_at).toISOString() })) };
  });
}
