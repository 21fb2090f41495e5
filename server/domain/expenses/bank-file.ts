/**
 * The bank payment file of a reimbursement batch (docs/expenses.md "Bank payment file"): one
 * line per person paid back, CSV in UTF-8 with a byte-order mark (spreadsheets then read
 * Vietnamese names right), CRLF line ends, every field quoted when it needs to be, and text
 * that a spreadsheet would run as a formula (= + - @ at the start) prefixed with '. Pure.
 */

export const BANK_FILE_COLUMNS = [
  'line',
  'batch_id',
  'employee_id',
  'beneficiary_name',
  'email',
  'amount',
  'currency',
  'description',
  'expense_count',
  'expense_ids',
] as const;

export interface PayoutLine {
  user_id: string;
  employee_id: string | null;
  name: string;
  email: string;
  amount_vnd: number;
  expense_ids: string[];
}

function cell(value: string | number | null): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Expenses grouped per person (one transfer each), in name order; amounts in whole VND. */
export function payoutLines(
  items: {
    user_id: string;
    employee_id: string | null;
    name: string;
    email: string;
    expense_id: string;
    amount_vnd: number;
  }[],
): PayoutLine[] {
  const byUser = new Map<string, PayoutLine>();
  for (const item of items) {
    const line = byUser.get(item.user_id) ?? {
      user_id: item.user_id,
      employee_id: item.employee_id,
      name: item.name,
      email: item.email,
      amount_vnd: 0,
      expense_ids: [],
    };
    line.amount_vnd += item.amount_vnd;
    line.expense_ids.push(item.expense_id);
    byUser.set(item.user_id, line);
  }
  return [...byUser.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'vi') || a.user_id.localeCompare(b.user_id),
  );
}

/** The file's text. `reference` is the batch's short reference, written in each description. */
export function bankFileCsv(batchId: string, reference: string, lines: PayoutLine[]): string {
  const rows = [BANK_FILE_COLUMNS.join(',')];
  lines.forEach((line, index) => {
    rows.push(
      [
        index + 1,
        batchId,
        line.employee_id,
        line.name,
        line.email,
        line.amount_vnd,
        'VND',
        `Hoan ung chi phi ${reference}`,
        line.expense_ids.length,
        line.expense_ids.join(' '),
      ]
        .map(cell)
        .join(','),
    );
  });
  return `\ufeff${rows.join('\r\n')}\r\n`;
}
