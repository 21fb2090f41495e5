import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../config.js';

/** Routes that exist only outside production to stand in for the world: payment gateways, the
 * bank, the outbox, the identity provider, test hooks. */
export function isSandboxRoute(route: string | undefined): boolean {
  return (
    route !== undefined &&
    (route === '/dev' || route.startsWith('/dev/') || route.startsWith('/test-hooks'))
  );
}

/**
 * Development sandboxes answer this machine only (docs/security.md "Development sandboxes"):
 * the route matched, not the URL as spelt (so `/%64ev/outbox` is caught too), and the peer of
 * the raw socket, never X-Forwarded-For. The sandboxes' own calls (an IPN, a status inquiry)
 * run in-process through `app.inject`, from 127.0.0.1, so they keep working.
 * DEV_SANDBOXES=public turns the check off.
 */
export function guardDevSandboxes(
  app: FastifyInstance,
  opts: { devSandboxes: 'local' | 'public' },
) {
  if (opts.devSandboxes === 'public') return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isSandboxRoute(request.routeOptions.url)) return;
    if (isLoopbackAddress(request.raw.socket?.remoteAddress)) return;
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send({
        error: {
          code: 'FORBIDDEN',
          message:
            'Development sandboxes answer this machine only (set DEV_SANDBOXES=public to open them).',
        },
      });
  });
}
