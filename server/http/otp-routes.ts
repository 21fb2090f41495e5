import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, httpStatusFor } from '../errors.js';
import { RateLimitedError } from '../auth/rate-limit.js';
import type { AccountServices } from '../auth/services.js';
import { sendCode, startOtpFlow, verifySignInCode } from '../domain/accounts/otp.js';
import {
  identifierFields,
  opaque,
  parseInput,
  requestLang,
  requireIdentifier,
} from './account-edge.js';

const sendBody = z.object({
  token: opaque,
  lang: z.string().max(10).optional(),
  ...identifierFields,
});
const verifyBody = z.object({
  token: opaque,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits'),
  ...identifierFields,
});

/**
 * The one-time code service (spec §7, docs/accounts-api.md): GET /oauth2/auth,
 * POST /oauth2/otp, POST /oauth2/otp/verify. Failures answer `{ error: <key> }` (with
 * `retry_after` seconds on 429), the shape the spec's client reads.
 */
export async function otpRoutes(app: FastifyInstance, opts: { services: AccountServices }) {
  const s = opts.services;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RateLimitedError) {
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfter))
        .send({ error: error.message, retry_after: error.retryAfter });
    }
    if (error instanceof AppError) {
      return reply
        .code(httpStatusFor(error.code))
        .send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'invalid_request' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'server_error', request_id: request.id });
  });

  app.get('/oauth2/auth', async (request) => ({ token: await startOtpFlow(s, request.ip) }));

  app.post('/oauth2/otp', async (request) => {
    const body = parseInput(sendBody, request.body);
    await sendCode(s, {
      token: body.token,
      identifier: requireIdentifier(body),
      purpose: 'sign_in',
      lang: requestLang(request, body.lang),
      ip: request.ip,
      deliver: true,
    });
    return { success: true };
  });

  app.post('/oauth2/otp/verify', async (request) => {
    const body = parseInput(verifyBody, request.body);
    const code = await verifySignInCode(s, {
      token: body.token,
      identifier: requireIdentifier(body),
      code: body.otp,
      ip: request.ip,
    });
    return { code };
  });
}
