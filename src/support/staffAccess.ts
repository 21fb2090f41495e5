import { CurrentActingDocument, type ActingFragment } from '../api/generated/admin';
import { graphqlRequest } from '../api/graphql';
import { HttpError } from '../api/httpError';
import { hasSessionTokens } from '../api/tokens';
import { forgetActing, rememberActing } from '../account/acting/actingStore';
import { onSignOut } from '../account/clientState';
import { loadProfile, sessionStore } from '../account/store/sessionStore';
import { displayName } from './people/names';

/** Keeps this tab's acting-for banner in step with what the server says is open. */
export function syncActing(session: ActingFragment | null): void {
  if (session?.active) {
    rememberActing({
      sessionId: session.id,
      patronId: session.patron.id,
      patronName: displayName(session.patron),
      expiresAt: session.expires_at,
    });
  } else {
    forgetActing();
  }
}

let cached: { user: string; answer: Promise<boolean> } | null = null;

async function ask(): Promise<boolean> {
  try {
    syncActing((await graphqlRequest('admin', CurrentActingDocument, {})).acting_session ?? null);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return false;
    cached = null;
    throw error;
  }
}

/**
 * Whether the signed-in user is platform support staff, as the admin service answers it (the
 * main profile does not tell support staff apart): its acting_session query answers them and
 * refuses everyone else with FORBIDDEN. Asked once per user; a failure is thrown (shown with a
 * retry), never taken for "no".
 */
export async function isSupportStaff(): Promise<boolean> {
  if (!hasSessionTokens()) return false;
  const profile = sessionStore.get().profile ?? (await loadProfile());
  if (!profile) return false;
  if (cached?.user !== profile.id) cached = { user: profile.id, answer: ask() };
  return cached.answer;
}

onSignOut(() => {
  cached = null;
});

export function resetStaffAccessForTests(): void {
  cached = null;
}
