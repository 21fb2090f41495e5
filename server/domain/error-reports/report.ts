/**
 * The browser's error, slow-call and order reports (POST /api/captureException, spec §7):
 * anonymous (no user, so no permission to check), stored as they came (input.ts bounds them).
 */
import type { Db } from '../../db/client.js';
import type { ErrorReportInput } from './input.js';
import { saveErrorReport } from './repository.js';

/** Stores one parsed report with the request's user agent and id; returns its id. */
export function recordErrorReport(
  db: Db,
  report: ErrorReportInput,
  meta: { userAgent: string | null; requestId: string },
): Promise<string> {
  return saveErrorReport(db, report, meta);
}
