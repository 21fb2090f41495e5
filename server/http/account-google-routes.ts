import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { AccountServices } from '../auth/services.js';
import { finishGoogleSignIn, startGoogleSignIn } from '../domain/accounts/social.js';
import type { IdentityService } from '../providers/identity/index.js';
import { opaque, parseInput, requestLang } from './account-edge.js';

const param = z.string().trim().min(1).max(2048);
const callbackBody = z.object({
  session_params: opaque,
  code: param.optional(),
  state: param,
  iss: param.optional(),
  error: z.string().max(200).optional(),
});

/** Where the provider sends the popup back: the web app's /auth/google/callback page. */
function redirectUri(services: AccountServices, request: FastifyRequest): string {
  const origin = services.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  // Normalised (no default port), as the provider and openid-client compare it exactly.
  return new URL('/auth/google/callback', origin).href;
}

/**
 * Google sign-in (spec §2 social button, §7 auth/{provider}/new and /callback): GET returns
 * the URL the popup opens and the session_params the page keeps; POST completes it with what
 * the popup's callback page received.
 */
export async function accountGoogleRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; identity: IdentityService | null },
) {
  const s = opts.services;
  const identity = () => {
    if (!opts.identity) throw new AppError('NOT_FOUND', 'Google sign-in is not configured.');
    return opts.identity;
  };

  app.get('/api/v1/auth/google/new', async (request) => ({
    data: await startGoogleSignIn(s, identity(), redirectUri(s, request), request.ip),
  }));

  app.post('/api/v1/auth/google/callback', async (request) => {
    const body = parseInput(callbackBody, request.body);
    const { session_params, ...rest } = body;
    if (!rest.code && !rest.error) {
      throw new AppError('BAD_USER_INPUT', 'invalid_request', [
        { field: 'code', rule: 'required', message: 'code is required' },
      ]);
    }
    const params = Object.fromEntries(
      Object.entries(rest).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const data = await finishGoogleSignIn(s, identity(), {
      session_params,
      params,
      lang: requestLang(request, null),
      ip: request.ip,
    });
    return { data };
  });
}
