import { gql, type ApolloClient, type OperationVariables } from '@apollo/client/core';
import { Kind, type DefinitionNode, type DocumentNode } from 'graphql';
import buildDataProvider from 'ra-data-graphql';
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
import { createApolloClient } from '../api/apolloLinks';
import type { GraphqlDocument } from '../api/graphql';
import { HttpError } from '../api/httpError';
import type { ServiceName } from '../config';

/**
 * One call of a codegen document (src/api/operations → src/api/generated): its variables and
 * how its answer becomes react-admin's result. ra-data-graphql's `buildQuery` answer, typed.
 */
export interface GraphqlCall<R> {
  document: GraphqlDocument<unknown, unknown>;
  variables: unknown;
  parse: (data: never) => R | Promise<R>;
}

/** A call whose variables and parsing are checked against the document's generated types. */
export function call<TData, TVars, R>(
  document: GraphqlDocument<TData, TVars>,
  variables: TVars,
  parse: (data: TData) => R | Promise<R>,
): GraphqlCall<R> {
  return { document: document as GraphqlDocument<unknown, unknown>, variables, parse };
}

/** What a resource's custom methods call the service with. */
export interface CallContext<S = unknown> {
  /** The provider's scope (the corporate service's: the caller's corporate). */
  scope: S;
  /** Runs one typed operation on the provider's Apollo Client (headers, renewal, errors). */
  query<TData, TVars>(document: GraphqlDocument<TData, TVars>, variables: TVars): Promise<TData>;
}

type Build<P, R, S> = (params: P, scope: S) => GraphqlCall<R>;

/**
 * How one resource maps react-admin's methods onto its service's operations (the per-resource
 * `buildQuery` of DESIGN.md convention 2; each resource's file in src/dataProviders/<service>/):
 * one codegen document per method. A method left out answers 501 NOT_IMPLEMENTED — never a
 * made-up result. getMany defaults to getOne per id, getManyReference to getList filtered by the
 * target, and the bulk methods to one call per id. Custom methods take the resource first, like
 * react-admin's, and may make several calls.
 */
export interface ResourceQueries<S = unknown> {
  getList?: Build<GetListParams, GetListResult, S>;
  getOne?: Build<GetOneParams, GetOneResult, S>;
  getMany?: Build<GetManyParams, GetManyResult, S>;
  getManyReference?: Build<GetManyReferenceParams, GetManyReferenceResult, S>;
  create?: Build<CreateParams, CreateResult, S>;
  update?: Build<UpdateParams, UpdateResult, S>;
  delete?: Build<DeleteParams, DeleteResult, S>;
  custom?: Record<
    string,
    (params: Record<string, unknown>, ctx: CallContext<S>) => Promise<unknown>
  >;
}

/**
 * A resource's queries in a chunk of their own, loaded on the resource's first call, so the
 * console's first load carries none of them. `custom` names the custom methods the chunk
 * defines: `dataProvider.<name>` must exist before it arrives (a test checks the two agree).
 * `scoped: false` for records that are not about the caller's corporate (a registration).
 */
export interface LazyQueries<S = unknown> {
  load: () => Promise<ResourceQueries<S>>;
  custom: readonly string[];
  scoped: boolean;
}

export function lazyQueries<S>(
  load: () => Promise<ResourceQueries<S>>,
  { custom = [], scoped = true }: { custom?: readonly string[]; scoped?: boolean } = {},
): LazyQueries<S> {
  return { load, custom, scoped };
}

function isLazy<S>(source: ResourceQueries<S> | LazyQueries<S>): source is LazyQueries<S> {
  return typeof (source as LazyQueries<S>).load === 'function';
}

export const NOT_IMPLEMENTED_CODE = 'NOT_IMPLEMENTED';

function notImplemented(service: string, resource: string, method: string): HttpError {
  return new HttpError(`${service}: ${resource} has no ${method}`, 501, {
    code: NOT_IMPLEMENTED_CODE,
    resource,
    method,
  });
}

/** ra-data-graphql's fetch types (its GET_LIST…) → our methods. */
const METHOD_OF_FETCH_TYPE: Record<string, keyof Omit<ResourceQueries, 'custom'>> = {
  GET_LIST: 'getList',
  GET_ONE: 'getOne',
  GET_MANY: 'getMany',
  GET_MANY_REFERENCE: 'getManyReference',
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
};

/** The resolved scope and queries, handed to buildQuery beside react-admin's params. */
const PREPARED = Symbol('prepared');

interface Prepared {
  queries: ResourceQueries<unknown>;
  scope: unknown;
}

const parsed = new Map<string, DocumentNode>();

/**
 * A codegen document as Apollo takes it, its operation first (ra-data-graphql reads the first
 * definition to choose between query and mutate; codegen may put fragments before it).
 */
function documentNode(document: { toString(): string }): DocumentNode {
  const text = String(document);
  let node = parsed.get(text);
  if (!node) {
    const { definitions, ...rest } = gql(text);
    const isOperation = (d: DefinitionNode) => d.kind === Kind.OPERATION_DEFINITION;
    node = {
      ...rest,
      definitions: [
        ...definitions.filter(isOperation),
        ...definitions.filter((d) => !isOperation(d)),
      ],
    };
    parsed.set(text, node);
  }
  return node;
}

function isMutation(document: DocumentNode): boolean {
  const [first] = document.definitions;
  return first?.kind === Kind.OPERATION_DEFINITION && first.operation === 'mutation';
}

/** react-admin's rejection: the links' HttpError, which ra-data-graphql wraps in its own. */
function unwrap(error: unknown): never {
  const body = (error as { body?: unknown } | null)?.body;
  throw body instanceof HttpError ? body : error;
}

export interface GraphqlProviderOptions<S> {
  /** Resolved before each call of a scoped resource (the corporate service: corporateId()). */
  scope?: () => Promise<S>;
  /** The service's Apollo Client (tests give one with their own dependencies). */
  client?: ApolloClient<unknown>;
}

/**
 * One GraphQL service's react-admin data provider, built by ra-data-graphql on the console's
 * Apollo Client (src/api/apolloLinks.ts: the app's headers, renewal, reports, toHttpError()).
 * Nothing introspects: `buildQuery` takes each resource's codegen documents (the documents are
 * checked against the SDL by `npm run codegen:check`), so `introspection` is off.
 */
export function createGraphqlDataProvider<S = undefined>(
  service: ServiceName,
  resources: Record<string, ResourceQueries<S> | LazyQueries<S>>,
  options: GraphqlProviderOptions<S> = {},
): DataProvider & { client: ApolloClient<unknown> } {
  const client = options.client ?? createApolloClient(service);
  const loading = new Map<string, Promise<ResourceQueries<S>>>();
  const queriesOf = async (resource: string): Promise<ResourceQueries<S>> => {
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
  const scopeOf = async (resource: string): Promise<S> => {
    const source = resources[resource];
    const scoped = source && isLazy(source) ? source.scoped : true;
    return (scoped && options.scope ? await options.scope() : undefined) as S;
  };

  const query = <TData, TVars>(
    document: GraphqlDocument<TData, TVars>,
    variables: TVars,
    signal?: AbortSignal,
  ): Promise<TData> => {
    const node = documentNode(document);
    const context = signal ? { fetchOptions: { signal } } : undefined;
    const answer = isMutation(node)
      ? client.mutate({ mutation: node, variables: variables as never, context })
      : client.query({ query: node, variables: variables as never, context });
    return answer.then((result) => result.data as TData);
  };

  const graphql = buildDataProvider({
    client,
    introspection: false,
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
    buildQuery: () => (fetchType: string, _resource: string, params: Record<symbol, Prepared>) => {
      const { queries, scope } = params[PREPARED];
      const method = METHOD_OF_FETCH_TYPE[fetchType];
      const build = queries[method] as Build<unknown, unknown, unknown>;
      const { document, variables, parse } = build(params, scope);
      return {
        query: documentNode(document),
        variables: variables as OperationVariables,
        parseResponse: ({ data }: { data: unknown }) => parse(data as never),
      };
    },
  });

  const run = async <P extends object, R>(
    resource: string,
    method: keyof Omit<ResourceQueries, 'custom'>,
    params: P,
    fallback?: (params: P) => Promise<R>,
  ): Promise<R> => {
    const queries = await queriesOf(resource);
    if (!queries[method]) {
      if (fallback) return fallback(params);
      throw notImplemented(service, resource, method);
    }
    const prepared: Prepared = {
      queries: queries as ResourceQueries<unknown>,
      scope: await scopeOf(resource),
    };
    const call = graphql[method] as (resource: string, params: unknown) => Promise<R>;
    return call(resource, { ...params, [PREPARED]: prepared }).catch(unwrap);
  };

  const provider: DataProvider & { client: ApolloClient<unknown> } = {
    client,
    getList: (resource, params) => run(resource, 'getList', params),
    getOne: (resource, params) => run(resource, 'getOne', params),
    getMany: async (resource, params) =>
      params.ids.length === 0
        ? { data: [] }
        : run(resource, 'getMany', params, async ({ ids, meta, signal }) => {
            if (!(await queriesOf(resource)).getOne) {
              throw notImplemented(service, resource, 'getMany');
            }
            const records = await Promise.all(
              ids.map((id) => provider.getOne(resource, { id, meta, signal })),
            );
            return { data: records.map((r) => r.data) };
          }),
    getManyReference: (resource, params) =>
      run(resource, 'getManyReference', params, async ({ target, id, filter, ...rest }) => {
        if (!(await queriesOf(resource)).getList) {
          throw notImplemented(service, resource, 'getManyReference');
        }
        return provider.getList(resource, { ...rest, filter: { ...filter, [target]: id } });
      }),
    create: (resource, params) => run(resource, 'create', params),
    update: (resource, params) => run(resource, 'update', params),
    updateMany: async (resource, { ids, data, meta }) => {
      if (!(await queriesOf(resource)).update) {
        throw notImplemented(service, resource, 'updateMany');
      }
      for (const id of ids) {
        await provider.update(resource, { id, data, previousData: { id } as RaRecord, meta });
      }
      return { data: ids };
    },
    delete: (resource, params) => run(resource, 'delete', params),
    deleteMany: async (resource, { ids, meta }) => {
      if (!(await queriesOf(resource)).delete) {
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
      const handler = (await queriesOf(resource)).custom?.[name];
      if (!handler) throw notImplemented(service, resource, name);
      const signal = params.signal as AbortSignal | undefined;
      return handler(params, {
        scope: await scopeOf(resource),
        query: (document, variables) => query(document, variables, signal),
      });
    };
  }
  return provider;
}
