import { useCallback, useEffect, useState } from 'react';
import {
  hideSavedTraveller,
  loadSavedTravellers,
  earlySavedTravellers,
  forgetEarlySavedTravellers,
} from './savedTravellersRequests';
import type { SavedTraveller } from './savedTravellers';

/**
 * The traveller's saved travellers: the list asked for beside the cart, or else once the details
 * form shows. While loading, or when the list cannot be read, nothing is offered: the form works
 * as before without it.
 */
export function useSavedTravellers() {
  // The list asked for beside the cart (prefetchSavedTravellers), taken by the first render.
  const [early] = useState(earlySavedTravellers);
  const [travellers, setTravellers] = useState<SavedTraveller[]>(() => early?.settled ?? []);
  useEffect(() => {
    let live = true;
    forgetEarlySavedTravellers();
    // The list asked for early failed: the form asks again.
    const list = early ? early.list.catch(() => loadSavedTravellers()) : loadSavedTravellers();
    list.then(
      (answer) => live && setTravellers(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [early]);
  const hide = useCallback(async (traveller: SavedTraveller) => {
    if (!traveller.key) return;
    try {
      await hideSavedTraveller(traveller.key);
    } catch {
      return; // not taken off: the chip stays, and pressing again asks again
    }
    setTravellers((list) => list.filter((t) => t.key !== traveller.key));
  }, []);
  return { travellers, hide };
}
