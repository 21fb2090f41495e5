import type { AuthProvider } from 'react-admin';
import { HttpError } from './api/httpError';
import { hasSessionTokens } from './api/tokens';
import { decideAuthError } from './account/authErrors';
import { loadCorporate } from './account/store/corporateStore';
import { openAccountDialog } from './account/store/dialogStore';
import { loadProfile, sessionStore, type SessionProfile } from './account/store/sessionStore';
import type { LoginType } from './account/store/dialogStore';
import { actorOf, can, type Actor, type Subject } from '../common/permissions/corporate';
import { entryNamed } from './resources';

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
 * happens in the site's account dialog, which this provider opens instead of a login page;
 * the sign-in and sign-out code loads when used, not with the console.
 */
export const authProvider: AuthProvider = {
  async login({ username, password, loginType }: ConsoleLoginParams) {
    const [{ identityOf, signInWithPassword, userNameOf }, { completeLogin }] = await Promise.all([
      import('./account/accountApi'),
      import('./account/login'),
    ]);
    const type = loginType ?? (username.includes('@') ? 'email' : 'phone');
    const identity = identityOf(type, username);
    const pair = await signInWithPassword(identity, password);
    await completeLogin(pair, userNameOf(identity));
  },

  /** With a session: spec §4 logout (it goes to '/' itself). Without: the login popup. */
  async logout() {
    if (hasSessionTokens()) await (await import('./account/logout')).logout();
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

  /**
   * The actor of common/permissions/corporate.ts, from the real `corporate` query. A failure to
   * load it is an error (the console shows it with a retry), never "no permissions".
   */
  async getPermissions(): Promise<Actor> {
    return currentActor();
  },

  /**
   * react-admin's access control (menu, resource routes, buttons): the resource's or page's
   * subject (src/resources/) decided by `can()`. Unknown resources are refused.
   */
  async canAccess({ resource, action, record }) {
    const subject = subjectOf(resource);
    if (subject === undefined) return false;
    const actor = await currentActor();
    if (subject === null) return actor.userId !== null;
    return can(actor, action, subject, record);
  },
};

/**
 * Console names that are not registry entries: react-admin's dashboard, and the credit request
 * the registration page's form creates (docs/corporate-profile.md).
 */
const BUILT_IN_SUBJECTS: Record<string, Subject> = {
  dashboard: 'dashboard',
  'credit-request': 'credit_requests',
};

/** undefined: unknown; null: any signed-in user. */
function subjectOf(resource: string): Subject | null | undefined {
  return BUILT_IN_SUBJECTS[resource] ?? entryNamed(resource)?.subject;
}

/** Without a session nobody acts; a session whose profile cannot be read is an error. */
async function currentActor(): Promise<Actor> {
  if (!hasSessionTokens()) return actorOf(null, null);
  const profile = await currentProfile();
  if (!profile) throw new HttpError('unauthorized: profile', 401, { code: 'UNAUTHENTICATED' });
  return actorOf(profile.id, await loadCorporate());
}
