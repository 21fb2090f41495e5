import { now } from '../../domain/context/clock.js';
import { parseInput } from '../../domain/context/input.js';
import { decideExpense, expenseApprovals } from '../../domain/expenses/decisions.js';
import {
  createExpense,
  deleteExpense,
  listExpenses,
  readExpense,
  submitExpense,
  updateExpense,
} from '../../domain/expenses/expenses.js';
import {
  batchRefInput,
  createBatchInput,
  createExpenseInput,
  decideExpenseInput,
  expenseRefInput,
  expensesArgs,
  updateExpenseInput,
} from '../../domain/expenses/input.js';
import { receiptUrlKey, type ReceiptLinks } from '../../domain/expenses/receipts.js';
import {
  batchCsv,
  createBatch,
  listBatches,
  payBatch,
  readBatch,
  reimbursableExpenses,
} from '../../domain/expenses/reimbursements.js';
import type { RequestContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/corporate.js';

/*
 * Expenses (issue 21, docs/expenses.md): zod names each bad field, then server/domain/expenses
 * authorizes (expenses, expense_approvals, reimbursements) and scopes every query by the
 * caller's corporate. Receipts are uploaded over REST (server/http/expense-routes.ts).
 */

type Q = QueryResolvers<RequestContext>;
type M = MutationResolvers<RequestContext>;

const keys = new WeakMap<object, Buffer>();
/** How receipt links are signed in this request's answers. */
export function receiptLinks(ctx: RequestContext): ReceiptLinks {
  let key = keys.get(ctx.config);
  if (!key) {
    key = receiptUrlKey(ctx.config.auth.passwordPepper);
    keys.set(ctx.config, key);
  }
  return { key, now: now(ctx) };
}

const who = (ctx: RequestContext) => ctx.user?.id ?? null;

const expenses: Q['expenses'] = (_p, args, ctx) =>
  listExpenses(ctx.database.db, who(ctx), parseInput(expensesArgs, args), receiptLinks(ctx));

const expense: Q['expense'] = (_p, args, ctx) =>
  readExpense(ctx.database.db, who(ctx), args, receiptLinks(ctx));

const expense_approvals: Q['expense_approvals'] = (_p, args, ctx) =>
  expenseApprovals(ctx.database.db, who(ctx), parseInput(expensesArgs, args), receiptLinks(ctx));

const reimbursement_batches: Q['reimbursement_batches'] = (_p, args, ctx) =>
  listBatches(ctx.database.db, who(ctx), args.corporate_id);

const reimbursable_expenses: Q['reimbursable_expenses'] = (_p, args, ctx) =>
  reimbursableExpenses(ctx.database.db, who(ctx), args.corporate_id, receiptLinks(ctx));

const reimbursement_batch: Q['reimbursement_batch'] = (_p, args, ctx) =>
  readBatch(ctx.database.db, who(ctx), args);

const reimbursement_batch_csv: Q['reimbursement_batch_csv'] = (_p, args, ctx) =>
  batchCsv(ctx.database.db, who(ctx), args);

const create_expense: M['create_expense'] = (_p, { input }, ctx) =>
  createExpense(
    ctx.database.db,
    who(ctx),
    parseInput(createExpenseInput, input),
    receiptLinks(ctx),
  );

const update_expense: M['update_expense'] = (_p, { input }, ctx) =>
  updateExpense(
    ctx.database.db,
    who(ctx),
    parseInput(updateExpenseInput, input),
    receiptLinks(ctx),
  );

const delete_expense: M['delete_expense'] = (_p, { input }, ctx) =>
  deleteExpense(ctx.database.db, who(ctx), parseInput(expenseRefInput, input));

const submit_expense: M['submit_expense'] = (_p, { input }, ctx) =>
  submitExpense(
    ctx.database.db,
    who(ctx),
    parseInput(expenseRefInput, input),
    now(ctx),
    receiptLinks(ctx),
  );

const decide_expense: M['decide_expense'] = (_p, { input }, ctx) =>
  decideExpense(
    ctx.database.db,
    who(ctx),
    parseInput(decideExpenseInput, input),
    now(ctx),
    receiptLinks(ctx),
  );

const create_reimbursement_batch: M['create_reimbursement_batch'] = (_p, { input }, ctx) =>
  createBatch(ctx.database.db, who(ctx), parseInput(createBatchInput, input));

const pay_reimbursement_batch: M['pay_reimbursement_batch'] = (_p, { input }, ctx) =>
  payBatch(ctx.database.db, who(ctx), parseInput(batchRefInput, input), now(ctx));

export const expenseQueries = {
  expenses,
  expense,
  expense_approvals,
  reimbursement_batches,
  reimbursable_expenses,
  reimbursement_batch,
  reimbursement_batch_csv,
};
export const expenseMutations = {
  create_expense,
  update_expense,
  delete_expense,
  submit_expense,
  decide_expense,
  create_reimbursement_batch,
  pay_reimbursement_batch,
};
