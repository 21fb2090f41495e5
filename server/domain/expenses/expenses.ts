/**
 * Expense claims (issue 21, docs/expenses.md): a staff member records what they spent
 * (converted to VND at the currencies service's rate of the day), links it to a booking of the
 * expense programme or an order of theirs, submits it to their approver chain. A booking the
 * company paid is never claimed back (`company_paid`). Authorization: docs/permissions.md
 * `expenses` (everyone their own; finance reads everyone's).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { can } from '../../../common/permissions/corporate.js';
import { assertCan } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { approverChain } from '../approvals/approver-chain.js';
import { bad, expenseCaller } from './access.js';
import { toVnd } from './conversion.js';
import type {
  CreateExpenseInput,
  ExpenseRefInput,
  ExpensesArgs,
  UpdateExpenseInput,
} from './input.js';
import { presentExpense } from './present.js';
import {
  claimOfOrder,
  deleteDraft,
  expenseById,
  expensesOf,
  insertExpense,
  markSubmitted,
  orderOfExpenseBooking,
  orderOfTraveller,
  updateExpenseFields,
  type ExpenseFields,
  type ExpenseRow,
} from './repository.js';
import { receiptsOf, type ReceiptLinks } from './receipts.js';

/**
 * How long an approver has to decide a submitted expense before it escalates: the booking
 * requests' DECISION_HOURS (docs/approvals.md "Deadlines and escalation").
 */
export const EXPENSE_DECISION_HOURS = 24;

type Fields = Omit<CreateExpenseInput, 'corporate_id'>;

/** The booking or order an expense names: the traveller's, paid by them, claimed once. */
async function linkOf(
  db: Db,
  scope: string,
  userId: string,
  input: Fields,
  exceptId: string | null,
): Promise<{ orderId: string | null; tripId: string | null }> {
  checkIds({
    expense_booking_id: input.expense_booking_id,
    user_order_id: input.user_order_id,
    trip_id: input.trip_id,
  });
  let order: {
    order_id: string | null;
    status: string | null;
    payment_method: string | null;
    company_charge: number | string;
  } | null = null;
  let field = 'user_order_id';
  let tripId = input.trip_id;
  if (input.expense_booking_id) {
    field = 'expense_booking_id';
    const booking = await orderOfExpenseBooking(db, scope, input.expense_booking_id);
    if (!booking || booking.booking_user_id !== userId) {
      throw new AppError('NOT_FOUND', 'No such booking in your expense programme.');
    }
    tripId = tripId ?? booking.trip_id;
    if (booking.order_id) order = booking;
    if (input.user_order_id && input.user_order_id.toLowerCase() !== booking.order_id) {
      throw bad([
        {
          field: 'user_order_id',
          rule: 'mismatch',
          message: 'is not the order of the booking named by expense_booking_id',
        },
      ]);
    }
  } else if (input.user_order_id) {
    order = await orderOfTraveller(db, scope, userId, input.user_order_id);
    if (!order) throw new AppError('NOT_FOUND', 'No such order of yours.');
  }
  if (!order?.order_id) return { orderId: null, tripId };
  if (Number(order.company_charge) > 0 || order.payment_method === 'CORPORATE_WALLET') {
    throw bad([
      {
        field,
        rule: 'company_paid',
        message:
          'This booking was paid by the company account: it cannot become a personal reimbursement.',
      },
    ]);
  }
  if (order.status !== 'SUCCESSFUL') {
    throw bad([{ field, rule: 'not_paid', message: 'This booking has not been paid.' }]);
  }
  if (await claimOfOrder(db, scope, order.order_id, exceptId)) {
    throw bad([{ field, rule: 'already_claimed', message: 'This booking is already claimed.' }]);
  }
  return { orderId: order.order_id, tripId };
}

async function fieldsOf(
  db: Db,
  scope: string,
  userId: string,
  input: Fields,
  exceptId: string | null,
): Promise<ExpenseFields> {
  const link = await linkOf(db, scope, userId, input, exceptId);
  const vnd = await toVnd(db, input.amount, input.currency);
  return {
    amount: input.amount,
    currency: vnd.currency,
    amount_vnd: vnd.amount_vnd,
    rate: vnd.rate,
    rate_date: vnd.rate_date,
    category: input.category,
    expense_date: input.expense_date,
    merchant: input.merchant.trim(),
    seller_tax_code: input.seller_tax_code,
    vat_amount: input.vat_amount,
    note: input.note,
    expense_booking_id: input.expense_booking_id?.toLowerCase() ?? null,
    user_order_id: link.orderId,
    trip_id: link.tripId?.toLowerCase() ?? null,
    einvoice: input.einvoice,
  };
}

async function present(db: Db, row: ExpenseRow, links: ReceiptLinks) {
  return presentExpense(row, await receiptsOf(db, row.corporate_id, [row.id], links));
}

/** A record of the caller's corporate they may see (NOT_FOUND otherwise, never another's). */
async function visible(db: Db, scope: string, id: string, lock = false) {
  checkIds({ id });
  const row = await expenseById(db, scope, id, lock);
  if (!row) throw new AppError('NOT_FOUND', 'No such expense.');
  return row;
}

export async function createExpense(
  db: Db,
  callerId: string | null,
  input: CreateExpenseInput,
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id, true);
  assertCan(actor, 'create', 'expenses', { user_id: userId });
  const fields = await fieldsOf(db, scope, userId, input, null);
  const id = await insertExpense(db, scope, userId, userId, fields);
  return present(db, (await expenseById(db, scope, id))!, links);
}

export async function updateExpense(
  db: Db,
  callerId: string | null,
  input: UpdateExpenseInput,
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id, true);
  return db.transaction(async (tx) => {
    const row = await visible(tx, scope, input.id, true);
    assertCan(actor, 'edit', 'expenses', { user_id: row.user_id });
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', 'Only its owner edits a claim.');
    if (row.status !== 'DRAFT' && row.status !== 'REJECTED') {
      throw bad([{ field: 'id', rule: 'not_editable', message: `This expense is ${row.status}.` }]);
    }
    const fields = await fieldsOf(tx, scope, userId, input, row.id);
    await updateExpenseFields(tx, scope, row.id, fields);
    return present(tx, (await expenseById(tx, scope, row.id))!, links);
  });
}

export async function deleteExpense(db: Db, callerId: string | null, input: ExpenseRefInput) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id);
  const row = await visible(db, scope, input.id);
  assertCan(actor, 'edit', 'expenses', { user_id: row.user_id });
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', 'Only its owner deletes a claim.');
  if (!(await deleteDraft(db, scope, row.id))) {
    throw bad([{ field: 'id', rule: 'not_draft', message: 'Only a draft can be deleted.' }]);
  }
  return true;
}

/** DRAFT → SUBMITTED, to the first link of the claimant's approver chain. */
export async function submitExpense(
  db: Db,
  callerId: string | null,
  input: ExpenseRefInput,
  now: Date,
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id, true);
  return db.transaction(async (tx) => {
    const row = await visible(tx, scope, input.id, true);
    assertCan(actor, 'edit', 'expenses', { user_id: row.user_id });
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', 'Only its owner submits a claim.');
    if (row.status !== 'DRAFT') {
      throw bad([{ field: 'id', rule: 'not_draft', message: `This expense is ${row.status}.` }]);
    }
    const chain = await approverChain(tx, scope, userId);
    if (!chain.length) {
      throw bad([
        {
          field: 'id',
          rule: 'no_approver',
          message: 'Nobody in the company can approve your expenses: ask an admin to name one.',
        },
      ]);
    }
    const deadline = new Date(now.getTime() + EXPENSE_DECISION_HOURS * 3_600_000);
    await markSubmitted(tx, scope, row.id, chain[0].userId, deadline, now);
    return present(tx, (await expenseById(tx, scope, row.id))!, links);
  });
}

export async function listExpenses(
  db: Db,
  callerId: string | null,
  args: ExpensesArgs,
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, args.corporate_id);
  assertCan(actor, 'list', 'expenses', { user_id: userId });
  // Everyone lists their own claims (the table's `list` is `own` for every role); finance
  // reaches the others' through reimbursable_expenses and `expense` (show: all).
  const perPage = args.per_page ?? 20;
  const page = args.page ?? 1;
  const { rows, total } = await expensesOf(db, scope, {
    status: args.status,
    userId,
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

export async function readExpense(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, args.corporate_id);
  const row = await visible(db, scope, args.id);
  // Its owner, finance, and whoever may decide it.
  const approver = row.approver_id === userId && row.status !== 'DRAFT';
  if (!approver && !can(actor, 'show', 'expense_approvals')) {
    assertCan(actor, 'show', 'expenses', { user_id: row.user_id });
  }
  return present(db, row, links);
}

export { visible as visibleExpense };
