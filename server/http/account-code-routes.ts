import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountServices } from '../auth/services.js';
import {
  completePasswordReset,
  requestPasswordReset,
  verifyPasswordReset,
} from '../domain/accounts/password-changes.js';
import { otpCallback, signup } from '../domain/accounts/sign-in.js';
import { newOtpSessionParams } from '../domain/accounts/social.js';
import {
  identifierFields,
  md5Password,
  opaque,
  parseInput,
  requestLang,
  requireIdentifier,
} from './account-edge.js';

const name = z.string().trim().min(1).max(100);

const callbackBody = z.object({ code: opaque, session_params: opaque });

const signupBody = callbackBody.extend({
  first_name: name.optional(),
  last_name: name.optional(),
  password: md5Password.optional(),
  password_confirmation: md5Password.optional(),
  referred_by_code: z.string().trim().min(1).max(32).optional(),
  lang: z.string().max(10).optional(),
});

const resetRequestBody = z.object({
  token: opaque,
  lang: z.string().max(10).optional(),
  ...identifierFields,
});
const resetVerifyBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
  token: opaque,
  ...identifierFields,
});
const resetUpdateBody = z.object({
  token: opaque,
  user: z.object({ password: md5Password, password_confirmation: md5Password }),
});

/** Sign-in and sign-up by one-time code, and password reset by code (spec §7). */
export async function accountCodeRoutes(app: FastifyInstance, opts: { services: AccountServices }) {
  const s = opts.services;

  app.get('/api/v1/auth/otp/new', async (request) => ({
    data: { session_params: await newOtpSessionParams(s, request.ip) },
  }));

  app.post('/api/v1/auth/otp/callback', async (request) => {
    const body = parseInput(callbackBody, request.body);
    const data = await otpCallback(s, {
      ...body,
      lang: requestLang(request, null),
      ip: request.ip,
    });
    return { data };
  });

  app.post('/api/v1/user/signup', async (request) => {
    const body = parseInput(signupBody, request.body);
    const data = await signup(s, {
      ...body,
      lang: requestLang(request, body.lang),
      ip: request.ip,
    });
    return { data };
  });

  app.post('/api/v1/user/reset-password', async (request) => {
    const body = parseInput(resetRequestBody, request.body);
    await requestPasswordReset(s, {
      token: body.token,
      identifier: requireIdentifier(body),
      lang: requestLang(request, body.lang),
      ip: request.ip,
    });
    return { data: { success: true } };
  });

  app.post('/api/v1/user/otp/reset-password', async (request) => {
    const body = parseInput(resetVerifyBody, request.body);
    const token = await verifyPasswordReset(s, {
      token: body.token,
      identifier: requireIdentifier(body),
      code: body.code,
      ip: request.ip,
    });
    return { data: { token } };
  });

  app.post('/api/v1/user/reset-password/update', async (request) => {
    const body = parseInput(resetUpdateBody, request.body);
    await completePasswordReset(s, { token: body.token, ...body.user });
    return { data: { success: true } };
  });
}
