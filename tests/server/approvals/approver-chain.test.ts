import { describe, expect, it } from 'vitest';
import {
  buildApproverChain,
  isInChain,
  nextApprover,
  type ApproverChainFacts,
} from '../../../server/domain/approvals/approver-chain';

// The approver chain's rules without a database (docs/approvals.md "The approver chain").

const facts = (over: Partial<ApproverChainFacts> = {}): ApproverChainFacts => ({
  requesterId: 'lan',
  staffApproverId: 'minh',
  departmentApproverId: 'tuan',
  adminIds: ['owner', 'admin'],
  ...over,
});

describe('approver chain', () => {
  it("starts with the staff member's approver, then the department's, then owner and admins", () => {
    expect(buildApproverChain(facts())).toEqual([
      { userId: 'minh', source: 'STAFF' },
      { userId: 'tuan', source: 'DEPARTMENT' },
      { userId: 'owner', source: 'ADMIN' },
      { userId: 'admin', source: 'ADMIN' },
    ]);
  });

  it('without a staff approver the department approver comes first; without either, the owner', () => {
    expect(buildApproverChain(facts({ staffApproverId: null }))[0]).toEqual({
      userId: 'tuan',
      source: 'DEPARTMENT',
    });
    expect(
      buildApproverChain(facts({ staffApproverId: null, departmentApproverId: null }))[0],
    ).toEqual({ userId: 'owner', source: 'ADMIN' });
  });

  it('lists each person once, at their first place', () => {
    const chain = buildApproverChain(
      facts({ staffApproverId: 'admin', departmentApproverId: 'admin' }),
    );
    expect(chain.map((a) => a.userId)).toEqual(['admin', 'owner']);
    expect(chain[0].source).toBe('STAFF');
  });

  it('never lets the requester approve their own request (an owner asking goes to the admins)', () => {
    const chain = buildApproverChain(
      facts({ requesterId: 'owner', staffApproverId: null, departmentApproverId: null }),
    );
    expect(chain.map((a) => a.userId)).toEqual(['admin']);
    expect(isInChain(chain, 'owner')).toBe(false);
  });

  it('a sole owner asking for themself has nobody to approve', () => {
    expect(
      buildApproverChain({
        requesterId: 'owner',
        staffApproverId: null,
        departmentApproverId: null,
        adminIds: ['owner'],
      }),
    ).toEqual([]);
  });
});

describe('nextApprover', () => {
  const chain = buildApproverChain(facts());

  it('walks the chain one link at a time and ends with null', () => {
    const seen: string[] = [];
    let current = nextApprover(chain, null);
    while (current) {
      seen.push(current.userId);
      current = nextApprover(chain, current.userId);
    }
    expect(seen).toEqual(['minh', 'tuan', 'owner', 'admin']);
  });

  it('hands a request whose holder left the chain to its first link', () => {
    expect(nextApprover(chain, 'gone')).toEqual({ userId: 'minh', source: 'STAFF' });
  });

  it('an empty chain has nobody next', () => {
    expect(nextApprover([], null)).toBeNull();
    expect(nextApprover([], 'gone')).toBeNull();
  });
});
