/**
 * Expense deadlines (docs/expenses.md "Approval"), the booking requests' rule: a SUBMITTED claim
 * whose `decision_deadline` has passed moves to the next link of the claimant's approver chain
 * (`nextApprover`) with a new deadline; at the end of the chain it stays with the last link and
 * has no deadline any more. Job `expenses.deadlines`: each claim is locked and moved only if it
 * still has the holder and the deadline it was read with, so a run repeated (or two nodes at
 * once) moves it once.
 */
import type { Db } from '../../db/client.js';
import { approverChain, nextApprover } from '../approvals/approver-chain.js';
import { EXPENSE_DECISION_HOURS } from './expenses.js';
import { escalateTo, overdueExpenses } from './repository.js';

export async function escalateOverdueExpenses(db: Db, now: Date): Promise<number> {
  let moved = 0;
  for (const due of await overdueExpenses(db, now)) {
    const done = await db.transaction(async (tx) => {
      const chain = await approverChain(tx, due.corporate_id, due.user_id);
      const next = nextApprover(chain, due.approver_id);
      const deadline = next ? new Date(now.getTime() + EXPENSE_DECISION_HOURS * 3_600_000) : null;
      return escalateTo(tx, due, next?.userId ?? due.approver_id, deadline, now);
    });
    if (done) moved += 1;
  }
  return moved;
}
