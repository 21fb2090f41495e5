import type { AuthProvider } from 'react-admin';
import { isSupportStaff } from '../account/permissions';
import { loadProfile, sessionStore } from '../account/store/sessionStore';
import { hasSessionTokens } from '../api/tokens';
import { authProvider } from '../authProvider';

async function role(): Promise<string | null> {
  if (!hasSessionTokens()) return null;
  const profile = sessionStore.get().profile ?? (await loadProfile());
  return profile?.role ?? null;
}

/**
 * The support area's AuthProvider: sign-in, sign-out and session errors as the corporate
 * console's (the site's account dialog), but access is the profile role: platform support
 * (ADMIN) may use every screen, anyone else none (the server refuses them too).
 */
export const supportAuthProvider: AuthProvider = {
  ...authProvider,
  async getPermissions() {
    return { role: await role() };
  },
  async canAccess() {
    return isSupportStaff({ role: await role() });
  },
};
