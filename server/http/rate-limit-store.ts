import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { AppConfig } from '../config.js';

/**
 * Where @fastify/rate-limit counts (the anonymous GraphQL limit, /api/captureException): in
 * this process by default, which is exact for one node; with REDIS_URL, in Redis, shared by
 * every API node (DESIGN.md: shared counters go to Redis). When Redis cannot answer, requests
 * are let through and the failure is logged: a limit outage must not become an API outage.
 * The account limits count in PostgreSQL instead (docs/accounts.md).
 */
export async function rateLimitSettings(
  app: FastifyInstance,
  config: AppConfig,
): Promise<FastifyRateLimitOptions> {
  if (!config.redisUrl) return { global: false };
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit Redis unavailable'));
  // Commands fail fast while Redis is away (no offline queue), so wait for it once at start.
  await new Promise<void>((resolve) => {
    const waited = setTimeout(resolve, 2000);
    waited.unref();
    redis.once('ready', () => {
      clearTimeout(waited);
      resolve();
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { global: false, redis, nameSpace: 'wayfare:rate-limit:', skipOnError: true };
}
