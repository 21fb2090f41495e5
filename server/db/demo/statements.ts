/**
 * VinaSteel's reconciliation statements (docs/finance.md "Statements"): one per month of its
 * year of orders, issued as the cycle job would have at 01:00 on each period's end day, through
 * the same code (generateStatement). One booking of an issued statement is refunded a few days
 * after its statement (the checkout's refund path: the charge given back on the ledger), so
 * the next statement carries an adjustment line. Deterministic: periods and instants follow
 * the seed's clock, the refunded booking is the first of its statement.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { vietnamMidnight } from '../../../common/calendar.js';
import { duePeriods, generateStatement } from '../../domain/statements/generate.js';
import { orderById } from '../../domain/checkout/refunds-repository.js';
import { refundInLedger } from '../../domain/checkout/refunds.js';

const HOUR = 3_600_000;

/** Issues the corporate's statements due by `now`; returns how many. */
/** Called after each statement is issued (the invoices' demo: server/db/demo/invoices.ts). */
export type AfterStatement = (statement: {
  id: string;
  index: number;
  count: number;
  issuedAt: Date;
}) => Promise<void>;

export async function seedStatements(
  db: Db,
  corporateId: string,
  now: Date,
  afterStatement?: AfterStatement,
): Promise<number> {
  const periods = await duePeriods(db, corporateId, now);
  // The refund lands between the third-to-last statement and the next one.
  const refundAfter = periods.length >= 3 ? periods.length - 3 : -1;
  let issued = 0;
  for (const [i, period] of periods.entries()) {
    const issuedAt = new Date(vietnamMidnight(period.end).getTime() + HOUR);
    const id = await generateStatement(db, corporateId, period, issuedAt);
    if (id) issued += 1;
    if (id && afterStatement) {
      await afterStatement({ id, index: i, count: periods.length, issuedAt });
    }
    if (i === refundAfter && id) await refundFirstLine(db, corporateId, id, issuedAt);
  }
  return issued;
}

async function refundFirstLine(db: Db, corporateId: string, statementId: string, issuedAt: Date) {
  const { rows } = await db.execute<{ user_order_id: string }>(sql`
    select user_order_id from reconcilliation_statement_lines
    where corporate_id = ${corporateId}::uuid and statement_id = ${statementId}::uuid
      and kind = 'BOOKING' and user_order_id is not null
    order by booked_at, id limit 1`);
  const orderId = rows[0]?.user_order_id;
  if (!orderId) return;
  const order = await orderById(db, orderId);
  if (!order) return;
  const at = new Date(issuedAt.getTime() + 3 * 24 * HOUR);
  await db.transaction((tx) =>
    refundInLedger(
      tx,
      { ...order, refund_details: { reason: 'demo: cancelled by the hotel' } },
      at,
    ),
  );
}
