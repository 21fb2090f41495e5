import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown of keep-alive connections. `app.close()` closes the connections that are
 * idle when it starts; one still answering then would become idle afterwards and hold the
 * server open until its keep-alive timeout. While closing, every answer says
 * `Connection: close`, so the client ends that connection as soon as it has its answer.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
