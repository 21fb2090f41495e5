import type { FastifyInstance } from 'fastify';
import type { PaymentFetch } from '../providers/payments/index.js';
import { injectFetch } from '../providers/identity/inject-fetch.js';

/**
 * Server-to-server calls of the payment rails and sandboxes (2C2P's API, a sandbox's IPN or
 * webhook). A call to this server's own origin is answered in-process through the whole HTTP
 * stack (like the development identity provider's back channel), so the sandboxes work offline
 * whatever address the server listens on; any other URL goes over the network.
 */
export const GATEWAY_TIMEOUT_MS = 20_000;

export function paymentBackChannel(app: FastifyInstance, ownOrigin: string): PaymentFetch {
  const local = injectFetch(app);
  return async (url, init) => {
    if (new URL(url).origin !== ownOrigin) {
      // A gateway that does not answer must not hold the request (or a sandbox) forever.
      return fetch(url, {
        ...init,
        signal: init.signal ?? AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    return local(url, {
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      redirect: 'manual',
    } as Parameters<typeof local>[1]);
  };
}
