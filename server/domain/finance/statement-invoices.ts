/**
 * Invoices from statements (docs/finance.md "Invoices and payments"): the `invoices.issue` job
 * gives every issued statement its invoice — for `total_price`, effective for the statement's
 * month, due `penalty_days` after its issue day. Once per statement (unique), so the job run
 * twice, on two nodes, or after a crash, leaves one invoice. A statement whose total is
 * negative (the company is owed) gets none.
 */
import type { Db } from '../../db/client.js';
import { vietnamMidnight } from '../../../common/calendar.js';
import { issueInvoice } from './invoices.js';
import { statementsWithoutInvoice } from './invoices-repository.js';

const CYCLES = ['WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
type Cycle = (typeof CYCLES)[number];
const cycleOf = (value: string): Cycle | null =>
  (CYCLES as readonly string[]).includes(value) ? (value as Cycle) : null;

/** Issues the invoice of every statement without one; answers how many it issued. */
export async function issueDueInvoices(db: Db): Promise<number> {
  let issued = 0;
  for (const s of await statementsWithoutInvoice(db)) {
    const result = await db.transaction((tx) =>
      issueInvoice(tx, {
        statementId: s.id,
        corporateId: s.corporate_id,
        currency: s.currency,
        total: Number(s.total_price),
        month: Number(s.effective_month),
        year: Number(s.effective_year),
        cycleType: cycleOf(s.reconcilliation_cycle_type),
        periodEnd: vietnamMidnight(s.period_end),
        issuedAt: new Date(s.issued_at),
      }),
    );
    if (result.created) issued += 1;
  }
  return issued;
}
