import { graphqlRequest } from '../../api/graphql';
import { MyDelegatorsDocument, type MyDelegatorsQuery } from '../../api/generated/corporate';
import { PATRON_STORAGE_KEY, readSelectedPatronId } from '../../api/patron';
import { hasSessionTokens } from '../../api/tokens';
import { onSignOut } from '../clientState';
import { validDelegateId } from '../permissions';
import { loadCorporate } from '../store/corporateStore';
import { createStore } from '../store/createStore';

export type Delegator = MyDelegatorsQuery['my_delegators'][number];

/** Spec §9: the delegator list request, limit 300 and offset 0. */
export const DELEGATOR_LIMIT = 300;

/**
 * Spec §3 held state "delegate list" and the selected delegate (`XPatronId` in session storage,
 * a delegator's user id, sent as X-Patron-Id on the booking routes — src/api/patron.ts).
 */
export interface DelegateState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  delegators: Delegator[];
  /** The stored selection, once checked against the delegators; null: booking for oneself. */
  selectedId: string | null;
}

const INITIAL: DelegateState = { status: 'idle', delegators: [], selectedId: null };

export const delegateStore = createStore<DelegateState>(INITIAL);

function storeSelection(userId: string | null): void {
  try {
    if (userId) window.sessionStorage.setItem(PATRON_STORAGE_KEY, userId);
    else window.sessionStorage.removeItem(PATRON_STORAGE_KEY);
  } catch {
    // storage unavailable: the selection lasts for this page only
  }
}

let pending: Promise<DelegateState> | null = null;

/**
 * Loads the delegators and checks the stored selection (spec §4): cleared when it is not among
 * them, when the corporate cannot be loaded or the user has none. A failure to load the
 * delegators clears it too: acting for someone needs a delegation the server just confirmed.
 */
export function loadDelegators(): Promise<DelegateState> {
  pending ??= check().finally(() => {
    pending = null;
  });
  return pending;
}

async function check(): Promise<DelegateState> {
  const settle = (state: DelegateState) => {
    if (state.selectedId !== readSelectedPatronId()) storeSelection(state.selectedId);
    delegateStore.set(state);
    return state;
  };
  if (!hasSessionTokens()) return settle({ status: 'ready', delegators: [], selectedId: null });
  delegateStore.set((s) => ({ ...s, status: 'loading' }));
  let corporate;
  try {
    corporate = await loadCorporate();
  } catch {
    return settle({ status: 'error', delegators: [], selectedId: null });
  }
  if (!corporate) return settle({ status: 'ready', delegators: [], selectedId: null });
  try {
    const data = await graphqlRequest('corporate', MyDelegatorsDocument, {
      input: { limit: DELEGATOR_LIMIT, offset: 0 },
    });
    const delegators = data.my_delegators;
    return settle({
      status: 'ready',
      delegators,
      selectedId: validDelegateId(
        readSelectedPatronId(),
        delegators.map((d) => ({ id: d.user_id })),
      ),
    });
  } catch {
    return settle({ status: 'error', delegators: [], selectedId: null });
  }
}

/** Books for `userId` (one of the delegators) from now on, or for oneself with null. */
export function selectDelegate(userId: string | null): void {
  const { delegators } = delegateStore.get();
  if (userId && !delegators.some((d) => d.user_id === userId)) {
    throw new Error(`${userId} is not among the user's delegators`);
  }
  storeSelection(userId);
  delegateStore.set((s) => ({ ...s, selectedId: userId }));
}

export function resetDelegateStoreForTests(): void {
  pending = null;
  delegateStore.set(INITIAL);
}

onSignOut(() => delegateStore.set(INITIAL));
