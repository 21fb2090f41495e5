import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** How far ahead Expires lies: RFC 9116 asks for less than a year. */
const VALID_DAYS = 180;

/** security@ the host the visitor used (leading www. dropped), when nothing is configured. */
function contactFor(config: AppConfig, request: FastifyRequest): string {
  return config.security.contact ?? `mailto:security@${request.hostname.replace(/^www\./i, '')}`;
}

/**
 * GET /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is
 * SECURITY_CONTACT, else security@ the PUBLIC_BASE_URL (or request) host (docs/security.md).
 * Regenerated on each request, so Expires is always in the future.
 */
export async function securityTxtRoute(app: FastifyInstance, opts: { config: AppConfig }) {
  const base = opts.config.auth.publicOrigin;
  app.get('/.well-known/security.txt', async (request, reply) => {
    const expires = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
    expires.setUTCHours(0, 0, 0, 0);
    const lines = [
      `Contact: ${contactFor(opts.config, request)}`,
      `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
      'Preferred-Languages: vi, en',
      ...(base ? [`Canonical: ${base}/.well-known/security.txt`] : []),
    ];
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8');
    return `${lines.join('\n')}\n`;
  });
}
