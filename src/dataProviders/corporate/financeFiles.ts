import { absoluteUrl, getConfig } from '../../config';
import { normalizeErrorMessage } from '../../api/errors';
import { HttpError } from '../../api/httpError';
import { renewSession } from '../../api/renewal';
import { bearer, readSessionToken } from '../../api/tokens';
import { getCurrentLocale } from '../../i18n/locale';

/*
 * The finance exports' REST side (docs/finance.md "Export", "Accounting export"): booking
 * histories as XLSX and the journal lines as CSV or XLSX are written on the server, so the
 * console carries no spreadsheet library.
 */

export type SheetFormat = 'csv' | 'xlsx';

const lang = () => (getCurrentLocale() === 'en' ? 'en' : 'vi');

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

/** GET /api/v1/corporate/<path>?… with the session, renewed once if it expired: the file. */
export async function downloadFinanceFile(
  path: 'booking-export' | 'journal-export',
  query: Record<string, string | undefined>,
): Promise<Blob> {
  const params = new URLSearchParams({ locale: lang() });
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  const url = absoluteUrl(`${base}/corporate/${path}?${params.toString()}`);
  const send = (token: string | undefined) =>
    fetch(url, {
      headers: { 'x-locale': lang(), ...(token ? { authorization: bearer(token) } : {}) },
      credentials: 'same-origin',
    });
  const used = readSessionToken();
  let response = await send(used);
  if (response.status === 401 && (await renewSession(used)) === 'renewed') {
    response = await send(readSessionToken());
  }
  if (!response.ok) throw await errorOf(response);
  return response.blob();
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
