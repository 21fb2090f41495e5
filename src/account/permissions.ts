/** Pure decision functions of spec §6 (roles, owner/admin, patron header). */

/** Spec §6/§9: display order of corporate member roles ('accouting' spelt so). */
export const CORPORATE_ROLE_ORDER = {
  owner: 1,
  admin: 2,
  approver: 3,
  operation: 4,
  accouting: 5,
  staff: 6,
} as const;

export type CorporateRoleName = keyof typeof CORPORATE_ROLE_ORDER;

/** Order of a role, any case; unknown roles count as staff. */
export function roleOrder(role: string | null | undefined): number {
  const key = (role ?? '').toLowerCase() as CorporateRoleName;
  return CORPORATE_ROLE_ORDER[key] ?? CORPORATE_ROLE_ORDER.staff;
}

/** Members sorted by role order; ties keep their order. */
export function sortByRole<T extends { role?: string | null }>(members: readonly T[]): T[] {
  return members
    .map((member, index) => ({ member, index }))
    .sort((a, b) => roleOrder(a.member.role) - roleOrder(b.member.role) || a.index - b.index)
    .map(({ member }) => member);
}

export interface CorporateAccess {
  is_owner?: boolean | null;
  your_role?: string | null;
}

export function isOwner(corporate: CorporateAccess | null | undefined): boolean {
  return Boolean(corporate?.is_owner);
}

/** Spec §6: is_owner, or your_role ADMIN. */
export function isOwnerOrAdmin(corporate: CorporateAccess | null | undefined): boolean {
  return isOwner(corporate) || (corporate?.your_role ?? '').toUpperCase() === 'ADMIN';
}

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

export interface ConsolePermissions {
  role: string | null;
  isAgent: boolean;
  corporateId: string | null;
  /** The user's corporate role (your_role, else the profile's corporateRole). */
  corporateRole: string | null;
  roleOrder: number;
  isOwner: boolean;
  isOwnerOrAdmin: boolean;
}

/** Pure: what the console may show, from the profile and the user's corporate. */
export function permissionsFor(
  profile: { role?: string | null; corporateRole?: string | null } | null | undefined,
  corporate: (CorporateAccess & { id?: string | null }) | null | undefined,
): ConsolePermissions {
  const corporateRole = corporate?.your_role ?? profile?.corporateRole ?? null;
  return {
    role: profile?.role ?? null,
    isAgent: isAgent(profile),
    corporateId: corporate?.id ?? null,
    corporateRole,
    roleOrder: roleOrder(corporateRole),
    isOwner: isOwner(corporate),
    isOwnerOrAdmin: isOwnerOrAdmin({ ...corporate, your_role: corporateRole }),
  };
}
