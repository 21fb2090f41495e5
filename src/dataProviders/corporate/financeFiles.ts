import { downloadCorporateFile } from './corporateFiles';

/*
 * The finance exports' REST side (docs/finance.md "Export", "Accounting export"): booking
 * histories as XLSX and the journal lines as CSV or XLSX are written on the server.
 */

export type { SheetFormat } from './corporateFiles';

/** GET /api/v1/corporate/<path>?… with the session: the file. */
export function downloadFinanceFile(
  path: 'booking-export' | 'journal-export',
  query: Record<string, string | undefined>,
): Promise<Blob> {
  return downloadCorporateFile(path, query);
}

/** Saves a blob as a file the browser downloads. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
