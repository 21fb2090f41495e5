import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers, type MercuriusLoaders } from 'mercurius';
import { buildSchema, isObjectType, type GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { httpStatusFor, notImplemented, OVERLOADED_RETRY_AFTER_SECONDS } from '../errors.js';
import { requestAuthHook } from '../auth/request-auth.js';
import { BREACH_RULES } from '../domain/policy/evaluate.js';
import { withActing } from './acting.js';
import type { AccountServices } from '../auth/services.js';
import { buildContext, type RequestContext } from './context.js';
import type { CostSettings } from './cost.js';
import { formatExecution } from './format-errors.js';
import { anonymousLimitHook, costHook, envelopeHook, responseSizeHook } from './guards.js';
import { argumentGuard } from './input-guard.js';
import { aliasLimitRule, noIntrospectionRule } from './limits.js';
import { DateScalar, DateTimeScalar, JsonScalar } from './scalars.js';
import { SERVICE_NAMES, loadServiceSdl, type ServiceName } from './services.js';
import { serviceLoaders, serviceResolvers } from './resolvers.js';
import type { PlacesCache } from '../domain/inventory/places/answer-cache.js';
import type { PlacesPage } from '../domain/inventory/places/service.js';

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

/** Every root field checks its arguments against their SDL types first (input-guard.ts). */
export function withInputGuard(schema: GraphQLSchema, resolvers: IResolvers): IResolvers {
  const guarded: IResolvers = { ...resolvers };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const own = (resolvers[root.name] ?? {}) as Record<string, (...a: unknown[]) => unknown>;
    const wrapped: Record<string, (...a: unknown[]) => unknown> = {};
    for (const [name, field] of Object.entries(root.getFields())) {
      const resolve = own[name];
      if (typeof resolve !== 'function') continue;
      const check = argumentGuard(field.args);
      wrapped[name] = (parent, args, ...rest) => {
        check(args);
        return resolve(parent, args, ...rest);
      };
    }
    guarded[root.name] = { ...own, ...wrapped } as IResolvers[string];
  }
  return guarded;
}

/** Lists sized by no argument count as this many items (docs/graphql-contract.md). */
const DEFAULT_LIST_SIZE = 10;
/**
 * Lists the domain bounds, by `Type.field` (cost.ts `listBound`): a verdict's breaches name each
 * rule at most once, so a search page's badges cost 3 items each, not the default 10.
 */
const LIST_BOUNDS: Record<string, number> = {
  'PolicyFlightState.breaches': BREACH_RULES.length,
};
/** A root field: a search, a read or a write of its own. */
const ROOT_FIELD_COST = 500;
/** Another field with its own resolver (it reads the database or a supplier per parent). */
const RESOLVER_FIELD_COST = 10;

/**
 * The weights of cost.ts with what this service resolves itself: its resolvers and its loaders
 * (a batched field still reads the database, so it is priced like any other resolver).
 */
export function costSettings(resolvers: IResolvers, loaders: MercuriusLoaders = {}): CostSettings {
  return {
    defaultListSize: DEFAULT_LIST_SIZE,
    rootFieldCost: ROOT_FIELD_COST,
    resolverCost: RESOLVER_FIELD_COST,
    hasResolver: (type, field) =>
      typeof (resolvers[type] as Record<string, unknown> | undefined)?.[field] === 'function' ||
      loaders[type]?.[field] !== undefined,
    listBound: (type, field) => LIST_BOUNDS[`${type}.${field}`],
  };
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

/**
 * One encapsulated Mercurius registration per service at /graphql/<service>. Its GET and POST
 * routes carry their own hooks (guards.ts, request-auth.ts): they run for whatever the router
 * serves there, however the URL was spelt.
 */
export async function registerGraphqlServices(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
  buildId: string,
  accountServices: AccountServices,
  placesCache?: PlacesCache<PlacesPage>,
): Promise<void> {
  const anonymousLimit = anonymousLimitHook(accountServices, config.graphql.anonymousPerMinute);
  for (const service of SERVICE_NAMES) {
    const sdl = loadServiceSdl(service);
    const schema = buildSchema(sdl);
    // Acting for someone (X-Patron-Id) is decided before anything else (acting.ts).
    const resolvers = withActing(
      service,
      schema,
      withInputGuard(
        schema,
        withNotImplemented(
          schema,
          merge(commonResolvers(service, buildId), serviceResolvers[service] ?? {}),
        ),
      ),
    );
    const loaders = serviceLoaders[service];
    await app.register(async (scope) => {
      await scope.register(mercurius, {
        schema: sdl,
        resolvers,
        // Per-row fields read for the whole list at once, batched per request (decisions.md).
        ...(loaders ? { loaders } : {}),
        // Served at /graphql/<service> (and GraphiQL at /graphql/<service>/graphiql in dev).
        prefix: `/graphql/${service}`,
        path: '/',
        graphiql: !config.isProduction,
        jit: 1,
        queryDepth: config.graphql.maxDepth,
        allowBatchedQueries: true,
        context: buildContext(service, config, database, app.paymentRails, placesCache),
        additionalRouteOptions: {
          config: { graphql: true }, // arguments are checked by type instead (no-nul.ts)
          preValidation: envelopeHook(config.graphql.maxBatch),
          preHandler: [requestAuthHook(accountServices, service), anonymousLimit],
          onSend: responseSizeHook(config.graphql),
        },
        // Static rules, so mercurius can cache parsed and validated queries.
        validationRules: [
          aliasLimitRule(config.graphql.maxAliases),
          ...(config.isProduction ? [noIntrospectionRule] : []),
        ],
        errorFormatter: (execution, context) => {
          const ctx = context as unknown as Partial<RequestContext> & {
            reply?: {
              log: FastifyInstance['log'];
              request: { id: string };
              header(name: string, value: string): unknown;
            };
            app: FastifyInstance;
          };
          const log = ctx.reply?.log ?? ctx.app.log;
          const requestId = ctx.requestId ?? ctx.reply?.request.id ?? 'unknown';
          const formatted = formatExecution(execution, requestId, log, {
            maskSuggestions: config.isProduction,
          });
          if (formatted.statusCode === httpStatusFor('OVERLOADED')) {
            ctx.reply?.header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS));
          }
          return formatted;
        },
      });
      scope.graphql.addHook(
        'preExecution',
        costHook(
          schema,
          config.graphql.maxCost,
          costSettings(loaders ? merge(resolvers, loaders as IResolvers) : resolvers),
        ),
      );
    });
  }
}
