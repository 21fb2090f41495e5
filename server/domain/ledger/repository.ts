/**
 * The ledger's SQL (docs/module-template.md): accounts, transactions and entries. The tables
 * (server/db/tables/wallet.ts) are append-only — a trigger refuses UPDATE and DELETE on
 * transactions and entries — and `ledger_transactions.idempotency_key` is unique.
 */
import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.js';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];
export type TransactionKind = (typeof ledgerTransactions.$inferSelect)['kind'];

export interface Account {
  id: string;
  kind: AccountKind;
}

/**
 * The account (created on first use), locked FOR UPDATE until the transaction ends. `ownerId`
 * is the wallet's user (USER_WALLET), the corporate (CORPORATE_ACCOUNT), or null (platform).
 */
export async function lockAccountRow(
  tx: Db,
  kind: AccountKind,
  ownerId: string | null,
  currency: string,
): Promise<Account> {
  const userId = kind === 'USER_WALLET' ? ownerId : null;
  const corporateId = kind === 'CORPORATE_ACCOUNT' ? ownerId : null;
  await tx
    .insert(ledgerAccounts)
    .values({ kind, user_id: userId, corporate_id: corporateId, currency })
    .onConflictDoNothing();
  const [account] = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        userId ? eq(ledgerAccounts.user_id, userId) : isNull(ledgerAccounts.user_id),
        corporateId
          ? eq(ledgerAccounts.corporate_id, corporateId)
          : isNull(ledgerAccounts.corporate_id),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .for('update');
  return account;
}

/** The account's newest entry's balance_after (0 without entries). */
export async function latestBalance(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerEntries.balance_after })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account_id, accountId))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1);
  return row?.balance ?? 0;
}

/** A new transaction's id, or null when its idempotency key was already recorded. */
export async function insertTransaction(
  tx: Db,
  row: {
    kind: TransactionKind;
    idempotencyKey: string;
    userOrderId: string | null;
    metadata: Record<string, unknown> | null;
    at?: Date;
  },
): Promise<string | null> {
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: row.kind,
      idempotency_key: row.idempotencyKey,
      user_order_id: row.userOrderId,
      metadata: row.metadata,
      ...(row.at ? { inserted_at: row.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return created?.id ?? null;
}

export async function insertEntry(
  tx: Db,
  row: {
    transactionId: string;
    account: Account;
    amount: number;
    currency: string;
    balanceAfter: number;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    transaction_id: row.transactionId,
    account_id: row.account.id,
    account_kind: row.account.kind,
    amount: row.amount,
    currency: row.currency,
    balance_after: row.balanceAfter,
    ...(row.at ? { inserted_at: row.at } : {}),
  });
}

/** A user's wallet balance in a currency (0 before the first movement). */
export async function walletBalanceOf(db: Db, userId: string, currency: string): Promise<number> {
  const { rows } = await db.execute<{ balance: string | number }>(sql`
    select e.balance_after as balance
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and a.currency = ${currency}
    order by e.seq desc limit 1`);
  return rows[0] ? Number(rows[0].balance) : 0;
}

/**
 * The credits of one kind (e.g. CASH_BACK) to a user's wallets, newest first, a page of them
 * and their count: what the traveller's reward list shows.
 */
export async function walletCreditsOfKind(
  db: Db,
  userId: string,
  kind: TransactionKind,
  page: { limit: number; offset: number },
) {
  const mine = sql`from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and t.kind = ${kind}`;
  const { rows } = await db.execute<{
    id: string;
    amount: string | number;
    currency: string;
    inserted_at: string | Date;
    metadata: Record<string, unknown> | null;
  }>(sql`select t.id, e.amount, e.currency, t.inserted_at, t.metadata ${mine}
    order by e.seq desc limit ${page.limit} offset ${page.offset}`);
  const { rows: totals } = await db.execute<{ n: string | number }>(
    sql`select count(*) as n ${mine}`,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      currency: r.currency.trim(),
      inserted_at: new Date(r.inserted_at),
      metadata: r.metadata,
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/**
 * The movements of a user's wallet in one currency, newest first: a keyset page before entry
 * `beforeSeq` (user_wallet_entries). The user is in the WHERE clause.
 */
export async function walletEntriesPage(
  db: Db,
  userId: string,
  page: { currency: string; beforeSeq: number | null; limit: number },
) {
  return db
    .select({
      seq: ledgerEntries.seq,
      amount: ledgerEntries.amount,
      balance_after: ledgerEntries.balance_after,
      currency: ledgerEntries.currency,
      kind: ledgerTransactions.kind,
      user_order_id: ledgerTransactions.user_order_id,
      inserted_at: ledgerTransactions.inserted_at,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .where(
      and(
        eq(ledgerAccounts.kind, 'USER_WALLET'),
        eq(ledgerAccounts.user_id, userId),
        eq(ledgerAccounts.currency, page.currency),
        page.beforeSeq != null ? lt(ledgerEntries.seq, page.beforeSeq) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.seq))
    .limit(page.limit);
}

/**
 * A corporate's account balance as a SQL expression over the caller's corporate id and currency
 * columns (e.g. `corporates.id`, `corporates.currency`): its newest entry's balance_after, 0
 * without entries. One rule for reading it, whether in a list or for one corporate.
 */
export function corporateBalanceSql(corporateId: SQL, currency: SQL): SQL<number> {
  return sql<number>`coalesce((
    select e.balance_after from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind = 'CORPORATE_ACCOUNT' and a.corporate_id = ${corporateId} and a.currency = ${currency}
    order by e.seq desc limit 1), 0)`;
}

/** A corporate's account balance in a currency (0 before the first movement). */
export async function corporateBalanceOf(
  db: Db,
  corporateId: string,
  currency: string,
): Promise<number> {
  const { rows } = await db.execute<{ balance: string | number }>(
    sql`select ${corporateBalanceSql(sql`${corporateId}::uuid`, sql`${currency}`)} as balance`,
  );
  return Number(rows[0].balance);
}
