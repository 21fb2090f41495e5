import { describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/server-process';

// The real process: SIGTERM stops accepting, lets in-flight requests finish, closes the
// database and exits 0.
describe('graceful shutdown', () => {
  it('answers the requests it accepted, then exits 0 on SIGTERM', async () => {
    const server = await startServer({ STATIC_DIR: './no-build' });
    const body = JSON.stringify({ query: '{ service_info { service } }' });
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${server.url}/graphql/main`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.status),
    );
    const exitCode = server.stop();
    const statuses = await Promise.allSettled(inFlight);
    expect(await exitCode).toBe(0);
    // Every request either completed normally or was refused before it was accepted.
    for (const result of statuses) {
      if (result.status === 'fulfilled') expect([200, 503]).toContain(result.value);
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 90_000);
});
