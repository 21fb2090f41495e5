/**
 * The SQL of corporate wallet top-ups (issue 22, docs/finance.md "Wallet top-up"). Every
 * statement names the corporate id in its WHERE clause, except the bank credit's lookup by the
 * memo's reference (the credit names no corporate; the reference is unique).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { corporateTopUpCredits, corporateTopUps } from '../../db/schema.js';

export interface TopUpRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  ref: string;
  amount: number | string;
  credited: number | string;
  currency: string;
  inserted_at: Date | string;
}

const WITH_CREDITED = sql`select t.id, t.corporate_id, t.ref, t.amount, t.currency, t.inserted_at,
  coalesce((select sum(c.amount) from corporate_top_up_credits c
    where c.corporate_top_up_id = t.id and c.corporate_id = t.corporate_id), 0) as credited
  from corporate_top_ups t`;

export async function insertTopUp(
  db: Db,
  row: {
    corporate_id: string;
    ref: string;
    amount: number;
    currency: string;
    requested_by: string;
    inserted_at: Date;
  },
): Promise<TopUpRow> {
  const [created] = await db.insert(corporateTopUps).values(row).returning();
  return { ...created, credited: 0 };
}

export async function topUpsPage(
  db: Db,
  corporateId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TopUpRow[]; total: number }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<TopUpRow>(sql`${WITH_CREDITED} where t.corporate_id = ${corporateId}::uuid
      order by t.inserted_at desc, t.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number | string }>(sql`select count(*) as n from corporate_top_ups
      where corporate_id = ${corporateId}::uuid`),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The top-up a memo's reference names (any corporate's: the bank credit names none). */
export async function topUpByRef(db: Db, ref: string): Promise<TopUpRow | null> {
  const { rows } = await db.execute<TopUpRow>(sql`${WITH_CREDITED} where t.ref = ${ref}`);
  return rows[0] ?? null;
}

export async function insertTopUpCredit(
  tx: Db,
  row: {
    corporate_id: string;
    corporate_top_up_id: string;
    provider_txn_id: string;
    amount: number;
    currency: string;
    ledger_transaction_id: string;
    confirmed_by: string | null;
    inserted_at: Date;
  },
): Promise<void> {
  await tx.insert(corporateTopUpCredits).values(row);
}
