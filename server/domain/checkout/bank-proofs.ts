/**
 * Proofs of a bank transfer (docs/checkout.md "Bank transfer: partial payments and proof"): the
 * one rule for every transfer that takes them — a checkout's (bank-partials.ts) and a flight
 * change attempt's (bookings/change-payment-proof.ts). Image or PDF by their bytes, at most
 * 5 MB each, 5 and 12 MB together per transfer, every limit checked before a byte is stored.
 * Who may upload, and whether the transfer still takes files, the callers decide first.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/sql-values.js';
import { AppError } from '../../errors.js';
import { EXTENSION_OF, sniffContentType } from '../../providers/storage/index.js';
import type { FileStorage } from '../../providers/storage/types.js';
import { cleanFileName } from '../support/files.js';
import {
  insertProofFile,
  proofFileRow,
  proofFileRows,
  proofUsage,
  type ProofOwner,
} from './bank-transfers-repository.js';

/**
 * Proof files: image or PDF (by their bytes), at most this large, this many and this many bytes
 * together per transfer (docs/security.md "Uploads").
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

/** A transfer that takes proofs, found (and its caller's right to it checked) by the caller. */
export interface ProofTransfer {
  owner: ProofOwner;
  /** Where its files are stored, e.g. `bank-proofs/<session>`. */
  folder: string;
  /** The download path of one of its files. */
  url: (fileId: string) => string;
  /**
   * Locks the transfer's row until the transaction ends (its proofs are counted under that
   * lock) and throws when it no longer takes files.
   */
  lock: (tx: Db) => Promise<void>;
}

/** A refusal naming the field and the rule. */
export const proofError = (field: string, rule: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, [{ field, rule, message }]);

/** Refuses a proof of `size` bytes past the transfer's count or byte quota. */
function assertRoom(usage: { files: number; bytes: number }, size: number) {
  if (usage.files >= PROOF_LIMITS.maxFiles) {
    throw proofError('file', 'max_files', `At most ${PROOF_LIMITS.maxFiles} files per transfer`);
  }
  if (usage.bytes + size > PROOF_LIMITS.maxTotalBytes) {
    throw proofError('file', 'quota', 'At most 12 MB of files per transfer');
  }
}

/**
 * Stores a proof of `transfer`. The type is read from the bytes, never the name. Every limit
 * (size, type, count, the transfer's byte quota) is checked before a byte is stored; the count
 * and quota again under the transfer's lock after, and a file refused there is deleted.
 */
export async function addProof(
  deps: { db: Db; storage: FileStorage },
  transfer: ProofTransfer,
  userId: string,
  upload: ProofUpload | null,
  note: string | null,
) {
  if (!upload || upload.data.length === 0)
    throw proofError('file', 'required', 'file: is required');
  if (upload.truncated || upload.data.length > PROOF_LIMITS.maxBytes) {
    throw proofError('file', 'max_size', 'file: larger than 5 MB');
  }
  const type = sniffContentType(upload.data);
  if (!type || !(PROOF_LIMITS.types as readonly string[]).includes(type)) {
    throw proofError('file', 'file_type', 'file: only JPEG, PNG, WebP, HEIC images and PDF');
  }
  assertRoom(await proofUsage(deps.db, transfer.owner), upload.data.length);
  const cleanNote = note?.trim().slice(0, 500) || null;
  const id = randomUUID();
  const key = `${transfer.folder}/${id}.${EXTENSION_OF[type]}`;
  // Stored before the row: a row never names missing bytes. Two uploads racing for the last
  // slot both pass the check above; the loser's file is deleted below.
  await deps.storage.put(key, upload.data, type);
  try {
    return await deps.db.transaction(async (tx) => {
      await transfer.lock(tx);
      assertRoom(await proofUsage(tx, transfer.owner), upload.data.length);
      const row = await insertProofFile(tx, {
        id,
        owner: transfer.owner,
        uploadedBy: userId,
        name: cleanFileName(upload.file_name, type),
        note: cleanNote,
        contentType: type,
        size: upload.data.length,
        storageKey: key,
      });
      return { name: row.name, note: row.note, url: transfer.url(row.id) };
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** The transfer's proofs, oldest first, with their download path (the API's `files`). */
export async function listProofs(db: Db, transfer: Pick<ProofTransfer, 'owner' | 'url'>) {
  const rows = await proofFileRows(db, transfer.owner);
  return rows.map((f) => ({ name: f.name, note: f.note, url: transfer.url(f.id) }));
}

/** One proof's row of the transfer (already found for the caller), or null. */
export async function proofRow(db: Db, owner: ProofOwner, fileId: string) {
  if (!isUuid(fileId)) return null;
  return proofFileRow(db, owner, fileId);
}
