/**
 * The wallet ledger (docs/checkout.md "Wallet"). Double entry: a movement is one ledger
 * transaction whose entries sum to zero — a wallet payment debits the traveller's wallet and
 * credits PLATFORM_SALES; a top-up credits the wallet and debits PLATFORM_TOP_UP_CLEARING.
 * Balances are derived: the newest entry of an account carries `balance_after`, written while
 * the account row is locked (FOR UPDATE), so concurrent movements on one wallet queue up and
 * each sees the one before. A CHECK keeps every wallet entry's balance ≥ 0, and the movement's
 * `idempotency_key` (unique) makes a retried or raced movement happen once.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../../common/money.js';

type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];
type TransactionKind = (typeof ledgerTransactions.$inferSelect)['kind'];

interface Account {
  id: string;
  kind: AccountKind;
}

/** The account (created on first use), locked FOR UPDATE until the transaction ends. */
export async function lockAccount(
  tx: Db,
  kind: AccountKind,
  userId: string | null,
  currency: string,
): Promise<Account> {
  await tx.insert(ledgerAccounts).values({ kind, user_id: userId, currency }).onConflictDoNothing();
  const [account] = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        userId ? eq(ledgerAccounts.user_id, userId) : isNull(ledgerAccounts.user_id),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .for('update');
  return account;
}

/** The account's balance: its newest entry's balance_after (0 without entries). */
export async function balanceOf(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerEntries.balance_after })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account_id, accountId))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1);
  return row?.balance ?? 0;
}

export interface Movement {
  kind: TransactionKind;
  idempotencyKey: string;
  currency: string;
  userOrderId?: string | null;
  metadata?: Record<string, unknown>;
  /**
   * When it happened: the caller's `now` (the ledger is append-only, so a row is dated as it is
   * written — the demo's past orders pass theirs). Default: the database's clock.
   */
  at?: Date;
  /** Locked accounts (lockAccount) and signed amounts; they must sum to zero. */
  legs: { account: Account; amount: number }[];
}

/**
 * Records a movement; returns its transaction id, or null when its key was already recorded
 * (nothing is written then). Throws BAD_USER_INPUT when a wallet would go below zero.
 */
export async function post(tx: Db, movement: Movement): Promise<string | null> {
  const total = movement.legs.reduce((s, l) => s + l.amount, 0);
  if (total !== 0 || movement.legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) {
    throw new Error('a ledger movement needs whole, non-zero legs that sum to zero');
  }
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: movement.kind,
      idempotency_key: movement.idempotencyKey,
      user_order_id: movement.userOrderId ?? null,
      metadata: movement.metadata ?? null,
      ...(movement.at ? { inserted_at: movement.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!created) return null;
  for (const leg of movement.legs) {
    const balance = (await balanceOf(tx, leg.account.id)) + leg.amount;
    if (leg.account.kind === 'USER_WALLET' && balance < 0) {
      throw new AppError('BAD_USER_INPUT', 'Your wallet balance is not enough for this payment.', [
        {
          field: 'payment_checkout_session_id',
          rule: 'insufficient_balance',
          message: `Your wallet balance (${formatMoney(balance - leg.amount, movement.currency, 'en')}) is not enough for this payment.`,
        },
      ]);
    }
    await tx.insert(ledgerEntries).values({
      transaction_id: created.id,
      account_id: leg.account.id,
      account_kind: leg.account.kind,
      amount: leg.amount,
      currency: movement.currency,
      balance_after: balance,
      ...(movement.at ? { inserted_at: movement.at } : {}),
    });
  }
  return created.id;
}

/**
 * Credits a wallet with money a gateway collected (a paid top-up); `idempotencyKey` names
 * the top-up, so its notification can arrive any number of times. Returns whether it posted.
 */
export async function creditWalletTopUp(
  db: Db,
  userId: string,
  amount: number,
  currency: string,
  idempotencyKey: string,
  metadata: Record<string, unknown> = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const clearing = await lockAccount(tx, 'PLATFORM_TOP_UP_CLEARING', null, currency);
    const wallet = await lockAccount(tx, 'USER_WALLET', userId, currency);
    const id = await post(tx, {
      kind: 'TOP_UP',
      idempotencyKey,
      currency,
      metadata,
      legs: [
        { account: clearing, amount: -amount },
        { account: wallet, amount },
      ],
    });
    return id !== null;
  });
}

/** A user's wallet balance in a currency (0 before the first movement). */
export async function walletBalance(db: Db, userId: string, currency = 'VND'): Promise<number> {
  const { rows } = await db.execute<{ balance: string | number }>(sql`
    select e.balance_after as balance
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind = 'USER_WALLET' and a.user_id = ${userId}::uuid and a.currency = ${currency}
    order by e.seq desc limit 1`);
  return rows[0] ? Number(rows[0].balance) : 0;
}
