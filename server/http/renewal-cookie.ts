import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountServices } from '../auth/services.js';

/*
 * The renewal token as an HttpOnly cookie (docs/accounts.md, "Renewal cookie"). Every account
 * answer that carries a token pair also sets it, scoped to /api/v1/user/session: the browser
 * sends it to the renew and sign-out calls only, and no script can read it. The spec's
 * contract is kept: answers still carry `renewal_token`, and renew still takes the token as
 * authorization; only a renewal made with the cookie answers without it.
 */

/** Spec §3's name. */
export const RENEWAL_COOKIE = 'account.renewal_token';
/** Covers POST …/session/renew and DELETE …/session; nothing else sees the cookie. */
export const RENEWAL_COOKIE_PATH = '/api/v1/user/session';

function attributes(request: FastifyRequest) {
  return {
    path: RENEWAL_COOKIE_PATH,
    httpOnly: true,
    // Renewal is a same-origin fetch; no other site may make the browser send it.
    sameSite: 'strict' as const,
    // HTTPS directly or behind a trusted proxy; plain http only in development.
    secure: request.protocol === 'https',
  };
}

export function setRenewalCookie(
  services: AccountServices,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(RENEWAL_COOKIE, token, {
    ...attributes(request),
    maxAge: services.config.renewalTokenTtlSeconds,
  });
}

export function clearRenewalCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(RENEWAL_COOKIE, attributes(request));
}

/** The renewal token the browser sent as the cookie, if any. */
export function readRenewalCookie(request: FastifyRequest): string | null {
  const value = request.cookies[RENEWAL_COOKIE];
  return value && /^[A-Za-z0-9_-]{16,200}$/.test(value) ? value : null;
}

/**
 * Call inside the account routes' scope: cookie parsing, and the cookie on every answer of
 * the scope whose `data` holds a renewal token (sign-in, sign-up, code and Google callbacks,
 * renewal), so a route added later cannot forget it.
 */
export async function registerRenewalCookie(
  scope: FastifyInstance,
  services: AccountServices,
): Promise<void> {
  await scope.register(fastifyCookie);
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const token = (payload as { data?: { renewal_token?: unknown } } | null)?.data?.renewal_token;
    if (typeof token === 'string') setRenewalCookie(services, request, reply, token);
    return payload;
  });
}
