import type { AuthProvider } from 'react-admin';
import { graphqlRequest } from './api/graphql';
import { ConsoleCorporateDocument } from './api/generated/corporate';
import { hasSessionTokens } from './api/tokens';
import { identityOf, signInWithPassword, userNameOf } from './account/accountApi';
import { decideAuthError } from './account/authErrors';
import { completeLogin } from './account/login';
import { logout } from './account/logout';
import { permissionsFor, type ConsolePermissions } from './account/permissions';
import { openAccountDialog } from './account/store/dialogStore';
import { loadProfile, sessionStore, type SessionProfile } from './account/store/sessionStore';
import type { LoginType } from './account/store/dialogStore';

/** react-admin's "do nothing else": no logout, no redirect, no notification of its own. */
const QUIET = { logoutUser: false, redirectTo: false, message: false } as const;

async function currentProfile(): Promise<SessionProfile | null> {
  return sessionStore.get().profile ?? (await loadProfile());
}

export interface ConsoleLoginParams {
  username: string;
  password: string;
  loginType?: LoginType;
}

/**
 * The corporate console's AuthProvider over the account service and the session core. Only
 * the console chunk imports it (react-admin never reaches the public bundle). Signing in
 * happens in the site's account dialog, which this provider opens instead of a login page.
 */
export const authProvider: AuthProvider = {
  async login({ username, password, loginType }: ConsoleLoginParams) {
    const type = loginType ?? (username.includes('@') ? 'email' : 'phone');
    const identity = identityOf(type, username);
    const pair = await signInWithPassword(identity, password);
    await completeLogin(pair, userNameOf(identity));
  },

  /** With a session: spec §4 logout (it goes to '/' itself). Without: the login popup. */
  async logout() {
    if (hasSessionTokens()) await logout();
    else openAccountDialog('review');
    return false;
  },

  async checkAuth() {
    if (hasSessionTokens()) return;
    openAccountDialog('review');
    throw QUIET;
  },

  /** Spec §8: renew once; then the expired-session popup, except for excluded areas. */
  async checkError(error) {
    const decision = await decideAuthError(error);
    if (decision === 'expired') throw QUIET;
  },

  async getIdentity() {
    const profile = await currentProfile();
    if (!profile) throw new Error('Not signed in');
    const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
    return {
      id: profile.id,
      fullName: fullName || profile.email || '',
      avatar: profile.avatar ?? undefined,
    };
  },

  /** Never fails: without a corporate (or service) the permissions are the least. */
  async getPermissions(): Promise<ConsolePermissions> {
    const profile = await currentProfile();
    let corporate = null;
    if (profile) {
      try {
        corporate = (await graphqlRequest('corporate', ConsoleCorporateDocument)).corporate;
      } catch {
        corporate = null;
      }
    }
    return permissionsFor(profile, corporate);
  },
};
