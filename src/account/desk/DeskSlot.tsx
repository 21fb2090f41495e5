import { Suspense, useEffect } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useStore } from '../store/createStore';
import { corporateStore, loadCorporate } from '../store/corporateStore';
import { sessionStore } from '../store/sessionStore';
import { booksForOthers, deskStore, selectDeskTraveller } from './deskStore';

const DeskPicker = lazyPage(() => import('./DeskPicker'), 'DeskPicker');

/**
 * Where the travel desk's colleague picker goes in the site's header: only for a signed-in
 * owner, admin or operation member of a company. A choice kept for another company (or left by
 * someone who no longer books for others) is forgotten, so it is never sent for them.
 */
export function DeskSlot() {
  const { status } = useStore(sessionStore);
  const { status: corporateStatus, corporate } = useStore(corporateStore);
  const desk = useStore(deskStore);
  const signedIn = status === 'signed-in';
  const corporateId = corporate && booksForOthers(corporate.your_role) ? corporate.id : null;

  useEffect(() => {
    if (signedIn) loadCorporate().catch(() => undefined);
  }, [signedIn]);
  useEffect(() => {
    if (desk && corporateStatus === 'ready' && desk.corporateId !== corporateId) {
      selectDeskTraveller(null);
    }
  }, [desk, corporateStatus, corporateId]);

  if (!signedIn || !corporateId) return null;
  return (
    <Suspense fallback={null}>
      <DeskPicker corporateId={corporateId} />
    </Suspense>
  );
}
