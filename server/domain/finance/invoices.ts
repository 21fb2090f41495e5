/**
 * Corporate invoices (issue 22, docs/finance.md "Invoices and payments"): one per issued
 * reconciliation statement, read by owner, admins and accounting (`invoices` list/show).
 * Value and due date are fixed at issue; paid, unpaid and status are derived from the
 * payments and the caller's clock. Its documents (`files`) are its PDF and its statement's
 * (invoice-files.ts, rendered by invoice-pdf.ts).
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { invoiceFiles, type FileLinks } from './invoice-files.js';
import type { InvoiceFilter, InvoicesInput } from './invoice-input.js';
import { dueDate } from './invoice-status.js';
import {
  insertInvoiceOnce,
  invoiceRow,
  invoicesPage,
  invoiceStatistic,
  penaltyDays,
  type InvoiceRow,
} from './invoices-repository.js';
import { newTransferRef } from './transfer-refs.js';

/** The caller's corporate, after `assertCan(action, 'invoices')`. */
export async function invoiceCorporate(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  action: 'list' | 'show' | 'create',
) {
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, action, 'invoices');
  return { actor, corporate };
}

/** The invoice as the API answers it; `links` lists its documents (none without them). */
export function presentInvoice(row: InvoiceRow, links?: FileLinks) {
  const value = Number(row.value);
  const paid = Math.min(Number(row.paid), value);
  const files = links ? invoiceFiles(row, links) : [];
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    corporate_reconcilliation_statement_id: row.corporate_reconcilliation_statement_id,
    currency: row.currency,
    effective_for: { month: row.effective_month, year: row.effective_year },
    file: files[0] ?? null,
    files,
    inserted_at: new Date(row.inserted_at),
    due_at: new Date(row.due_at),
    value,
    paid,
    unpaid: value - paid,
    status: row.status,
    reconcilliation_cycle_type: row.reconcilliation_cycle_type as
      'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | null,
  };
}

/** corporate_invoices: newest period first, with the filter's count. */
export async function listInvoices(
  db: Db,
  userId: string | null,
  input: InvoicesInput,
  now: Date,
  links?: FileLinks,
) {
  const { corporate } = await invoiceCorporate(db, userId, input.filter.corporate_id, 'list');
  const page = await invoicesPage(db, corporate, input.filter, input, now);
  return { entries: page.rows.map((row) => presentInvoice(row, links)), total_count: page.total };
}

/** corporate_invoice(id): NOT_FOUND when the caller's corporate has no such invoice. */
export async function readInvoice(
  db: Db,
  userId: string | null,
  id: string,
  now: Date,
  links?: FileLinks,
) {
  const { corporate } = await invoiceCorporate(db, userId, null, 'show');
  checkIds({ id });
  const row = await invoiceRow(db, corporate, id, now);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  return presentInvoice(row, links);
}

/** corporate_invoice_statistic: total spending, paid and unpaid over the filtered invoices. */
export async function invoiceStatisticOf(
  db: Db,
  userId: string | null,
  filter: InvoiceFilter,
  now: Date,
) {
  const { corporate } = await invoiceCorporate(db, userId, filter.corporate_id, 'list');
  const rows = await invoiceStatistic(db, corporate, filter, now);
  // One currency per corporate (its credit terms'); an empty filter answers zeros in VND.
  const row = rows[0];
  return {
    currency: row?.currency ?? 'VND',
    total_spending: Number(row?.total_spending ?? 0),
    total_paid: Number(row?.total_paid ?? 0),
    total_unpaid: Number(row?.total_unpaid ?? 0),
  };
}

/**
 * What the statement cycle hands over when a statement is issued (the interface between the
 * statements and the invoices: docs/finance.md "Invoices and payments").
 */
export interface IssuedStatement {
  statementId: string;
  corporateId: string;
  currency: string;
  /** The statement's total to pay, whole minor units. */
  total: number;
  /** The period's month and year (the month the period ends in). */
  month: number;
  year: number;
  cycleType: 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | null;
  /** When the period ends (exclusive): the due date counts from here. */
  periodEnd: Date;
  issuedAt: Date;
}

/**
 * Issues the statement's invoice inside the caller's transaction: once per statement (unique),
 * so a statement job run twice, or restarted, leaves one invoice. Answers its id.
 */
export async function issueInvoice(tx: Db, s: IssuedStatement) {
  if (!Number.isSafeInteger(s.total) || s.total < 0) {
    throw new Error('an invoice needs a whole, non-negative total');
  }
  return insertInvoiceOnce(tx, {
    corporate_id: s.corporateId,
    corporate_reconcilliation_statement_id: s.statementId,
    ref: newTransferRef('INVOICE'),
    value: s.total,
    currency: s.currency,
    effective_month: s.month,
    effective_year: s.year,
    reconcilliation_cycle_type: s.cycleType,
    due_at: dueDate(s.periodEnd, await penaltyDays(tx, s.corporateId)),
    inserted_at: s.issuedAt,
  });
}
