import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/*
 * No request string may hold U+0000: PostgreSQL text refuses it (the statement fails, and the
 * client would see INTERNAL), and no person types it. Every REST route's body, query string and
 * path parameters are checked before its handler, naming the field. GraphQL routes opt out
 * (route config `graphql`): they check each argument by its SDL type (input-guard.ts).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GraphQL service route (server/graphql/register.ts). */
    graphql?: boolean;
  }
}

const MAX_DEPTH = 64;

/** The path of the first string holding NUL (keys included), or null. */
export function nulField(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path.join('.') || 'body';
    } else if (v !== null && typeof v === 'object' && path.length < MAX_DEPTH) {
      for (const [key, item] of Object.entries(v)) {
        const at = [...path, key];
        if (key.includes('\u0000')) return at.join('.');
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

export function rejectNulInRequests(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.graphql) return;
    const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
    if (field) {
      throw new AppError('BAD_USER_INPUT', 'invalid_request', [
        { field, rule: 'no_nul', message: 'must not contain a NUL character' },
      ]);
    }
  });
}
