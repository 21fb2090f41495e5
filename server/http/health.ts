import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/** How long /readyz waits for the database before answering 503 (a load balancer's probe). */
export const READY_DEADLINE_MS = 1000;

/**
 * /healthz: the process is up and its database migrated (the app is only built after
 * migrations ran); it never touches the database, so it answers while a heavy query runs.
 * /readyz: the database answers within READY_DEADLINE_MS and the server is not shutting down.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  // Never refused by admission control (admission.ts): an overloaded node is alive and ready.
  const config = { admission: false };
  app.get('/healthz', { config }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config }, async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'closing' });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'busy'>((resolve) => {
      timer = setTimeout(() => resolve('busy'), READY_DEADLINE_MS);
    });
    try {
      const outcome = await Promise.race([opts.database.ping().then(() => 'ready'), deadline]);
      if (outcome === 'busy') return reply.code(503).send({ status: 'database busy' });
      return { status: 'ready' };
    } catch (err) {
      reply.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
