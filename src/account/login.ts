import { storeTokens, type TokenPair } from '../api/tokens';
import { hasPassword } from './mainApi';
import {
  CORPORATE_PROMPT_MS,
  delay,
  PASSWORD_CHECK_MS,
  PROFILE_RETRY_MS,
  TOKEN_STORE_WAIT_MS,
} from './constants';
import { currentSearch, navigateTo } from './navigation';
import { LOGIN_REDIRECT_DELAY_MS, loginRedirectTarget } from './loginRedirect';
import { stepAfterSignIn } from './flow';
import {
  closeAccountDialog,
  dialogStore,
  setAccountStep,
  updateLoginForm,
} from './store/dialogStore';
import { pushNotice, setCorporatePrompt } from './store/noticeStore';
import { loadProfile, markSignedIn, sessionStore, type SessionProfile } from './store/sessionStore';

/**
 * Spec §4: stores the pair, waits ~200 ms, loads the profile (once more after 1 s if it is
 * missing), and checks 1 s after login whether the account has a password. `userName` is the
 * e-mail or phone used to sign in (Google sign-in: the profile's e-mail).
 */
export async function completeLogin(
  pair: TokenPair,
  userName?: string,
): Promise<SessionProfile | null> {
  storeTokens(pair);
  markSignedIn();
  const { loginTime } = sessionStore.get();
  const check = delay(PASSWORD_CHECK_MS);
  await delay(TOKEN_STORE_WAIT_MS);
  let profile = await loadProfile();
  if (!profile) {
    await delay(PROFILE_RETRY_MS);
    profile = await loadProfile();
  }
  const name = userName || profile?.email || phoneOf(profile);
  // Skipped when the session changed meanwhile (signed out, or signed in again).
  if (name) {
    void check.then(() => {
      if (sessionStore.get().loginTime === loginTime) void checkPassword(name);
    });
  }
  return profile;
}

function phoneOf(profile: SessionProfile | null): string | undefined {
  const setting = profile?.setting;
  if (!setting?.national_phone_number) return undefined;
  return `${setting.country_calling_code ?? '84'}${setting.national_phone_number}`;
}

/**
 * Spec §4: a user with no password gets the security toast, unless the dialog is already
 * asking for one.
 */
export async function checkPassword(userName: string): Promise<void> {
  try {
    if (await hasPassword(userName)) return;
  } catch {
    return;
  }
  const { open, step } = dialogStore.get();
  if (open && (step === 'create-password' || step === 'create-name')) return;
  pushNotice('security');
}

/** Spec §2/§4: closes the dialog and, when the query asks for it, redirects after 0.5 s. */
export function finishLogin(search: string = currentSearch()): void {
  closeAccountDialog();
  const target = loginRedirectTarget(search);
  if (target) setTimeout(() => navigateTo(target), LOGIN_REDIRECT_DELAY_MS);
}

/**
 * Spec §4: after sign-up the dialog closes, the profile reloads and ~2 s later the corporate-
 * creation prompt opens — unless the visitor came to create a corporate account, in which case
 * they go straight there.
 */
export function finishSignUp(search: string = currentSearch()): void {
  closeAccountDialog();
  void loadProfile();
  const target = loginRedirectTarget(search);
  if (target) setTimeout(() => navigateTo(target), LOGIN_REDIRECT_DELAY_MS);
  else setTimeout(() => setCorporatePrompt(true), CORPORATE_PROMPT_MS);
}

/**
 * Spec §2/§4, after a password or Google sign-in: with a first or last name missing the dialog
 * shows create-name with the known names; otherwise it redirects and closes.
 */
export async function signInAndCheckName(pair: TokenPair, userName?: string): Promise<void> {
  const profile = await completeLogin(pair, userName);
  if (!profile) {
    pushNotice('error');
    return;
  }
  const next = stepAfterSignIn(profile);
  if (!next) {
    finishLogin();
    return;
  }
  updateLoginForm({
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    has_name: false,
  });
  setAccountStep(next);
}
