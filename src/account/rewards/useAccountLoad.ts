import { useEffect, useState } from 'react';
import { HttpError } from '../../api/httpError';
import { announceSessionExpired } from '../../api/sessionExpiry';
import { hasSessionTokens } from '../../api/tokens';
import { useStore } from '../store/createStore';
import { openAccountDialog } from '../store/dialogStore';
import { sessionStore } from '../store/sessionStore';

export type AccountLoad<T> =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: T };

/**
 * Loads a signed-in page's data (as /account/support does): signed out, it asks to sign in;
 * a 401 is "anonymous", any other failure "error" with a retry; signing in reloads.
 */
export function useAccountLoad<T>(load: () => Promise<T>): [AccountLoad<T>, () => void] {
  const { loginTime } = useStore(sessionStore);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AccountLoad<T>>(() =>
    hasSessionTokens() ? { status: 'loading' } : { status: 'anonymous' },
  );
  useEffect(() => {
    if (!hasSessionTokens()) {
      setState({ status: 'anonymous' });
      if (sessionStore.get().expired) announceSessionExpired();
      else openAccountDialog('review');
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    load().then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof HttpError && error.status === 401) setState({ status: 'anonymous' });
        else setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on sign-in or retry only.
  }, [attempt, loginTime]);
  return [state, () => setAttempt((a) => a + 1)];
}
