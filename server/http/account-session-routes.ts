import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { AccountServices } from '../auth/services.js';
import { refuseCredentialChangeForPatron } from '../auth/patron.js';
import { bearerToken, patronHeader, resolveRequestAuth } from '../auth/request-auth.js';
import { changePassword } from '../domain/accounts/password-changes.js';
import { renewSession, signOut } from '../domain/accounts/sessions.js';
import { passwordSignIn } from '../domain/accounts/sign-in.js';
import {
  identifierFields,
  md5Password,
  parseInput,
  requireBearer,
  requireIdentifier,
} from './account-edge.js';
import { clearRenewalCookie, readRenewalCookie, setRenewalCookie } from './renewal-cookie.js';

const signInBody = z.object({
  password: md5Password,
  lang: z.string().max(10).optional(),
  ...identifierFields,
});

const changePasswordBody = z.object({
  current_password: md5Password,
  password: md5Password,
  password_confirmation: md5Password,
});

/** Password sign-in, sign-out, renewal and password change (spec §7). */
export async function accountSessionRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices },
) {
  const s = opts.services;

  app.post('/api/v1/user/session/new', async (request) => {
    const body = parseInput(signInBody, request.body);
    const data = await passwordSignIn(s, {
      identifier: requireIdentifier(body),
      password: body.password,
      ip: request.ip,
    });
    return { data };
  });

  app.delete('/api/v1/user/session', async (request, reply) => {
    // The browser forgets its renewal cookie whatever the answer.
    clearRenewalCookie(request, reply);
    await signOut(s, requireBearer(request));
    return { data: { success: true } };
  });

  // The renewal token as authorization (spec §7), or else the HttpOnly renewal cookie.
  app.post('/api/v1/user/session/renew', async (request, reply) => {
    const fromCookie = bearerToken(request) ? null : readRenewalCookie(request);
    if (!fromCookie) return { data: await renewSession(s, requireBearer(request)) };
    // Renewed by the cookie: the new renewal token goes back only as the cookie, so a script
    // on the page can renew but never take the token away.
    const { renewal_token, ...pair } = await renewSession(s, fromCookie);
    setRenewalCookie(s, request, reply, renewal_token);
    return { data: pair };
  });

  app.post('/api/v1/user/change-password', async (request) => {
    const auth = await resolveRequestAuth(s, request);
    if (!auth.user) throw new AppError('UNAUTHENTICATED', 'unauthorized');
    await refuseCredentialChangeForPatron(s, auth.user, patronHeader(request), 'password');
    await changePassword(s, auth.user, parseInput(changePasswordBody, request.body));
    return { data: { success: true } };
  });
}
