/**
 * Pure decision functions of spec §4/§6 about the patron header, delegates and trials. Corporate
 * roles and what each may do are common/permissions/corporate.ts.
 */

/** Spec §6: profile role AGENT is a travel agent. */
export function isAgent(profile: { role?: string | null } | null | undefined): boolean {
  return (profile?.role ?? '').toUpperCase() === 'AGENT';
}

/**
 * Spec §6: whose id goes in X-Patron-Id. An agent sends the selected traveller account's id;
 * anyone else the selected delegator's id; null when nobody is selected.
 */
export function patronIdFor(input: {
  role?: string | null;
  agentAccountId?: string | null;
  delegateId?: string | null;
}): string | null {
  if (isAgent(input)) return input.agentAccountId || null;
  return input.delegateId || null;
}

/** Spec §4: a stored delegate id that is not among the user's delegators is dropped. */
export function validDelegateId(
  stored: string | null | undefined,
  delegators: ReadonlyArray<{ id: string; user_id?: string | null }>,
): string | null {
  if (!stored) return null;
  return delegators.some((d) => d.id === stored || d.user_id === stored) ? stored : null;
}

/** Spec §4: the corporate trial is active while expired_at is later than now. */
export function isTrialActive(
  trial: { expired_at?: string | null } | null | undefined,
  now: number = Date.now(),
): boolean {
  const at = trial?.expired_at ? Date.parse(trial.expired_at) : NaN;
  return Number.isFinite(at) && at > now;
}
