import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';

const DelegatePicker = lazyPage(() => import('./DelegatePicker'), 'DelegatePicker');

/**
 * Where the delegate picker goes in a header (the site's and the console's): its chunk and its
 * two calls (the corporate, the delegators) only for someone signed in.
 */
export function DelegateSlot() {
  const { status } = useStore(sessionStore);
  if (status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <DelegatePicker />
    </Suspense>
  );
}
