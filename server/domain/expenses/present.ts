/** An expense as the corporate API answers it (Expense in the SDL). */
import type { Receipt } from './receipts.js';
import type { ExpenseRow } from './repository.js';

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
const num = (v: number | string | null) => (v == null ? null : Number(v));

export function presentExpense(row: ExpenseRow, receipts: Map<string, Receipt[]>) {
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    user_id: row.user_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      employee_id: row.employee_id,
    },
    amount: Number(row.amount),
    currency: row.currency.trim(),
    amount_vnd: Number(row.amount_vnd),
    rate: Number(row.rate),
    rate_date: row.rate_date,
    category: row.category,
    expense_date: row.expense_date,
    merchant: row.merchant,
    seller_tax_code: row.seller_tax_code,
    vat_amount: num(row.vat_amount),
    note: row.note,
    expense_booking_id: row.expense_booking_id,
    user_order_id: row.user_order_id,
    trip_id: row.trip_id,
    einvoice_series: (row.einvoice?.series as string | undefined) ?? null,
    einvoice_number: (row.einvoice?.number as string | undefined) ?? null,
    status: row.status,
    approver_id: row.approver_id,
    approver_name: row.approver_name,
    submitted_at: iso(row.submitted_at),
    decision_deadline: iso(row.decision_deadline),
    decided_by: row.decided_by,
    decided_by_name: row.decided_by_name,
    decided_at: iso(row.decided_at),
    decision_comment: row.decision_comment,
    reimbursed_at: iso(row.reimbursed_at),
    reimbursement_batch_id: row.batch_id,
    receipts: receipts.get(row.id) ?? [],
    inserted_at: iso(row.inserted_at)!,
  };
}

export type PresentedExpense = ReturnType<typeof presentExpense>;
