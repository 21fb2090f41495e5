/**
 * The corporate wallet's top-up by bank transfer (issue 22, docs/finance.md "Wallet top-up"):
 * the owner or the accountant asks for an amount and gets a VietQR transfer with the top-up's
 * own memo; the bank's signed notification of the credit (bank-credits.ts) credits the
 * CORPORATE_ACCOUNT on the ledger — TOP_UP, key `corporate-bank-credit:<bank id>` — so a
 * replayed or raced notification credits once. What a top-up was credited is the sum of its
 * credits (never stored twice).
 */
import type { Db } from '../../db/client.js';
import type { PaymentRails } from '../../providers/payments/index.js';
import type { SettleOutcome } from '../../providers/payments/index.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { lockAccount, post } from '../ledger/service.js';
import { topUpRules, type CorporateTopUpInput } from './invoice-input.js';
import { parseInput } from '../context/input.js';
import { newTransferRef } from './transfer-refs.js';
import { transferFor } from './transfers.js';
import {
  insertTopUp,
  insertTopUpCredit,
  topUpByRef,
  topUpsPage,
  type TopUpRow,
} from './top-ups-repository.js';
import { creditTerms } from './wallet-repository.js';

export interface TransferDeps {
  db: Db;
  rails: PaymentRails;
  origin: string;
}

async function present(deps: TransferDeps, row: TopUpRow) {
  const amount = Number(row.amount);
  const credited = Number(row.credited);
  const left = Math.max(amount - credited, 0);
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    amount,
    credited,
    currency: row.currency,
    status: credited >= amount ? ('CREDITED' as const) : ('PENDING' as const),
    transfer: await transferFor(deps.rails, row.ref, left, row.currency, deps.origin),
    inserted_at: new Date(row.inserted_at),
  };
}

/** begin_corporate_top_up: a new top-up to pay by transfer (wallet `create`). */
export async function beginCorporateTopUp(
  deps: TransferDeps,
  userId: string | null,
  input: CorporateTopUpInput,
  now: Date,
) {
  checkIds({ corporate_id: input.corporate_id });
  const { actor } = await actorFor(deps.db, requireUserId(userId));
  const corporate = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'create', 'wallet');
  const { amount } = parseInput(topUpRules, { amount: input.amount });
  const terms = await creditTerms(deps.db, corporate);
  const row = await insertTopUp(deps.db, {
    corporate_id: corporate,
    ref: newTransferRef('TOP_UP'),
    amount,
    currency: terms?.currency ?? 'VND',
    requested_by: actor.userId ?? requireUserId(userId),
    inserted_at: now,
  });
  return present(deps, row);
}

/** corporate_top_ups: the company's top-ups, newest first (wallet `show`). */
export async function listCorporateTopUps(
  deps: TransferDeps,
  userId: string | null,
  input: { corporate_id: string | null; limit: number; offset: number },
) {
  checkIds({ corporate_id: input.corporate_id });
  const { actor } = await actorFor(deps.db, requireUserId(userId));
  const corporate = ownCorporate(actor, input.corporate_id);
  assertCan(actor, 'show', 'wallet');
  const page = await topUpsPage(deps.db, corporate, input);
  return {
    entries: await Promise.all(page.rows.map((row) => present(deps, row))),
    total_count: page.total,
  };
}

export interface CorporateCredit {
  ref: string;
  /** The bank's id of the credit. */
  txnId: string;
  amount: number;
  currency: string;
  at: Date;
  /**
   * Wayfare's finance staff who recorded it by hand (manual-credits.ts), with what to write in
   * the same transaction (the audit row); absent for the bank's signed notification.
   */
  manual?: { by: string; record: (tx: Db, recorded: RecordedCredit) => Promise<void> };
}

/** What a credit did once recorded: its ledger transaction and how much paid the invoice. */
export interface RecordedCredit {
  ledgerTransactionId: string;
  applied: number;
}

/**
 * A verified bank credit naming a top-up: credits the corporate account once per bank id, in
 * one transaction with its record; the account's row lock queues concurrent credits.
 */
export async function creditTopUp(db: Db, credit: CorporateCredit): Promise<SettleOutcome> {
  const topUp = await topUpByRef(db, credit.ref);
  if (!topUp) return 'ORDER_NOT_FOUND';
  if (topUp.currency !== credit.currency) return 'AMOUNT_MISMATCH';
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', topUp.corporate_id, credit.currency);
    const clearing = await lockAccount(tx, 'PLATFORM_TOP_UP_CLEARING', null, credit.currency);
    const transactionId = await post(tx, {
      kind: 'TOP_UP',
      idempotencyKey: `corporate-bank-credit:${credit.txnId}`,
      currency: credit.currency,
      metadata: {
        corporate_id: topUp.corporate_id,
        corporate_top_up_id: topUp.id,
        confirmed_by: credit.manual?.by ?? null,
      },
      at: credit.at,
      legs: [
        { account: clearing, amount: -credit.amount },
        { account, amount: credit.amount },
      ],
    });
    if (!transactionId) return 'ALREADY_CONFIRMED';
    await insertTopUpCredit(tx, {
      corporate_id: topUp.corporate_id,
      corporate_top_up_id: topUp.id,
      provider_txn_id: credit.txnId,
      amount: credit.amount,
      currency: credit.currency,
      ledger_transaction_id: transactionId,
      confirmed_by: credit.manual?.by ?? null,
      inserted_at: credit.at,
    });
    await credit.manual?.record(tx, { ledgerTransactionId: transactionId, applied: 0 });
    return 'ACCEPTED';
  });
}
