import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ServiceName } from '../../config';
import { graphqlRequest, type GraphqlDocument } from '../../api/graphql';
import { useLocale } from '../../i18n/context';

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QueryResult<TData> {
  status: QueryStatus;
  /** The latest answer; kept while a new one loads, so lists do not flash. */
  data: TData | null;
  error: Error | null;
  retry: () => void;
}

interface State<TData> {
  key: string | null;
  status: QueryStatus;
  data: TData | null;
  error: Error | null;
}

/**
 * One GraphQL query keyed by its variables and the locale (names and texts are localized).
 * `variables: null` waits. Older answers never overwrite newer ones (each run aborts the last).
 */
export function useGraphqlQuery<TData, TVars>(
  service: ServiceName,
  document: GraphqlDocument<TData, TVars>,
  variables: TVars | null,
): QueryResult<TData> {
  const { locale } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const key = variables === null ? null : `${locale}:${JSON.stringify(variables)}`;
  const [state, setState] = useState<State<TData>>({
    key: null,
    status: 'idle',
    data: null,
    error: null,
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // A new key already reads as loading (below); only a retry of this key must say so. Not
    // re-rendering here matters on a page's first load, where this runs while React finishes
    // mounting the page.
    setState((s) => (s.key === key ? { key, status: 'loading', data: s.data, error: null } : s));
    graphqlRequest(service, document, JSON.parse(key.slice(key.indexOf(':') + 1)) as TVars, {
      signal: controller.signal,
    }).then(
      // A transition: React renders the (often long) result list in slices, so a slow phone's
      // main thread is never blocked for long.
      (data) => startTransition(() => setState({ key, status: 'ready', data, error: null })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          key,
          status: 'error',
          data: s.data,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
    return () => controller.abort();
  }, [service, document, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null) return { status: 'idle', data: null, error: null, retry };
  // Before the effect of a new key runs, report loading rather than the old key's status.
  const status = state.key === key ? state.status : 'loading';
  return { status, data: state.data, error: status === 'error' ? state.error : null, retry };
}
