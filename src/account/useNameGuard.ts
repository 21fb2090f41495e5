import { useEffect, useRef } from 'react';
import { LOGOUT_WITHOUT_NAME_MS } from './constants';
import { lacksFirstName } from './names';
import { useStore } from './store/createStore';
import { dialogStore } from './store/dialogStore';
import { sessionStore } from './store/sessionStore';

/** The logout module (and the REST client) load only when needed. */
function logout(): void {
  void import('./logout').then((module) => module.logout());
}

/** True when a signed-in account without a first name sits with the dialog closed. */
function unnamedAndIdle(): boolean {
  const { status, profile } = sessionStore.get();
  return status === 'signed-in' && lacksFirstName(profile) && !dialogStore.get().open;
}

/**
 * Spec §4: an account without a first name is logged out 3 s after the dialog closes, and 3 s
 * after the page mounts (when the profile arrives later, as soon as it does). Each check reads
 * the state when it fires, so a name saved meanwhile cancels it.
 */
export function useNameGuard(): void {
  const { open } = useStore(dialogStore);
  const { status } = useStore(sessionStore);
  const mountCheckDue = useRef(false);
  const wasOpen = useRef(open);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (sessionStore.get().status === 'loading') mountCheckDue.current = true;
      else if (unnamedAndIdle()) logout();
    }, LOGOUT_WITHOUT_NAME_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!mountCheckDue.current || status === 'loading' || status === 'idle') return;
    mountCheckDue.current = false;
    if (unnamedAndIdle()) logout();
  }, [status]);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const timer = setTimeout(() => {
      if (unnamedAndIdle()) logout();
    }, LOGOUT_WITHOUT_NAME_MS);
    return () => clearTimeout(timer);
  }, [open]);
}
