/** Receipt SQL: scoped by the corporate id like every expense statement. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlArray } from '../../db/sql-values.js';

export type ReceiptKind = 'IMAGE' | 'PDF' | 'EINVOICE_XML';

export interface ReceiptRow extends Record<string, unknown> {
  id: string;
  corporate_id: string;
  expense_id: string;
  storage_key: string;
  kind: ReceiptKind;
  content_type: string;
  file_name: string;
  size_bytes: number;
  inserted_at: Date | string;
}

export async function receiptRows(
  db: Db,
  corporateId: string,
  expenseIds: string[],
): Promise<ReceiptRow[]> {
  if (!expenseIds.length) return [];
  const result = await db.execute<ReceiptRow>(sql`
    select id, corporate_id, expense_id, storage_key, kind::text as kind, content_type,
      file_name, size_bytes, inserted_at
    from expense_receipts
    where corporate_id = ${corporateId}::uuid and expense_id = any(${sqlArray(expenseIds, 'uuid')})
    order by inserted_at, id`);
  return result.rows;
}

export async function receiptCount(db: Db, corporateId: string, expenseId: string) {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from expense_receipts
    where corporate_id = ${corporateId}::uuid and expense_id = ${expenseId}::uuid`);
  return result.rows[0]?.n ?? 0;
}

export interface NewReceipt {
  storage_key: string;
  kind: ReceiptKind;
  content_type: string;
  file_name: string;
  size_bytes: number;
}

export async function insertReceipts(
  db: Db,
  corporateId: string,
  expenseId: string,
  uploadedBy: string,
  receipts: NewReceipt[],
): Promise<void> {
  for (const r of receipts) {
    await db.execute(sql`insert into expense_receipts (corporate_id, expense_id, storage_key,
        kind, content_type, file_name, size_bytes, uploaded_by)
      values (${corporateId}::uuid, ${expenseId}::uuid, ${r.storage_key},
        ${r.kind}::expense_receipt_kind, ${r.content_type}, ${r.file_name}, ${r.size_bytes},
        ${uploadedBy}::uuid)`);
  }
}

/** A receipt of the corporate (the signed link names both). */
export async function receiptById(
  db: Db,
  corporateId: string,
  id: string,
): Promise<ReceiptRow | null> {
  const result = await db.execute<ReceiptRow>(sql`
    select id, corporate_id, expense_id, storage_key, kind::text as kind, content_type,
      file_name, size_bytes, inserted_at
    from expense_receipts where corporate_id = ${corporateId}::uuid and id = ${id}::uuid`);
  return result.rows[0] ?? null;
}
