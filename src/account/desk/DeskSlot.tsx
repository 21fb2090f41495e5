import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';

const DeskForMember = lazyPage(() => import('./DeskForMember'), 'DeskForMember');

/**
 * Where the travel desk's colleague picker goes in the site's header: its chunk, the company's
 * read and the picker only for someone signed in (the home page carries none of it).
 */
export function DeskSlot() {
  const { status } = useStore(sessionStore);
  if (status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <DeskForMember />
    </Suspense>
  );
}
