import { graphqlRequest } from '../../api/graphql';
import {
  TravelAgentAccountsDocument,
  type TravelAgentAccountsQuery,
} from '../../api/generated/main';
import { AGENT_ACCOUNT_STORAGE_KEY, readAgentAccount, type AgentAccount } from '../../api/patron';
import { onSignOut } from '../clientState';
import { isAgent, patronIdFor } from '../permissions';
import { createStore } from '../store/createStore';

export type AgentTraveller = TravelAgentAccountsQuery['travel_agent_accounts'][number];

/**
 * Spec §6: a travel agent (profile role AGENT) picks the traveller they book for; the choice is
 * `account-ta` in local storage (id and name) and rides as X-Patron-Id on the booking routes
 * (src/api/patron.ts). Checked against the agent's travellers each time they load.
 */
export interface AgentState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  travellers: AgentTraveller[];
  selected: AgentAccount | null;
}

const INITIAL: AgentState = { status: 'idle', travellers: [], selected: null };

export const agentStore = createStore<AgentState>(INITIAL);

export function travellerName(t: Pick<AgentTraveller, 'first_name' | 'last_name' | 'email'>) {
  return [t.last_name, t.first_name].filter(Boolean).join(' ') || t.email || '';
}

function store(account: AgentAccount | null): void {
  try {
    if (account) window.localStorage.setItem(AGENT_ACCOUNT_STORAGE_KEY, JSON.stringify(account));
    else window.localStorage.removeItem(AGENT_ACCOUNT_STORAGE_KEY);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

let pending: Promise<AgentState> | null = null;

/**
 * Loads the travellers of a signed-in agent and keeps the stored choice only when it is one
 * of them. Anyone else (and an agent whose list cannot load) books for themselves: `account-ta`
 * is cleared, so no X-Patron-Id is sent on its account.
 */
export function loadAgentTravellers(profile: { role?: string | null } | null): Promise<AgentState> {
  pending ??= check(profile).finally(() => {
    pending = null;
  });
  return pending;
}

async function check(profile: { role?: string | null } | null): Promise<AgentState> {
  const settle = (state: AgentState) => {
    store(state.selected);
    agentStore.set(state);
    return state;
  };
  if (!isAgent(profile)) return settle({ status: 'ready', travellers: [], selected: null });
  agentStore.set((s) => ({ ...s, status: 'loading' }));
  try {
    const data = await graphqlRequest('main', TravelAgentAccountsDocument, { search: null });
    const travellers = data.travel_agent_accounts;
    const stored = readAgentAccount();
    const id = patronIdFor({ role: profile?.role, agentAccountId: stored?.id });
    const match = travellers.find((t) => t.id === id);
    return settle({
      status: 'ready',
      travellers,
      selected: match ? { id: match.id, name: travellerName(match) } : null,
    });
  } catch {
    return settle({ status: 'error', travellers: [], selected: null });
  }
}

/**
 * Books for this traveller (one of the agent's: from the list or the server's search) from now
 * on, or for oneself with null.
 */
export function selectTraveller(traveller: AgentTraveller | null): void {
  const selected = traveller ? { id: traveller.id, name: travellerName(traveller) } : null;
  store(selected);
  agentStore.set((s) => ({
    ...s,
    travellers:
      traveller && !s.travellers.some((t) => t.id === traveller.id)
        ? [...s.travellers, traveller]
        : s.travellers,
    selected,
  }));
}

export function resetAgentStoreForTests(): void {
  pending = null;
  agentStore.set(INITIAL);
}

onSignOut(() => agentStore.set(INITIAL));
