/**
 * Short-lived links to a detail export (analysis_detail_export answers one): the caller, the
 * filter as given, the format, the sort and the reader's language, signed with a key derived from
 * the server secret for this use only, valid 15 minutes. The download runs the query again as
 * that caller (their membership and role are checked again then).
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../../auth/crypto.js';

export const EXPORT_URL_TTL_SECONDS = 15 * 60;

export interface ExportLink {
  userId: string;
  /** The operation's arguments (filter, format, sort), as the client sent them. */
  args: Record<string, unknown>;
  locale: 'vi' | 'en';
}

export function exportUrlKey(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'wayfare-files-v1', 'analysis-exports', 32));
}

const sign = (key: Buffer, payload: string, expires: number) =>
  createHmac('sha256', key).update(`analysis-export.${payload}.${expires}`).digest('base64url');

export function signedExportUrl(key: Buffer, link: ExportLink, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + EXPORT_URL_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify(link)).toString('base64url');
  const query = new URLSearchParams({
    p: payload,
    expires: String(expires),
    signature: sign(key, payload, expires),
  });
  return `/api/v1/corporate/analysis-export?${query}`;
}

/** The link's contents when its signature holds and it has not expired; else null. */
export function openExportUrl(
  key: Buffer,
  signed: { p: string; expires: number; signature: string },
  now: Date,
): ExportLink | null {
  if (signed.expires * 1000 <= now.getTime()) return null;
  if (!safeEqual(sign(key, signed.p, signed.expires), signed.signature)) return null;
  try {
    return JSON.parse(Buffer.from(signed.p, 'base64url').toString('utf8')) as ExportLink;
  } catch {
    return null;
  }
}
