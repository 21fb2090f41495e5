import { absoluteUrl, getConfig } from '../../config';
import { normalizeErrorMessage } from '../../api/errors';
import { HttpError } from '../../api/httpError';
import { renewSession } from '../../api/renewal';
import { accountApi } from '../../api/rest';
import { bearer, readSessionToken } from '../../api/tokens';
import type { StaffImportFieldsFragment } from '../../api/generated/corporate';
import { getCurrentLocale } from '../../i18n/locale';

/*
 * The staff spreadsheets' REST side (docs/graphql-contract.md "Staff import and export"):
 * files are read and written on the server, so the console carries no spreadsheet library.
 */

export type SheetFormat = 'csv' | 'xlsx';

const lang = () => (getCurrentLocale() === 'en' ? 'en' : 'vi');

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

async function errorOf(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; code?: string; fields?: unknown };
  } | null;
  return new HttpError(
    normalizeErrorMessage(body?.error?.message ?? '', response.status),
    response.status,
    body?.error ? { ...body.error } : null,
  );
}

/** GET /api/v1/corporate/staff-export: the list with its search, filter and sort, as a file. */
export async function downloadStaffExport(
  query: Record<string, string | undefined>,
): Promise<Blob> {
  const params = new URLSearchParams({ locale: lang() });
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  const url = absoluteUrl(`${base}/corporate/staff-export?${params.toString()}`);
  const send = (token: string | undefined) =>
    fetch(url, {
      headers: { 'x-locale': lang(), ...(token ? { authorization: bearer(token) } : {}) },
      credentials: 'same-origin',
    });
  const used = readSessionToken();
  let response = await send(used);
  // An expired session renews once, as every other call does (spec §4).
  if (response.status === 401 && (await renewSession(used)) === 'renewed') {
    response = await send(readSessionToken());
  }
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}
