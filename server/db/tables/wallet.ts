import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { currency, id, insertedAt, money } from './columns.js';
import { corporates } from './corporates.js';
import { userOrders } from './orders.js';
import { users } from './users.js';

/*
 * The wallet: a double-entry ledger (docs/checkout.md). Every movement is a ledger transaction
 * whose entries sum to zero; an account's balance is the sum of its entries, carried forward
 * as `balance_after` on each entry under the account row's lock. Entries are never updated or
 * deleted: a refund is a new transaction.
 */

/**
 * A traveller's wallet, a corporate's account, or one of the platform's own accounts (which
 * may go negative).
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'USER_WALLET',
  /**
   * A corporate's account: goes below zero down to its credit line (`corporate_credits.max_debt`,
   * checked by pay_with_corporate, not by a CHECK).
   */
  'CORPORATE_ACCOUNT',
  /** Money received for bookings paid from wallets. */
  'PLATFORM_SALES',
  /** Money a gateway collected for top-ups (the counterpart of a wallet credit). */
  'PLATFORM_TOP_UP_CLEARING',
  /** Rewards paid out (cash back, referrals). */
  'PLATFORM_REWARDS',
  /** The counterpart of corporate balances carried over from before the ledger (migration 0020). */
  'PLATFORM_CORPORATE_OPENING',
  /**
   * Staff expenses a company paid back (debited) against the bank payment files it sent
   * (EXPENSE_PAYOUT_CLEARING, credited); the corporate is in the movement's metadata
   * (docs/expenses.md "Reimbursements on the ledger").
   */
  'EXPENSE_REIMBURSEMENTS',
  'EXPENSE_PAYOUT_CLEARING',
]);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    kind: ledgerAccountKind('kind').notNull(),
    /** The wallet's owner; null for other accounts. */
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The corporate account's owner; null for other accounts. */
    corporate_id: uuid('corporate_id').references(() => corporates.id, { onDelete: 'restrict' }),
    currency: currency(),
    inserted_at: insertedAt(),
  },
  (t) => [
    unique('ledger_accounts_owner_unique')
      .on(t.kind, t.user_id, t.corporate_id, t.currency)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} = 'USER_WALLET') = (${t.user_id} is not null) and (${t.kind} = 'CORPORATE_ACCOUNT') = (${t.corporate_id} is not null)`,
    ),
  ],
);

export const ledgerTransactionKind = pgEnum('ledger_transaction_kind', [
  'TOP_UP',
  'ORDER_PAYMENT',
  'ORDER_REFUND',
  'CASH_BACK',
  /** A corporate balance carried over from before the ledger, or set by the demo seed. */
  'OPENING_BALANCE',
  /** A reimbursement batch paid (docs/expenses.md): once per batch. */
  'EXPENSE_REIMBURSEMENT',
  /** A bank transfer against a corporate invoice (docs/finance.md "Invoices and payments"). */
  'INVOICE_PAYMENT',
]);

/** One movement of money; `idempotency_key` makes a retried or raced movement happen once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: ledgerTransactionKind('kind').notNull(),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    user_order_id: uuid('user_order_id').references(() => userOrders.id, {
      onDelete: 'restrict',
    }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    inserted_at: insertedAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_unique').on(t.idempotency_key)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Increasing: the newest entry of an account carries its balance. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account_id: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Copied from the account, so the CHECK below can keep wallets out of the red. */
    account_kind: ledgerAccountKind('account_kind').notNull(),
    /** Signed: + credit to the account, − debit. */
    amount: money('amount').notNull(),
    currency: currency(),
    balance_after: money('balance_after').notNull(),
    inserted_at: insertedAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account_id, t.seq.desc()),
    index('ledger_entries_transaction_idx').on(t.transaction_id),
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_wallet_not_negative',
      sql`${t.account_kind} <> 'USER_WALLET' or ${t.balance_after} >= 0`,
    ),
  ],
);
