import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import { graphqlRequest, type GraphqlDocument, type GraphqlRequest } from '../api/graphql';
import { HttpError } from '../api/httpError';
import type { ServiceName } from '../config';

/** What a resource's handlers call the service with. */
export interface CallContext {
  /** Runs one typed operation of the provider's service (headers, renewal, errors: src/api). */
  query<TData, TVars>(document: GraphqlDocument<TData, TVars>, variables: TVars): Promise<TData>;
}

type Handler<P, R> = (params: P, ctx: CallContext) => Promise<R>;

/**
 * How one resource maps react-admin's methods onto its service's operations (the per-resource
 * table of DESIGN.md convention 2; each resource's file in src/dataProviders/<service>/).
 * A method left out answers 501 NOT_IMPLEMENTED — never a made-up result. getMany defaults to
 * getOne per id, getManyReference to getList filtered by the target, and the bulk methods to one
 * call per id. Custom methods take the resource first, like react-admin's.
 */
export interface ResourceHandlers {
  getList?: Handler<GetListParams, GetListResult>;
  getOne?: Handler<GetOneParams, GetOneResult>;
  getMany?: Handler<GetManyParams, GetManyResult>;
  getManyReference?: Handler<GetManyReferenceParams, GetManyReferenceResult>;
  create?: Handler<CreateParams, CreateResult>;
  update?: Handler<UpdateParams, UpdateResult>;
  delete?: Handler<DeleteParams, DeleteResult>;
  custom?: Record<string, Handler<Record<string, unknown>, unknown>>;
}

/**
 * A resource's handlers in a chunk of their own, loaded on the resource's first call, so the
 * console's first load carries none of them. `custom` names the custom methods the chunk
 * defines: `dataProvider.<name>` must exist before it arrives (a test checks the two agree).
 */
export interface LazyHandlers {
  load: () => Promise<ResourceHandlers>;
  custom: readonly string[];
}

export function lazyHandlers(
  load: () => Promise<ResourceHandlers>,
  custom: readonly string[] = [],
): LazyHandlers {
  return { load, custom };
}

function isLazy(source: ResourceHandlers | LazyHandlers): source is LazyHandlers {
  return typeof (source as LazyHandlers).load === 'function';
}

export const NOT_IMPLEMENTED_CODE = 'NOT_IMPLEMENTED';

function notImplemented(service: string, resource: string, method: string): HttpError {
  return new HttpError(`${service}: ${resource} has no ${method}`, 501, {
    code: NOT_IMPLEMENTED_CODE,
    resource,
    method,
  });
}

/**
 * One GraphQL service's react-admin data provider over the app's GraphQL client
 * (src/api/graphql.ts): the same authorization, x-locale and X-Patron-Id headers as every other
 * call, single-flight session renewal, the slow-call and failure reports, and every failure as
 * the HttpError of src/api/errors.ts `toHttpError()` (401/403/404, 400 with field errors).
 * No client cache: react-admin caches. Why not ra-data-graphql and Apollo: docs/decisions.md,
 * "Console data providers".
 */
export function createGraphqlDataProvider(
  service: ServiceName,
  resources: Record<string, ResourceHandlers | LazyHandlers>,
  request: GraphqlRequest = graphqlRequest,
): DataProvider {
  const loading = new Map<string, Promise<ResourceHandlers>>();
  const handlersOf = async (resource: string): Promise<ResourceHandlers> => {
    const source = resources[resource];
    if (!source) return {};
    if (!isLazy(source)) return source;
    let pending = loading.get(resource);
    if (!pending) {
      // A chunk that failed to load is asked for again on the next call.
      pending = source.load().catch((error: unknown) => {
        loading.delete(resource);
        throw error;
      });
      loading.set(resource, pending);
    }
    return pending;
  };
  const contextOf = (signal?: AbortSignal): CallContext => ({
    query: (document, variables) =>
      request(service, document, variables, signal ? { signal } : undefined),
  });
  const call = async <P extends object, R>(
    resource: string,
    method: keyof Omit<ResourceHandlers, 'custom'>,
    params: P,
    fallback?: (params: P) => Promise<R>,
  ): Promise<R> => {
    const handler = (await handlersOf(resource))[method] as Handler<P, R> | undefined;
    if (handler) return handler(params, contextOf((params as { signal?: AbortSignal }).signal));
    if (fallback) return fallback(params);
    throw notImplemented(service, resource, method);
  };

  const provider: DataProvider = {
    getList: (resource, params) => call(resource, 'getList', params),
    getOne: (resource, params) => call(resource, 'getOne', params),
    getMany: (resource, params) =>
      call(resource, 'getMany', params, async ({ ids, meta, signal }) => {
        if (!(await handlersOf(resource)).getOne) {
          throw notImplemented(service, resource, 'getMany');
        }
        const records = await Promise.all(
          ids.map((id) => provider.getOne(resource, { id, meta, signal })),
        );
        return { data: records.map((r) => r.data) };
      }),
    getManyReference: (resource, params) =>
      call(resource, 'getManyReference', params, async ({ target, id, filter, ...rest }) => {
        if (!(await handlersOf(resource)).getList) {
          throw notImplemented(service, resource, 'getManyReference');
        }
        return provider.getList(resource, { ...rest, filter: { ...filter, [target]: id } });
      }),
    create: (resource, params) => call(resource, 'create', params),
    update: (resource, params) => call(resource, 'update', params),
    updateMany: async (resource, { ids, data, meta }) => {
      if (!(await handlersOf(resource)).update) {
        throw notImplemented(service, resource, 'updateMany');
      }
      for (const id of ids) {
        await provider.update(resource, { id, data, previousData: { id } as RaRecord, meta });
      }
      return { data: ids };
    },
    delete: (resource, params) => call(resource, 'delete', params),
    deleteMany: async (resource, { ids, meta }) => {
      if (!(await handlersOf(resource)).delete) {
        throw notImplemented(service, resource, 'deleteMany');
      }
      for (const id of ids) await provider.delete(resource, { id, meta });
      return { data: ids };
    },
  };

  // Custom methods: dataProvider.<name>(resource, params), like react-admin's own.
  const customNames = new Set(
    Object.values(resources).flatMap((source) =>
      isLazy(source) ? source.custom : Object.keys(source.custom ?? {}),
    ),
  );
  for (const name of customNames) {
    provider[name] = async (resource: string, params: Record<string, unknown> = {}) => {
      const handler = (await handlersOf(resource)).custom?.[name];
      if (!handler) throw notImplemented(service, resource, name);
      return handler(params, contextOf(params.signal as AbortSignal | undefined));
    };
  }
  return provider;
}
