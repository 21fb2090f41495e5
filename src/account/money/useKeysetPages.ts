import { useCallback, useEffect, useState } from 'react';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';
import { hasSessionTokens } from '../../api/tokens';

export type PagesState<T> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; more: boolean; loadingMore: boolean };

/**
 * A signed-in list read in keyset pages (the spec's `last_id, limit`): the first page, then
 * "Show more" after the last item. Reloads when the user signs in.
 */
export function useKeysetPages<T extends { id: string }>(
  fetchPage: (lastId: string | null, limit: number) => Promise<T[]>,
  limit = 20,
) {
  const { loginTime, status: session } = useStore(sessionStore);
  const signedIn = session === 'signed-in' || (session !== 'anonymous' && hasSessionTokens());
  const [state, setState] = useState<PagesState<T>>(() =>
    signedIn ? { status: 'loading' } : { status: 'anonymous' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'anonymous' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    fetchPage(null, limit).then(
      (items) =>
        !cancelled &&
        setState({ status: 'ready', items, more: items.length === limit, loadingMore: false }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn, loginTime, attempt, fetchPage, limit]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.more) return;
    const items = state.items;
    setState({ ...state, loadingMore: true });
    try {
      const next = await fetchPage(items[items.length - 1].id, limit);
      setState({
        status: 'ready',
        items: [...items, ...next],
        more: next.length === limit,
        loadingMore: false,
      });
    } catch {
      setState({ status: 'error' });
    }
  }, [state, fetchPage, limit]);

  return { state, loadMore, retry: () => setAttempt((n) => n + 1) };
}
