import { absoluteUrl, getConfig } from '../../config';
import { normalizeErrorMessage } from '../../api/errors';
import { HttpError } from '../../api/httpError';
import { renewSession } from '../../api/renewal';
import { bearer, readSessionToken } from '../../api/tokens';
import { getCurrentLocale } from '../../i18n/locale';

/*
 * A statement's file (docs/finance.md "Statements"): written on the server, so the console
 * carries no spreadsheet library. GET /api/v1/corporate/statements/:id/export?format=xlsx.
 */

const lang = () => (getCurrentLocale() === 'en' ? 'en' : 'vi');

export async function downloadStatementFile(id: string, format: 'xlsx'): Promise<Blob> {
  const base = getConfig().accountBaseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams({ format, locale: lang() });
  const url = absoluteUrl(
    `${base}/corporate/statements/${encodeURIComponent(id)}/export?${params.toString()}`,
  );
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
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; code?: string };
    } | null;
    throw new HttpError(
      normalizeErrorMessage(body?.error?.message ?? '', response.status),
      response.status,
      body?.error ? { ...body.error } : null,
    );
  }
  return response.blob();
}
