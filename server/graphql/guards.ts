import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError } from '../errors.js';
import type { LimitRule } from '../auth/limits.js';
import { BlockLimiter } from '../auth/limit-blocks.js';
import { RateLimitedError } from '../auth/rate-limit.js';
import type { AccountServices } from '../auth/services.js';
import type { AppConfig } from '../config.js';
import { addressSubject } from '../http/address-limit.js';
import { operationCost, type CostSettings } from './cost.js';
import { requestOperations, type OperationRequest } from './envelope.js';

/*
 * Route hooks of every GraphQL service's GET and POST routes (register.ts passes them as the
 * routes' own hooks, so they run however the URL was spelt): the request envelope, the
 * anonymous rate limit, the cost of what runs and the size of the answer.
 */

const operations = new WeakMap<FastifyRequest, OperationRequest[]>();

/** preValidation: a well-formed request (BAD_REQUEST otherwise), kept for the cost hook. */
export function envelopeHook(maxBatch: number) {
  return async (request: FastifyRequest): Promise<void> => {
    operations.set(request, requestOperations(request, maxBatch));
  };
}

/** Anonymous GraphQL operations per client address and minute (GRAPHQL_ANON_PER_MINUTE). */
export const anonymousGraphqlRule = (perMinute: number): LimitRule => ({
  name: 'graphql_anon_ip',
  max: perMinute,
  windowSeconds: 60,
});

/**
 * preHandler, after the request's user is known: GraphQL without a valid access token counts
 * against `perMinute` operations per client address (a batch counts each operation), one
 * counter for every service and every API node. Counted in blocks (BlockLimiter): this node
 * asks the shared counter for a block of uses and spends it from memory, so an address asking
 * again within the window writes nothing. Signed-in users are limited by their own
 * operations' rules and count nothing here. One hook per app (per node).
 */
export function anonymousLimitHook(services: AccountServices, perMinute: number) {
  const rule = anonymousGraphqlRule(perMinute);
  const limiter = new BlockLimiter(services);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.auth?.user) return;
    const count = operations.get(request)?.length ?? 1;
    try {
      await limiter.hit(rule, addressSubject(services, request), count);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const wait = error.retryAfter;
      reply.header('retry-after', String(wait));
      throw new RateLimitedError(
        wait,
        `Too many GraphQL operations without signing in from this address: at most ${perMinute} a minute. Try again in ${wait} s.`,
      );
    }
  };
}

/**
 * mercurius preExecution: the estimated cost of the operation that runs — the one the request
 * names, by POST, GET or in a batch — against `maxCost`. The operations of one batch share the
 * budget: those that take it past the limit are refused.
 */
export function costHook(schema: GraphQLSchema, maxCost: number, settings: CostSettings) {
  const spent = new WeakMap<FastifyRequest, number>();
  return async (
    _schema: unknown,
    document: DocumentNode,
    context: MercuriusContext & { operationId?: number },
    variables: Record<string, unknown> | undefined,
  ): Promise<void> => {
    const request = context.reply.request;
    const named = operations.get(request)?.[context.operationId ?? 0]?.operationName;
    const cost = operationCost(schema, document, named, variables, settings);
    const total = (spent.get(request) ?? 0) + cost;
    spent.set(request, total);
    if (cost > maxCost) {
      throw new AppError(
        'BAD_USER_INPUT',
        `Query is too expensive: cost ${cost} is over the limit of ${maxCost}.`,
      );
    }
    if (total > maxCost) {
      throw new AppError(
        'BAD_USER_INPUT',
        `Batch is too expensive: its operations cost ${total} together, over the limit of ${maxCost}.`,
      );
    }
  };
}

/** onSend: an answer over `maxBytes` of JSON is replaced by RESPONSE_TOO_LARGE. */
export function responseSizeHook(config: AppConfig['graphql']) {
  const maxBytes = config.maxResponseBytes;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' || payload.length * 3 <= maxBytes) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes <= maxBytes) return payload;
    request.log.warn({ bytes, maxBytes }, 'GraphQL answer over the size limit: not sent');
    const error = {
      data: null,
      errors: [
        {
          message: `The answer is ${bytes} bytes, over the limit of ${maxBytes}: ask for fewer items or fields.`,
          extensions: { code: 'RESPONSE_TOO_LARGE', bytes, max_bytes: maxBytes },
        },
      ],
    };
    reply.code(200);
    const batch = Array.isArray(request.body) ? request.body.length : 0;
    return JSON.stringify(batch ? Array.from({ length: batch }, () => error) : error);
  };
}
