import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { call, newIp, TestClock } from '../accounts/support';
import { freshTestDatabase } from '../support/database';

// Two API nodes (two apps) over one database share the anonymous GraphQL counter of an
// address: the limit counts in rate_limit_counters, not in either process.

let database: Database;
const nodes: FastifyInstance[] = [];
beforeAll(async () => {
  database = await freshTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './tests/server/fixtures/no-build',
    GRAPHQL_ANON_PER_MINUTE: '3',
  });
  const clock = new TestClock();
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config, database, logger: false, clock });
    await app.ready();
    nodes.push(app);
  }
});
afterAll(async () => {
  for (const app of nodes) await app.close();
  await database?.close();
});

describe('anonymous GraphQL limit across API nodes', () => {
  it('counts an address on both nodes against one limit', async () => {
    const ip = newIp();
    const ask = (node: FastifyInstance) =>
      call(node, 'POST', '/graphql/main', { body: { query: '{ service_info { service } }' }, ip });
    const [a, b] = nodes;
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    expect((await ask(a)).status).toBe(200);
    const refused = await ask(b);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await ask(a)).status).toBe(429);
  });
});
