import { useEffect, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { isSupportStaff } from '../account/permissions';
import { useStore } from '../account/store/createStore';
import { openAccountDialog } from '../account/store/dialogStore';
import { loadProfile, sessionStore } from '../account/store/sessionStore';
import { hasSessionTokens } from '../api/tokens';
import { ConsoleMessage } from '../corporate/pages/ConsoleMessage';

/**
 * Between the support area's frame and its screens: signed out, the login popup and why;
 * signed in without the support role, a clear refusal (and no screen, so no request).
 */
export function SupportGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const session = useStore(sessionStore);
  const signedOut = session.status === 'anonymous' || !hasSessionTokens();

  useEffect(() => {
    if (signedOut) openAccountDialog('review');
    else if (!session.profile) void loadProfile();
  }, [signedOut, session.profile]);

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
  if (!session.profile) return <Loading />;
  if (!isSupportStaff(session.profile)) return <SupportRefusal />;
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
