import { describe, expect, it } from 'vitest';
import {
  isAgent,
  isOwner,
  isOwnerOrAdmin,
  isTrialActive,
  patronIdFor,
  permissionsFor,
  roleOrder,
  sortByRole,
  validDelegateId,
} from './permissions';

describe('corporate roles (spec §6)', () => {
  it('orders owner 1 … accouting 5, staff 6, unknown as staff', () => {
    expect(
      ['owner', 'admin', 'approver', 'operation', 'accouting', 'staff'].map(roleOrder),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(roleOrder('ACCOUTING')).toBe(5);
    expect(roleOrder('accounting')).toBe(6);
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

  it('owner-or-admin: is_owner or your_role ADMIN', () => {
    expect(isOwnerOrAdmin({ is_owner: true })).toBe(true);
    expect(isOwnerOrAdmin({ is_owner: false, your_role: 'ADMIN' })).toBe(true);
    expect(isOwnerOrAdmin({ is_owner: false, your_role: 'APPROVER' })).toBe(false);
    expect(isOwnerOrAdmin(null)).toBe(false);
    expect(isOwner({ is_owner: true, your_role: 'ADMIN' })).toBe(true);
    expect(isOwner({ your_role: 'ADMIN' })).toBe(false);
  });
});

describe('patron rules (spec §6)', () => {
  it('an agent sends the selected traveller, anyone else the delegator', () => {
    expect(isAgent({ role: 'AGENT' })).toBe(true);
    expect(patronIdFor({ role: 'AGENT', agentAccountId: 't1', delegateId: 'd1' })).toBe('t1');
    expect(patronIdFor({ role: 'USER', agentAccountId: 't1', delegateId: 'd1' })).toBe('d1');
    expect(patronIdFor({ role: 'AGENT', delegateId: 'd1' })).toBeNull();
    expect(patronIdFor({ role: 'USER' })).toBeNull();
  });

  it('drops a stored delegate that is not among the delegators', () => {
    expect(validDelegateId('d1', [{ id: 'd1' }])).toBe('d1');
    expect(validDelegateId('u2', [{ id: 'd1', user_id: 'u2' }])).toBe('u2');
    expect(validDelegateId('x', [{ id: 'd1' }])).toBeNull();
    expect(validDelegateId(null, [{ id: 'd1' }])).toBeNull();
  });

  it('a trial is active while expired_at is later than now', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(isTrialActive({ expired_at: '2026-11-23T00:00:00Z' }, now)).toBe(true);
    expect(isTrialActive({ expired_at: '2026-11-22T10:00:00Z' }, now)).toBe(false);
    expect(isTrialActive(null, now)).toBe(false);
  });
});

describe('console permissions', () => {
  it('combine the profile and the corporate', () => {
    expect(
      permissionsFor(
        { role: 'USER', corporateRole: 'STAFF' },
        { id: 'c1', is_owner: false, your_role: 'ADMIN' },
      ),
    ).toEqual({
      role: 'USER',
      isAgent: false,
      corporateId: 'c1',
      corporateRole: 'ADMIN',
      roleOrder: 2,
      isOwner: false,
      isOwnerOrAdmin: true,
    });
    expect(permissionsFor(null, null)).toMatchObject({ isOwnerOrAdmin: false, roleOrder: 6 });
  });
});
