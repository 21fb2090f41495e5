import { SESSION_STORAGE_KEYS } from '../account/clientState';
import { selectDelegate } from '../account/delegate/delegateStore';

/** Clears the saved trip search ("trip global") and the delegate selection (XPatronId). */
export function clearTripState(): void {
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.tripGlobal);
  } catch {
    // storage unavailable: nothing was saved
  }
  selectDelegate(null);
}
