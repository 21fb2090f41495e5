/**
 * Payments against corporate invoices (issue 22, docs/finance.md "Invoices and payments").
 *
 * - By bank transfer: the invoice's VietQR transfer carries its own memo (`WF<invoice ref>`);
 *   the bank's signed credit (bank-credits.ts) is money in: on the ledger, INVOICE_PAYMENT
 *   from PLATFORM_TOP_UP_CLEARING to the CORPORATE_ACCOUNT (it pays back what the invoiced
 *   charges took from the account), key `corporate-bank-credit:<bank id>`, and a payment of
 *   up to what is unpaid; anything beyond stays on the account as the company's credit.
 * - From the corporate wallet: the account already paid the invoiced bookings when they were
 *   charged (pay_with_corporate debited it), so paying from the wallet moves no money; it says
 *   the account's own money settles the invoice, and is allowed up to what the account holds
 *   beyond the other unpaid invoices: balance + unpaid of every invoice (docs/finance.md).
 *
 * Both run in one transaction under the CORPORATE_ACCOUNT's row lock (the ledger's), so every
 * payment of a company queues behind the one before and sees its effect; each happens once
 * per key (bank id, or the client's idempotency key).
 */
import type { Db } from '../../db/client.js';
import type { SettleOutcome } from '../../providers/payments/index.js';
import { AppError } from '../../errors.js';
import { checkIds } from '../corporates/ids.js';
import { formatMoney } from '../../../common/money.js';
import { balanceOf, lockAccount, post } from '../ledger/service.js';
import {
  walletPaymentRules,
  type PaymentHistoriesInput,
  type WalletPaymentInput,
} from './invoice-input.js';
import { parseInput } from '../context/input.js';
import { invoiceCorporate } from './invoices.js';
import {
  insertPayment,
  invoiceByRef,
  invoiceRow,
  paymentByKey,
  paymentsPage,
  unpaidTotal,
  type PaymentRow,
} from './invoices-repository.js';
import type { CorporateCredit, TransferDeps } from './top-ups.js';
import { transferFor } from './transfers.js';
import { creditTerms } from './wallet-repository.js';

function presentPayment(row: PaymentRow) {
  const invoiceValue = Number(row.invoice_value);
  const paid = Number(row.paid);
  return {
    id: row.id,
    corporate_id: row.corporate_id,
    corporate_invoice_id: row.corporate_invoice_id,
    currency: row.currency,
    invoice_value: invoiceValue,
    paid,
    unpaid: Math.max(invoiceValue - paid, 0),
    value: Number(row.value),
    payment_method: row.payment_method,
    inserted_at: new Date(row.inserted_at),
  };
}

/** corporate_payment_histories: newest first, with the running paid and unpaid. */
export async function listPaymentHistories(
  db: Db,
  userId: string | null,
  input: PaymentHistoriesInput,
) {
  const f = input.filter;
  const { corporate } = await invoiceCorporate(db, userId, f.corporate_id, 'list');
  checkIds({ 'filter.corporate_invoice_id': f.corporate_invoice_id });
  const page = await paymentsPage(
    db,
    corporate,
    { invoiceId: f.corporate_invoice_id, from: f.from, to: f.to },
    f,
  );
  return { entries: page.rows.map(presentPayment), total_count: page.total };
}

async function paymentById(db: Db, corporate: string, invoiceId: string, id: string) {
  // An invoice has a handful of payments: its page holds them all.
  const page = await paymentsPage(
    db,
    corporate,
    { invoiceId, from: null, to: null },
    {
      limit: 1_000_000,
      offset: 0,
    },
  );
  const row = page.rows.find((r) => r.id === id);
  if (!row) throw new Error('payment vanished');
  return presentPayment(row);
}

/** corporate_invoice_transfer(id): the VietQR transfer of the invoice's unpaid amount. */
export async function invoiceTransfer(
  deps: TransferDeps,
  userId: string | null,
  id: string,
  now: Date,
) {
  const { corporate } = await invoiceCorporate(deps.db, userId, null, 'show');
  checkIds({ id });
  const row = await invoiceRow(deps.db, corporate, id, now);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice.');
  const unpaid = Math.max(Number(row.value) - Number(row.paid), 0);
  return transferFor(deps.rails, row.ref, unpaid, row.currency, deps.origin);
}

/** What the wallet can pay invoices with: balance + what the invoices still ask for. */
async function walletAvailable(db: Db, corporate: string, currency: string) {
  const account = await lockAccount(db, 'CORPORATE_ACCOUNT', corporate, currency);
  return (await balanceOf(db, account.id)) + (await unpaidTotal(db, corporate, currency));
}

/** corporate_invoice_wallet_available (invoices `show`). */
export async function invoiceWalletAvailable(
  db: Db,
  userId: string | null,
  corporateId: string | null,
) {
  const { corporate } = await invoiceCorporate(db, userId, corporateId, 'show');
  const currency = (await creditTerms(db, corporate))?.currency ?? 'VND';
  return db.transaction((tx) => walletAvailable(tx, corporate, currency));
}

const refuse = (rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field: 'amount', rule, message }]);

/** pay_corporate_invoice_from_wallet: once per idempotency key (invoices `create`). */
export async function payInvoiceFromWallet(
  db: Db,
  userId: string | null,
  input: WalletPaymentInput,
  now: Date,
) {
  const { actor, corporate } = await invoiceCorporate(db, userId, null, 'create');
  checkIds({ id: input.id });
  if (!(await invoiceRow(db, corporate, input.id, now))) {
    throw new AppError('NOT_FOUND', 'No such invoice.');
  }
  const { amount, idempotency_key } = parseInput(walletPaymentRules, input);
  const key = `wallet:${corporate}:${idempotency_key}`;
  const paymentId = await db.transaction(async (tx) => {
    const invoice = await invoiceRow(tx, corporate, input.id, now);
    if (!invoice) throw new AppError('NOT_FOUND', 'No such invoice.');
    const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', corporate, invoice.currency);
    const earlier = await paymentByKey(tx, corporate, key);
    if (earlier) return earlier.id;
    // Read again under the lock: a payment that committed while we waited counts.
    const fresh = await invoiceRow(tx, corporate, input.id, now);
    const unpaid = Math.max(Number(fresh!.value) - Number(fresh!.paid), 0);
    if (amount > unpaid) {
      throw refuse(
        'unpaid',
        `The invoice has ${formatMoney(unpaid, invoice.currency, 'en')} left to pay.`,
      );
    }
    const available =
      (await balanceOf(tx, account.id)) + (await unpaidTotal(tx, corporate, invoice.currency));
    if (amount > available) {
      throw refuse(
        'insufficient_balance',
        `The wallet can pay ${formatMoney(Math.max(available, 0), invoice.currency, 'en')} of invoices.`,
      );
    }
    const id = await insertPayment(tx, {
      corporate_id: corporate,
      corporate_invoice_id: invoice.id,
      value: amount,
      currency: invoice.currency,
      payment_method: 'CORPORATE_WALLET',
      idempotency_key: key,
      ledger_transaction_id: null,
      recorded_by: actor.userId,
      inserted_at: now,
    });
    if (!id) throw new Error('payment key taken inside the lock');
    return id;
  });
  return paymentById(db, corporate, input.id, paymentId);
}

/**
 * A verified bank credit naming an invoice: the money is credited to the corporate account
 * once per bank id (ledger key), and up to the unpaid amount is recorded as the invoice's
 * payment, in one transaction under the account's lock.
 */
export async function recordInvoiceCredit(db: Db, credit: CorporateCredit): Promise<SettleOutcome> {
  const invoice = await invoiceByRef(db, credit.ref);
  if (!invoice) return 'ORDER_NOT_FOUND';
  if (invoice.currency !== credit.currency) return 'AMOUNT_MISMATCH';
  const corporate = invoice.corporate_id;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, 'CORPORATE_ACCOUNT', corporate, credit.currency);
    const clearing = await lockAccount(tx, 'PLATFORM_TOP_UP_CLEARING', null, credit.currency);
    const row = await invoiceRow(tx, corporate, invoice.id, credit.at);
    const unpaid = Math.max(Number(row!.value) - Number(row!.paid), 0);
    const applied = Math.min(unpaid, credit.amount);
    const transactionId = await post(tx, {
      kind: 'INVOICE_PAYMENT',
      idempotencyKey: `corporate-bank-credit:${credit.txnId}`,
      currency: credit.currency,
      metadata: {
        corporate_id: corporate,
        corporate_invoice_id: invoice.id,
        applied,
        confirmed_by: credit.manual?.by ?? null,
      },
      at: credit.at,
      legs: [
        { account: clearing, amount: -credit.amount },
        { account, amount: credit.amount },
      ],
    });
    if (!transactionId) return 'ALREADY_CONFIRMED';
    if (applied > 0) {
      await insertPayment(tx, {
        corporate_id: corporate,
        corporate_invoice_id: invoice.id,
        value: applied,
        currency: credit.currency,
        payment_method: 'BANK_TRANSFER',
        idempotency_key: `bank:${credit.txnId}`,
        ledger_transaction_id: transactionId,
        recorded_by: credit.manual?.by ?? null,
        inserted_at: credit.at,
      });
    }
    await credit.manual?.record(tx, { ledgerTransactionId: transactionId, applied });
    return applied === credit.amount ? 'ACCEPTED' : 'AMOUNT_MISMATCH';
  });
}
