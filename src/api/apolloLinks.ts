import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  Observable,
  type FetchResult,
  type Operation,
} from '@apollo/client/core';
import { muteDeprecations } from '@apollo/client/utilities/deprecation';
import { print } from 'graphql';
import { absoluteUrl, getConfig, type ServiceName } from '../config';
import { toHttpError, type GraphQLErrorLike } from './errors';
import {
  appAuth,
  appGraphqlHeaders,
  buildGraphqlHeaders,
  failureAreas,
  reportFailure,
  retryAfterRenewal,
  type ClientAuth,
  type GraphqlHeaderInput,
} from './graphql';
import { HttpError } from './httpError';
import { isCaptureExceptionUrl, reportIfSlow, reportToServer, type Reporter } from './report';

/*
 * The console's Apollo Client (ra-data-graphql's, src/dataProviders/graphqlProvider.ts). Its
 * links carry what every call of the app carries, from the modules the site's own client uses
 * (./graphql.ts): the authorization, x-locale and X-Patron-Id headers, single-flight renewal on
 * 'unauthorized', slow-call and failure reports, and every failure as the HttpError of
 * ./errors.ts `toHttpError()`. The public site never loads this file (docs/decisions.md,
 * "Console bundle").
 */

export interface ApolloClientDeps {
  endpoint?: (service: ServiceName) => string;
  fetch?: typeof fetch;
  now?: () => number;
  report?: Reporter;
  headers?: () => GraphqlHeaderInput;
  auth?: ClientAuth;
}

/** The header input of the attempt being sent, kept for the renewal link. */
const HEADER_INPUT = 'wayfareHeaderInput';

function promiseOf(observable: Observable<FetchResult>): Promise<FetchResult> {
  return new Promise((resolve, reject) => {
    let last: FetchResult | undefined;
    observable.subscribe({
      next: (value) => (last = value),
      error: reject,
      complete: () => resolve(last ?? {}),
    });
  });
}

function observableOf(run: () => Promise<FetchResult>): Observable<FetchResult> {
  return new Observable((observer) => {
    let open = true;
    run().then(
      (value) => {
        if (!open) return;
        observer.next(value);
        observer.complete();
      },
      (error: unknown) => open && observer.error(error),
    );
    return () => {
      open = false;
    };
  });
}

/** Each attempt's headers, read when it is sent (a retry after renewal has the new token). */
function headersLink(headers: () => GraphqlHeaderInput): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const input = headers();
    operation.setContext({ headers: buildGraphqlHeaders(input), [HEADER_INPUT]: input });
    return forward(operation);
  });
}

interface ServerErrorLike {
  message?: string;
  statusCode?: number;
  result?: { errors?: GraphQLErrorLike[]; message?: string } | string;
}

/**
 * Every failure as toHttpError's HttpError: GraphQL errors in a 200 answer, a non-2xx answer
 * (with the GraphQL errors of its body: our server answers input errors with 400), no answer.
 */
function errorLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    observableOf(async () => {
      let result: FetchResult;
      try {
        result = await promiseOf(forward(operation));
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') throw error;
        const server = error as ServerErrorLike;
        if (typeof server.statusCode !== 'number') {
          throw toHttpError({ message: (error as Error)?.message, status: 0 });
        }
        const body = typeof server.result === 'object' ? server.result : undefined;
        throw toHttpError({
          status: server.statusCode,
          message: body?.message ?? '',
          graphQLErrors: body?.errors ?? [],
        });
      }
      if (result.errors?.length) {
        throw toHttpError({
          status: 200,
          message: '',
          graphQLErrors: result.errors as unknown as GraphQLErrorLike[],
        });
      }
      return result;
    }),
  );
}

/** 'unauthorized': renew once (single-flight, shared with the site) and send again once. */
function renewalLink(auth: ClientAuth): ApolloLink {
  return new ApolloLink((operation, forward) =>
    observableOf(async () => {
      try {
        return await promiseOf(forward(operation));
      } catch (error) {
        const used = (operation.getContext()[HEADER_INPUT] as GraphqlHeaderInput | undefined)
          ?.token;
        return retryAfterRenewal(
          auth,
          error,
          used,
          (e) => failureAreas(e, print(operation.query), operation.operationName),
          () => promiseOf(forward(operation)),
        );
      }
    }),
  );
}

/** Calls over 15 s, and server-side failures, go to captureException (./report.ts). */
function reportLink(url: (operation: Operation) => string, deps: ApolloClientDeps): ApolloLink {
  const report = deps.report ?? reportToServer;
  const now = deps.now ?? (() => Date.now());
  return new ApolloLink((operation, forward) =>
    observableOf(async () => {
      const target = url(operation);
      const silent = isCaptureExceptionUrl(target);
      const started = now();
      const service = operation.getContext().service as ServiceName;
      try {
        return await promiseOf(forward(operation));
      } catch (error) {
        if (!silent) reportFailure(report, error, { url: target, service });
        throw error;
      } finally {
        if (!silent) {
          reportIfSlow(report, { url: target, method: 'POST', durationMs: now() - started });
        }
      }
    }),
  );
}

/**
 * An ApolloClient whose calls reject with the links' HttpError itself, not wrapped in an
 * ApolloError: ra-data-graphql keeps a rejection's body only when it is no network error, and
 * the body carries the status, code and field errors react-admin reads.
 */
class ConsoleApolloClient<T> extends ApolloClient<T> {
  override query: ApolloClient<T>['query'] = (options) =>
    super.query(options).catch(unwrapApolloError);
  override mutate: ApolloClient<T>['mutate'] = (options) =>
    super.mutate(options).catch(unwrapApolloError);
}

function unwrapApolloError(error: unknown): never {
  const network = (error as { networkError?: unknown } | null)?.networkError;
  if (network instanceof HttpError) throw network;
  if ((network as { name?: string } | undefined)?.name === 'AbortError') throw network;
  throw error instanceof HttpError ? error : toHttpError(error);
}

/**
 * One service's client. No cache (`no-cache`: react-admin caches), no deduplication and no
 * `__typename` added, so each react-admin call is one request of the codegen document as written.
 */
export function createApolloClient(
  service: ServiceName,
  deps: ApolloClientDeps = {},
): ApolloClient<unknown> {
  const endpoint = deps.endpoint ?? ((name: ServiceName) => getConfig().graphql[name]);
  const url = () => absoluteUrl(endpoint(service));
  const fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
  const link = ApolloLink.from([
    new ApolloLink((operation, forward) => {
      operation.setContext({ service });
      return forward(operation);
    }),
    reportLink(url, deps),
    renewalLink(deps.auth ?? appAuth),
    errorLink(),
    headersLink(deps.headers ?? appGraphqlHeaders),
    new HttpLink({ uri: url, fetch: fetchImpl, credentials: 'same-origin' }),
  ]);
  return new ConsoleApolloClient({
    link,
    // Deprecated for Apollo 4, which adds no __typename by itself any more: the same request.
    cache: muteDeprecations('addTypename', () => new InMemoryCache({ addTypename: false })),
    queryDeduplication: false,
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
    },
  });
}
