import { graphqlRequest } from '../../api/graphql';
import { SessionProfileDocument, type SessionProfileQuery } from '../../api/generated/main';
import { hasSessionTokens } from '../../api/tokens';
import { createStore } from './createStore';

export type SessionProfile = SessionProfileQuery['profile'];

export type SessionStatus = 'idle' | 'anonymous' | 'loading' | 'signed-in';

export interface SessionState {
  /** idle: not looked at yet (the header treats it as loading when a token exists). */
  status: SessionStatus;
  profile: SessionProfile | null;
  /** Spec §3 "expired-session flag": set when a session ran out and the popup opened. */
  expired: boolean;
  /** Client-added (spec §3): when this browser signed in, ISO time. */
  loginTime: string | null;
}

const INITIAL: SessionState = { status: 'idle', profile: null, expired: false, loginTime: null };

export const sessionStore = createStore<SessionState>(INITIAL);

let pending: Promise<SessionProfile | null> | null = null;
/** Bumped when the session is reset: an answer to an older request then changes nothing. */
let generation = 0;

/**
 * Loads the signed-in profile from the main service (one call for every caller at a time).
 * Without tokens, or when the service refuses them, the session is anonymous.
 */
export function loadProfile(): Promise<SessionProfile | null> {
  if (!hasSessionTokens()) {
    sessionStore.set((s) => ({ ...s, status: 'anonymous', profile: null }));
    return Promise.resolve(null);
  }
  if (pending) return pending;
  const mine = generation;
  sessionStore.set((s) => ({ ...s, status: s.profile ? s.status : 'loading' }));
  const request = graphqlRequest('main', SessionProfileDocument)
    .then((data) => {
      const profile = data?.profile ?? null;
      if (mine !== generation) return profile;
      sessionStore.set((s) => ({
        ...s,
        status: profile ? 'signed-in' : 'anonymous',
        profile,
        expired: profile ? false : s.expired,
      }));
      return profile;
    })
    .catch(() => {
      if (mine === generation) {
        sessionStore.set((s) => ({ ...s, status: 'anonymous', profile: null }));
      }
      return null;
    })
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
  return request;
}

/** Merges fields the dialog or the profile page just changed. */
export function patchProfile(patch: Partial<SessionProfile>): void {
  sessionStore.set((s) => (s.profile ? { ...s, profile: { ...s.profile, ...patch } } : s));
}

export function markSignedIn(): void {
  sessionStore.set((s) => ({ ...s, expired: false, loginTime: new Date().toISOString() }));
}

export function markSignedOut(options: { expired?: boolean } = {}): void {
  // A profile still on its way belongs to the session that ended.
  generation++;
  pending = null;
  sessionStore.set((s) => ({
    ...s,
    status: 'anonymous',
    profile: null,
    loginTime: null,
    expired: options.expired ?? false,
  }));
}

export function resetSessionStoreForTests(): void {
  generation++;
  pending = null;
  sessionStore.set(INITIAL);
}
