import { accountApi } from '../../api/rest';
import type { ExpenseFieldsFragment } from '../../api/generated/corporate';

/*
 * The receipts' REST side (docs/expenses.md "Receipts"): files go over multipart, the rest of
 * the expense pages over the corporate GraphQL service.
 */

export type Expense = ExpenseFieldsFragment;

export interface EInvoice {
  seller_name: string;
  seller_tax_code: string;
  issue_date: string;
  currency: string;
  series: string | null;
  number: string | null;
  buyer_name: string | null;
  buyer_tax_code: string | null;
  vat_amount: number;
  total: number;
}

export const isXml = (file: File) =>
  /\.xml$/i.test(file.name) || file.type === 'text/xml' || file.type === 'application/xml';

/** POST /api/v1/expenses/einvoice: what the e-invoice says (nothing is stored). */
export async function readEInvoice(corporateId: string, file: File): Promise<EInvoice> {
  const form = new FormData();
  form.append('corporate_id', corporateId);
  form.append('receipt', file, file.name);
  const answer = await accountApi<{ data: EInvoice }>('expenses/einvoice', {
    method: 'POST',
    body: form,
    report: false,
  });
  return answer.data;
}

/** POST /api/v1/expenses/:id/receipts: the files, checked and stored by the server. */
export async function uploadReceipts(corporateId: string, expenseId: string, files: File[]) {
  const form = new FormData();
  form.append('corporate_id', corporateId);
  for (const file of files) form.append('receipts', file, file.name);
  await accountApi(`expenses/${encodeURIComponent(expenseId)}/receipts`, {
    method: 'POST',
    body: form,
    report: false,
  });
}

const MAX_SIDE = 2000;

/**
 * A photo larger than 2000 px on a side, drawn at most 2000 px and sent as JPEG (docs/decisions.md
 * "Receipt images are downscaled in the browser"). PDFs, XML, HEIC (which browsers cannot draw)
 * and anything the browser cannot decode go as they are.
 */
export async function downscaled(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== 'function') {
    return file;
  }
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return blob
      ? new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })
      : file;
  } catch {
    return file;
  }
}

/** The rule of a refused answer (GraphQL or REST), if the server named one. */
export function ruleOf(error: unknown): string | null {
  const body = (error as { body?: Record<string, unknown> | null }).body;
  const fields = (body?.fieldErrors ?? body?.fields) as Array<{ rule?: string }> | undefined;
  return fields?.[0]?.rule ?? null;
}

/** Every field's rule of a refused answer, by field name. */
export function fieldRulesOf(error: unknown): Record<string, string> {
  const body = (error as { body?: Record<string, unknown> | null }).body;
  const fields = (body?.fieldErrors ?? body?.fields) as
    Array<{ field?: string; rule?: string }> | undefined;
  const out: Record<string, string> = {};
  for (const f of fields ?? []) if (f.field && f.rule && !out[f.field]) out[f.field] = f.rule;
  return out;
}

export const codeOf = (error: unknown): string | null =>
  ((error as { body?: { code?: string } | null }).body?.code as string | undefined) ?? null;
