import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../api/httpError';
import { announceSessionExpired } from '../../api/sessionExpiry';
import { hasSessionTokens } from '../../api/tokens';
import { useStore } from '../store/createStore';
import { openAccountDialog } from '../store/dialogStore';
import { sessionStore } from '../store/sessionStore';
import { fetchAccountProfile, type AccountProfile } from './profileApi';

export type ProfileState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; profile: AccountProfile };

/**
 * The whole profile for /account/profile, a protected page (spec §4): without a session the
 * login popup opens; a session that cannot be renewed is announced as timed out. Loads again
 * after each sign-in and on `reload()`.
 */
export function useAccountProfile() {
  const { loginTime } = useStore(sessionStore);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProfileState>(() =>
    hasSessionTokens() ? { status: 'loading' } : { status: 'anonymous' },
  );

  useEffect(() => {
    if (!hasSessionTokens()) {
      setState({ status: 'anonymous' });
      // The header may have found the session dead before this page loaded.
      if (sessionStore.get().expired) announceSessionExpired();
      else openAccountDialog('review');
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    fetchAccountProfile()
      .then((profile) => {
        if (!cancelled) setState({ status: 'ready', profile });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof HttpError && error.status === 401) {
          setState({ status: 'anonymous' });
          announceSessionExpired();
        } else {
          setState({ status: 'error' });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, loginTime]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback(
    (profile: AccountProfile) => setState({ status: 'ready', profile }),
    [],
  );
  return { state, reload, replace };
}
