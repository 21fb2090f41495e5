import type { TokenPair } from '../api/tokens';
import { googleCallback, googleStart } from './accountApi';

/** Spec §2/§3: local storage keys of the Google popup protocol. */
export const SESSION_KEY = 'session';
export const CALLBACK_KEY = 'myKey';
export const POPUP_NAME = 'wayfare-google-sign-in';
/** Spec §9: the popup is 600×600, 200 px from the top, centred horizontally. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 600;
export const POPUP_TOP = 200;

export interface ScreenBox {
  screenX: number;
  outerWidth: number;
}

/** Pure: window.open features for the popup, centred over the current window. */
export function popupFeatures(box: ScreenBox): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - POPUP_WIDTH) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},top=${POPUP_TOP},left=${left}`;
}

/** Pure: Safari (desktop or iOS), which only allows a popup opened directly by the click. */
export function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);
}

export interface GoogleEnv {
  open: (url: string, name: string, features: string) => Window | null;
  storage: Storage;
  userAgent: string;
  screen: ScreenBox;
}

function browserEnv(): GoogleEnv {
  return {
    open: (url, name, features) => window.open(url, name, features),
    storage: window.localStorage,
    userAgent: window.navigator.userAgent,
    screen: { screenX: window.screenX, outerWidth: window.outerWidth },
  };
}

/**
 * Spec §2: asks the server to start a Google login, keeps its session_params in local storage
 * 'session' (JSON) and opens the returned url in the popup. On Safari the empty popup is opened
 * first, from the click, and pointed at the url once it is known.
 */
export async function startGoogleLogin(env: GoogleEnv = browserEnv()): Promise<void> {
  const features = popupFeatures(env.screen);
  const early = isSafari(env.userAgent) ? env.open('', POPUP_NAME, features) : null;
  try {
    const { url, session_params } = await googleStart();
    env.storage.setItem(SESSION_KEY, JSON.stringify(session_params));
    if (early) early.location.href = url;
    else env.open(url, POPUP_NAME, features);
  } catch (error) {
    early?.close();
    throw error;
  }
}

/**
 * Spec §2: the popup's answer (what /auth/google/callback received, JSON in 'myKey') and the
 * stored session_params go to the social-login call; on success 'myKey' is removed. Any
 * failure is a falsy result.
 */
export async function completeGoogleLogin(
  value: string,
  storage: Storage = window.localStorage,
): Promise<TokenPair | null> {
  try {
    const received = JSON.parse(value) as Record<string, unknown>;
    const stored = storage.getItem(SESSION_KEY);
    const sessionParams: unknown = stored ? JSON.parse(stored) : null;
    if (!received || typeof received !== 'object' || received.error) return null;
    const pair = await googleCallback(received, sessionParams);
    storage.removeItem(CALLBACK_KEY);
    return pair;
  } catch {
    return null;
  }
}

/** Pure: the query the callback page received, as the object stored in 'myKey'. */
export function callbackPayload(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
