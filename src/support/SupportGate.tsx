import { useEffect, type ReactNode } from 'react';
import { Loading, usePermissions, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { useStore } from '../account/store/createStore';
import { openAccountDialog } from '../account/store/dialogStore';
import { loadProfile, sessionStore } from '../account/store/sessionStore';
import { hasSessionTokens } from '../api/tokens';
import { ConsoleMessage } from '../corporate/pages/ConsoleMessage';

/**
 * Between the support area's frame and its screens: signed out, the login popup and why;
 * signed in without the support role (the admin service says), a clear refusal and no screen;
 * a failure to find out, an error with a retry.
 */
export function SupportGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const session = useStore(sessionStore);
  const signedOut = session.status === 'anonymous' || !hasSessionTokens();

  useEffect(() => {
    if (signedOut) openAccountDialog('review');
    else if (!session.profile) void loadProfile();
  }, [signedOut, session.profile]);

  const permissions = usePermissions<{ staff: boolean }>(undefined, {
    enabled: !signedOut && Boolean(session.profile),
    retry: false,
  });

  if (signedOut) {
    return (
      <ConsoleMessage
        title={translate('supportArea.signIn.title')}
        body={translate('supportArea.signIn.body')}
        actions={
          <Button variant="contained" onClick={() => openAccountDialog('review')}>
            {translate('console.signIn.action')}
          </Button>
        }
      />
    );
  }
  if (permissions.error) {
    return (
      <ConsoleMessage
        alert
        title={translate('supportArea.loadError')}
        body={(permissions.error as Error).message}
        actions={
          <Button variant="contained" onClick={() => void permissions.refetch()}>
            {translate('console.permissionsError.retry')}
          </Button>
        }
      />
    );
  }
  if (!session.profile || permissions.isPending) return <Loading />;
  if (!permissions.permissions?.staff) return <SupportRefusal />;
  return <>{children}</>;
}

export function SupportRefusal() {
  const translate = useTranslate();
  return (
    <ConsoleMessage
      alert
      title={translate('supportArea.refused.title')}
      body={translate('supportArea.refused.body')}
      actions={
        <Button variant="outlined" href="/contact">
          {translate('supportArea.refused.contact')}
        </Button>
      }
    />
  );
}
