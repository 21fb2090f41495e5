/**
 * Expense approval (docs/expenses.md "Approval"): the claimant's approver chain
 * (approvals/approver-chain.ts, the same as booking requests'), any link of which may decide;
 * a rejection says why. Two approvers deciding at once: the first stands, the second is told
 * it was already decided and by whom. Authorization: `expense_approvals` (owner, admin,
 * approver), and the decider must be in the claimant's chain (never the claimant).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { approverChain, isInChain } from '../approvals/approver-chain.js';
import { assertCan } from '../corporates/access.js';
import { bad, expenseCaller } from './access.js';
import type { DecideExpenseInput } from './input.js';
import { presentExpense } from './present.js';
import { receiptsOf, type ReceiptLinks } from './receipts.js';
import { expenseById, expensesOf, markDecided } from './repository.js';
import { visibleExpense } from './expenses.js';

/** Submitted expenses the caller may decide: those they hold, or all for owner and admins. */
export async function expenseApprovals(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; page?: number | null; per_page?: number | null },
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, args.corporate_id);
  assertCan(actor, 'list', 'expense_approvals');
  const perPage = args.per_page ?? 20;
  const page = args.page ?? 1;
  const everyone = actor.isOwner || actor.role === 'ADMIN';
  const { rows, total } = await expensesOf(db, scope, {
    status: 'SUBMITTED',
    approverId: everyone ? null : userId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const receipts = await receiptsOf(
    db,
    scope,
    rows.map((r) => r.id),
    links,
  );
  return { items: rows.map((r) => presentExpense(r, receipts)), total, page, per_page: perPage };
}

export async function decideExpense(
  db: Db,
  callerId: string | null,
  input: DecideExpenseInput,
  now: Date,
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id);
  assertCan(actor, 'approve', 'expense_approvals');
  return db.transaction(async (tx) => {
    const row = await visibleExpense(tx, scope, input.id, true);
    if (row.user_id === userId) {
      throw new AppError('FORBIDDEN', 'Nobody approves their own expense.');
    }
    if (!isInChain(await approverChain(tx, scope, row.user_id), userId)) {
      throw new AppError('FORBIDDEN', "You are not in this claimant's approver chain.");
    }
    if (row.status !== 'SUBMITTED') {
      const by = row.decided_by_name ? ` by ${row.decided_by_name}` : '';
      throw bad([
        {
          field: 'id',
          rule: row.decided_at ? 'already_decided' : 'not_submitted',
          message: row.decided_at
            ? `This expense was already ${row.status.toLowerCase()}${by}.`
            : `This expense is ${row.status}.`,
        },
      ]);
    }
    const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await markDecided(tx, scope, row.id, { status, by: userId, comment: input.comment, at: now });
    const after = (await expenseById(tx, scope, row.id))!;
    return presentExpense(after, await receiptsOf(tx, scope, [row.id], links));
  });
}
