import { absoluteUrl, getConfig } from '../config';
import { normalizeErrorMessage } from './errors';
import { HttpError, type HttpErrorBody } from './httpError';
import { isCaptureExceptionUrl, reportToServer, reportIfSlow, type Reporter } from './report';
import type { ClientAuth } from './graphql';
import { renewSession } from './renewal';
import { reportSessionExpired } from './sessionExpiry';
import { bearer, hasSessionTokens, readSessionToken } from './tokens';

/** Spec §7: GET-like calls are retried once on these statuses. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const GET_LIKE: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

type QueryValue = string | number | boolean | null | undefined;

export interface RestRequestOptions {
  method?: string;
  /** JSON-encoded unless it is FormData, URLSearchParams, Blob or a string. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Set false for calls whose failures are expected (they are still thrown). */
  report?: boolean;
  /**
   * Sent without the client's authorization header and never renewed: sign-in, sign-up, code
   * and social callbacks, password reset (a 401 there means wrong credentials, not expiry).
   */
  anonymous?: boolean;
}

export interface RestClientDeps {
  baseUrl: () => string;
  fetch?: typeof fetch;
  now?: () => number;
  report?: Reporter;
  /** Headers added to every call (per-call headers win). */
  headers?: () => Record<string, string>;
  /** Renewal on 401 (spec §4): renew once, retry once, else report the expired session. */
  auth?: ClientAuth;
}

export type RestRequest = <T = unknown>(path: string, options?: RestRequestOptions) => Promise<T>;

function joinUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = /^https?:\/\//.test(path)
    ? path
    : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  );
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function bodyMessage(data: unknown): string {
  if (typeof data === 'string') return data;
  const d = data as { message?: unknown; error?: unknown; errors?: unknown } | null;
  if (typeof d?.message === 'string') return d.message;
  if (typeof d?.error === 'string') return d.error;
  const nested = d?.error as { message?: unknown } | undefined;
  return typeof nested?.message === 'string' ? nested.message : '';
}

function bearerToken(headers: Record<string, string>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  return value?.startsWith('Bearer ') ? value.slice(7) : undefined;
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/**
 * JSON fetch client (spec §7): GET/HEAD/OPTIONS calls without a payload are retried once on
 * 408, 409, 425, 429, 500, 502, 503, 504 or a network failure; anything else never is.
 * Calls over 15 s and failures (except 400/401, the user's to fix) go to captureException.
 */
export function createRestClient(deps: RestClientDeps): RestRequest {
  const fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
  const now = deps.now ?? (() => Date.now());
  const report = deps.report ?? reportToServer;

  return async function request<T>(path: string, options: RestRequestOptions = {}): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase();
    const url = absoluteUrl(joinUrl(deps.baseUrl(), path, options.query));
    const hasPayload = options.body !== undefined && options.body !== null;
    const canRetry = GET_LIKE.has(method) && !hasPayload;
    const silent = isCaptureExceptionUrl(url);
    const buildInit = (): RequestInit => ({
      method,
      headers: {
        accept: 'application/json',
        ...(hasPayload && !isRawBody(options.body) ? { 'content-type': 'application/json' } : {}),
        ...(options.anonymous ? {} : deps.headers?.()),
        ...options.headers,
      },
      body: hasPayload
        ? isRawBody(options.body)
          ? options.body
          : JSON.stringify(options.body)
        : undefined,
      signal: options.signal,
      credentials: 'same-origin',
    });

    const send = async (init: RequestInit): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        const retryable = canRetry && attempt === 1;
        let response: Response;
        try {
          response = await fetchImpl(url, init);
        } catch (error) {
          if (retryable && !isAbort(error)) continue;
          if (isAbort(error)) throw error;
          throw new HttpError(normalizeErrorMessage(error, 0), 0, null);
        }
        if (!response.ok && retryable && RETRY_STATUSES.has(response.status)) continue;
        const data = await parseBody(response);
        if (!response.ok) {
          const message = normalizeErrorMessage(bodyMessage(data), response.status);
          const body = data && typeof data === 'object' ? (data as HttpErrorBody) : null;
          throw new HttpError(message, response.status, body);
        }
        return data as T;
      }
    };

    const started = now();
    try {
      const init = buildInit();
      try {
        return await send(init);
      } catch (error) {
        const auth = options.anonymous ? undefined : deps.auth;
        if (!auth || (error as { status?: number }).status !== 401) throw error;
        const usedToken = bearerToken(init.headers as Record<string, string>);
        if (!usedToken && !auth.hasSession()) throw error;
        const areas = () => [(error as Error).message, url];
        const outcome = await auth.renew(usedToken);
        if (outcome === 'refused') auth.expired(areas());
        if (outcome !== 'renewed') throw error;
        try {
          return await send(buildInit());
        } catch (retryError) {
          if ((retryError as { status?: number }).status === 401) auth.expired(areas());
          throw retryError;
        }
      }
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (
        !silent &&
        options.report !== false &&
        !isAbort(error) &&
        status !== 400 &&
        status !== 401
      ) {
        report({
          kind: 'error',
          message: normalizeErrorMessage(error, status),
          url,
          method,
          status,
        });
      }
      throw error;
    } finally {
      if (!silent) reportIfSlow(report, { url, method: method, durationMs: now() - started });
    }
  };
}

function authorization(): Record<string, string> {
  const token = readSessionToken();
  return token ? { authorization: bearer(token) } : {};
}

/** The REST account service (accountBaseUrl). */
export const accountApi = createRestClient({
  baseUrl: () => getConfig().accountBaseUrl,
  headers: authorization,
  auth: {
    hasSession: hasSessionTokens,
    renew: (usedToken) => renewSession(usedToken),
    expired: (areas) => void reportSessionExpired(areas),
  },
});

/** The one-time code service (otpBaseUrl); spec §7: no authorization value. */
export const otpApi = createRestClient({ baseUrl: () => getConfig().otpBaseUrl });
