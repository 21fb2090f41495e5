import { useCallback, useEffect, useState } from 'react';
import { hideSavedTraveller, loadSavedTravellers, type SavedTraveller } from './savedTravellers';

/**
 * The traveller's saved travellers, asked for once the details form shows. While loading, or
 * when the list cannot be read, nothing is offered: the form works as before without it.
 */
export function useSavedTravellers() {
  const [travellers, setTravellers] = useState<SavedTraveller[]>([]);
  useEffect(() => {
    let live = true;
    loadSavedTravellers().then(
      (list) => live && setTravellers(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
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
