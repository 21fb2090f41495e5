import { Suspense, useEffect } from 'react';
import { forgetAgentAccount } from '../../api/patron';
import { lazyPage } from '../../app/lazyPage';
import { isAgent } from '../permissions';
import { useStore } from '../store/createStore';
import { sessionStore } from '../store/sessionStore';

const AgentPicker = lazyPage(() => import('./AgentPicker'), 'AgentPicker');

/**
 * Where a travel agent's traveller picker goes in the site's header: its chunk and its call
 * only for a signed-in profile with role AGENT (spec §6); anyone else's browser keeps no
 * `account-ta`.
 */
export function AgentSlot() {
  const { status, profile } = useStore(sessionStore);
  const notAgent = status === 'signed-in' && !isAgent(profile);
  // A choice left by an agent whose session lapsed is not sent for whoever signs in next.
  useEffect(() => {
    if (notAgent) forgetAgentAccount();
  }, [notAgent]);
  if (status !== 'signed-in' || !profile || !isAgent(profile)) return null;
  return (
    <Suspense fallback={null}>
      <AgentPicker profile={profile} />
    </Suspense>
  );
}
