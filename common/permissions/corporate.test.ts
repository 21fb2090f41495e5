import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  CORPORATE_ROLES,
  MATRIX,
  SUBJECTS,
  actorOf,
  assignableRoles,
  can,
  isOwnerOrAdmin,
  roleOrder,
  sortByRole,
  type Actor,
  type CorporateRole,
} from './corporate';

const member = (role: CorporateRole, overrides: Partial<Actor> = {}): Actor => ({
  userId: `u-${role.toLowerCase()}`,
  corporateId: 'c1',
  role,
  isOwner: role === 'OWNER',
  corporateStatus: 'APPROVED',
  ...overrides,
});

describe('roles (spec §6)', () => {
  it('orders owner 1 … accouting 5, staff 6, unknown as staff', () => {
    expect(CORPORATE_ROLES.map(roleOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(roleOrder('accouting')).toBe(5);
    expect(roleOrder('ACCOUNTING')).toBe(6);
    expect(roleOrder(null)).toBe(6);
  });

  it('sorts members by role, keeping ties in order', () => {
    const members = [
      { id: 'a', role: 'STAFF' },
      { id: 'b', role: 'OWNER' },
      { id: 'c', role: 'whatever' },
      { id: 'd', role: 'APPROVER' },
      { id: 'e', role: 'STAFF' },
    ];
    expect(sortByRole(members).map((m) => m.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('reads the actor from the corporate query: is_owner makes the owner', () => {
    expect(
      actorOf('u1', { id: 'c1', is_owner: true, your_role: 'STAFF', status: 'APPROVED' }),
    ).toEqual({
      userId: 'u1',
      corporateId: 'c1',
      role: 'OWNER',
      isOwner: true,
      corporateStatus: 'APPROVED',
      trialActive: false,
    });
    expect(actorOf('u1', { id: 'c1', your_role: 'admin' }).role).toBe('ADMIN');
    expect(actorOf('u1', { id: 'c1', your_role: 'NOPE' }).role).toBeNull();
    expect(actorOf('u1', null)).toMatchObject({ corporateId: null, role: null });
  });

  it('owner-or-admin: is_owner or ADMIN', () => {
    expect(isOwnerOrAdmin(member('OWNER'))).toBe(true);
    expect(isOwnerOrAdmin(member('ADMIN'))).toBe(true);
    expect(isOwnerOrAdmin(member('APPROVER'))).toBe(false);
    expect(isOwnerOrAdmin(actorOf('u', null))).toBe(false);
  });
});

describe('can()', () => {
  it('runs the programme for owner and admin only', () => {
    for (const role of CORPORATE_ROLES) {
      const expected = role === 'OWNER' || role === 'ADMIN';
      expect(can(member(role), 'create', 'staff'), role).toBe(expected);
      expect(can(member(role), 'list', 'delegate_policies'), role).toBe(expected);
      expect(can(member(role), 'edit', 'members'), role).toBe(expected);
    }
    expect(can(member('APPROVER'), 'list', 'staff')).toBe(true);
    expect(can(member('STAFF'), 'list', 'staff')).toBe(false);
  });

  it('refuses everything to a user without a corporate, and unknown actions to everyone', () => {
    const none = actorOf('u1', null);
    for (const subject of SUBJECTS) {
      for (const action of ACTIONS) expect(can(none, action, subject)).toBe(false);
    }
    expect(can(member('OWNER'), 'read', 'staff')).toBe(false);
    expect(can(member('OWNER'), 'clone', 'staff')).toBe(true);
  });

  it('before approval opens only the dashboard and the corporate', () => {
    const pending = member('OWNER', { corporateStatus: 'PENDING' });
    expect(can(pending, 'list', 'dashboard')).toBe(true);
    expect(can(pending, 'edit', 'corporate')).toBe(true);
    expect(can(pending, 'list', 'staff')).toBe(false);
    expect(can(member('OWNER', { corporateStatus: 'REJECTED' }), 'list', 'departments')).toBe(
      false,
    );
  });

  it('opens a pending corporate on an active trial, money aside; never a rejected one', () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const pending = (trial: string | null, status = 'PENDING') =>
      actorOf('u1', { id: 'c1', is_owner: true, status, trial_expired_at: trial }, now);
    expect(can(pending('2026-03-02T08:00:01Z'), 'list', 'staff')).toBe(true);
    expect(can(pending('2026-03-02T08:00:01Z'), 'show', 'wallet')).toBe(false);
    expect(can(pending('2026-03-02T08:00:01Z'), 'show', 'credit_terms')).toBe(false);
    expect(can(pending('2026-03-02T08:00:00Z'), 'list', 'staff')).toBe(false);
    expect(can(pending(null), 'list', 'staff')).toBe(false);
    expect(can(pending('2099-01-01T00:00:00Z', 'REJECTED'), 'list', 'staff')).toBe(false);
    expect(can(pending(null), 'create', 'credit_requests')).toBe(true);
  });

  it("limits an 'own' grant to the actor's records", () => {
    const staff = member('STAFF');
    expect(can(staff, 'list', 'trips')).toBe(true);
    expect(can(staff, 'show', 'trips', { user_id: staff.userId })).toBe(true);
    expect(can(staff, 'show', 'trips', { user_id: 'someone-else' })).toBe(false);
    expect(can(staff, 'show', 'trips', { id: 't1' })).toBe(false);
    expect(can(member('ADMIN'), 'show', 'trips', { user_id: 'someone-else' })).toBe(true);
  });

  it("protects the owner's and admins' records", () => {
    const owner = member('OWNER');
    const admin = member('ADMIN');
    expect(can(admin, 'edit', 'staff', { user_id: 'o', role: 'OWNER' })).toBe(false);
    expect(can(owner, 'edit', 'staff', { user_id: 'o', role: 'OWNER' })).toBe(true);
    expect(can(admin, 'edit', 'staff', { user_id: 'x', role: 'ADMIN' })).toBe(true);
    expect(can(owner, 'edit', 'members', { role: 'OWNER' })).toBe(false);
    expect(can(admin, 'edit', 'members', { role: 'ADMIN' })).toBe(false);
    expect(can(owner, 'edit', 'members', { role: 'ADMIN' })).toBe(true);
    expect(can(admin, 'edit', 'members', { role: 'STAFF' })).toBe(true);
    expect(can(admin, 'show', 'members', { role: 'OWNER' })).toBe(true);
  });

  it('gives the roles an actor may hand out', () => {
    expect(assignableRoles(member('OWNER'))).toEqual([
      'ADMIN',
      'APPROVER',
      'OPERATION',
      'ACCOUTING',
      'STAFF',
    ]);
    expect(assignableRoles(member('ADMIN'))).toEqual([
      'APPROVER',
      'OPERATION',
      'ACCOUTING',
      'STAFF',
    ]);
    expect(assignableRoles(member('APPROVER'))).toEqual([]);
  });
});

describe('docs/permissions.md', () => {
  const CELL = { '✓': 'all', own: 'own', '—': undefined } as const;

  it('shows exactly the matrix of the module, cell by cell', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../docs/permissions.md'), 'utf8');
    const rows = text
      .split('\n')
      .filter((line) => /^\|\s*[a-z_]+\s*\|\s*[a-z]+\s*\|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const [header, ...body] = rows;
    expect(header).toEqual(['subject', 'action', ...CORPORATE_ROLES]);
    const documented: Record<string, Record<string, Record<string, string | undefined>>> = {};
    for (const [subject, action, ...cells] of body) {
      documented[subject] ??= {};
      documented[subject][action] = Object.fromEntries(
        CORPORATE_ROLES.map((role, i) => [role, CELL[cells[i] as keyof typeof CELL]]),
      );
    }
    const fromModule = Object.fromEntries(
      SUBJECTS.map((subject) => [
        subject,
        Object.fromEntries(
          ACTIONS.filter((action) => MATRIX[subject][action]).map((action) => [
            action,
            Object.fromEntries(
              CORPORATE_ROLES.map((role) => [role, MATRIX[subject][action]?.[role]]),
            ),
          ]),
        ),
      ]),
    );
    expect(documented).toEqual(fromModule);
  });
});
