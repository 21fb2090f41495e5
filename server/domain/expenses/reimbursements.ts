/**
 * Reimbursements (docs/expenses.md "Reimbursements"): finance groups APPROVED expenses into a
 * batch (an expense is in one batch at most: the unique key on its item refuses a second),
 * exports the bank payment file, and marks the batch paid — one ledger movement
 * (EXPENSE_REIMBURSEMENT, key `expense-reimbursement:<batch>`) in the same transaction as the
 * batch's PAID and its expenses' REIMBURSED, the batch row locked: any number of concurrent
 * payouts of one batch pay it once. Authorization: `reimbursements` (owner, admin, accounting).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { assertCan } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { lockAccount, post } from '../ledger/service.js';
import { bad, expenseCaller } from './access.js';
import { bankFileCsv, payoutLines } from './bank-file.js';
import { MAX_BATCH_ITEMS, type BatchRefInput, type CreateBatchInput } from './input.js';
import { presentExpense } from './present.js';
import { receiptsOf, type ReceiptLinks } from './receipts.js';
import { expensesOf } from './repository.js';
import {
  batchById,
  batchesOf,
  insertBatch,
  itemsOf,
  lockExpensesForBatch,
  markBatchPaid,
  type BatchItemRow,
  type BatchRow,
} from './reimbursements-repository.js';

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

/** A short reference people and banks can read: WF-EXP- and the batch id's first 8 digits. */
export const batchReference = (id: string) => `WF-EXP-${id.slice(0, 8).toUpperCase()}`;

function presentBatch(row: BatchRow, items: BatchItemRow[]) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    reference: batchReference(row.id),
    status: row.status,
    total_vnd: Number(row.total_vnd),
    item_count: row.item_count,
    created_by_name: row.created_by_name,
    paid_by_name: row.paid_by_name,
    paid_at: iso(row.paid_at),
    ledger_transaction_id: row.ledger_transaction_id,
    inserted_at: iso(row.inserted_at)!,
    items: items
      .filter((i) => i.batch_id === row.id)
      .map((i) => ({
        expense_id: i.expense_id,
        user_id: i.user_id,
        name: i.name,
        employee_id: i.employee_id,
        amount_vnd: Number(i.amount_vnd),
        merchant: i.merchant,
        expense_date: i.expense_date,
        category: i.category,
      })),
  };
}

export async function listBatches(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
) {
  const { actor, scope } = await expenseCaller(db, callerId, corporateId);
  assertCan(actor, 'list', 'reimbursements');
  const rows = await batchesOf(db, scope);
  const items = await itemsOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentBatch(r, items));
}

/** APPROVED claims of the corporate not yet in a batch, oldest first (at most 500). */
export async function reimbursableExpenses(
  db: Db,
  callerId: string | null,
  corporateId: string | null | undefined,
  links: ReceiptLinks,
) {
  const { actor, scope } = await expenseCaller(db, callerId, corporateId);
  assertCan(actor, 'list', 'reimbursements');
  const { rows } = await expensesOf(db, scope, {
    status: 'APPROVED',
    unbatched: true,
    limit: MAX_BATCH_ITEMS,
    offset: 0,
  });
  const receipts = await receiptsOf(
    db,
    scope,
    rows.map((r) => r.id),
    links,
  );
  return rows.map((r) => presentExpense(r, receipts));
}

async function batchOf(db: Db, scope: string, id: string, lock = false) {
  checkIds({ id });
  const row = await batchById(db, scope, id, lock);
  if (!row) throw new AppError('NOT_FOUND', 'No such reimbursement batch.');
  return row;
}

export async function readBatch(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
) {
  const { actor, scope } = await expenseCaller(db, callerId, args.corporate_id);
  assertCan(actor, 'show', 'reimbursements');
  const row = await batchOf(db, scope, args.id);
  return presentBatch(row, await itemsOf(db, scope, [row.id]));
}

export async function createBatch(db: Db, callerId: string | null, input: CreateBatchInput) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id);
  assertCan(actor, 'approve', 'reimbursements');
  checkIds(Object.fromEntries(input.expense_ids.map((id, i) => [`expense_ids.${i}`, id])));
  const ids = input.expense_ids.map((id) => id.toLowerCase());
  return db.transaction(async (tx) => {
    const rows = await lockExpensesForBatch(tx, scope, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'No such expense.');
    const problems = ids.flatMap((id, index) => {
      const row = rows.find((r) => r.id === id)!;
      if (row.batch_id) {
        return [
          {
            field: `expense_ids.${index}`,
            rule: 'already_in_batch',
            message: `is already in reimbursement batch ${batchReference(row.batch_id)}: an expense is paid back once`,
          },
        ];
      }
      if (row.status !== 'APPROVED') {
        return [
          {
            field: `expense_ids.${index}`,
            rule: 'not_approved',
            message: `is ${row.status}, not APPROVED`,
          },
        ];
      }
      return [];
    });
    if (problems.length) throw bad(problems);
    const id = await insertBatch(
      tx,
      scope,
      userId,
      rows.map((r) => ({ expense_id: r.id, user_id: r.user_id, amount_vnd: Number(r.amount_vnd) })),
    );
    const row = (await batchById(tx, scope, id))!;
    return presentBatch(row, await itemsOf(tx, scope, [id]));
  });
}

/** Pays the batch once: later or concurrent calls answer the batch as it was paid. */
export async function payBatch(db: Db, callerId: string | null, input: BatchRefInput, now: Date) {
  const { actor, userId, scope } = await expenseCaller(db, callerId, input.corporate_id);
  assertCan(actor, 'approve', 'reimbursements');
  return db.transaction(async (tx) => {
    const batch = await batchOf(tx, scope, input.id, true);
    if (batch.status === 'OPEN') {
      const total = Number(batch.total_vnd);
      const paidBack = await lockAccount(tx, 'EXPENSE_REIMBURSEMENTS', null, 'VND');
      const clearing = await lockAccount(tx, 'EXPENSE_PAYOUT_CLEARING', null, 'VND');
      const transactionId = await post(tx, {
        kind: 'EXPENSE_REIMBURSEMENT',
        idempotencyKey: `expense-reimbursement:${batch.id}`,
        currency: 'VND',
        metadata: { corporate_id: scope, reimbursement_batch_id: batch.id, paid_by: userId },
        at: now,
        legs: [
          { account: clearing, amount: -total },
          { account: paidBack, amount: total },
        ],
      });
      if (!transactionId) throw new Error(`batch ${batch.id} was posted but is not PAID`);
      await markBatchPaid(tx, scope, batch.id, {
        by: userId,
        at: now,
        ledgerTransactionId: transactionId,
      });
    }
    const row = (await batchById(tx, scope, batch.id))!;
    return presentBatch(row, await itemsOf(tx, scope, [batch.id]));
  });
}

/** The bank payment file (CSV text) of a batch. */
export async function batchCsv(
  db: Db,
  callerId: string | null,
  args: { corporate_id?: string | null; id: string },
) {
  const { actor, scope } = await expenseCaller(db, callerId, args.corporate_id);
  assertCan(actor, 'export', 'reimbursements');
  const row = await batchOf(db, scope, args.id);
  const items = await itemsOf(db, scope, [row.id]);
  return bankFileCsv(
    row.id,
    batchReference(row.id),
    payoutLines(
      items.map((i) => ({
        user_id: i.user_id,
        employee_id: i.employee_id,
        name: i.name,
        email: i.email,
        expense_id: i.expense_id,
        amount_vnd: Number(i.amount_vnd),
      })),
    ),
  );
}
