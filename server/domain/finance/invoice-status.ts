/**
 * An invoice's status, derived (never stored): PAID once its payments reach its value, else
 * OVERDUE after its due date, else PARTIALLY_PAID with something paid, else UNPAID. The SQL of
 * invoices-repository.ts says the same; tests/server/finance/invoices.test.ts checks both.
 */
import type { InvoiceStatus } from './invoice-input.js';

export function invoiceStatus(value: number, paid: number, dueAt: Date, now: Date): InvoiceStatus {
  if (paid >= value) return 'PAID';
  if (dueAt.getTime() < now.getTime()) return 'OVERDUE';
  return paid > 0 ? 'PARTIALLY_PAID' : 'UNPAID';
}

/** Days after a statement's period ends that its invoice is due, without credit terms. */
export const DEFAULT_PAYMENT_DAYS = 15;

/** The due date: the period's end plus the credit terms' penalty days (docs/finance.md). */
export function dueDate(periodEnd: Date, penaltyDays: number | null): Date {
  const days = penaltyDays ?? DEFAULT_PAYMENT_DAYS;
  return new Date(periodEnd.getTime() + days * 86_400_000);
}
