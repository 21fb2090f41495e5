import { ACTING_STORAGE_KEY, readActingFor, type ActingFor } from '../../api/patron';
import { onSignOut } from '../clientState';
import { createStore } from '../store/createStore';

/**
 * Support's acting-for session in this browser tab (docs/support.md): what the banner shows
 * and what src/api/patron.ts sends as X-Patron-Id while it lasts. The server decides: this is
 * only what it answered to start_acting_for, kept in session storage.
 */
export const actingStore = createStore<ActingFor | null>(readActingFor());

function store(acting: ActingFor | null): void {
  try {
    if (acting) window.sessionStorage.setItem(ACTING_STORAGE_KEY, JSON.stringify(acting));
    else window.sessionStorage.removeItem(ACTING_STORAGE_KEY);
  } catch {
    // storage unavailable: it lasts for this page only
  }
  actingStore.set(acting);
}

/** Support started acting for someone (the server's answer to start_acting_for). */
export function rememberActing(acting: ActingFor): void {
  store(acting);
}

/** Tests: no acting session (a file's worker may have run another file's first). */
export function resetActingStoreForTests(): void {
  actingStore.set(null);
}

/** Forgets the session (ended, expired or signed out). */
export function forgetActing(): void {
  store(null);
}

/** Ends the session on the server, then here; the admin client loads only when used. */
export async function endActing(): Promise<void> {
  const [{ graphqlRequest }, { EndActingForDocument }] = await Promise.all([
    import('../../api/graphql'),
    import('../../api/generated/admin'),
  ]);
  await graphqlRequest('admin', EndActingForDocument, {});
  forgetActing();
}

onSignOut(forgetActing);
