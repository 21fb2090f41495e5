/**
 * The ledger (docs/checkout.md "Wallet", docs/module-template.md): the double-entry,
 * append-only book behind the traveller's wallet and the corporate's account, and the one
 * other modules post to — checkout (wallet and corporate payments, top-ups, refunds) and
 * rewards (cash back). A movement is one ledger transaction whose legs sum to zero: a wallet
 * payment debits the traveller's wallet and credits PLATFORM_SALES; a top-up credits the
 * wallet and debits PLATFORM_TOP_UP_CLEARING; a corporate charge debits the corporate's
 * CORPORATE_ACCOUNT and credits PLATFORM_SALES, and its release reverses it.
 * Balances are derived: the newest entry of an account carries `balance_after`, written while
 * the account row is locked (FOR UPDATE), so concurrent movements on one wallet queue up and
 * each sees the one before. A CHECK keeps every wallet entry's balance ≥ 0 (a corporate
 * account may go below zero down to its credit line, which pay_with_corporate checks), a trigger keeps
 * the book append-only, and the movement's `idempotency_key` (unique) makes a retried or raced
 * movement happen once.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../../common/money.js';
import {
  corporateBalanceOf,
  corporateBalanceSql,
  insertEntry,
  insertTransaction,
  latestBalance,
  lockAccountRow,
  walletBalanceOf,
  walletCreditsOfKind,
  walletEntriesPage,
  type Account,
  type AccountKind,
  type TransactionKind,
} from './repository.js';

export type { Account, AccountKind, TransactionKind };

/**
 * The account (created on first use), locked FOR UPDATE until the transaction ends; its owner
 * is the wallet's user, the corporate account's corporate, or null for a platform account.
 */
export const lockAccount = lockAccountRow;

/** The account's balance: its newest entry's balance_after (0 without entries). */
export const balanceOf = latestBalance;

/** A page of one kind of credit to a user's wallets (cash back…), newest first, and the count. */
export const walletCredits = walletCreditsOfKind;

/** A keyset page of a user's wallet movements in one currency, newest first. */
export const walletEntries = walletEntriesPage;

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

/** Whole, non-zero legs that sum to zero: the one shape a posting may have. */
export function isBalanced(legs: Movement['legs']): boolean {
  return (
    legs.length >= 2 &&
    legs.every((l) => Number.isSafeInteger(l.amount) && l.amount !== 0) &&
    legs.reduce((s, l) => s + l.amount, 0) === 0
  );
}

/**
 * Records a movement inside the caller's DB transaction; returns its transaction id, or null
 * when its key was already recorded (nothing is written then). Throws BAD_USER_INPUT when a
 * wallet would go below zero.
 */
export async function post(tx: Db, movement: Movement): Promise<string | null> {
  if (!isBalanced(movement.legs)) {
    throw new Error('a ledger movement needs whole, non-zero legs that sum to zero');
  }
  const id = await insertTransaction(tx, {
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    userOrderId: movement.userOrderId ?? null,
    metadata: movement.metadata ?? null,
    at: movement.at,
  });
  if (!id) return null;
  for (const leg of movement.legs) {
    const balance = (await latestBalance(tx, leg.account.id)) + leg.amount;
    if (leg.account.kind === 'USER_WALLET' && balance < 0) {
      throw new AppError('BAD_USER_INPUT', 'Your wallet balance is not enough for this payment.', [
        {
          field: 'payment_checkout_session_id',
          rule: 'insufficient_balance',
          message: `Your wallet balance (${formatMoney(balance - leg.amount, movement.currency, 'en')}) is not enough for this payment.`,
        },
      ]);
    }
    await insertEntry(tx, {
      transactionId: id,
      account: leg.account,
      amount: leg.amount,
      currency: movement.currency,
      balanceAfter: balance,
      at: movement.at,
    });
  }
  return id;
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
export function walletBalance(db: Db, userId: string, currency = 'VND'): Promise<number> {
  return walletBalanceOf(db, userId, currency);
}

/** A corporate's account balance in a currency (0 before the first movement). */
export const corporateBalance = corporateBalanceOf;

/** The same balance as a SQL expression over a query's corporate id and currency columns. */
export { corporateBalanceSql };

export interface CorporateMovement {
  corporateId: string;
  /** The checkout session charged: it names the movement, so each happens once. */
  sessionId: string;
  orderId: string;
  amount: number;
  currency: string;
  at: Date;
}

/**
 * Debits the corporate's account for a session's charge and credits PLATFORM_SALES, inside the
 * caller's transaction, the account locked (charges of one corporate queue up). The credit
 * line is the caller's rule (pay_with_corporate), not the ledger's. Returns the balance after.
 */
export async function postCorporateCharge(tx: Db, c: CorporateMovement): Promise<number> {
  const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', c.corporateId, c.currency);
  if (c.amount > 0) {
    const sales = await lockAccount(tx, 'PLATFORM_SALES', null, c.currency);
    await post(tx, {
      kind: 'ORDER_PAYMENT',
      idempotencyKey: `corporate-charge:${c.sessionId}`,
      currency: c.currency,
      userOrderId: c.orderId,
      metadata: { corporate_id: c.corporateId },
      at: c.at,
      legs: [
        { account, amount: -c.amount },
        { account: sales, amount: c.amount },
      ],
    });
  }
  return balanceOf(tx, account.id);
}

/**
 * Gives a session's charge back to the corporate's account (the reverse of
 * postCorporateCharge), once: false when it was given back already or there was nothing to give.
 */
export async function postCorporateRelease(tx: Db, c: CorporateMovement): Promise<boolean> {
  if (c.amount <= 0) return false;
  const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', c.corporateId, c.currency);
  const sales = await lockAccount(tx, 'PLATFORM_SALES', null, c.currency);
  const id = await post(tx, {
    kind: 'ORDER_REFUND',
    idempotencyKey: `corporate-release:${c.sessionId}`,
    currency: c.currency,
    userOrderId: c.orderId,
    metadata: { corporate_id: c.corporateId },
    at: c.at,
    legs: [
      { account: sales, amount: -c.amount },
      { account, amount: c.amount },
    ],
  });
  return id !== null;
}

/**
 * Sets a corporate's opening balance (the demo seed's companies; the migration did the same
 * for those that existed): one OPENING_BALANCE movement against PLATFORM_CORPORATE_OPENING,
 * once per corporate. Returns whether it posted.
 */
export async function postCorporateOpening(
  tx: Db,
  corporateId: string,
  amount: number,
  currency: string,
  at?: Date,
): Promise<boolean> {
  if (amount === 0) return false;
  const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', corporateId, currency);
  const opening = await lockAccount(tx, 'PLATFORM_CORPORATE_OPENING', null, currency);
  const id = await post(tx, {
    kind: 'OPENING_BALANCE',
    idempotencyKey: `corporate-opening:${corporateId}`,
    currency,
    metadata: { corporate_id: corporateId },
    at,
    legs: [
      { account: opening, amount: -amount },
      { account, amount },
    ],
  });
  return id !== null;
}
