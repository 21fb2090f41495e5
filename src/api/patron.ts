/** Session storage key of the selected delegator / traveller (spec §3). */
export const PATRON_STORAGE_KEY = 'XPatronId';
export const PATRON_HEADER = 'X-Patron-Id';

/**
 * Spec §6: home, property, hotel checkout, flight and flight checkout — and the hotel results
 * (`/p`), whose policy badges are for whoever the booking is for (issue 21, docs/decisions.md
 * "The hotel results send X-Patron-Id").
 */
const PATRON_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/p$/,
  /^\/property\/[^/]+$/,
  /^\/checkout\/hotel$/,
  /^\/flight$/,
  /^\/checkout\/flight$/,
];

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isPatronRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return PATRON_ROUTES.some((route) => route.test(path));
}

/** The corporate console (docs/corporate-console.md): `/corporate` and below. */
const CONSOLE_ROUTE = /^\/corporate(\/|$)/;

/**
 * Pure: the X-Patron-Id header to send from `pathname`, given the stored patron id. Support
 * acting for a company member (`supportActing`) also sends it in the corporate console, which
 * then opens as that member (docs/permissions.md "Acting for someone else").
 */
export function patronHeaderFor(
  pathname: string,
  patronId: string | null | undefined,
  supportActing = false,
): Record<string, string> {
  if (!patronId) return {};
  const console = supportActing && CONSOLE_ROUTE.test(normalise(pathname));
  return isPatronRoute(pathname) || console ? { [PATRON_HEADER]: patronId } : {};
}

/** Session storage key of support's acting-for session (docs/support.md). */
export const ACTING_STORAGE_KEY = 'WayfareActingFor';

/** What the browser keeps of the acting-for session support started (src/account/acting). */
export interface ActingFor {
  sessionId: string;
  patronId: string;
  patronName: string;
  /** ISO instant; past it the server refuses the header, and the browser stops sending it. */
  expiresAt: string;
}

/** The stored acting-for session while it lasts (`now` in ms), else null. */
export function readActingFor(now = Date.now()): ActingFor | null {
  try {
    const raw = window.sessionStorage.getItem(ACTING_STORAGE_KEY);
    const acting = raw ? (JSON.parse(raw) as Partial<ActingFor>) : null;
    if (!acting?.patronId || !acting.expiresAt || !acting.sessionId) return null;
    return Date.parse(acting.expiresAt) > now ? (acting as ActingFor) : null;
  } catch {
    return null;
  }
}

/** Local storage key of a travel agent's selected traveller account (spec §3 `account-ta`). */
export const AGENT_ACCOUNT_STORAGE_KEY = 'account-ta';

/** What the browser keeps of the traveller a travel agent books for (src/account/agent). */
export interface AgentAccount {
  id: string;
  name: string;
}

/** The travel agent's selected traveller, or null. */
export function readAgentAccount(): AgentAccount | null {
  try {
    const raw = window.localStorage.getItem(AGENT_ACCOUNT_STORAGE_KEY);
    const account = raw ? (JSON.parse(raw) as Partial<AgentAccount>) : null;
    return account?.id && typeof account.name === 'string' ? (account as AgentAccount) : null;
  } catch {
    return null;
  }
}

/** Forgets the travel agent's choice (someone not an agent signed in on this browser). */
export function forgetAgentAccount(): void {
  try {
    window.localStorage.removeItem(AGENT_ACCOUNT_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/**
 * A call refused because of the agent's stored traveller (the client has since removed the
 * agent): that choice is forgotten and true returned, so the call goes again as the agent.
 * Support's acting session and a delegate's choice are not touched.
 */
export function forgetRefusedAgentAccount(sent: string | null | undefined): boolean {
  const stored = readAgentAccount();
  if (!sent || !stored || stored.id !== sent || readActingFor()) return false;
  forgetAgentAccount();
  return true;
}

/**
 * The patron to send: support's acting-for session while it lasts, otherwise a travel agent's
 * selected traveller (`account-ta`, kept only for a profile with role AGENT — spec §6), otherwise
 * the selected delegator (XPatronId).
 */
export function readPatronId(): string | null {
  return readActingFor()?.patronId ?? readAgentAccount()?.id ?? readSelectedPatronId();
}

/** The delegator or traveller picked in the header (XPatronId), whatever support does. */
export function readSelectedPatronId(): string | null {
  try {
    return window.sessionStorage.getItem(PATRON_STORAGE_KEY);
  } catch {
    return null;
  }
}
