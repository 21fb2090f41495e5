// A monthly reconciliation statement as the statements' cycle issues it, for tests that start
// from an issued statement (invoices, their PDFs, bank credits) without running the cycle.
import { reconcilliationStatements } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';

/** A statement for [start, end) totalling `total` ₫, issued at 08:00 in Vietnam on `end`. */
export async function issuedStatement(
  db: Db,
  corporateId: string,
  total: number,
  { start = '2026-02-01', end = '2026-03-01' }: { start?: string; end?: string } = {},
) {
  const [row] = await db
    .insert(reconcilliationStatements)
    .values({
      corporate_id: corporateId,
      reconcilliation_cycle_type: 'MONTHLY',
      period_start: start,
      period_end: end,
      effective_month: Number(start.slice(5, 7)),
      effective_year: Number(start.slice(0, 4)),
      currency: 'VND',
      lines_net_price: total,
      vat_amount: 0,
      total_net_price: total,
      total_price: total,
      issued_at: new Date(`${end}T01:00:00Z`),
    })
    .returning({ id: reconcilliationStatements.id });
  return row.id;
}
