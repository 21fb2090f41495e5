/**
 * Bank credits, partial and whole (docs/checkout.md "Bank transfer: partial payments and
 * proof"). Each verified credit naming a checkout is recorded once (its bank id is unique),
 * under the session's lock: the checkout's `paid_amount` is the sum of its credits. Less than
 * what is due keeps the checkout waiting for the rest (order PROCESSING by bank transfer, so no
 * other rail can charge the full price meanwhile); reaching it settles the order through
 * settle.ts, in the same transaction; more than due is recorded as `excess` and flagged on the
 * order (`overpaid`), as is any credit for a checkout already paid, for an accountant to return.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { EXTENSION_OF, sniffContentType } from '../../providers/storage/index.js';
import type { FileStorage } from '../../providers/storage/types.js';
import { cleanFileName } from '../support/files.js';
import {
  bankPaidAmount,
  insertBankCredit,
  insertProofFile,
  lockSessionRow,
  markOrderOverpaid,
  proofFileRow,
  proofFileRows,
  proofUsage,
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

/** The BankTransfer `files` of a checkout: its proofs, oldest first, with their download path. */
export async function proofFiles(db: Db, sessionId: string) {
  const rows = await proofFileRows(db, sessionId);
  return rows.map((f) => ({
    name: f.name,
    note: f.note,
    url: proofUrl(sessionId, f.id),
  }));
}

export const proofUrl = (sessionId: string, fileId: string) =>
  `/api/v1/payments/bank-transfers/${sessionId}/files/${fileId}`;

/**
 * Proof files: image or PDF (by their bytes), at most this large, this many and this many bytes
 * together per checkout (docs/security.md "Uploads").
 */
export const PROOF_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  maxTotalBytes: 12 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
} as const;

export interface ProofUpload {
  file_name: string;
  data: Buffer;
  truncated: boolean;
}

const proofError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** Refuses a proof of `size` bytes past the checkout's count or byte quota. */
function assertRoom(usage: { files: number; bytes: number }, size: number) {
  if (usage.files >= PROOF_LIMITS.maxFiles) {
    throw proofError('file', 'max_files', `At most ${PROOF_LIMITS.maxFiles} files per transfer`);
  }
  if (usage.bytes + size > PROOF_LIMITS.maxTotalBytes) {
    throw proofError('file', 'quota', 'At most 12 MB of files per transfer');
  }
}

/**
 * Stores a proof of transfer for a checkout the caller travels on or booked (anyone else:
 * NOT_FOUND, as for an unknown id). The type is read from the bytes, never the name. Every limit
 * (size, type, count, the checkout's byte quota) is checked before a byte is stored; the count
 * and quota again under the session's lock after, and a file refused there is deleted.
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
  if (!upload || upload.data.length === 0)
    throw proofError('file', 'required', 'file: is required');
  if (upload.truncated || upload.data.length > PROOF_LIMITS.maxBytes) {
    throw proofError('file', 'max_size', 'file: larger than 5 MB');
  }
  const type = sniffContentType(upload.data);
  if (!type || !(PROOF_LIMITS.types as readonly string[]).includes(type)) {
    throw proofError('file', 'file_type', 'file: only JPEG, PNG, WebP, HEIC images and PDF');
  }
  assertRoom(await proofUsage(deps.db, session.id), upload.data.length);
  const cleanNote = note?.trim().slice(0, 500) || null;
  const id = randomUUID();
  const key = `bank-proofs/${session.id}/${id}.${EXTENSION_OF[type]}`;
  // Stored before the row: a row never names missing bytes. Two uploads racing for the last
  // slot both pass the check above; the loser's file is deleted below.
  await deps.storage.put(key, upload.data, type);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockSessionRow(tx, session.id);
      assertRoom(await proofUsage(tx, session.id), upload.data.length);
      const row = await insertProofFile(tx, {
        id,
        sessionId: session.id,
        uploadedBy: userId,
        name: cleanFileName(upload.file_name, type),
        note: cleanNote,
        contentType: type,
        size: upload.data.length,
        storageKey: key,
      });
      return { name: row.name, note: row.note, url: proofUrl(session.id, row.id) };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** A proof file's row, for the traveller or booker of its checkout only. */
export async function findProofFile(db: Db, userId: string, sessionId: string, fileId: string) {
  const session = await findSession(db, userId, { id: sessionId });
  if (!session || !/^[0-9a-f-]{36}$/i.test(fileId)) return null;
  return proofFileRow(db, session.id, fileId);
}
