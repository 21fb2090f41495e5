import { BOOKS_FOR_OTHERS, type CorporateRole } from '../../../common/permissions/corporate';
import { readPatronId } from '../../api/patron';
import { SESSION_STORAGE_KEYS, onSignOut } from '../clientState';
import { createStore, useStore } from '../store/createStore';

/**
 * The travel desk's colleague (issue 21, docs/travel-policy-verdicts.md "The travel desk in the
 * browser"): an owner, admin or operation member (BOOKS_FOR_OTHERS) picks whom a booking is
 * for; search sends their `traveller_id` (their policy's verdicts) and checkout makes the cart
 * theirs (`create_cart(input: {traveller_id})`). Kept in session storage with the corporate it
 * belongs to, like the delegate selection, and forgotten at sign-out.
 */
export const DESK_STORAGE_KEY = SESSION_STORAGE_KEYS.deskTraveller;

export interface DeskTraveller {
  /** The colleague's user id. */
  id: string;
  name: string;
  corporateId: string;
}

export const deskStore = createStore<DeskTraveller | null>(read());

function read(): DeskTraveller | null {
  try {
    const raw = window.sessionStorage.getItem(DESK_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<DeskTraveller>) : null;
    return value?.id && value.corporateId && typeof value.name === 'string'
      ? (value as DeskTraveller)
      : null;
  } catch {
    return null;
  }
}

/** Whether a member with this corporate role books for colleagues (the travel desk). */
export function booksForOthers(role: string | null | undefined): boolean {
  return BOOKS_FOR_OTHERS.includes((role ?? '').toUpperCase() as CorporateRole);
}

/** Books for this colleague from now on, or for oneself with null. */
export function selectDeskTraveller(traveller: DeskTraveller | null): void {
  try {
    if (traveller) window.sessionStorage.setItem(DESK_STORAGE_KEY, JSON.stringify(traveller));
    else window.sessionStorage.removeItem(DESK_STORAGE_KEY);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  deskStore.set(traveller);
}

/**
 * Pure: the `traveller_id` to send, given the desk's choice and the patron the browser acts for
 * (a delegator, an agent's traveller, support's session). Acting for someone wins: the server
 * refuses `traveller_id` while acting, and their policy is the delegator's.
 */
export function travellerIdFor(desk: DeskTraveller | null, patronId: string | null): string | null {
  return patronId ? null : (desk?.id ?? null);
}

/** The colleague the travel desk books for, for a search or a cart; null: nobody picked. */
export function useDeskTravellerId(): string | null {
  const desk = useStore(deskStore);
  return travellerIdFor(desk, readPatronId());
}

export function resetDeskStoreForTests(): void {
  deskStore.set(null);
}

onSignOut(() => selectDeskTraveller(null));
