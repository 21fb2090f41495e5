import { absoluteUrl, getConfig } from '../../config';
import { normalizeErrorMessage } from '../../api/errors';
import { HttpError } from '../../api/httpError';
import { renewSession } from '../../api/renewal';
import { bearer, readSessionToken } from '../../api/tokens';
import { getCurrentLocale } from '../../i18n/locale';

/*
 * The console's files written on the server (staff, booking and journal exports, statements), so
 * the console carries no spreadsheet library: one authenticated download for all of them.
 */

export type SheetFormat = 'csv' | 'xlsx';

/** The console's language, as the export routes take it (`locale`, `x-locale`). */
export const fileLang = () => (getCurrentLocale() === 'en' ? 'en' : 'vi');

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

/** GET `url` with the session: the file. An expired session renews once (spec §4). */
async function fetchWithSession(url: string): Promise<Blob> {
  const locale = new URL(url, window.location.href).searchParams.get('locale') ?? fileLang();
  const send = (token: string | undefined) =>
    fetch(url, {
      headers: {
        'x-locale': locale,
        ...(token ? { authorization: bearer(token) } : {}),
      },
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

/**
 * GET /api/v1/corporate/<path>?locale=…&<query> with the session: the file. A refusal is an
 * HttpError with the server's message.
 */
export function downloadCorporateFile(
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<Blob> {
  return downloadAccountFile(`corporate/${path}`, query);
}

/** GET /api/v1/<path>?locale=…&<query> with the session (a booking's PDF, the exports). */
export function downloadAccountFile(
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<Blob> {
  const params = new URLSearchParams({ locale: fileLang() });
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  return fetchWithSession(absoluteUrl(`${base}/${path}?${params.toString()}`));
}

/**
 * A file the API listed (an invoice's `files`): fetched with the session only when it is on
 * the account service's own base, so the session never goes to another address.
 */
export async function downloadListedFile(url: string): Promise<Blob> {
  const base = absoluteUrl(getConfig().accountBaseUrl.replace(/\/+$/, ''));
  const full = absoluteUrl(url);
  if (!full.startsWith(`${base}/`)) throw new HttpError('not a file of this service', 400, null);
  return fetchWithSession(full);
}
