import { renewSession, type RenewOutcome } from '../api/renewal';
import { reportSessionExpired, rootFields } from '../api/sessionExpiry';

/** Spec §8: an error is 'unauthorized' by status 401/UNAUTHENTICATED or by its message. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && /unauthori[sz]ed/i.test(error);
  const e = error as { status?: unknown; message?: unknown; body?: { code?: unknown } | null };
  if (e.status === 401 || e.body?.code === 'UNAUTHENTICATED') return true;
  return typeof e.message === 'string' && /unauthori[sz]ed/i.test(e.message);
}

/** Texts that tell which area an error belongs to: message, GraphQL paths, query root fields. */
export function areasOfError(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  const e = (error ?? {}) as {
    message?: unknown;
    body?: { graphQLErrors?: Array<{ path?: ReadonlyArray<string | number> }> } | null;
    query?: unknown;
    resource?: unknown;
  };
  return [
    typeof e.message === 'string' ? e.message : '',
    ...(e.body?.graphQLErrors ?? []).map((g) => (g.path ?? []).join('.')),
    ...(typeof e.query === 'string' ? rootFields(e.query) : []),
    typeof e.resource === 'string' ? e.resource : '',
  ];
}

export type AuthErrorDecision = 'not-auth' | 'renewed' | 'expired' | 'excluded';

export interface AuthErrorDeps {
  renew: () => Promise<RenewOutcome>;
  report: (areas: string[]) => boolean;
}

const defaultDeps: AuthErrorDeps = {
  renew: () => renewSession(),
  report: (areas) => reportSessionExpired(areas),
};

/**
 * Spec §4/§8 for callers that cannot retry themselves (react-admin's checkError): an
 * 'unauthorized' error renews the session once (single-flight); when that fails, the expired
 * session is reported — popup and notice — unless the error belongs to an excluded area.
 */
export async function decideAuthError(
  error: unknown,
  deps: AuthErrorDeps = defaultDeps,
): Promise<AuthErrorDecision> {
  if (!isUnauthorizedError(error)) return 'not-auth';
  const outcome = await deps.renew();
  if (outcome === 'renewed') return 'renewed';
  return deps.report(areasOfError(error)) ? 'expired' : 'excluded';
}
