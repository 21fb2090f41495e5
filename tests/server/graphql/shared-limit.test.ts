import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { call, newIp, TestClock } from '../accounts/support';
import { freshTestDatabase } from '../support/database';

// Two API nodes (two apps) over one database share the anonymous GraphQL counter of an
// address: the limit counts in rate_limit_counters, not in either process. Each node reserves
// uses in blocks of a fortieth of the limit (server/auth/limit-blocks.ts): 3 a minute is counted
// use by use, 120 a minute three at a time.

let database: Database;
const nodes: FastifyInstance[] = [];
const larger: FastifyInstance[] = [];
beforeAll(async () => {
  database = await freshTestDatabase();
  const configWith = (perMinute: string) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STATIC_DIR: './tests/server/fixtures/no-build',
      GRAPHQL_ANON_PER_MINUTE: perMinute,
    });
  const clock = new TestClock();
  for (const [apps, perMinute] of [
    [nodes, '3'],
    [larger, '120'],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: configWith(perMinute), database, logger: false, clock });
      await app.ready();
      apps.push(app);
    }
  }
});
afterAll(async () => {
  for (const app of [...nodes, ...larger]) await app.close();
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

  it('holds a limit counted in blocks across both nodes: at most the limit, at least 4 fewer', async () => {
    const ip = newIp();
    const answers = [];
    // 160 requests, alternating as a round-robin balancer sends them, against 120 a minute.
    for (let i = 0; i < 160; i++) {
      answers.push(
        await call(larger[i % 2], 'POST', '/graphql/main', {
          body: { query: '{ service_info { service } }' },
          ip,
        }),
      );
    }
    const served = answers.filter((a) => a.body.data?.service_info?.service === 'main').length;
    const refused = answers.filter((a) => a.body.errors?.[0].extensions.code === 'RATE_LIMITED');
    // Blocks of 3 on two nodes: each may strand 2 reserved uses, so 116 to 120.
    expect(served).toBeLessThanOrEqual(120);
    expect(served).toBeGreaterThanOrEqual(116);
    expect(served + refused.length).toBe(160);
    expect(refused.every((a) => a.status === 429)).toBe(true);
  });
});
