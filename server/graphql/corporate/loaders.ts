import type { FastifyReply } from 'fastify';
import type { MercuriusLoaders } from 'mercurius';
import type { RequestContext } from '../context.js';

/**
 * Mercurius loaders of the corporate service: `{ Type: { field: (queries, ctx) => answers } }`,
 * one call per request and field with every parent the query reached, answers in the same
 * order. Each batched read stays scoped by the parents' corporate id in SQL.
 */
export type CorporateLoaders = Record<
  string,
  Record<
    string,
    (
      queries: { obj: never; params: never }[],
      ctx: RequestContext & { reply: FastifyReply },
    ) => Promise<unknown[]>
  >
>;

/**
 * The one hand-over to mercurius' looser `MercuriusLoaders` (its context type knows nothing of
 * RequestContext), as `forMercurius` does for resolvers (typed.ts).
 */
export function loadersForMercurius(loaders: CorporateLoaders): MercuriusLoaders {
  return loaders as unknown as MercuriusLoaders;
}
