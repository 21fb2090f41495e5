import { downloadCorporateFile } from './corporateFiles';

/*
 * A statement's file (docs/finance.md "Statements"), written on the server:
 * GET /api/v1/corporate/statements/:id/export?format=xlsx|pdf.
 */
export function downloadStatementFile(id: string, format: 'xlsx' | 'pdf'): Promise<Blob> {
  return downloadCorporateFile(`statements/${encodeURIComponent(id)}/export`, { format });
}
