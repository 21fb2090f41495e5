/**
 * The bank transfers' SQL (docs/module-template.md): a checkout's verified credits (one row per
 * bank id), their sum and the excess flag, the overpaid mark on the order, and the proofs of
 * transfer (rows and their count and bytes), a checkout's or a change attempt's. No rules here:
 * bank-partials.ts and bank-proofs.ts decide.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankTransferCredits, bankTransferFiles, userOrders } from '../../db/schema.js';

/** Sum of the checkout's credits (minor units), what was received for it. */
export async function bankPaidAmount(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${bankTransferCredits.amount}), 0)` })
    .from(bankTransferCredits)
    .where(eq(bankTransferCredits.payment_checkout_session_id, sessionId));
  return Number(row.paid);
}

/** Records a credit once: undefined when its bank id was recorded before. */
export async function insertBankCredit(
  tx: Db,
  credit: { sessionId: string; txnId: string; amount: number; currency: string; now: Date },
) {
  const [row] = await tx
    .insert(bankTransferCredits)
    .values({
      payment_checkout_session_id: credit.sessionId,
      provider_txn_id: credit.txnId,
      amount: credit.amount,
      currency: credit.currency,
      inserted_at: credit.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Marks `excess` minor units of a credit as more than was due. */
export async function setCreditExcess(tx: Db, creditId: string, excess: number): Promise<void> {
  await tx.update(bankTransferCredits).set({ excess }).where(eq(bankTransferCredits.id, creditId));
}

/** Adds `overpaid` to the order's payment details. */
export async function markOrderOverpaid(tx: Db, orderId: string, overpaid: number): Promise<void> {
  await tx
    .update(userOrders)
    .set({
      payment_details: sql`${userOrders.payment_details} || ${JSON.stringify({ overpaid })}::jsonb`,
    })
    .where(eq(userOrders.id, orderId));
}

/**
 * Whose proofs: a checkout's bank transfer, or a flight change attempt's
 * (bank_transfer_files holds exactly one of the two).
 */
export type ProofOwner = { sessionId: string } | { changePaymentId: string };

const ownedBy = (owner: ProofOwner) =>
  'sessionId' in owner
    ? eq(bankTransferFiles.payment_checkout_session_id, owner.sessionId)
    : eq(bankTransferFiles.booking_change_payment_id, owner.changePaymentId);

/** The transfer's proof rows, oldest first. */
export function proofFileRows(db: Db, owner: ProofOwner) {
  return db
    .select()
    .from(bankTransferFiles)
    .where(ownedBy(owner))
    .orderBy(bankTransferFiles.inserted_at, bankTransferFiles.id);
}

/** The transfer's proofs so far: how many, and their bytes together. */
export async function proofUsage(db: Db, owner: ProofOwner) {
  const [row] = await db
    .select({
      files: sql<string>`count(*)`,
      bytes: sql<string>`coalesce(sum(${bankTransferFiles.size}), 0)`,
    })
    .from(bankTransferFiles)
    .where(ownedBy(owner));
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** Locks the checkout's session row until the transaction ends (proofs are counted under it). */
export async function lockSessionRow(tx: Db, sessionId: string): Promise<void> {
  await tx.execute(
    sql`select id from payment_checkout_sessions where id = ${sessionId}::uuid for update`,
  );
}

/** Stores a proof's row. */
export async function insertProofFile(
  tx: Db,
  file: {
    id: string;
    owner: ProofOwner;
    uploadedBy: string;
    name: string;
    note: string | null;
    contentType: string;
    size: number;
    storageKey: string;
  },
) {
  const { owner } = file;
  const [row] = await tx
    .insert(bankTransferFiles)
    .values({
      id: file.id,
      payment_checkout_session_id: 'sessionId' in owner ? owner.sessionId : null,
      booking_change_payment_id: 'changePaymentId' in owner ? owner.changePaymentId : null,
      uploaded_by: file.uploadedBy,
      name: file.name,
      note: file.note,
      content_type: file.contentType,
      size: file.size,
      storage_key: file.storageKey,
    })
    .returning();
  return row;
}

/** One proof's row of the transfer, or null. */
export async function proofFileRow(db: Db, owner: ProofOwner, fileId: string) {
  const [row] = await db
    .select()
    .from(bankTransferFiles)
    .where(and(ownedBy(owner), eq(bankTransferFiles.id, fileId)));
  return row ?? null;
}
