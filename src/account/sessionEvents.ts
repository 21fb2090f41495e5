import { onRenewalRefused } from '../api/renewal';
import { onSessionExpired } from '../api/sessionExpiry';
import { clearTokens } from '../api/tokens';
import { openAccountDialog } from './store/dialogStore';
import { pushNotice } from './store/noticeStore';
import { markSignedOut, sessionStore } from './store/sessionStore';

/**
 * Connects the API clients' session signals to the account state (spec §4, §8):
 * a refused renewal ends the session (tokens cleared, header signed out); an expired session
 * outside the excluded areas sets the flag, shows 'Session timed out!' (at most once per 5 s,
 * decided by the clients) and opens the login popup.
 */
export function installSessionListeners(): () => void {
  const offRefused = onRenewalRefused(() => {
    clearTokens();
    markSignedOut({ expired: true });
  });
  const offExpired = onSessionExpired(({ notify }) => {
    sessionStore.set((s) => ({ ...s, expired: true }));
    if (notify) pushNotice('expired');
    openAccountDialog('review');
  });
  return () => {
    offRefused();
    offExpired();
  };
}
