import { useEffect, useState } from 'react';
import { graphqlRequest } from '../api/graphql';
import { SessionProfileDocument, type SessionProfileQuery } from '../api/generated/main';
import { readSessionToken } from '../api/tokens';

export type SessionProfile = NonNullable<SessionProfileQuery['profile']>;

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'signed-in'; profile: SessionProfile };

/**
 * Who is signed in: with a session cookie, the profile from the main service; without one, or
 * when the service does not accept the token, anonymous. The account dialog (a later issue)
 * handles renewal and expiry; until then a failed look-up simply shows the sign-in button.
 */
export function useSessionProfile(): SessionState {
  const [hasToken] = useState(() => Boolean(readSessionToken()));
  const [state, setState] = useState<SessionState>(() =>
    hasToken ? { status: 'loading' } : { status: 'anonymous' },
  );

  useEffect(() => {
    if (!hasToken) return;
    const controller = new AbortController();
    graphqlRequest('main', SessionProfileDocument, undefined, { signal: controller.signal })
      .then((data) =>
        setState(
          data.profile ? { status: 'signed-in', profile: data.profile } : { status: 'anonymous' },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'anonymous' });
      });
    return () => controller.abort();
  }, [hasToken]);

  return state;
}
