/**
 * The corporate wallet's SQL (issue 22, docs/finance.md "Wallet"): the company's credit terms,
 * the month's charges and the account's movements, read from the ledger (its balance is the
 * ledger's `corporateBalance`). Every statement names the corporate id in its WHERE clause.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface CreditRow extends Record<string, unknown> {
  currency: string;
  max_debt: number | string | null;
  monthly_limit: number | string | null;
}

/** The company's currency and credit line (max_debt null without one). */
export async function creditTerms(db: Db, corporateId: string): Promise<CreditRow | null> {
  const { rows } = await db.execute<CreditRow>(sql`
    select c.currency, cc.max_debt, cc.monthly_limit
    from corporates c left join corporate_credits cc on cc.corporate_id = c.id
    where c.id = ${corporateId}::uuid`);
  return rows[0] ?? null;
}

/**
 * The company's charges on the ledger since `from`, net of those given back: each corporate
 * charge (ORDER_PAYMENT) posted since then whose order has no release (ORDER_REFUND) — the
 * ledger's reading of what pay_with_corporate counts against the monthly limit.
 */
export async function chargedOnLedgerSince(
  db: Db,
  corporateId: string,
  currency: string,
  from: Date,
): Promise<number> {
  const { rows } = await db.execute<{ total: number | string }>(sql`
    select coalesce(sum(-e.amount), 0) as total
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = ${corporateId}::uuid
      and a.currency = ${currency} and t.kind = 'ORDER_PAYMENT'
      and e.inserted_at >= ${from.toISOString()}::timestamptz
      and not exists (
        select 1 from ledger_entries re join ledger_transactions rt on rt.id = re.transaction_id
        where re.account_id = a.id and rt.kind = 'ORDER_REFUND'
          and rt.user_order_id = t.user_order_id)`);
  return Number(rows[0]?.total ?? 0);
}

export interface EntryRow extends Record<string, unknown> {
  seq: number | string;
  kind: string;
  amount: number | string;
  balance_after: number | string;
  currency: string;
  user_order_id: string | null;
  inserted_at: Date | string;
}

/** The account's movements, newest first, before entry `beforeSeq`. */
export async function accountEntries(
  db: Db,
  corporateId: string,
  page: { currency: string; beforeSeq: number | null; limit: number },
): Promise<EntryRow[]> {
  const { rows } = await db.execute<EntryRow>(sql`
    select e.seq, t.kind::text as kind, e.amount, e.balance_after, e.currency, t.user_order_id,
      e.inserted_at
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = ${corporateId}::uuid
      and a.currency = ${page.currency}
      ${page.beforeSeq != null ? sql`and e.seq < ${page.beforeSeq}` : sql``}
    order by e.seq desc limit ${page.limit}`);
  return rows;
}
