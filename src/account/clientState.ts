import { AGENT_ACCOUNT_STORAGE_KEY, PATRON_STORAGE_KEY } from '../api/patron';

/**
 * Client-held state tied to the signed-in user (spec §3) that logout clears (spec §4): trip,
 * flight user selection, delegate, corporate and traveller data, travel policy. Storage keys
 * the spec does not name are named here, for the features that keep them.
 */
export const SESSION_STORAGE_KEYS = {
  /** Selected delegator / traveller id (spec §3 names it). */
  delegate: PATRON_STORAGE_KEY,
  tripGlobal: 'trip_global',
  tripRoom: 'trip_room',
  selectedFlightUser: 'selected_flight_user',
  /** The travel desk's chosen colleague (src/account/desk/deskStore.ts). */
  deskTraveller: 'WayfareDeskTraveller',
  /** What was typed in checkout's details form, by cart (checkout/detailsDraft.ts). */
  checkoutDetails: 'WayfareCheckoutDetails',
} as const;

export const LOCAL_STORAGE_KEYS = {
  /** The travel agent's selected traveller account (spec §3 names it). */
  travelAgentAccount: AGENT_ACCOUNT_STORAGE_KEY,
} as const;

type Clearer = () => void;
const clearers = new Set<Clearer>();

/**
 * In-memory state (corporate, delegate list, travel policy, trip detail…) registers here to be
 * cleared on sign-out.
 */
export function onSignOut(clear: Clearer): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // storage may be unavailable (private mode); nothing to clear then
  }
}

/** Clears every piece of user state listed above. */
export function clearUserState(): void {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) {
    safely(() => window.sessionStorage.removeItem(key));
  }
  for (const key of Object.values(LOCAL_STORAGE_KEYS)) {
    safely(() => window.localStorage.removeItem(key));
  }
  clearers.forEach((clear) => safely(clear));
}
