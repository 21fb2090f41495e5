import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasSessionTokens } from '../api/tokens';
import { lazyPage } from '../app/lazyPage';
import { setNavigator } from './navigation';
import { CORPORATE_REGISTER_PATH, CORPORATE_SERVICE, opensDialogOnLoad } from './redirect';
import { installSessionListeners } from './sessionEvents';
import { useStore } from './store/createStore';
import { dialogStore, openAccountDialog } from './store/dialogStore';
import { noticeStore } from './store/noticeStore';
import { loadProfile } from './store/sessionStore';
import { useNameGuard } from './useNameGuard';

/** Loads the dialog, toasts and corporate prompt chunk (also used to prefetch it). */
export const loadAccountOverlays = () => import('./overlays/AccountOverlays');
const AccountOverlays = lazyPage(loadAccountOverlays, 'AccountOverlays');

/**
 * Mounted once around the routes: loads who is signed in, connects the API clients' session
 * signals, opens the dialog for `rl=true` or the corporate sign-up service, runs the
 * logout-without-name rule, and renders the account overlays once anything needs them.
 */
export function AccountHost() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { open } = useStore(dialogStore);
  const { notices, corporatePrompt } = useStore(noticeStore);
  const [used, setUsed] = useState(false);
  const searchRef = useRef(search);
  searchRef.current = search;

  // Layout effects: in place before any page's effects can navigate or report an expiry.
  useLayoutEffect(() => {
    setNavigator(
      (to, options) => navigate(to, options),
      () => searchRef.current,
    );
    return () => setNavigator(null);
  }, [navigate]);

  useLayoutEffect(() => installSessionListeners(), []);

  useEffect(() => {
    void loadProfile();
  }, []);

  // Spec §2: rl=true opens the login popup; service=sign-up-for-corporate-account opens the
  // sign-up popup, or — already signed in — goes straight to corporate registration.
  useEffect(() => {
    if (!opensDialogOnLoad(search)) return;
    if (!hasSessionTokens()) openAccountDialog('review');
    else if (new URLSearchParams(search).get('service') === CORPORATE_SERVICE) {
      navigate(CORPORATE_REGISTER_PATH, { replace: true });
    }
  }, [search, navigate]);

  useNameGuard();

  if (!used && (open || notices.length > 0 || corporatePrompt)) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AccountOverlays />
    </Suspense>
  );
}
