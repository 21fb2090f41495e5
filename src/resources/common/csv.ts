/**
 * One CSV cell: quotes around text with a separator, quote or line break; a leading =, +, - or
 * @ could run as a spreadsheet formula, so such text starts with an apostrophe.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV with a BOM, so Excel reads the diacritics as UTF-8. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
