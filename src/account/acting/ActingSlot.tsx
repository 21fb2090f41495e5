import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useStore } from '../store/createStore';
import { actingStore } from './actingStore';

const ActingBanner = lazyPage(() => import('./ActingBanner'), 'ActingBanner');

/** Where the acting-for banner goes in a header; its chunk loads only while acting. */
export function ActingSlot() {
  const acting = useStore(actingStore);
  if (!acting) return null;
  return (
    <Suspense fallback={null}>
      <ActingBanner acting={acting} />
    </Suspense>
  );
}
