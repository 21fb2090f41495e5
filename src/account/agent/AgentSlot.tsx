import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { isAgent } from '../permissions';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';

const AgentPicker = lazyPage(() => import('./AgentPicker'), 'AgentPicker');

/**
 * Where a travel agent's traveller picker goes in the site's header: its chunk and its call
 * only for a signed-in profile with role AGENT (spec §6).
 */
export function AgentSlot() {
  const { status, profile } = useStore(sessionStore);
  if (status !== 'signed-in' || !profile || !isAgent(profile)) return null;
  return (
    <Suspense fallback={null}>
      <AgentPicker profile={profile} />
    </Suspense>
  );
}
