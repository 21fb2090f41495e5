/**
 * Receipts (docs/expenses.md "Receipts"): photos and PDFs under the support attachments'
 * limits and checks (support/files.ts `checkFiles`: at most 3 files per upload, 5 MB each, the
 * type read from the first bytes), or a Vietnamese e-invoice XML that einvoice-xml.ts can read.
 * Stored through the storage provider under `expenses/<corporate>/<expense>/<uuid>`; opened
 * through short-lived signed links. Images arrive downscaled by the browser
 * (docs/decisions.md "Receipt images are downscaled in the browser").
 */
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError, type FieldError } from '../../errors.js';
import type { FileStorage } from '../../providers/storage/index.js';
import { safeEqual } from '../../auth/crypto.js';
import { checkFiles, cleanFileName, type UploadedFile } from '../support/files.js';
import { TICKET_LIMITS } from '../../../common/support-rules.js';
import { assertCan } from '../corporates/access.js';
import { checkIds } from '../corporates/ids.js';
import { bad, expenseCaller } from './access.js';
import { EINVOICE_MAX_BYTES, looksLikeXml, readEInvoice, type EInvoice } from './einvoice-xml.js';
import { expenseById } from './repository.js';
import {
  insertReceipts,
  receiptById,
  receiptCount,
  receiptRows,
  type NewReceipt,
  type ReceiptRow,
} from './receipts-repository.js';

export type { UploadedFile };

/** At most this many receipts on one expense. */
export const MAX_RECEIPTS = 10;
export const RECEIPT_URL_TTL_SECONDS = 15 * 60;

/** How answers sign receipt links: the key (from the server secret) and the request's clock. */
export interface ReceiptLinks {
  key: Buffer;
  now: Date;
}

export interface ReceiptDeps {
  db: Db;
  storage: FileStorage;
}

/** The key that signs receipt links, derived from the server secret for this use only. */
export function receiptUrlKey(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'wayfare-files-v1', 'expense-receipts', 32));
}

const signatureOf = (key: Buffer, corporateId: string, id: string, expires: number) =>
  createHmac('sha256', key)
    .update(`expense-receipt.${corporateId}.${id}.${expires}`)
    .digest('base64url');

export function receiptUrl(links: ReceiptLinks, row: { corporate_id: string; id: string }) {
  const expires = Math.floor(links.now.getTime() / 1000) + RECEIPT_URL_TTL_SECONDS;
  const signature = signatureOf(links.key, row.corporate_id, row.id, expires);
  return `/api/v1/expenses/receipts/${row.corporate_id}/${row.id}?expires=${expires}&signature=${signature}`;
}

export interface Receipt {
  id: string;
  kind: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  url: string;
  inserted_at: string;
}

export async function receiptsOf(
  db: Db,
  corporateId: string,
  expenseIds: string[],
  links: ReceiptLinks,
): Promise<Map<string, Receipt[]>> {
  const out = new Map<string, Receipt[]>();
  for (const row of await receiptRows(db, corporateId, expenseIds)) {
    const list = out.get(row.expense_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      file_name: row.file_name,
      content_type: row.content_type,
      size_bytes: row.size_bytes,
      url: receiptUrl(links, row),
      inserted_at: new Date(row.inserted_at).toISOString(),
    });
    out.set(row.expense_id, list);
  }
  return out;
}

interface CheckedReceipt extends NewReceipt {
  data: Buffer;
  invoice: EInvoice | null;
}

/**
 * Every file checked together, errors named `receipts.<n>`: an XML file must be a readable
 * e-invoice; anything else goes through the support attachments' checks.
 */
export function checkReceipts(files: UploadedFile[]): CheckedReceipt[] {
  if (!files.length) {
    throw bad([
      { field: 'receipts', rule: 'required', message: 'Choose a photo, PDF or e-invoice' },
    ]);
  }
  const fields: FieldError[] = [];
  const out: CheckedReceipt[] = [];
  const others: { index: number; file: UploadedFile }[] = [];
  files.forEach((file, index) => {
    if (!file.truncated && file.data.length > 0 && looksLikeXml(file.data)) {
      const read = readEInvoice(file.data);
      if (!read.ok) {
        for (const p of read.problems) fields.push({ ...p, field: `receipts.${index}.${p.field}` });
        return;
      }
      out.push({
        storage_key: '',
        kind: 'EINVOICE_XML',
        content_type: 'application/xml',
        file_name: `${cleanFileName(file.file_name, 'application/pdf').replace(/\.pdf$/, '')}.xml`,
        size_bytes: file.data.length,
        data: file.data,
        invoice: read.invoice,
      });
    } else {
      others.push({ index, file });
    }
  });
  if (files.length > TICKET_LIMITS.maxFiles) {
    fields.push({
      field: 'receipts',
      rule: 'max_files',
      message: `At most ${TICKET_LIMITS.maxFiles} files at once`,
    });
  }
  if (others.length) {
    try {
      for (const file of checkFiles(
        others.map((o) => o.file),
        true,
      )) {
        out.push({
          storage_key: '',
          kind: file.content_type === 'application/pdf' ? 'PDF' : 'IMAGE',
          content_type: file.content_type,
          file_name: file.file_name,
          size_bytes: file.data.length,
          data: file.data,
          invoice: null,
        });
      }
    } catch (error) {
      if (!(error instanceof AppError) || !error.fields) throw error;
      for (const f of error.fields) {
        const m = /^attachments\.(\d+)$/.exec(f.field);
        const field = m ? `receipts.${others[Number(m[1])].index}` : 'receipts';
        if (f.rule !== 'max_files') fields.push({ ...f, field });
      }
    }
  }
  if (fields.length) throw bad(fields);
  return out;
}

/** Adds receipts to a DRAFT or REJECTED expense of the caller's. */
export async function addReceipts(
  deps: ReceiptDeps,
  callerId: string | null,
  args: { corporate_id: string | null; expense_id: string },
  files: UploadedFile[],
  links: ReceiptLinks,
) {
  const { actor, userId, scope } = await expenseCaller(deps.db, callerId, args.corporate_id, true);
  checkIds({ expense_id: args.expense_id });
  const expense = await expenseById(deps.db, scope, args.expense_id);
  if (!expense) throw new AppError('NOT_FOUND', 'No such expense.');
  assertCan(actor, 'edit', 'expenses', { user_id: expense.user_id });
  if (expense.user_id !== userId) throw new AppError('FORBIDDEN', 'Only its owner adds receipts.');
  if (expense.status !== 'DRAFT' && expense.status !== 'REJECTED') {
    throw bad([
      { field: 'expense_id', rule: 'not_editable', message: `This expense is ${expense.status}.` },
    ]);
  }
  const checked = checkReceipts(files);
  const existing = await receiptCount(deps.db, scope, expense.id);
  if (existing + checked.length > MAX_RECEIPTS) {
    throw bad([
      {
        field: 'receipts',
        rule: 'max_receipts',
        message: `At most ${MAX_RECEIPTS} receipts on one expense`,
      },
    ]);
  }
  for (const r of checked) {
    r.storage_key = `expenses/${scope}/${expense.id}/${randomUUID()}`;
    await deps.storage.put(r.storage_key, r.data, r.content_type);
  }
  await insertReceipts(deps.db, scope, expense.id, userId, checked);
  const receipts = await receiptsOf(deps.db, scope, [expense.id], links);
  return {
    receipts: receipts.get(expense.id) ?? [],
    einvoice: checked.find((r) => r.invoice)?.invoice ?? null,
  };
}

/** Reads an e-invoice for the form to fill itself in (nothing is stored). */
export async function readEInvoiceUpload(
  db: Db,
  callerId: string | null,
  corporateId: string | null,
  file: UploadedFile | null,
): Promise<EInvoice> {
  const { actor, userId } = await expenseCaller(db, callerId, corporateId, true);
  assertCan(actor, 'create', 'expenses', { user_id: userId });
  if (!file) throw bad([{ field: 'receipt', rule: 'required', message: 'Choose an XML file' }]);
  if (file.truncated || file.data.length > EINVOICE_MAX_BYTES) {
    throw bad([{ field: 'receipt', rule: 'max_size', message: 'larger than 5 MB' }]);
  }
  const read = readEInvoice(file.data);
  if (!read.ok) throw bad(read.problems);
  return read.invoice;
}

/** The bytes behind a signed receipt link (no session: the signature is the permission). */
export async function openReceipt(
  deps: ReceiptDeps,
  key: Buffer,
  link: { corporate_id: string; id: string; expires: number; signature: string },
  now: Date,
): Promise<{ receipt: ReceiptRow; body: Buffer }> {
  const valid =
    link.expires * 1000 > now.getTime() &&
    safeEqual(signatureOf(key, link.corporate_id, link.id, link.expires), link.signature);
  checkIds({ corporate_id: link.corporate_id, id: link.id });
  if (!valid) throw new AppError('NOT_FOUND', 'file_not_found');
  const receipt = await receiptById(deps.db, link.corporate_id, link.id);
  const stored = receipt ? await deps.storage.get(receipt.storage_key) : null;
  if (!receipt || !stored) throw new AppError('NOT_FOUND', 'file_not_found');
  return { receipt, body: stored.body };
}
