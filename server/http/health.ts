import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * /healthz: the process is up and its database migrated (the app is only built after
 * migrations ran). /readyz: the database answers now and the server is not shutting down.
 */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'closing' });
    try {
      await opts.database.ping();
      return { status: 'ready' };
    } catch (err) {
      reply.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
