/**
 * Payments received against a statement (its corporate invoice), for cashback_or_penalty
 * (docs/finance.md "Statements"): the invoices work's payments (an array, [] when nothing was
 * paid; null would mean untracked). Tests pass a reader of their own through
 * `generateStatement`'s options.
 */
import type { Db } from '../../db/client.js';
import type { Payment } from './compute.js';
import { paymentsOfStatement } from '../finance/invoices-repository.js';

/** The payments against the corporate's statement, or null when payments are not tracked. */
export type PaymentsReader = (
  db: Db,
  corporateId: string,
  statementId: string,
) => Promise<Payment[] | null>;

/**
 * The payments recorded against the statement's corporate invoice (branch i22-invoices:
 * `corporate_payment_histories`, docs/finance.md "Invoices and payments"), oldest first.
 */
export const paymentsAgainstStatement: PaymentsReader = paymentsOfStatement;
