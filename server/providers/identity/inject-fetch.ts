import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * A fetch that answers from this app in-process (Fastify inject), keeping the request's host:
 * the dev identity provider's back channel works offline and whatever address the server
 * listens on, and its answers are byte for byte what a network call would get.
 */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: target.host,
        'x-forwarded-proto': target.protocol.replace(':', ''),
      },
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
