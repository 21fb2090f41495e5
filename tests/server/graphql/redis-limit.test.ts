import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { call, useAccountsApp } from '../accounts/support';

// With REDIS_URL, two API nodes share the anonymous GraphQL counter of an address. Runs when
// the Redis server of TEST_REDIS_URL (default redis://127.0.0.1:6379) answers; CI's machine
// has one, and a developer without Redis sees this file skipped, not passed.

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await reachable();
const env = { REDIS_URL: url, GRAPHQL_ANON_PER_MINUTE: '3' };
const nodeA = useAccountsApp(env);
const nodeB = useAccountsApp(env);

describe.skipIf(!available)('anonymous GraphQL limit shared through Redis', () => {
  it('counts an address across nodes', async () => {
    const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`; // a fresh key each run
    const ask = (node: typeof nodeA) =>
      call(node().app, 'POST', '/graphql/main', {
        body: { query: '{ service_info { service } }' },
        ip,
      });
    expect((await ask(nodeA)).status).toBe(200);
    expect((await ask(nodeB)).status).toBe(200);
    expect((await ask(nodeA)).status).toBe(200);
    const refused = await ask(nodeB);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
