import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../db/seed.js';
import { parseEmail } from '../auth/identifiers.js';
import type { IdentityService } from '../providers/identity/index.js';
import { accountIdOf, escapeHtml } from '../providers/identity/dev-idp-provider.js';
import { chooserPage } from './dev-idp-page.js';

const loginForm = z.object({
  email: z.string().max(254),
  given_name: z.string().trim().max(100).optional(),
  family_name: z.string().trim().max(100).optional(),
});

/**
 * The development identity provider at /dev/idp (only when Google is not configured outside
 * production): oidc-provider answers the protocol endpoints; this app adds the account
 * chooser its interactions send the popup to.
 */
export async function devIdpRoutes(app: FastifyInstance, opts: { identity: IdentityService }) {
  const { devProvider, devAccounts } = opts.identity;
  if (!devProvider || !devAccounts) return;

  // Protocol endpoints: oidc-provider reads its own request bodies, so nothing is parsed here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    let handler: ReturnType<Awaited<ReturnType<typeof devProvider>>['callback']> | undefined;
    scope.all('/dev/idp/*', async (request, reply) => {
      handler ??= (await devProvider()).callback();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice('/dev/idp'.length) || '/';
      reply.hijack();
      handler(raw, reply.raw);
    });
  });

  // The account chooser: demo accounts and any e-mail.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/dev/idp/interaction/:uid', async (request, reply) => {
      const provider = await devProvider();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (!details) {
        reply.code(400).type('text/html; charset=utf-8');
        return '<!doctype html><p>This sign-in has expired or was finished. Close this window and start again.</p>';
      }
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return chooserPage({
        uid: details.uid,
        accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, description: a.description })),
      });
    });

    scope.post('/dev/idp/interaction/:uid/login', async (request, reply) => {
      const provider = await devProvider();
      await provider.interactionDetails(request.raw, reply.raw);
      const form = loginForm.safeParse(request.body);
      const email = form.success ? parseEmail(form.data.email) : null;
      if (!form.success || !email) {
        reply.code(400).type('text/html; charset=utf-8');
        return `<!doctype html><p>Not a valid e-mail address: ${escapeHtml(String((request.body as { email?: unknown } | null)?.email ?? ''))}</p><p><a href="/dev/idp/interaction/${escapeHtml((request.params as { uid: string }).uid)}">Back</a></p>`;
      }
      if (form.data.given_name || form.data.family_name) {
        devAccounts.set(email, {
          email,
          given_name: form.data.given_name || null,
          family_name: form.data.family_name || null,
        });
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: accountIdOf(email) } },
        { mergeWithLastSubmission: false },
      );
    });

    scope.post('/dev/idp/interaction/:uid/abort', async (request, reply) => {
      const provider = await devProvider();
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    });
  });
}
