import { graphqlRequest } from '../../api/graphql';
import {
  HideSavedTravellerDocument,
  SavedTravellersDocument,
  type SavedTravellersQuery,
} from '../../api/generated/payments';
import { readSessionToken } from '../../api/tokens';

/*
 * The saved-traveller list's requests (docs/checkout-ui.md "Saved travellers"), in a file of
 * their own so that the checkout's early chunk (prefetchSession.ts) can start the list beside
 * the held cart without the form's rules (savedTravellers.ts).
 */

type SavedTraveller = SavedTravellersQuery['saved_travellers'][number];

export async function loadSavedTravellers(): Promise<SavedTraveller[]> {
  const data = await graphqlRequest('payments', SavedTravellersDocument, {}, { report: false });
  return data.saved_travellers;
}

export async function hideSavedTraveller(key: string): Promise<void> {
  await graphqlRequest('payments', HideSavedTravellerDocument, { key }, { report: false });
}

/** The list asked for beside the held cart, for the account whose token asked. */
let early: {
  token: string;
  list: Promise<SavedTraveller[]>;
  /** The list once it is in: the details form's first render offers it without a shift. */
  settled?: SavedTraveller[];
} | null = null;

/**
 * Asks for the list while the checkout's cart is being read, so the chips are there when the
 * details form first paints instead of one request later, moving the fields below them. Kept
 * for the signed-in token that asked: another account never sees it.
 */
export function prefetchSavedTravellers(): void {
  const token = readSessionToken();
  // Each cart read asks afresh: an earlier answer, or a request still out, may be stale.
  if (!token) return;
  const entry: NonNullable<typeof early> = { token, list: loadSavedTravellers() };
  early = entry;
  entry.list.then(
    (list) => {
      entry.settled = list;
    },
    () => {
      if (early === entry) early = null; // the form asks again
    },
  );
}

/** The list asked for early, if it was asked for with this account's token. */
export function earlySavedTravellers(): Pick<NonNullable<typeof early>, 'list' | 'settled'> | null {
  return early && early.token === readSessionToken() ? early : null;
}

/** Lets go of the early list once a form has it: a later form asks again. */
export function forgetEarlySavedTravellers(): void {
  early = null;
}
