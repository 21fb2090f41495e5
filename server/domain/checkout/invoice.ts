/**
 * update_invoice: the VAT invoice details of a checkout (spec §5: company_name,
 * invoice_address, tax_code and the session id, all required). The tax code must be a real
 * Vietnamese one (common/tax-code.ts). Only the session's traveller or booker may set them,
 * and only before it is paid, expired or cancelled.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { parseInput, rule, taxCode } from '../context/input.js';
import { setSessionInvoice } from './sessions-repository.js';
import { findSession, type SessionRow } from './sessions.js';

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v.length > 0, rule('required', `${field} is required`));

const invoiceInput = z.object({
  payment_checkout_session_id: text('payment_checkout_session_id', 200),
  company_name: text('company_name', 200),
  invoice_address: text('invoice_address', 500),
  tax_code: taxCode(text('tax_code', 20)),
});

export async function updateInvoice(db: Db, userId: string, args: unknown): Promise<SessionRow> {
  const input = parseInput(invoiceInput, args);
  return db.transaction(async (tx) => {
    const session = await findSession(tx, userId, { id: input.payment_checkout_session_id }, true);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    if (session.status !== 'OPEN' && session.status !== 'PROCESSING') {
      const message = `This checkout is ${session.status.toLowerCase()}; its invoice details can no longer change.`;
      throw new AppError('BAD_USER_INPUT', message, [
        { field: 'payment_checkout_session_id', rule: 'not_open', message },
      ]);
    }
    const invoice = {
      company_name: input.company_name,
      invoice_address: input.invoice_address,
      tax_code: input.tax_code,
    };
    return setSessionInvoice(tx, session.id, invoice);
  });
}
