/**
 * update_invoice: the VAT invoice details of a checkout (spec §5: company_name,
 * invoice_address, tax_code and the session id, all required). The tax code must be a real
 * Vietnamese one (common/tax-code.ts). Only the session's traveller or booker may set them,
 * and only before it is paid, expired or cancelled.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { InvoiceInput } from './input.js';
import { setSessionInvoice } from './sessions-repository.js';
import { findSession, type SessionRow } from './sessions.js';

export async function updateInvoice(
  db: Db,
  userId: string,
  input: InvoiceInput,
): Promise<SessionRow> {
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
