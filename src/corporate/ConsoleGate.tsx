import { useEffect, useRef, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { useStore } from '../account/store/createStore';
import { openAccountDialog } from '../account/store/dialogStore';
import { sessionStore } from '../account/store/sessionStore';
import { hasSessionTokens } from '../api/tokens';
import { ConsoleLoading } from './ConsoleLoading';
import { ConsoleMessage } from './pages/ConsoleMessage';
import { PermissionsErrorPage } from './pages/PermissionsErrorPage';

/**
 * Between the console's frame and its pages. Signed out (spec §4): the login popup opens and
 * the page says why; after sign-in (or sign-out, or another user) react-admin forgets what it
 * knew of the previous session. Signed in: the permissions must load — a failure is shown with
 * a retry (never a silent downgrade), and nothing renders before they are known.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const session = useStore(sessionStore);
  const signedOut = session.status === 'anonymous' || !hasSessionTokens();
  // Who the cached answers belong to; undefined while the profile is still loading.
  const identity = signedOut
    ? 'signed-out'
    : session.profile
      ? `${session.profile.id}:${session.loginTime ?? ''}`
      : undefined;
  const seen = useRef(identity);

  useEffect(() => {
    if (identity === undefined || seen.current === identity) return;
    const previous = seen.current;
    seen.current = identity;
    if (previous !== undefined) void queryClient.resetQueries();
  }, [identity, queryClient]);

  useEffect(() => {
    if (signedOut) openAccountDialog('review');
  }, [signedOut]);

  const { isPending, error } = usePermissions(undefined, {
    enabled: !signedOut,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

  if (signedOut) {
    return (
      <ConsoleMessage
        title={translate('console.signIn.title')}
        body={translate('console.signIn.body')}
        actions={
          <Button variant="contained" onClick={() => openAccountDialog('review')}>
            {translate('console.signIn.action')}
          </Button>
        }
      />
    );
  }
  if (error) return <PermissionsErrorPage />;
  if (isPending) return <ConsoleLoading tabs />;
  return <>{children}</>;
}
