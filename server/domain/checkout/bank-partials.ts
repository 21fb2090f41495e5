/**
 * Bank credits, partial and whole (docs/checkout.md "Bank transfer: partial payments and
 * proof"). Each verified credit naming a checkout is recorded once (its bank id is unique),
 * under the session's lock: the checkout's `paid_amount` is the sum of its credits. Less than
 * what is due keeps the checkout waiting for the rest (order PROCESSING by bank transfer, so no
 * other rail can charge the full price meanwhile); reaching it settles the order through
 * settle.ts, in the same transaction; more than due is recorded as `excess` and flagged on the
 * order (`overpaid`), as is any credit for a checkout already paid, for an accountant to return.
 * A checkout's proofs of transfer follow bank-proofs.ts's rule.
 */
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../providers/storage/types.js';
import {
  addProof,
  listProofs,
  proofRow,
  type ProofTransfer,
  type ProofUpload,
} from './bank-proofs.js';
import {
  bankPaidAmount,
  insertBankCredit,
  lockSessionRow,
  markOrderOverpaid,
  setCreditExcess,
} from './bank-transfers-repository.js';
import { orderOfSession } from './orders.js';
import { findSession } from './sessions.js';
import { lockSessionById, setSessionStatus } from './sessions-repository.js';
import { settleGatewayPayment, writeOrder } from './settle.js';
import { amountDue } from './split-payment.js';

export interface BankCreditInput {
  sessionId: string;
  /** The bank's id of the credit. */
  txnId: string;
  amount: number;
  currency: string;
  details: Record<string, unknown>;
  now: Date;
}

/**
 * Records one verified bank credit. `ALREADY_CONFIRMED`: this credit was recorded before, or
 * the order was already paid (the credit is then kept as excess); `ACCEPTED` otherwise.
 */
export async function recordBankCredit(
  db: Db,
  credit: BankCreditInput,
): Promise<'ACCEPTED' | 'ALREADY_CONFIRMED'> {
  return db.transaction(async (tx) => {
    const session = await lockSessionById(tx, credit.sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
    const row = await insertBankCredit(tx, {
      sessionId: session.id,
      txnId: credit.txnId,
      amount: credit.amount,
      currency: credit.currency,
      now: credit.now,
    });
    if (!row) return 'ALREADY_CONFIRMED';
    const flagExcess = (excess: number) => setCreditExcess(tx, row.id, excess);
    const existing = await orderOfSession(tx, session.id);
    if (existing?.status === 'SUCCESSFUL' || credit.currency !== session.currency) {
      await flagExcess(credit.amount);
      return 'ALREADY_CONFIRMED';
    }
    const paid = await bankPaidAmount(tx, session.id);
    const due = amountDue(session);
    const details = { ...credit.details, paid_amount: paid };
    if (paid < due) {
      if (session.status === 'OPEN' || session.status === 'PROCESSING') {
        await writeOrder(tx, session, {
          status: 'PROCESSING',
          payment_method: 'BANK_TRANSFER',
          paid_by: existing?.paid_by ?? session.booked_by,
          payment_details: { ...(existing?.payment_details ?? {}), ...details },
          paid_at: null,
          now: credit.now,
        });
        await setSessionStatus(tx, session.id, 'PROCESSING', credit.now);
      }
      return 'ACCEPTED';
    }
    const { order } = await settleGatewayPayment(tx, {
      sessionId: session.id,
      method: 'BANK_TRANSFER',
      amount: due,
      currency: session.currency,
      details,
      now: credit.now,
    });
    if (paid > due) {
      await flagExcess(Math.min(paid - due, credit.amount));
      await markOrderOverpaid(tx, order.id, paid - due);
    }
    return 'ACCEPTED';
  });
}

/** A checkout's bank transfer as a taker of proofs (bank-proofs.ts). */
const checkoutProofs = (sessionId: string): ProofTransfer => ({
  owner: { sessionId },
  folder: `bank-proofs/${sessionId}`,
  url: (fileId) => proofUrl(sessionId, fileId),
  lock: (tx) => lockSessionRow(tx, sessionId),
});

/** The BankTransfer `files` of a checkout: its proofs, oldest first, with their download path. */
export const proofFiles = (db: Db, sessionId: string) => listProofs(db, checkoutProofs(sessionId));

export const proofUrl = (sessionId: string, fileId: string) =>
  `/api/v1/payments/bank-transfers/${sessionId}/files/${fileId}`;

/**
 * Stores a proof of transfer for a checkout the caller travels on or booked (anyone else:
 * NOT_FOUND, as for an unknown id), under bank-proofs.ts's limits.
 */
export async function addProofFile(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  sessionId: string,
  upload: ProofUpload | null,
  note: string | null,
) {
  const session = await findSession(deps.db, userId, { id: sessionId });
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  return addProof(deps, checkoutProofs(session.id), userId, upload, note);
}

/** A proof file's row, for the traveller or booker of its checkout only. */
export async function findProofFile(db: Db, userId: string, sessionId: string, fileId: string) {
  const session = await findSession(db, userId, { id: sessionId });
  if (!session) return null;
  return proofRow(db, { sessionId: session.id }, fileId);
}
