// A corporate's account on the ledger, for tests: its balance, its movements, and setting it
// to a starting amount through the ledger (the book is append-only: no column to reset).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { corporateBalance, lockAccount, post } from '../../../server/domain/ledger/service';

export const corporateBalanceOf = (db: Db, corporateId: string) =>
  corporateBalance(db, corporateId, 'VND');

/** Brings the corporate's balance to `target` with one OPENING_BALANCE movement (if it differs). */
export async function setCorporateBalance(db: Db, corporateId: string, target: number) {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', corporateId, 'VND');
    const opening = await lockAccount(tx, 'PLATFORM_CORPORATE_OPENING', null, 'VND');
    const difference = target - (await corporateBalance(tx, corporateId, 'VND'));
    if (difference === 0) return;
    await post(tx, {
      kind: 'OPENING_BALANCE',
      idempotencyKey: `test-balance:${randomUUID()}`,
      currency: 'VND',
      legs: [
        { account: opening, amount: -difference },
        { account, amount: difference },
      ],
    });
  });
}

export interface CorporateEntry {
  kind: string;
  idempotency_key: string;
  amount: number;
  balance_after: number;
  /** The sum of every leg of the entry's transaction (0 for a balanced movement). */
  legs_sum: number;
  /** The other legs' account kinds. */
  against: string[];
}

/** The corporate account's entries, oldest first, each with its movement's legs. */
export async function corporateEntries(db: Db, corporateId: string): Promise<CorporateEntry[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select t.kind::text as kind, t.idempotency_key, e.amount, e.balance_after,
      (select sum(l.amount) from ledger_entries l where l.transaction_id = t.id) as legs_sum,
      (select array_agg(l.account_kind::text order by l.seq) from ledger_entries l
        where l.transaction_id = t.id and l.account_id <> a.id) as against
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = ${corporateId}::uuid
    order by e.seq`);
  return rows.map((r) => ({
    kind: String(r.kind),
    idempotency_key: String(r.idempotency_key),
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
    legs_sum: Number(r.legs_sum),
    against: r.against as string[],
  }));
}
