import { describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/server-process';
import { migratedDataDir } from '../support/data-dir';

const IN_FLIGHT = 5;

/** Resolves once `count` lines of the collected server output match `pattern`. */
function whenLogged(output: string[], pattern: RegExp, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const seen = output
        .join('')
        .split('\n')
        .filter((line) => pattern.test(line)).length;
      if (seen >= count) resolve();
      else setImmediate(check);
    };
    check();
  });
}

// The real process: SIGTERM stops accepting, lets every request it accepted finish (database
// work included), then closes the database and exits 0.
describe('graceful shutdown', () => {
  it('finishes every accepted request, then exits 0 on SIGTERM', async () => {
    const output: string[] = [];
    const server = await startServer(
      { STATIC_DIR: './no-build', NODE_ENV: 'test', TEST_HOOKS: 'true', LOG_LEVEL: 'info' },
      {
        output,
        readyPath: '/readyz',
        timeoutMs: 240_000,
        compiled: true,
        dataDir: migratedDataDir('wayfare-shutdown-'),
        removeDataDir: true,
      },
    );
    // Each request holds a database statement for 0.3 s; PGlite runs them one after another,
    // so the last ones are still waiting for the database when the signal arrives.
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${server.url}/test-hooks/slow-statement`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 0.3 }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { slept_ms?: number } })),
    );
    // Signal only once the server has accepted all of them.
    await whenLogged(output, /^(?=.*"incoming request")(?=.*slow-statement)/, IN_FLIGHT);
    const exitCode = server.stop();

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.slept_ms).toBeGreaterThanOrEqual(250);
    }
    const code = await exitCode;
    const log = output.join('');
    expect(code, log.slice(-4000)).toBe(0);
    expect(log).toContain('shutting down: draining requests');
    expect(log).not.toMatch(/after calling end|shutdown failed|"level":50/);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 240_000);
});
