/**
 * VinaSteel's invoices and their payments (docs/finance.md "Invoices and payments"): each
 * statement's invoice is issued as the invoices job would, right after the statement, and paid
 * before the next one is issued (so the statements' cash back reads the payments, as in life):
 *
 * - every statement but the last three: PAID by bank transfer 5 days after issue (inside the
 *   reward days), the fourth from last from the company wallet instead;
 * - the two before the last: nothing paid, past their due dates — OVERDUE;
 * - the last: 40 % paid by bank transfer — PARTIALLY_PAID until its due date (30 days after
 *   issue), then OVERDUE.
 *
 * Deterministic: everything is dated from the statements' issue instants, which follow the
 * seed's clock; bank ids are named by the statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { AppError } from '../../errors.js';
import { issueInvoice } from '../../domain/finance/invoices.js';
import { invoiceByStatement } from '../../domain/finance/invoices-repository.js';
import {
  payInvoiceFromWallet,
  recordInvoiceCredit,
} from '../../domain/finance/invoice-payments.js';
import type { AfterStatement } from './statements.js';

const DAY = 86_400_000;
const ACCOUNTANT = 'accounting@vinasteel.example';

/** The hook seedStatements calls after each of the corporate's statements. */
export function invoicesAfterStatements(db: Db, corporateId: string, now: Date): AfterStatement {
  return async ({ id, index, count, issuedAt }) => {
    const { rows } = await db.execute<{
      total_price: number | string;
      effective_month: number;
      effective_year: number;
      reconcilliation_cycle_type: string;
      currency: string;
    }>(sql`select total_price, effective_month, effective_year, currency,
        reconcilliation_cycle_type::text as reconcilliation_cycle_type
      from reconcilliation_statements where id = ${id}::uuid and corporate_id = ${corporateId}::uuid`);
    const s = rows[0];
    const total = Number(s?.total_price ?? -1);
    if (!s || total < 0) return;
    await db.transaction((tx) =>
      issueInvoice(tx, {
        statementId: id,
        corporateId,
        currency: s.currency,
        total,
        month: Number(s.effective_month),
        year: Number(s.effective_year),
        cycleType: s.reconcilliation_cycle_type as 'MONTHLY',
        // The statement is issued at 01:00 on its period's end day.
        periodEnd: new Date(issuedAt.getTime() - 3_600_000),
        issuedAt,
      }),
    );
    const invoice = await invoiceByStatement(db, corporateId, id);
    if (!invoice || total === 0) return;
    const fromLast = count - index;
    // OVERDUE: nothing paid on the two before the last (so the next statements carry a
    // penalty, not a cash back that could outweigh a quiet month's bookings).
    if (fromLast === 2 || fromLast === 3) return;
    const paidAt = new Date(
      Math.min(issuedAt.getTime() + (fromLast === 1 ? 2 : 5) * DAY, now.getTime() - 3_600_000),
    );
    let remaining = fromLast === 1 ? Math.floor((total * 40) / 100) : total;
    if (fromLast === 4) {
      const { rows: people } = await db.execute<{ id: string }>(
        sql`select id from users where email = ${ACCOUNTANT}`,
      );
      if (people[0]) {
        try {
          await payInvoiceFromWallet(
            db,
            people[0].id,
            { id: invoice.id, amount: total, idempotency_key: `demo-wallet-${id}` },
            paidAt,
          );
        } catch (err) {
          // The wallet could not pay (not enough on the account): the bank pays below.
          if (!(err instanceof AppError)) throw err;
        }
      }
      remaining = total - (await paidOn(db, corporateId, invoice.id));
    }
    if (remaining <= 0) return;
    await recordInvoiceCredit(db, {
      ref: invoice.ref,
      txnId: `DEMO-${id}`,
      amount: remaining,
      currency: s.currency,
      at: paidAt,
    });
  };
}

async function paidOn(db: Db, corporateId: string, invoiceId: string): Promise<number> {
  const { rows } = await db.execute<{ paid: number | string }>(sql`
    select coalesce(sum(value), 0) as paid from corporate_payment_histories
    where corporate_id = ${corporateId}::uuid and corporate_invoice_id = ${invoiceId}::uuid`);
  return Number(rows[0]?.paid ?? 0);
}
