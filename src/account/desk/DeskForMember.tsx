import { useEffect } from 'react';
import { useStore } from '../store/createStore';
import { corporateStore, loadCorporate } from '../store/corporateStore';
import { DeskPicker } from './DeskPicker';
import { booksForOthers, deskStore, selectDeskTraveller } from './deskStore';

/**
 * The travel desk's colleague picker for a signed-in member (DeskSlot loads it): shown to an
 * owner, admin or operation member of a company. A choice kept for another company (or left by
 * someone who no longer books for others) is forgotten, so it is never sent for them.
 */
export function DeskForMember() {
  const { status: corporateStatus, corporate } = useStore(corporateStore);
  const desk = useStore(deskStore);
  const corporateId = corporate && booksForOthers(corporate.your_role) ? corporate.id : null;

  useEffect(() => {
    loadCorporate().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (desk && corporateStatus === 'ready' && desk.corporateId !== corporateId) {
      selectDeskTraveller(null);
    }
  }, [desk, corporateStatus, corporateId]);

  if (!corporateId) return null;
  return <DeskPicker corporateId={corporateId} />;
}
