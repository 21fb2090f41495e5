/**
 * Who may see and do what in a corporate (spec §6, the matrix of docs/permissions.md).
 * One pure module for both sides: the console's `authProvider.canAccess` asks `can()` to show
 * menus and guard routes, and the server's `assertCan(actor, action, target)` asks the same
 * function before any read or write. No imports, no browser or server dependencies.
 *
 * The browser's answer is a convenience; the server's is the rule. A grant of 'own' lets the
 * action through for the actor's own records only: lists answer them alone (the server filters),
 * and a record names its person by `user_id`.
 */

/** Corporate member roles in their display order (spec §6, §9; 'ACCOUTING' spelt so). */
export const CORPORATE_ROLES = [
  'OWNER',
  'ADMIN',
  'APPROVER',
  'OPERATION',
  'ACCOUTING',
  'STAFF',
] as const;
export type CorporateRole = (typeof CORPORATE_ROLES)[number];

/** Spec §6/§9: owner 1 … accouting 5, staff 6; unknown roles count as staff. */
export function roleOrder(role: string | null | undefined): number {
  const index = CORPORATE_ROLES.indexOf((role ?? '').toUpperCase() as CorporateRole);
  return index === -1 ? CORPORATE_ROLES.length : index + 1;
}

export function isCorporateRole(value: unknown): value is CorporateRole {
  return typeof value === 'string' && (CORPORATE_ROLES as readonly string[]).includes(value);
}

/** Members sorted by role order (spec §6); ties keep their order. */
export function sortByRole<T extends { role?: string | null }>(members: readonly T[]): T[] {
  return members
    .map((member, index) => ({ member, index }))
    .sort((a, b) => roleOrder(a.member.role) - roleOrder(b.member.role) || a.index - b.index)
    .map(({ member }) => member);
}

/** What a permission is about: a console resource, a page, or a part of one. */
export const SUBJECTS = [
  // This issue (11): the console's foundation and first resources.
  'dashboard',
  'corporate',
  'credit_terms',
  'staff',
  'departments',
  'cost_centers',
  'delegate_policies',
  'delegators',
  'members',
  'levels',
  'credit_requests',
  // Later issues fill these in; their rows are decided here so they only add screens.
  'travel_policy',
  'approvals',
  'request_bookings',
  'bookings',
  'trip_proposals',
  'wallet',
  'statements',
  'invoices',
  'analysis',
  'expenses',
  'expense_approvals',
  'reimbursements',
  'trips',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
  'import',
  'approve',
] as const;
export type Action = (typeof ACTIONS)[number];

/** 'all': any record of the corporate; 'own': the actor's own records only. */
export type Grant = 'all' | 'own';
export type RoleGrants = Partial<Record<CorporateRole, Grant>>;

const ALL_ROLES: RoleGrants = {
  OWNER: 'all',
  ADMIN: 'all',
  APPROVER: 'all',
  OPERATION: 'all',
  ACCOUTING: 'all',
  STAFF: 'all',
};
const OWNER_ADMIN: RoleGrants = { OWNER: 'all', ADMIN: 'all' };
const MANAGERS: RoleGrants = {
  OWNER: 'all',
  ADMIN: 'all',
  APPROVER: 'all',
  OPERATION: 'all',
  ACCOUTING: 'all',
};
const FINANCE: RoleGrants = { OWNER: 'all', ADMIN: 'all', ACCOUTING: 'all' };
const APPROVING: RoleGrants = { OWNER: 'all', ADMIN: 'all', APPROVER: 'all' };
/** Everyone sees their own; those who run the programme see everyone's. */
const OWN_OR_ALL = (all: RoleGrants): RoleGrants => ({
  OWNER: 'own',
  ADMIN: 'own',
  APPROVER: 'own',
  OPERATION: 'own',
  ACCOUTING: 'own',
  STAFF: 'own',
  ...all,
});

/**
 * The matrix. A missing action or role is refused. docs/permissions.md shows the same table
 * (a test compares the two), with the reasons.
 */
export const MATRIX: Record<Subject, Partial<Record<Action, RoleGrants>>> = {
  dashboard: { list: ALL_ROLES },
  corporate: { show: ALL_ROLES, edit: OWNER_ADMIN },
  credit_terms: { show: FINANCE },
  credit_requests: { create: OWNER_ADMIN },
  staff: {
    list: MANAGERS,
    show: MANAGERS,
    export: MANAGERS,
    create: OWNER_ADMIN,
    edit: OWNER_ADMIN,
    import: OWNER_ADMIN,
  },
  departments: { list: MANAGERS, show: MANAGERS, create: OWNER_ADMIN, edit: OWNER_ADMIN },
  cost_centers: {
    list: { ...FINANCE, OPERATION: 'all' },
    show: { ...FINANCE, OPERATION: 'all' },
    create: FINANCE,
    edit: FINANCE,
    delete: OWNER_ADMIN,
  },
  delegate_policies: {
    list: OWNER_ADMIN,
    show: OWNER_ADMIN,
    create: OWNER_ADMIN,
    edit: OWNER_ADMIN,
    delete: OWNER_ADMIN,
  },
  delegators: { list: ALL_ROLES },
  members: { list: OWNER_ADMIN, show: OWNER_ADMIN, edit: OWNER_ADMIN },
  levels: { list: OWNER_ADMIN, show: OWNER_ADMIN, create: OWNER_ADMIN, edit: OWNER_ADMIN },
  // Everyone reads the policy of their own level (my_travel_policy); the travel desk reads any
  // level's, for the colleague it books for.
  travel_policy: {
    list: APPROVING,
    show: OWN_OR_ALL({ ...APPROVING, OPERATION: 'all' }),
    create: OWNER_ADMIN,
    edit: OWNER_ADMIN,
  },
  approvals: { list: APPROVING, show: APPROVING, approve: APPROVING },
  request_bookings: {
    list: OWN_OR_ALL({ ...APPROVING, OPERATION: 'all' }),
    show: OWN_OR_ALL({ ...APPROVING, OPERATION: 'all' }),
    create: ALL_ROLES,
  },
  bookings: {
    list: OWN_OR_ALL({ ...FINANCE, OPERATION: 'all' }),
    show: OWN_OR_ALL({ ...FINANCE, OPERATION: 'all' }),
    export: { ...FINANCE, OPERATION: 'all' },
    // Charging a trip to the corporate (checkout's pay_with_corporate): one's own, or a
    // colleague's for those who book for others.
    create: OWN_OR_ALL({ ...OWNER_ADMIN, OPERATION: 'all' }),
  },
  trip_proposals: {
    list: OWN_OR_ALL(APPROVING),
    show: OWN_OR_ALL(APPROVING),
    create: ALL_ROLES,
    approve: APPROVING,
  },
  wallet: { show: FINANCE, create: { OWNER: 'all', ACCOUTING: 'all' } },
  statements: { list: FINANCE, show: FINANCE, export: FINANCE },
  invoices: { list: FINANCE, show: FINANCE, export: FINANCE, create: FINANCE },
  analysis: { list: FINANCE, export: FINANCE },
  expenses: {
    list: OWN_OR_ALL({}),
    show: OWN_OR_ALL(FINANCE),
    create: ALL_ROLES,
    edit: OWN_OR_ALL({}),
  },
  expense_approvals: { list: APPROVING, show: APPROVING, approve: APPROVING },
  reimbursements: { list: FINANCE, show: FINANCE, export: FINANCE, approve: FINANCE },
  // An approver's 'all' is the staff they approve (server/domain/trips/trips.ts narrows it).
  trips: {
    list: OWN_OR_ALL({ ...APPROVING, OPERATION: 'all' }),
    show: OWN_OR_ALL({ ...APPROVING, OPERATION: 'all' }),
  },
};

/**
 * Subjects a corporate may use before the platform approves it (status PENDING or REJECTED):
 * its dashboard, its own details and its credit request, to complete and follow the
 * registration (spec §4).
 */
export const BEFORE_APPROVAL: readonly Subject[] = ['dashboard', 'corporate', 'credit_requests'];

/**
 * What a PENDING corporate whose trial is active may not use yet: money moves and credit wait
 * for the platform's approval (docs/corporate-profile.md "Status and trial").
 */
export const APPROVAL_ONLY: readonly Subject[] = ['wallet', 'credit_terms'];

/** Who is asking, in which corporate (the corporate query's is_owner, your_role, status). */
export interface Actor {
  userId: string | null;
  corporateId: string | null;
  /** The member's role; null when the user is not an active member of a corporate. */
  role: CorporateRole | null;
  isOwner: boolean;
  corporateStatus: string | null;
  /** A PENDING corporate whose trial is active (spec §4): it may use the console meanwhile. */
  trialActive?: boolean;
}

export const NO_CORPORATE: Actor = {
  userId: null,
  corporateId: null,
  role: null,
  isOwner: false,
  corporateStatus: null,
};

/** The actor from the user's corporate as the corporate query answers it (null: none). */
export function actorOf(
  userId: string | null,
  corporate:
    | {
        id: string;
        is_owner?: boolean | null;
        your_role?: string | null;
        status?: string | null;
        /** The owner's trial end (spec §4: active while later than now). */
        trial_expired_at?: string | Date | null;
      }
    | null
    | undefined,
  now: Date = new Date(),
): Actor {
  if (!corporate) return { ...NO_CORPORATE, userId };
  const isOwner = Boolean(corporate.is_owner);
  const stated = (corporate.your_role ?? '').toUpperCase();
  const role: CorporateRole | null = isOwner ? 'OWNER' : isCorporateRole(stated) ? stated : null;
  return {
    userId,
    corporateId: corporate.id,
    role,
    isOwner,
    corporateStatus: corporate.status ?? null,
    trialActive:
      corporate.status === 'PENDING' &&
      Boolean(corporate.trial_expired_at) &&
      new Date(corporate.trial_expired_at!).getTime() > now.getTime(),
  };
}

/** May the corporate use `subject` in its review state (approved, or pending on a trial)? */
export function statusAllows(actor: Actor, subject: Subject): boolean {
  if (actor.corporateStatus === 'APPROVED' || BEFORE_APPROVAL.includes(subject)) return true;
  return Boolean(actor.trialActive) && !APPROVAL_ONLY.includes(subject);
}

/** Spec §6: owner-or-admin is is_owner, or the role ADMIN. */
export function isOwnerOrAdmin(actor: Actor): boolean {
  return actor.isOwner || actor.role === 'ADMIN' || actor.role === 'OWNER';
}

/** A record as far as the rules look at it: whose it is and, for people, their role. */
export interface TargetRecord {
  user_id?: string | null;
  role?: string | null;
  [key: string]: unknown;
}

/** The roles the matrix gives `grant` for `action` on `subject` (e.g. who books for others:
 *  `rolesGranted('bookings', 'create', 'all')`), for rules that run in SQL over many members. */
export function rolesGranted(subject: Subject, action: Action, grant: Grant): CorporateRole[] {
  return CORPORATE_ROLES.filter((role) => MATRIX[subject][action]?.[role] === grant);
}

/** Who books (and charges) a colleague's trip: the `bookings` create grant for everyone's. */
export const BOOKS_FOR_OTHERS: readonly CorporateRole[] = rolesGranted('bookings', 'create', 'all');

/** The grant the matrix gives `actor` for `action` on `subject`, or null when refused. */
export function grantOf(actor: Actor, action: Action, subject: Subject): Grant | null {
  if (!actor.role || !actor.corporateId) return null;
  if (!statusAllows(actor, subject)) return null;
  return MATRIX[subject]?.[action]?.[actor.role] ?? null;
}

/**
 * Rules on one record beyond the matrix: the owner's staff record is edited by the owner only;
 * nobody changes the owner's membership, and only the owner changes an admin's.
 */
function recordAllows(actor: Actor, action: Action, subject: Subject, record: TargetRecord) {
  const role = (record.role ?? '').toUpperCase();
  if (action !== 'edit' && action !== 'delete') return true;
  if (subject === 'staff' && role === 'OWNER') return actor.role === 'OWNER';
  if (subject === 'members') {
    if (role === 'OWNER') return false;
    if (role === 'ADMIN') return actor.role === 'OWNER';
  }
  return true;
}

/**
 * May `actor` do `action` on `subject` (and on `record`, when given)? Unknown actions are
 * refused. Without a record, an 'own' grant allows the action (the server narrows it to the
 * actor's records); with one, the record must be the actor's.
 */
export function can(
  actor: Actor,
  action: string,
  subject: Subject,
  record?: TargetRecord | null,
): boolean {
  const act = action === 'clone' ? 'create' : action;
  if (!(ACTIONS as readonly string[]).includes(act)) return false;
  const grant = grantOf(actor, act as Action, subject);
  if (!grant) return false;
  if (!record) return true;
  if (grant === 'own' && (!record.user_id || record.user_id !== actor.userId)) return false;
  return recordAllows(actor, act as Action, subject, record);
}

/** Roles `actor` may give a member (a select's choices); the owner role is never given. */
export function assignableRoles(actor: Actor): CorporateRole[] {
  if (!can(actor, 'edit', 'members')) return [];
  return CORPORATE_ROLES.filter(
    (role) => role !== 'OWNER' && (role !== 'ADMIN' || actor.role === 'OWNER'),
  );
}
