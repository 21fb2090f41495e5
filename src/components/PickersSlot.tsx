import { Suspense } from 'react';
import { lazyPage } from '../app/lazyPage';
import { useStore } from '../account/store/createStore';
import { sessionStore } from '../account/store/sessionStore';

const SignedInPickers = lazyPage(() => import('./SignedInPickers'), 'SignedInPickers');

/**
 * Where the header's "book for" pickers go: one chunk for all three, loaded only for someone
 * signed in, so the home page of a visitor carries none of them (its budget, bench/page-js.ts).
 */
export function PickersSlot() {
  const { status } = useStore(sessionStore);
  if (status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <SignedInPickers />
    </Suspense>
  );
}
