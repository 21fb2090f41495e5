/**
 * Proofs of transfer for a flight change paid by bank transfer (docs/manage-booking.md "2C2P and
 * bank transfer (issue 23)"): the checkout's rule (bank-proofs.ts: type by bytes, 5 MB each,
 * 5 files and 12 MB per transfer, all checked before storing), for the attempt's transfer.
 *
 * Only the traveller or booker of the booking the attempt belongs to may upload or read them
 * (anyone else: NOT_FOUND, as for an unknown id); only an attempt paid by bank transfer has any.
 * Decided (the spec is silent): only a PENDING attempt still inside its hold takes new files —
 * once it is paid, lapsed or replaced, a proof can change nothing (a late transfer is given back
 * by accounting whatever it shows); refused with rule `not_pending`, checked before the bytes
 * and again under the attempt's lock. Its files stay readable after.
 */
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../providers/storage/types.js';
import {
  addProof,
  listProofs,
  proofError,
  proofRow,
  type ProofTransfer,
  type ProofUpload,
} from '../checkout/bank-proofs.js';
import {
  changePaymentOfUser,
  lockChangePaymentRow,
  type ChangePaymentRow,
} from './change-payment-repository.js';

export const changeProofUrl = (paymentId: string, fileId: string) =>
  `/api/v1/payments/change-payments/${paymentId}/files/${fileId}`;

/** Refuses an attempt that no longer takes files: paid, failed, lapsed or replaced. */
function assertTakesFiles(attempt: ChangePaymentRow | null, now: Date) {
  if (!attempt || attempt.status !== 'PENDING' || attempt.expires_at.getTime() <= now.getTime()) {
    throw proofError(
      'file',
      'not_pending',
      'file: this change payment has ended (paid, lapsed or replaced) and takes no more files',
    );
  }
}

/** An attempt's bank transfer as a taker of proofs (bank-proofs.ts). */
const changeProofs = (paymentId: string, now: Date): ProofTransfer => ({
  owner: { changePaymentId: paymentId },
  folder: `bank-proofs/changes/${paymentId}`,
  url: (fileId) => changeProofUrl(paymentId, fileId),
  lock: async (tx) => assertTakesFiles(await lockChangePaymentRow(tx, paymentId), now),
});

/** The caller's bank-paid attempt, or null (unknown, someone else's, or another rail). */
async function bankAttemptOf(db: Db, userId: string, paymentId: string) {
  if (!isUuid(paymentId)) return null;
  const attempt = await changePaymentOfUser(db, userId, paymentId);
  return attempt?.method === 'BANK_TRANSFER' ? attempt : null;
}

/** Stores a proof of the attempt's transfer for its booking's traveller or booker. */
export async function addChangeProofFile(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  paymentId: string,
  upload: ProofUpload | null,
  note: string | null,
  now: Date,
) {
  const attempt = await bankAttemptOf(deps.db, userId, paymentId);
  if (!attempt) throw new AppError('NOT_FOUND', 'No such change payment.');
  assertTakesFiles(attempt, now);
  return addProof(deps, changeProofs(attempt.id, now), userId, upload, note);
}

/** A proof file's row of the attempt, for its booking's traveller or booker only. */
export async function findChangeProofFile(
  db: Db,
  userId: string,
  paymentId: string,
  fileId: string,
) {
  const attempt = await bankAttemptOf(db, userId, paymentId);
  if (!attempt) return null;
  return proofRow(db, { changePaymentId: attempt.id }, fileId);
}

/** The attempt's proofs, oldest first (BookingChangeBankTransfer's `files`). */
export const changeProofFiles = (db: Db, paymentId: string) =>
  listProofs(db, {
    owner: { changePaymentId: paymentId },
    url: (fileId) => changeProofUrl(paymentId, fileId),
  });
