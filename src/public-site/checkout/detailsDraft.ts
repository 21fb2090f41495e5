import { SESSION_STORAGE_KEYS } from '../../account/clientState';
import type { DetailsValues } from './detailsForm';

/*
 * What was typed in the details form, kept in this tab's session storage per cart until it is
 * saved on the cart, so a reload during the hold shows it again (docs/checkout-ui.md "Saved
 * travellers"). Cleared when the details are saved, when the cart closes or is paid, and on
 * sign-out (account/clientState.ts clears the key). One key holds every cart's draft, by cart
 * token: sign-out clears it with the site's other keys, in no extra code on every page.
 */

const KEY = SESSION_STORAGE_KEYS.checkoutDetails;

/** Every cart's draft; an unreadable store reads as none. */
function drafts(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function store(all: Record<string, unknown>): void {
  try {
    if (Object.keys(all).length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or unavailable (private mode): the form still holds what was typed
  }
}

export function writeDraft(cartToken: string, values: DetailsValues): void {
  store({ ...drafts(), [cartToken]: values });
}

export function clearDraft(cartToken: string): void {
  const all = drafts();
  if (!(cartToken in all)) return;
  delete all[cartToken];
  store(all);
}

/**
 * The draft of this cart, if it fits the form `fresh` would show (the same passengers, by type;
 * every field a string); null otherwise.
 */
export function readDraft(cartToken: string, fresh: DetailsValues): DetailsValues | null {
  const draft = drafts()[cartToken] as DetailsValues | undefined;
  if (!draft) return null;
  const strings = (o: unknown, like: object) =>
    typeof o === 'object' &&
    o !== null &&
    Object.keys(like).every((k) => typeof (o as Record<string, unknown>)[k] === 'string');
  const fits =
    strings(draft, { contact_email: '', contact_phone: '', guest: '', request: '' }) &&
    Array.isArray(draft.passengers) &&
    draft.passengers.length === fresh.passengers.length &&
    draft.passengers.every(
      (p, i) => strings(p, fresh.passengers[i]) && p.type === fresh.passengers[i].type,
    );
  return fits ? draft : null;
}
