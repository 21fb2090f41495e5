import { absoluteUrl, getConfig } from '../../config';
import { accountApi } from '../../api/rest';
import type { StaffImportFieldsFragment } from '../../api/generated/corporate';
import { downloadCorporateFile, fileLang as lang, type SheetFormat } from './corporateFiles';

/*
 * The staff spreadsheets' REST side (docs/graphql-contract.md "Staff import and export"):
 * files are read and written on the server, so the console carries no spreadsheet library.
 */

export type { SheetFormat } from './corporateFiles';

/** POST /api/v1/corporate/staff-imports: the file checked, as a preview (nothing written). */
export async function uploadStaffFile(
  corporateId: string,
  file: File,
): Promise<StaffImportFieldsFragment> {
  const form = new FormData();
  form.append('corporate_id', corporateId);
  form.append('file', file, file.name);
  const answer = await accountApi<{ data: StaffImportFieldsFragment }>('corporate/staff-imports', {
    method: 'POST',
    body: form,
    headers: { 'x-locale': lang() },
    report: false,
  });
  return answer.data;
}

/** The empty import template in the console's language (no sign-in needed: a plain link). */
export function templateUrl(format: SheetFormat): string {
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  return absoluteUrl(`${base}/corporate/staff-import-template?format=${format}&locale=${lang()}`);
}

/** GET /api/v1/corporate/staff-export: the list with its search, filter and sort, as a file. */
export function downloadStaffExport(query: Record<string, string | undefined>): Promise<Blob> {
  return downloadCorporateFile('staff-export', query);
}
