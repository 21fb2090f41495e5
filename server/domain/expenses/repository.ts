/**
 * Expense SQL (docs/expenses.md). Every statement names the corporate id in its WHERE clause
 * or inserts it; the tables' composite foreign keys (corporate_id, x) make a row of another
 * corporate impossible to reference. No rules, no permission checks.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExpenseCategory } from './input.js';

export type ExpenseStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'REIMBURSED';

export interface ExpenseRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  employee_id: string | null;
  created_by: string;
  amount: number | string;
  currency: string;
  amount_vnd: number | string;
  rate: number | string;
  rate_date: string;
  category: ExpenseCategory;
  expense_date: string;
  merchant: string;
  seller_tax_code: string | null;
  vat_amount: number | string | null;
  note: string | null;
  expense_booking_id: string | null;
  user_order_id: string | null;
  trip_id: string | null;
  einvoice: Record<string, unknown> | null;
  status: ExpenseStatus;
  approver_id: string | null;
  approver_name: string | null;
  submitted_at: Date | string | null;
  decision_deadline: Date | string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  decision_comment: string | null;
  reimbursed_at: Date | string | null;
  batch_id: string | null;
  inserted_at: Date | string;
  updated_at: Date | string;
}

const SELECT = sql`
  select e.id, e.corporate_id, e.user_id,
    trim(coalesce(s.first_name, u.first_name, '') || ' ' || coalesce(s.last_name, u.last_name, ''))
      as user_name,
    u.email as user_email, s.employee_id, e.created_by,
    e.amount, e.currency, e.amount_vnd, e.rate::float8 as rate, e.rate_date::text as rate_date,
    e.category::text as category, e.expense_date::text as expense_date, e.merchant,
    e.seller_tax_code, e.vat_amount, e.note, e.expense_booking_id, e.user_order_id, e.trip_id,
    e.einvoice, e.status::text as status, e.approver_id,
    nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '')
      as approver_name,
    e.submitted_at, e.decision_deadline, e.decided_by,
    nullif(trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')), '')
      as decided_by_name,
    e.decided_at, e.decision_comment, e.reimbursed_at,
    (select i.batch_id from reimbursement_batch_items i
      where i.corporate_id = e.corporate_id and i.expense_id = e.id) as batch_id,
    e.inserted_at, e.updated_at
  from expenses e
  join users u on u.id = e.user_id
  join corporate_staffs s on s.corporate_id = e.corporate_id and s.user_id = e.user_id
  left join users a on a.id = e.approver_id
  left join users d on d.id = e.decided_by`;

export interface ExpenseFilter {
  status?: ExpenseStatus | null;
  /** Only this person's. */
  userId?: string | null;
  /** Only those waiting on this approver (null: any approver). */
  approverId?: string | null;
  /** Only those in no reimbursement batch. */
  unbatched?: boolean;
  limit: number;
  offset: number;
}

function whereOf(corporateId: string, f: Omit<ExpenseFilter, 'limit' | 'offset'>): SQL {
  const parts = [sql`e.corporate_id = ${corporateId}::uuid`];
  if (f.status) parts.push(sql`e.status = ${f.status}::expense_status`);
  if (f.userId) parts.push(sql`e.user_id = ${f.userId}::uuid`);
  if (f.approverId) parts.push(sql`e.approver_id = ${f.approverId}::uuid`);
  if (f.unbatched) {
    parts.push(sql`not exists (select 1 from reimbursement_batch_items i
      where i.corporate_id = e.corporate_id and i.expense_id = e.id)`);
  }
  return sql.join(parts, sql` and `);
}

export async function expensesOf(
  db: Db,
  corporateId: string,
  f: ExpenseFilter,
): Promise<{ rows: ExpenseRow[]; total: number }> {
  const where = whereOf(corporateId, f);
  const rows = await db.execute<ExpenseRow>(sql`${SELECT} where ${where}
    order by e.expense_date desc, e.inserted_at desc, e.id limit ${f.limit} offset ${f.offset}`);
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from expenses e where ${where}`,
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export async function expenseById(
  db: Db,
  corporateId: string,
  id: string,
  lock = false,
): Promise<ExpenseRow | null> {
  if (lock) {
    await db.execute(sql`select 1 from expenses
      where corporate_id = ${corporateId}::uuid and id = ${id}::uuid for update`);
  }
  const result = await db.execute<ExpenseRow>(
    sql`${SELECT} where e.corporate_id = ${corporateId}::uuid and e.id = ${id}::uuid`,
  );
  return result.rows[0] ?? null;
}

export interface ExpenseFields {
  amount: number;
  currency: string;
  amount_vnd: number;
  rate: number;
  rate_date: string;
  category: ExpenseCategory;
  expense_date: string;
  merchant: string;
  seller_tax_code: string | null;
  vat_amount: number | null;
  note: string | null;
  expense_booking_id: string | null;
  user_order_id: string | null;
  trip_id: string | null;
  einvoice: Record<string, unknown> | null;
}

export async function insertExpense(
  db: Db,
  corporateId: string,
  userId: string,
  createdBy: string,
  f: ExpenseFields,
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into expenses (corporate_id, user_id, created_by, amount, currency, amount_vnd, rate,
      rate_date, category, expense_date, merchant, seller_tax_code, vat_amount, note,
      expense_booking_id, user_order_id, trip_id, einvoice)
    values (${corporateId}::uuid, ${userId}::uuid, ${createdBy}::uuid, ${f.amount}, ${f.currency},
      ${f.amount_vnd}, ${f.rate}, ${f.rate_date}::date, ${f.category}::expense_category,
      ${f.expense_date}::date, ${f.merchant}, ${f.seller_tax_code}, ${f.vat_amount}, ${f.note},
      ${f.expense_booking_id}::uuid, ${f.user_order_id}::uuid, ${f.trip_id}::uuid,
      ${f.einvoice ? JSON.stringify(f.einvoice) : null}::jsonb)
    returning id`);
  return result.rows[0].id;
}

/** Replaces a DRAFT or REJECTED expense's fields; a REJECTED one goes back to DRAFT. */
export async function updateExpenseFields(
  db: Db,
  corporateId: string,
  id: string,
  f: ExpenseFields,
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    update expenses set amount = ${f.amount}, currency = ${f.currency},
      amount_vnd = ${f.amount_vnd}, rate = ${f.rate}, rate_date = ${f.rate_date}::date,
      category = ${f.category}::expense_category, expense_date = ${f.expense_date}::date,
      merchant = ${f.merchant}, seller_tax_code = ${f.seller_tax_code},
      vat_amount = ${f.vat_amount}, note = ${f.note},
      expense_booking_id = ${f.expense_booking_id}::uuid,
      user_order_id = ${f.user_order_id}::uuid, trip_id = ${f.trip_id}::uuid,
      einvoice = ${f.einvoice ? JSON.stringify(f.einvoice) : null}::jsonb,
      status = 'DRAFT', decided_by = null, decided_at = null, decision_comment = null,
      updated_at = now()
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid
      and status in ('DRAFT', 'REJECTED')
    returning id`);
  return result.rows.length > 0;
}

export async function deleteDraft(db: Db, corporateId: string, id: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`delete from expenses
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'DRAFT'
    returning id`);
  return result.rows.length > 0;
}

export async function markSubmitted(
  db: Db,
  corporateId: string,
  id: string,
  approverId: string | null,
  deadline: Date | null,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`update expenses set status = 'SUBMITTED',
      approver_id = ${approverId}::uuid, decision_deadline = ${deadline},
      submitted_at = ${now}, updated_at = ${now}
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'DRAFT'
    returning id`);
  return result.rows.length > 0;
}

/** The decision, only while SUBMITTED: the first of two racing approvers wins. */
export async function markDecided(
  db: Db,
  corporateId: string,
  id: string,
  d: { status: 'APPROVED' | 'REJECTED'; by: string; comment: string | null; at: Date },
): Promise<boolean> {
  const result = await db.execute<{
    id: string;
  }>(sql`update expenses set status = ${d.status}::expense_status,
      decided_by = ${d.by}::uuid, decided_at = ${d.at}, decision_comment = ${d.comment},
      updated_at = ${d.at}
    where corporate_id = ${corporateId}::uuid and id = ${id}::uuid and status = 'SUBMITTED'
    returning id`);
  return result.rows.length > 0;
}

/** The staff member's expense flag and approver, and the corporate's flag. */
export interface ExpenseSettings extends Record<string, unknown> {
  corporate_enabled: boolean;
  staff_enabled: boolean | null;
  staff_approver_id: string | null;
  department_approver_id: string | null;
}

export async function expenseSettings(
  db: Db,
  corporateId: string,
  userId: string,
): Promise<ExpenseSettings> {
  const result = await db.execute<ExpenseSettings>(sql`
    select c.is_enable_expense as corporate_enabled, s.is_enable_expense as staff_enabled,
      s.approver_id as staff_approver_id, d.approver_id as department_approver_id
    from corporates c
    left join corporate_staffs s on s.corporate_id = c.id and s.user_id = ${userId}::uuid
      and s.active
    left join departments d on d.corporate_id = c.id and d.id = s.department_id
    where c.id = ${corporateId}::uuid`);
  return (
    result.rows[0] ?? {
      corporate_enabled: false,
      staff_enabled: null,
      staff_approver_id: null,
      department_approver_id: null,
    }
  );
}

/** What the booking an expense names was paid with, if it is the traveller's. */
export interface LinkedOrder extends Record<string, unknown> {
  order_id: string;
  user_id: string;
  status: string;
  payment_method: string | null;
  company_charge: number | string;
  trip_id: string | null;
}

/** The order behind a booking of the corporate's expense programme (book_expense_management). */
export async function orderOfExpenseBooking(
  db: Db,
  corporateId: string,
  expenseBookingId: string,
): Promise<(LinkedOrder & { booking_user_id: string }) | null> {
  const result = await db.execute<LinkedOrder & { booking_user_id: string }>(sql`
    select o.id as order_id, o.user_id, o.status::text as status,
      o.payment_method::text as payment_method, b.user_id as booking_user_id, b.trip_id,
      ${companyCharge(corporateId)} as company_charge
    from expense_bookings b
    left join user_orders o on o.payment_checkout_session_id = b.payment_checkout_session_id
    where b.corporate_id = ${corporateId}::uuid and b.id = ${expenseBookingId}::uuid`);
  return result.rows[0] ?? null;
}

/** An order of the traveller's, with what the corporate was charged for it. */
export async function orderOfTraveller(
  db: Db,
  corporateId: string,
  userId: string,
  orderId: string,
): Promise<LinkedOrder | null> {
  const result = await db.execute<LinkedOrder>(sql`
    select o.id as order_id, o.user_id, o.status::text as status,
      o.payment_method::text as payment_method, null::uuid as trip_id,
      ${companyCharge(corporateId)} as company_charge
    from user_orders o where o.id = ${orderId}::uuid and o.user_id = ${userId}::uuid`);
  return result.rows[0] ?? null;
}

/** What the corporate's account still carries for the order (charges not given back). */
function companyCharge(corporateId: string): SQL {
  return sql`coalesce((select sum(p.amount) from corporate_payments p
    where p.corporate_id = ${corporateId}::uuid and p.user_order_id = o.id
      and p.refunded_at is null and p.released_at is null), 0)::bigint`;
}

/** Another live claim on the same order (one order, one claim). */
export async function claimOfOrder(
  db: Db,
  corporateId: string,
  orderId: string,
  exceptId: string | null,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`select id from expenses
    where corporate_id = ${corporateId}::uuid and user_order_id = ${orderId}::uuid
      and status <> 'REJECTED' and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)
    limit 1`);
  return result.rows[0]?.id ?? null;
}

/** The corporate's owner and active admins: who decides when nobody else is named. */
export async function adminsOf(db: Db, corporateId: string): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select s.user_id from corporate_staffs s join corporates c on c.id = s.corporate_id
    where s.corporate_id = ${corporateId}::uuid and s.active
      and (s.user_id = c.user_id or s.role = 'ADMIN')
    order by (s.user_id = c.user_id) desc, s.inserted_at, s.id`);
  return result.rows.map((r) => r.user_id);
}

export interface OverdueExpense extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  user_id: string;
  approver_id: string | null;
  decision_deadline: Date | string;
}

/** SUBMITTED claims past their deadline, every corporate's (the job's sweep), oldest first. */
export async function overdueExpenses(db: Db, now: Date): Promise<OverdueExpense[]> {
  const result = await db.execute<OverdueExpense>(sql`select id, corporate_id, user_id,
      approver_id, decision_deadline
    from expenses where status = 'SUBMITTED' and decision_deadline <= ${now}
    order by decision_deadline, id limit 500`);
  return result.rows;
}

/** Moves the claim on, only if it still has the holder and deadline it was read with. */
export async function escalateTo(
  db: Db,
  due: OverdueExpense,
  approverId: string | null,
  deadline: Date | null,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`update expenses
    set approver_id = ${approverId}::uuid, decision_deadline = ${deadline}, reminded_at = null,
      updated_at = ${now}
    where corporate_id = ${due.corporate_id}::uuid and id = ${due.id}::uuid
      and status = 'SUBMITTED'
      and approver_id is not distinct from ${due.approver_id}::uuid
      and decision_deadline = ${new Date(due.decision_deadline)}
    returning id`);
  return result.rows.length > 0;
}

export interface ExpenseToRemind extends OverdueExpense {
  merchant: string;
  amount: number | string;
  currency: string;
}

/** SUBMITTED claims whose deadline falls between now and `remindBy`, not reminded yet. */
export async function expensesToRemind(
  db: Db,
  now: Date,
  remindBy: Date,
): Promise<ExpenseToRemind[]> {
  const result = await db.execute<ExpenseToRemind>(sql`select id, corporate_id, user_id,
      approver_id, decision_deadline, merchant, amount, currency
    from expenses where status = 'SUBMITTED' and reminded_at is null
      and approver_id is not null
      and decision_deadline > ${now} and decision_deadline <= ${remindBy}
    order by decision_deadline, id limit 500`);
  return result.rows;
}

/** Marks the claim reminded, only if still unreminded with the holder and deadline read. */
export async function markExpenseReminded(
  db: Db,
  due: OverdueExpense,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`update expenses
    set reminded_at = ${now}, updated_at = ${now}
    where corporate_id = ${due.corporate_id}::uuid and id = ${due.id}::uuid
      and status = 'SUBMITTED' and reminded_at is null
      and approver_id is not distinct from ${due.approver_id}::uuid
      and decision_deadline = ${new Date(due.decision_deadline)}
    returning id`);
  return result.rows.length > 0;
}
