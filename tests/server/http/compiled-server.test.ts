import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUILD_DIR } from '../../../scripts/build-server.mjs';
import { startServer, type RunningServer } from '../../../scripts/server-process';

// What `npm start` runs in production: the server compiled into dist-server/ (built here when
// stale). It must find at run time what the TypeScript read beside its sources: migrations,
// every service's SDL, the database thread.
describe('the compiled server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(
      { STATIC_DIR: './no-build' },
      { readyPath: '/readyz', compiled: true, timeoutMs: 240_000 },
    );
  }, 300_000);

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it('runs from dist-server/ with its database thread and migrations', async () => {
    expect(existsSync(path.join(SERVER_BUILD_DIR, 'pglite-worker.js'))).toBe(true);
    expect(server.child.spawnargs.some((arg) => arg.endsWith('dist-server/main.js'))).toBe(true);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('serves every GraphQL service from its compiled schema', async () => {
    for (const service of ['main', 'places', 'property', 'flights', 'admin']) {
      const response = await fetch(`${server.url}/graphql/${service}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ service_info { service } }' }),
      });
      expect(await response.json()).toEqual({ data: { service_info: { service } } });
    }
  });
});
