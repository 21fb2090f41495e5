import { SESSION_STORAGE_PREFIXES } from '../../account/clientState';
import type { DetailsValues } from './detailsForm';

/*
 * What was typed in the details form, kept in this tab's session storage per cart until it is
 * saved on the cart, so a reload during the hold shows it again (docs/checkout-ui.md "Saved
 * travellers"). Cleared when the details are saved, when the cart closes or is paid, and on
 * sign-out (account/clientState.ts sweeps the prefix).
 */

const keyOf = (cartToken: string) => `${SESSION_STORAGE_PREFIXES.checkoutDetails}${cartToken}`;

export function writeDraft(cartToken: string, values: DetailsValues): void {
  try {
    sessionStorage.setItem(keyOf(cartToken), JSON.stringify(values));
  } catch {
    // storage full or unavailable (private mode): the form still holds what was typed
  }
}

export function clearDraft(cartToken: string): void {
  try {
    sessionStorage.removeItem(keyOf(cartToken));
  } catch {
    // unavailable: nothing kept
  }
}

/**
 * The draft of this cart, if it fits the form `fresh` would show (the same passengers, by type;
 * every field a string); null otherwise.
 */
export function readDraft(cartToken: string, fresh: DetailsValues): DetailsValues | null {
  let draft: DetailsValues;
  try {
    const text = sessionStorage.getItem(keyOf(cartToken));
    if (!text) return null;
    draft = JSON.parse(text) as DetailsValues;
  } catch {
    return null;
  }
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
