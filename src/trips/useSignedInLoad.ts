import { useCallback, useEffect, useState } from 'react';
import { toHttpError } from '../api/errors';
import { hasSessionTokens } from '../api/tokens';

export type LoadState<T> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean }
  | { status: 'ready'; data: T };

/**
 * Loads `load()` for a signed-in user whenever `key` changes (signed out: 'anonymous'); a
 * NOT_FOUND answer is told apart so a page can say the record is not there.
 */
export function useSignedInLoad<T>(load: () => Promise<T>, key: string) {
  const signedIn = hasSessionTokens();
  const [state, setState] = useState<LoadState<T>>(
    signedIn ? { status: 'loading' } : { status: 'anonymous' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'anonymous' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live && setState({ status: 'error', notFound: toHttpError(error).status === 404 }),
    );
    return () => {
      live = false;
    };
    // `load` changes with `key`; the key says when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, signedIn]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, setState };
}
