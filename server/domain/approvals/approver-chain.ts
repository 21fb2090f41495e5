/**
 * Who approves a corporate member's requests (spec §6, docs/approvals.md "The approver chain"):
 * the staff member's own approver (corporate_staffs.approver_id), else their department's
 * approver, else the corporate's owner and admins. The chain lists every one of them in that
 * order, once each, so escalation walks it: after the deadline the request moves to
 * `nextApprover(chain, current)`. Nobody approves their own request; an approver who left the
 * corporate (inactive staff row) is skipped.
 *
 * Used by booking requests and expenses alike: keep these signatures stable.
 */
import type { Db } from '../../db/client.js';
import { approverChainFacts, type ApproverChainFacts } from './approver-chain-repository.js';

export type { ApproverChainFacts };

/** Where a link of the chain comes from. */
export type ApproverSource = 'STAFF' | 'DEPARTMENT' | 'ADMIN';

export interface Approver {
  /** users.id of an active staff member of the same corporate. */
  userId: string;
  source: ApproverSource;
}

/** Ordered: the first is who gets a new request; each next one is the escalation. */
export type ApproverChain = readonly Approver[];

/** The chain from what the repository read (pure). */
export function buildApproverChain(facts: ApproverChainFacts): ApproverChain {
  const chain: Approver[] = [];
  const seen = new Set<string>([facts.requesterId]);
  const add = (userId: string | null, source: ApproverSource) => {
    if (!userId || seen.has(userId)) return;
    seen.add(userId);
    chain.push({ userId, source });
  };
  add(facts.staffApproverId, 'STAFF');
  add(facts.departmentApproverId, 'DEPARTMENT');
  for (const adminId of facts.adminIds) add(adminId, 'ADMIN');
  return chain;
}

/**
 * Who a request escalates to after `current` (a user id): the next link of the chain, or null
 * when `current` is the last one. A `current` who is no longer in the chain (left the company,
 * lost the role) hands over to the chain's first link; a chain with nobody in it gives null.
 */
export function nextApprover(chain: ApproverChain, current: string | null): Approver | null {
  if (current === null) return chain[0] ?? null;
  const at = chain.findIndex((a) => a.userId === current);
  if (at < 0) return chain.find((a) => a.userId !== current) ?? null;
  return chain[at + 1] ?? null;
}

/** Whether `userId` may decide a request of this chain (any link of it may). */
export function isInChain(chain: ApproverChain, userId: string): boolean {
  return chain.some((a) => a.userId === userId);
}

/** The approver chain of `requesterId` in `corporateId`, read in one statement. */
export async function approverChain(
  db: Db,
  corporateId: string,
  requesterId: string,
): Promise<ApproverChain> {
  return buildApproverChain(await approverChainFacts(db, corporateId, requesterId));
}
