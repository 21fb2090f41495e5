/**
 * The corporate wallet (issue 22, /corporate/wallet; docs/finance.md "Wallet"): the company's
 * CORPORATE_ACCOUNT on the ledger — its balance, what it owes against the credit line
 * (`corporate_credit.max_debt`), this month's charges against `monthly_limit` — and the
 * account's movements. Everything is read from the ledger; nothing is stored a second time.
 * Owner, admins and accounting (docs/permissions.md `wallet`).
 */
import type { Db } from '../../db/client.js';
import { monthStart } from '../../../common/calendar.js';
import { actorFor, assertCan, ownCorporate } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { requireUserId } from '../context/user.js';
import { corporateBalance } from '../ledger/service.js';
import { entrySeq, type WalletEntriesInput } from './input.js';
import { accountEntries, chargedOnLedgerSince, creditTerms } from './wallet-repository.js';

async function corporateFor(db: Db, userId: string | null, corporateId: string | null) {
  checkIds({ corporate_id: corporateId });
  const { actor } = await actorFor(db, requireUserId(userId));
  const corporate = ownCorporate(actor, corporateId);
  assertCan(actor, 'show', 'wallet');
  return corporate;
}

/** The wallet's figures as of `now` (the month is Vietnam's calendar month). */
export async function corporateWallet(
  db: Db,
  userId: string | null,
  corporateId: string | null,
  now: Date,
) {
  const corporate = await corporateFor(db, userId, corporateId);
  const terms = await creditTerms(db, corporate);
  const currency = terms?.currency ?? 'VND';
  const [balance, monthSpent] = await Promise.all([
    corporateBalance(db, corporate, currency),
    chargedOnLedgerSince(db, corporate, currency, monthStart(now)),
  ]);
  const maxDebt = Number(terms?.max_debt ?? 0);
  const monthlyLimit = terms?.monthly_limit == null ? null : Number(terms.monthly_limit);
  return {
    corporate_id: corporate,
    currency,
    balance,
    debt: Math.max(0, -balance),
    max_debt: maxDebt,
    available: balance + maxDebt,
    month_spent: monthSpent,
    monthly_limit: monthlyLimit,
    month_left: monthlyLimit == null ? null : monthlyLimit - monthSpent,
  };
}

/** The account's movements, newest first (keyset on the entry id). */
export async function corporateWalletEntries(
  db: Db,
  userId: string | null,
  input: WalletEntriesInput,
) {
  const corporate = await corporateFor(db, userId, input.corporate_id);
  const terms = await creditTerms(db, corporate);
  const rows = await accountEntries(db, corporate, {
    currency: terms?.currency ?? 'VND',
    beforeSeq: entrySeq(input.last_id),
    limit: input.limit,
  });
  return rows.map((r) => ({
    id: String(r.seq),
    kind: r.kind,
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
    currency: r.currency,
    user_order_id: r.user_order_id,
    inserted_at: r.inserted_at instanceof Date ? r.inserted_at : new Date(r.inserted_at),
  }));
}
