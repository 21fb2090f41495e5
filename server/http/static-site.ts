import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

// The built web app: hashed assets cached for a year, everything else revalidated, and any
// unknown GET that wants HTML answered with index.html so the browser router can take it.

const API_PREFIXES = ['/api/', '/graphql/', '/oauth2/', '/dev/', '/builds/'];

export function readBuildId(staticDir: string): string | undefined {
  const manifest = path.join(staticDir, 'builds', 'latest.json');
  if (!existsSync(manifest)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { id?: unknown };
    return typeof parsed.id === 'string' ? parsed.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path as the router reads it (percent-decoded, repeated slashes as one, lower case), so
 * `/%61pi/x` or `//graphql/x` that no route serves still answer the JSON 404 of an API path.
 */
function routedPath(url: string): string {
  const path = url.split(/[?#]/)[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformed escapes: compare the raw path
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = routedPath(request.url);
  if (API_PREFIXES.some((p) => path.startsWith(p))) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

export async function staticSite(app: FastifyInstance, opts: { staticDir: string }) {
  const indexFile = path.join(opts.staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent as they are,
      // with `Vary: Accept-Encoding`; @fastify/compress leaves an encoded reply alone and still
      // compresses what has no such file (docs/decisions.md "Static files compressed once").
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(opts.staticDir, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsHtml(request) && !path.extname(request.url.split('?')[0])) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` },
    });
  });
}
