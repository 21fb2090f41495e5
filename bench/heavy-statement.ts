// While one statement runs long, /healthz keeps answering at once and the statement is cut off
// by DB_STATEMENT_TIMEOUT_MS close to its deadline (tests/server/http/heavy-query.test.ts checks
// that this happens, this measures how fast). The real process on PGlite on disk, or on
// PostgreSQL with BENCH_PG_URL's server as DATABASE_URL. Run alone: `npx tsx bench/heavy-statement.ts`.
import { startServer } from '../scripts/server-process';

const TIMEOUT_MS = 1000;
export const HEAVY_STATEMENT_BUDGETS = {
  /** The slowest /healthz answer while the statement runs. */
  healthz_max_ms: 200,
  /** From the request to its TIMEOUT answer: the deadline plus at most this. */
  cut_off_late_ms: 1500,
};

export async function benchHeavyStatement() {
  const server = await startServer(
    {
      NODE_ENV: 'test',
      TEST_HOOKS: 'true',
      DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
      STATIC_DIR: './no-build',
      LOG_LEVEL: 'error',
      ...(process.env.BENCH_PG_URL ? { DATABASE_URL: process.env.BENCH_PG_URL } : {}),
    },
    { readyPath: '/readyz', timeoutMs: 240_000 },
  );
  try {
    const started = performance.now();
    let settled = false;
    const slow = fetch(`${server.url}/test-hooks/slow-statement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 60 }),
    }).then(async (response) => {
      settled = true;
      const body = (await response.json()) as { error?: { code: string } };
      return { code: body.error?.code, ms: performance.now() - started };
    });
    const latencies: number[] = [];
    while (!settled) {
      const at = performance.now();
      await fetch(`${server.url}/healthz`);
      latencies.push(performance.now() - at);
    }
    const answer = await slow;
    if (answer.code !== 'TIMEOUT') throw new Error(`slow statement answered ${answer.code}`);
    const result = {
      database: process.env.BENCH_PG_URL ? 'postgresql' : 'pglite',
      statement_timeout_ms: TIMEOUT_MS,
      healthz_answers: latencies.length,
      healthz_max_ms: Math.round(Math.max(...latencies)),
      cut_off_ms: Math.round(answer.ms),
      cut_off_late_ms: Math.round(answer.ms - TIMEOUT_MS),
    };
    const misses = (
      Object.keys(HEAVY_STATEMENT_BUDGETS) as Array<keyof typeof HEAVY_STATEMENT_BUDGETS>
    ).filter((key) => result[key] > HEAVY_STATEMENT_BUDGETS[key]);
    return { ...result, misses };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchHeavyStatement(), null, 2));
}
