/** Reimbursement batch SQL, scoped by the corporate id (composite keys as everywhere). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExpenseCategory } from './input.js';
import { sqlArray } from '../../db/sql-values.js';

export interface BatchRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  status: 'OPEN' | 'PAID';
  total_vnd: number | string;
  item_count: number;
  created_by: string;
  created_by_name: string | null;
  paid_by: string | null;
  paid_by_name: string | null;
  paid_at: Date | string | null;
  ledger_transaction_id: string | null;
  inserted_at: Date | string;
}

export interface BatchItemRow extends Record<string, unknown> {
  batch_id: string;
  expense_id: string;
  user_id: string;
  name: string;
  email: string;
  employee_id: string | null;
  amount_vnd: number | string;
  merchant: string;
  expense_date: string;
  category: ExpenseCategory;
}

const SELECT = sql`select b.id, b.corporate_id, b.status::text as status, b.total_vnd,
    b.item_count, b.created_by,
    nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as created_by_name,
    b.paid_by, nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as paid_by_name,
    b.paid_at, b.ledger_transaction_id, b.inserted_at
  from reimbursement_batches b
  join users c on c.id = b.created_by
  left join users p on p.id = b.paid_by`;

export async function batchesOf(db: Db, corporateId: string): Promise<BatchRow[]> {
  const result = await db.execute<BatchRow>(sql`${SELECT}
    where b.corporate_id = ${corporateId}::uuid order by b.inserted_at desc, b.id limit 200`);
  return result.rows;
}

export async function batchById(
  db: Db,
  corporateId: string,
  id: string,
  lock = false,
): Promise<BatchRow | null> {
  if (lock) {
    await db.execute(sql`select 1 from reimbursement_batches
      where corporate_id = ${corporateId}::uuid and id = ${id}::uuid for update`);
  }
  const result = await db.execute<BatchRow>(
    sql`${SELECT} where b.corporate_id = ${corporateId}::uuid and b.id = ${id}::uuid`,
  );
  return result.rows[0] ?? null;
}

export async function itemsOf(
  db: Db,
  corporateId: string,
  batchIds: string[],
): Promise<BatchItemRow[]> {
  if (!batchIds.length) return [];
  const result = await db.execute<BatchItemRow>(sql`
    select i.batch_id, i.expense_id, i.user_id,
      trim(coalesce(s.first_name, u.first_name, '') || ' ' || coalesce(s.last_name, u.last_name, '')) as name,
      u.email, s.employee_id, i.amount_vnd, e.merchant, e.expense_date::text as expense_date,
      e.category::text as category
    from reimbursement_batch_items i
    join expenses e on e.corporate_id = i.corporate_id and e.id = i.expense_id
    join users u on u.id = i.user_id
    left join corporate_staffs s on s.corporate_id = i.corporate_id and s.user_id = i.user_id
    where i.corporate_id = ${corporateId}::uuid and i.batch_id = any(${sqlArray(batchIds, 'uuid')})
    order by e.expense_date, e.id`);
  return result.rows;
}

/** The expenses named, locked, with the batch that already holds each (if any). */
export async function lockExpensesForBatch(
  db: Db,
  corporateId: string,
  ids: string[],
): Promise<
  {
    id: string;
    user_id: string;
    status: string;
    amount_vnd: number | string;
    batch_id: string | null;
  }[]
> {
  const result = await db.execute<{
    id: string;
    user_id: string;
    status: string;
    amount_vnd: number | string;
    batch_id: string | null;
  }>(sql`select e.id, e.user_id, e.status::text as status, e.amount_vnd,
      (select i.batch_id from reimbursement_batch_items i
        where i.corporate_id = e.corporate_id and i.expense_id = e.id) as batch_id
    from expenses e
    where e.corporate_id = ${corporateId}::uuid and e.id = any(${sqlArray(ids, 'uuid')})
    order by e.id for update of e`);
  return result.rows;
}

export async function insertBatch(
  db: Db,
  corporateId: string,
  createdBy: string,
  items: { expense_id: string; user_id: string; amount_vnd: number }[],
): Promise<string> {
  const total = items.reduce((s, i) => s + i.amount_vnd, 0);
  const [batch] = (
    await db.execute<{ id: string }>(sql`insert into reimbursement_batches
      (corporate_id, total_vnd, item_count, created_by)
      values (${corporateId}::uuid, ${total}, ${items.length}, ${createdBy}::uuid) returning id`)
  ).rows;
  for (const item of items) {
    await db.execute(sql`insert into reimbursement_batch_items
        (corporate_id, batch_id, expense_id, user_id, amount_vnd)
      values (${corporateId}::uuid, ${batch.id}::uuid, ${item.expense_id}::uuid,
        ${item.user_id}::uuid, ${item.amount_vnd})`);
  }
  return batch.id;
}

/** OPEN → PAID with its ledger movement, and its expenses REIMBURSED. */
export async function markBatchPaid(
  db: Db,
  corporateId: string,
  id: string,
  d: { by: string; at: Date; ledgerTransactionId: string },
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`update reimbursement_batches
    set status = 'PAID', paid_by = ${d.by}::uuid, paid_at = ${d.at},
      ledger_transaction_id = ${d.ledgerTransactionId}::uuid, updated_at = ${d.at}
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'OPEN'
    returning id`);
  if (!result.rows.length) return false;
  await db.execute(sql`update expenses set status = 'REIMBURSED', reimbursed_at = ${d.at},
      updated_at = ${d.at}
    where corporate_id = ${corporateId}::uuid and status = 'APPROVED' and id in (
      select expense_id from reimbursement_batch_items
      where corporate_id = ${corporateId}::uuid and batch_id = ${id}::uuid)`);
  return true;
}
