/**
 * Payments received against a statement (its corporate invoice), for cashback_or_penalty
 * (docs/finance.md "Statements"). Payments against invoices are the invoices work (branch
 * i22-invoices): until it lands payments are not tracked, so this reader answers null and the
 * statement carries neither early-payment cash back nor a late penalty (an untracked payment
 * is not a late one). The invoices work replaces this body with its query (same signature,
 * an array, [] when nothing was paid); tests pass a reader of their own through
 * `generateStatement`'s options.
 */
import type { Db } from '../../db/client.js';
import type { Payment } from './compute.js';

/** The payments against the corporate's statement, or null when payments are not tracked. */
export type PaymentsReader = (
  db: Db,
  corporateId: string,
  statementId: string,
) => Promise<Payment[] | null>;

export const paymentsAgainstStatement: PaymentsReader = async () => null;
