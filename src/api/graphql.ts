import { absoluteUrl, getConfig, type ServiceName } from '../config';
import { getCurrentLocale, localeHeaderValue } from '../i18n/locale';
import { toHttpError, type GraphQLErrorLike } from './errors';
import { HttpError } from './httpError';
import { forgetRefusedAgentAccount, patronHeaderFor, readActingFor, readPatronId } from './patron';
import { isCaptureExceptionUrl, reportToServer, reportIfSlow, type Reporter } from './report';
import { renewSession, type RenewOutcome } from './renewal';
import { reportSessionExpired, rootFields } from './sessionExpiry';
import { bearer, hasSessionTokens, readSessionToken } from './tokens';

export interface GraphqlHeaderInput {
  token?: string | null;
  locale: string;
  patronId?: string | null;
  /** Support's acting-for session is open: the console sends the patron too. */
  supportActing?: boolean;
  pathname: string;
}

/** Headers of spec §7: authorization, x-locale (zh_TW → zh-TW), X-Patron-Id on its routes. */
export function buildGraphqlHeaders({
  token,
  locale,
  patronId,
  supportActing,
  pathname,
}: GraphqlHeaderInput): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(token ? { authorization: bearer(token) } : {}),
    'x-locale': localeHeaderValue(locale),
    ...patronHeaderFor(pathname, patronId, supportActing),
  };
}

/** Session renewal for 'unauthorized' answers (spec §4, §8). */
export interface ClientAuth {
  /** Whether a session exists that renewal could revive. */
  hasSession: () => boolean;
  /** Single-flight renewal; `usedToken` is the access token the failed call carried. */
  renew: (usedToken: string | null | undefined) => Promise<RenewOutcome>;
  /** Renewal did not help: `areas` describe the call (message, paths, fields). */
  expired: (areas: string[]) => void;
}

export interface GraphqlClientDeps {
  endpoint: (service: ServiceName) => string;
  fetch?: typeof fetch;
  now?: () => number;
  report?: Reporter;
  headers?: () => GraphqlHeaderInput;
  /** Without it a 401 is simply thrown. */
  auth?: ClientAuth;
  /** A refused X-Patron-Id it could let go of (true): the call is sent once more without it. */
  forgetRefusedPatron?: (sent: string | null | undefined) => boolean;
}

export interface GraphqlRequestOptions {
  signal?: AbortSignal;
  operationName?: string;
  headers?: Record<string, string>;
  /** Set false for calls whose failures are expected (they are still thrown), as in rest.ts. */
  report?: boolean;
}

/**
 * A query: a plain string, or a typed document string from `npm run codegen`
 * (src/api/generated, `TypedDocumentString`), whose result and variable types are inferred.
 */
export type GraphqlDocument<TData, TVars> =
  string | { __apiType?: (variables: TVars) => TData; toString(): string };

export type GraphqlRequest = <TData = unknown, TVars = Record<string, unknown>>(
  service: ServiceName,
  query: GraphqlDocument<TData, TVars>,
  variables?: TVars,
  options?: GraphqlRequestOptions,
) => Promise<TData>;

interface GraphqlResponseBody {
  data?: unknown;
  errors?: GraphQLErrorLike[];
  message?: string;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/**
 * A minimal GraphQL client: POST JSON per service. Non-OK answers and GraphQL errors reject
 * with an HttpError (see toHttpError); POSTs are never retried. Slow calls (> 15 s) and
 * server-side failures (status ≥ 500 or network) are reported.
 */
/** The server's refusal of the X-Patron-Id sent (server/auth/patron.ts). */
function isPatronRefusal(error: unknown): boolean {
  const e = error as { status?: number; message?: string };
  return e?.status === 403 && /X-Patron-Id/.test(e.message ?? '');
}

export function createGraphqlClient(deps: GraphqlClientDeps): GraphqlRequest {
  const fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? (() => Date.now());
  const report = deps.report ?? reportToServer;

  return async function request<TData, TVars>(
    service: ServiceName,
    query: GraphqlDocument<TData, TVars>,
    variables?: TVars,
    options: GraphqlRequestOptions = {},
  ): Promise<TData> {
    const url = absoluteUrl(deps.endpoint(service));
    const silent = isCaptureExceptionUrl(url);
    const readHeaders = () => deps.headers?.() ?? { locale: getCurrentLocale(), pathname: '/' };
    const started = now();

    const send = async (headerInput: GraphqlHeaderInput): Promise<TData> => {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { ...buildGraphqlHeaders(headerInput), ...options.headers },
          body: JSON.stringify({
            query: String(query),
            variables: variables ?? {},
            operationName: options.operationName,
          }),
          signal: options.signal,
          credentials: 'same-origin',
        });
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') throw error;
        throw toHttpError({ message: (error as Error)?.message, status: 0 });
      }
      let body: GraphqlResponseBody | null = null;
      try {
        body = (await response.json()) as GraphqlResponseBody;
      } catch {
        body = null;
      }
      if (!response.ok || body?.errors?.length) {
        throw toHttpError({
          status: response.status,
          message: body?.message ?? '',
          graphQLErrors: body?.errors ?? [],
        });
      }
      return (body?.data ?? null) as TData;
    };

    const areasOf = (error: unknown) => failureAreas(error, String(query), options.operationName);
    try {
      const headerInput = readHeaders();
      try {
        return await send(headerInput);
      } catch (error) {
        // The server no longer lets the agent act for the stored traveller: as the agent again.
        if (isPatronRefusal(error) && deps.forgetRefusedPatron?.(headerInput.patronId)) {
          return await send(readHeaders());
        }
        return await retryAfterRenewal(deps.auth, error, headerInput.token, areasOf, () =>
          send(readHeaders()),
        );
      }
    } catch (error) {
      if (!silent && options.report !== false) reportFailure(report, error, { url, service });
      throw error;
    } finally {
      if (!silent) reportIfSlow(report, { url, method: 'POST', durationMs: now() - started });
    }
  };
}

/**
 * What an expired session's notice names (src/api/sessionExpiry.ts): the failure's message,
 * the paths of its GraphQL errors, the query's root fields and the operation's name.
 */
export function failureAreas(error: unknown, query: string, operationName?: string): string[] {
  return [
    (error as Error).message,
    ...(((error as HttpError).body?.graphQLErrors as GraphQLErrorLike[] | undefined) ?? []).map(
      (e) => (e.path ?? []).join('.'),
    ),
    ...rootFields(query),
    operationName ?? '',
  ];
}

/**
 * After a failed call: an 'unauthorized' answer renews the session (single-flight, spec §4,
 * §8) and `retry` runs once; renewal refused, or the retry unauthorized too, reports the
 * expired session. Anything else is thrown as it came. Shared by this client and the console's
 * Apollo links (src/api/apolloLinks.ts).
 */
export async function retryAfterRenewal<T>(
  auth: ClientAuth | undefined,
  error: unknown,
  usedToken: string | null | undefined,
  areasOf: (error: unknown) => string[],
  retry: () => Promise<T>,
): Promise<T> {
  if (!auth || !isUnauthorized(error)) throw error;
  if (!usedToken && !auth.hasSession()) throw error;
  const outcome = await auth.renew(usedToken);
  if (outcome === 'refused') auth.expired(areasOf(error));
  if (outcome !== 'renewed') throw error;
  try {
    return await retry();
  } catch (retryError) {
    if (isUnauthorized(retryError)) auth.expired(areasOf(retryError));
    throw retryError;
  }
}

/** Server-side failures (status ≥ 500, or no answer: status 0) go to captureException. */
export function reportFailure(
  report: Reporter,
  error: unknown,
  { url, service }: { url: string; service: ServiceName },
): void {
  if (error instanceof HttpError && (error.status === 0 || error.status >= 500)) {
    report({
      kind: 'error',
      message: error.message,
      url,
      method: 'POST',
      status: error.status,
      service,
    });
  }
}

/** The app's headers for a call: the session's token, the language, the patron if any. */
export function appGraphqlHeaders(): GraphqlHeaderInput {
  return {
    token: readSessionToken(),
    locale: getCurrentLocale(),
    patronId: readPatronId(),
    supportActing: readActingFor() !== null,
    pathname: window.location.pathname,
  };
}

/** The app's session renewal (src/api/renewal.ts) and expired-session notice. */
export const appAuth: ClientAuth = {
  hasSession: hasSessionTokens,
  renew: (usedToken) => renewSession(usedToken),
  expired: (areas) => void reportSessionExpired(areas),
};

/** The app's client: endpoints from config.graphql, headers from cookie/locale/session. */
export const graphqlRequest = createGraphqlClient({
  endpoint: (service) => getConfig().graphql[service],
  headers: appGraphqlHeaders,
  auth: appAuth,
  forgetRefusedPatron: forgetRefusedAgentAccount,
});
