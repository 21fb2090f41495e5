import { graphqlRequest } from '../../api/graphql';
import { MyCorporateDocument, type MyCorporateQuery } from '../../api/generated/corporate';
import { hasSessionTokens } from '../../api/tokens';
import { actingStore } from '../acting/actingStore';
import { onSignOut } from '../clientState';
import { createStore } from './createStore';
import { sessionStore } from './sessionStore';

export type MyCorporate = NonNullable<MyCorporateQuery['corporate']>;

/**
 * Spec §3 held state "corporate": the signed-in user's corporate. `ready` with a null corporate
 * means the user belongs to none; `error` means it could not be loaded — callers must not take
 * that for "none" (the console shows it with a way to retry).
 */
export interface CorporateState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  corporate: MyCorporate | null;
  error: unknown;
}

const INITIAL: CorporateState = { status: 'idle', corporate: null, error: null };

export const corporateStore = createStore<CorporateState>(INITIAL);

let pending: Promise<MyCorporate | null> | null = null;
let generation = 0;

/**
 * Loads the user's corporate once and keeps it (one call for every caller at a time). A failure
 * is kept too — it rejects again without a new call — until `force` asks again. Without a
 * session there is no corporate.
 */
export function loadCorporate({ force = false } = {}): Promise<MyCorporate | null> {
  const state = corporateStore.get();
  if (!hasSessionTokens()) {
    corporateStore.set({ status: 'ready', corporate: null, error: null });
    return Promise.resolve(null);
  }
  if (pending) return pending;
  if (!force && state.status === 'ready') return Promise.resolve(state.corporate);
  if (!force && state.status === 'error') return Promise.reject(state.error);
  const mine = ++generation;
  corporateStore.set((s) => ({ ...s, status: 'loading' }));
  const request = graphqlRequest('corporate', MyCorporateDocument)
    .then((data) => {
      const corporate = data?.corporate ?? null;
      if (mine === generation) corporateStore.set({ status: 'ready', corporate, error: null });
      return corporate;
    })
    .catch((error: unknown) => {
      if (mine === generation) corporateStore.set({ status: 'error', corporate: null, error });
      throw error;
    })
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
  return request;
}

/** Forgets the corporate (sign-out, or another user signed in). */
export function clearCorporate(): void {
  generation++;
  pending = null;
  corporateStore.set(INITIAL);
}

onSignOut(clearCorporate);

// A new sign-in (another user, or the same one again) loads the corporate afresh.
let loginTime = sessionStore.get().loginTime;
sessionStore.subscribe(() => {
  const next = sessionStore.get().loginTime;
  if (next !== loginTime && next !== null) clearCorporate();
  loginTime = next;
});

// Support starting or ending acting for someone: the company (and role) is then another one's.
let actingFor = actingStore.get()?.patronId ?? null;
actingStore.subscribe(() => {
  const next = actingStore.get()?.patronId ?? null;
  if (next !== actingFor) clearCorporate();
  actingFor = next;
});

export function resetCorporateStoreForTests(): void {
  clearCorporate();
}
