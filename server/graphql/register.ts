import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError, notImplemented } from '../errors.js';
import { buildContext, type RequestContext } from './context.js';
import { formatExecution } from './format-errors.js';
import { aliasLimitRule, noIntrospectionRule, operationCost } from './limits.js';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars.js';
import { SERVICE_NAMES, loadServiceSdl, type ServiceName } from './services.js';
import { serviceResolvers } from './resolvers.js';

type RootResolvers = Record<string, (...args: never[]) => unknown>;

/**
 * Every root field the SDL declares but no domain resolver implements answers NOT_IMPLEMENTED:
 * the contract is complete from day one, and nothing answers with invented data.
 */
export function withNotImplemented(schema: GraphQLSchema, implemented: IResolvers): IResolvers {
  const resolvers: IResolvers = { ...implemented };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    const own = (implemented[root.name] ?? {}) as RootResolvers;
    const filled: RootResolvers = { ...own };
    for (const field of Object.keys(root.getFields())) {
      filled[field] ??= () => {
        throw notImplemented(`${root.name === 'Mutation' ? 'Mutation' : 'Query'} ${field}`);
      };
    }
    resolvers[root.name] = filled as IResolvers[string];
  }
  return resolvers;
}

function commonResolvers(service: ServiceName, buildId: string): IResolvers {
  return {
    DateTime: DateTimeScalar,
    Date: DateScalar,
    JSON: JsonScalar,
    Query: {
      service_info: () => ({ service, build_id: buildId, server_time: new Date() }),
    },
  };
}

function merge(a: IResolvers, b: IResolvers): IResolvers {
  const out: IResolvers = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] =
      existing && typeof existing === 'object' && !('serialize' in existing)
        ? ({ ...existing, ...value } as IResolvers[string])
        : value;
  }
  return out;
}

/** One encapsulated Mercurius registration per service at /graphql/<service>. */
export async function registerGraphqlServices(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  buildId: string,
): Promise<void> {
  for (const service of SERVICE_NAMES) {
    const sdl = loadServiceSdl(service);
    const schema = buildSchema(sdl);
    const resolvers = withNotImplemented(
      schema,
      merge(commonResolvers(service, buildId), serviceResolvers[service] ?? {}),
    );
    await app.register(async (scope) => {
      scope.addHook('preValidation', async (request) => {
        if (Array.isArray(request.body) && request.body.length > config.graphql.maxBatch) {
          throw new AppError(
            'BAD_USER_INPUT',
            `Too many operations in one batch: at most ${config.graphql.maxBatch}.`,
          );
        }
      });
      await scope.register(mercurius, {
        schema: sdl,
        resolvers,
        // Served at /graphql/<service> (and GraphiQL at /graphql/<service>/graphiql in dev).
        prefix: `/graphql/${service}`,
        path: '/',
        graphiql: !config.isProduction,
        jit: 1,
        queryDepth: config.graphql.maxDepth,
        allowBatchedQueries: true,
        context: buildContext(service, config, database),
        // Static rules, so mercurius can cache parsed and validated queries.
        validationRules: [
          aliasLimitRule(config.graphql.maxAliases),
          ...(config.isProduction ? [noIntrospectionRule] : []),
        ],
        errorFormatter: (execution, context) => {
          const ctx = context as unknown as Partial<RequestContext> & {
            reply?: { log: FastifyInstance['log']; request: { id: string } };
            app: FastifyInstance;
          };
          const log = ctx.reply?.log ?? ctx.app.log;
          const requestId = ctx.requestId ?? ctx.reply?.request.id ?? 'unknown';
          return formatExecution(execution, requestId, log);
        },
      });
      scope.graphql.addHook('preExecution', async (_schema, document, context, variables) => {
        const operationName = (context.reply.request.body as { operationName?: string } | null)
          ?.operationName;
        const cost = operationCost(document, operationName ?? undefined, variables ?? {});
        if (cost > config.graphql.maxCost) {
          throw new AppError(
            'BAD_USER_INPUT',
            `Query is too expensive: cost ${cost} is over the limit of ${config.graphql.maxCost}.`,
          );
        }
      });
    });
  }
}
