import { accountApi } from '../api/rest';
import { bearer, clearTokens, readSessionToken } from '../api/tokens';
import { clearUserState } from './clientState';
import { navigateTo } from './navigation';
import { closeAccountDialog } from './store/dialogStore';
import { markSignedOut } from './store/sessionStore';

/**
 * Spec §4: revokes the session, clears trip, flight user selection, delegate, corporate and
 * traveller data, the tokens and the travel policy, then goes to '/'.
 */
export function logout(options: { navigate?: boolean } = {}): Promise<void> {
  const token = readSessionToken();
  // Sent with the token read now; the tokens are cleared before the answer arrives.
  const revoked = token
    ? accountApi('user/session', {
        method: 'DELETE',
        anonymous: true,
        headers: { authorization: bearer(token) },
        report: false,
      }).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  clearUserState();
  clearTokens();
  markSignedOut();
  closeAccountDialog();
  if (options.navigate !== false) navigateTo('/');
  return revoked;
}
