import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { authenticate, type AuthUser } from '../domain/accounts/sessions.js';
import { auditPatronRequest, verifyPatron, type VerifiedPatron } from './patron.js';
import type { AccountServices } from './services.js';

/** Who a request comes from, resolved once before GraphQL runs (see registerRequestAuth). */
export interface RequestAuth {
  services: AccountServices;
  user: AuthUser | null;
  /** A bearer token was sent but is not (or no longer) valid. */
  tokenRejected: boolean;
  patron: VerifiedPatron | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** The token of `authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

export function patronHeader(request: FastifyRequest): string | null {
  const header = request.headers['x-patron-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || null;
}

/** Resolves the user of the request's access token (null without a valid one). */
export async function resolveRequestAuth(
  services: AccountServices,
  request: FastifyRequest,
): Promise<RequestAuth> {
  const token = bearerToken(request);
  const user = token ? await authenticate(services, token) : null;
  return { services, user, tokenRejected: Boolean(token) && !user, patron: null };
}

/** Requests carry `auth` (null until a GraphQL service's hook resolves it). Once per app. */
export function decorateRequestAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * Every GraphQL request: the signed-in user (from the access token) and, with X-Patron-Id,
 * the verified patron — refused with FORBIDDEN (or UNAUTHENTICATED when the token itself was
 * refused) before any resolver runs, and audited once per request when honoured.
 *
 * A route hook of each service's GraphQL routes (server/graphql/register.ts), so it runs for
 * every request those routes serve however the URL was spelt (`/%67raphql/main`, a trailing
 * slash…): routes are guarded by how they are routed, never by their URL's spelling.
 */
export function requestAuthHook(services: AccountServices, service: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = await resolveRequestAuth(services, request);
    request.auth = auth;
    const patronId = patronHeader(request);
    if (!patronId) return;
    if (auth.tokenRejected) throw new AppError('UNAUTHENTICATED', 'unauthorized');
    auth.patron = await verifyPatron(services, auth.user, patronId, request.id);
    if (auth.patron && auth.user) {
      const body = request.body as { operationName?: unknown } | null;
      await auditPatronRequest(services, auth.user, auth.patron, {
        action: `graphql.${service}`,
        requestId: request.id,
        operation: typeof body?.operationName === 'string' ? body.operationName : null,
      });
    }
  };
}
